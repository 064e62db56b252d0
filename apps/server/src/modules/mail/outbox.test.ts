import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino, type Logger } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { createCaughtMailStore } from '../../stand-ins/mail/caught-mail-store.ts';
import { startMailCatcher, type MailCatcher } from '../../stand-ins/mail/mail-catcher.ts';
import type { Mailer, OutgoingMail } from '../../adapters/mail/mailer.ts';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { manualTimers } from '../../../test/manual-timers.ts';
import { outboxJob } from './outbox-worker.ts';
import {
  createOutboxDelivery,
  enqueueMail,
  OUTBOX_REFUSALS,
  retryDelayMs,
  type MailMessage,
} from './outbox.service.ts';

const FROM = '"Diya Tales" <hello@diyatales.in>';

const testMail = (to: string, message = 'hello', dedupeKey?: string): MailMessage => ({
  kind: 'test',
  to,
  data: { recipientName: 'Meera', message },
  ...(dedupeKey ? { dedupeKey } : {}),
});

function captureLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  let output = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  return {
    logger: pino({ level: 'info' }, sink),
    lines: () =>
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const rows = (database: Database) => database.db.select().from(outbox).orderBy(outbox.createdAt);
/** Time passes: every pending row is due now. */
const makeDue = (database: Database) =>
  database.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });

let mailDir: string;
let catcher: MailCatcher;

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(tmpdir(), 'diya-outbox-'));
  catcher = await startMailCatcher({ store: createCaughtMailStore(mailDir), port: 0 });
});
afterAll(async () => {
  await catcher.close();
  await rm(mailDir, { recursive: true, force: true });
});

describe('outbox → worker → SMTP → local inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mailInbox: catcher.store });
  });
  afterAll(() => t.close());

  it('a queued e-mail is delivered by the worker over SMTP and readable from /dev/mail/api/messages', async () => {
    const mailer = createSmtpMailer({ url: catcher.url, from: FROM });
    const { logger } = captureLogger();
    const delivery = createOutboxDelivery({
      db: t.database.db,
      mailer,
      logger,
      messageIdDomain: 'diyatales.in',
    });
    // A long poll: only the nudge from enqueueMail can make this quick.
    const timers = manualTimers();
    const worker = createJobRunner({
      jobs: [outboxJob({ delivery, pollIntervalMs: 60_000 })],
      log: logger,
      timers,
    });
    worker.start();
    try {
      timers.fireAll(); // the worker's first (empty) round, then it waits for the next poll
      await vi.waitFor(() => expect(timers.pendingDelays()).toEqual([60_000]), { timeout: 10_000 });
      await inTransaction(t.database.db, async (tx) => {
        await enqueueMail(tx, testMail('Asha@Example.com', 'Namaste from the outbox'));
      });
      // Nudged (once the transaction has had its moment to commit): it looks now, not in a minute.
      await vi.waitFor(() => expect(timers.pendingDelays()).toEqual([0]), { timeout: 10_000 });
      timers.fireAll();

      const messages = await waitFor(async () => {
        const res = await t.app.inject({ url: '/dev/mail/api/messages?to=asha@example.com' });
        expect(res.statusCode).toBe(200);
        const body = res.json<{ messages: Array<Record<string, unknown>> }>();
        return body.messages.length > 0 ? body.messages : undefined;
      });
      expect(messages[0]).toMatchObject({
        from: FROM,
        to: ['asha@example.com'],
        subject: 'Test email from Diya Tales',
      });
      expect(messages[0]!.text).toContain('Namaste from the outbox');
      expect(messages[0]!.html).toContain('Namaste from the outbox');

      // The catcher has the message as soon as SMTP accepted it; the worker marks the row a moment
      // later, which a busy machine can stretch.
      const row = await waitFor(async () => {
        const [sent] = await rows(t.database);
        return sent?.status === 'sent' ? sent : undefined;
      });
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(messages[0]!.messageId).toBe(`<${row.id}@diyatales.in>`);
    } finally {
      await worker.stop();
      await mailer.close();
    }
  });
});

describe('queueing', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterEach(() => drop());

  it('a dedupe key queues an e-mail once, however often the caller repeats itself', async () => {
    const first = await enqueueMail(database.db, testMail('a@example.com', 'x', 'order-confirmation:42'));
    const again = await inTransaction(database.db, (tx) =>
      enqueueMail(tx, testMail('a@example.com', 'x', 'order-confirmation:42')),
    );
    expect(first).toEqual({ queued: true });
    expect(again).toEqual({ queued: false });
    // Without a key, nothing is deduplicated.
    await enqueueMail(database.db, testMail('a@example.com'));
    await enqueueMail(database.db, testMail('a@example.com'));
    expect(await rows(database)).toHaveLength(3);
  });

  it("a rollback of the caller's transaction leaves no outbox row", async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await enqueueMail(tx, testMail('a@example.com', 'never sent'));
        throw new Error('payment check failed');
      }),
    ).rejects.toThrow('payment check failed');
    expect(await rows(database)).toEqual([]);
  });

  it('stores the rendered e-mail, the lower-cased address and the kind', async () => {
    await enqueueMail(database.db, testMail('  Meera@Example.COM '));
    const [row] = await rows(database);
    expect(row).toMatchObject({
      kind: 'test',
      toAddress: 'meera@example.com',
      status: 'pending',
      attempts: 0,
    });
    expect(row!.html).toContain('<!doctype html>');
    expect(row!.text).toContain('Hello Meera');
  });

  it('an address the rule refuses is recorded as failed, and the caller’s transaction goes on', async () => {
    for (const address of ['a@example.com\r\nBcc: x@example.com', 'x<y@example.com']) {
      const result = await inTransaction(database.db, async (tx) => {
        const queued = await enqueueMail(tx, testMail(address, 'x', `key:${address}`));
        // The caller's own work after the refusal still runs and commits (on Postgres too).
        await enqueueMail(tx, testMail('after@example.com'));
        return queued;
      });
      expect(result).toEqual({ queued: false, refused: OUTBOX_REFUSALS.invalidAddress });
    }
    const all = await rows(database);
    expect(all.map((row) => [row.toAddress.split('@')[0], row.status, row.lastError]).sort()).toEqual([
      ['a', 'failed', OUTBOX_REFUSALS.invalidAddress],
      ['after', 'pending', null],
      ['after', 'pending', null],
      ['x<y', 'failed', OUTBOX_REFUSALS.invalidAddress],
    ]);
    expect(all.find((row) => row.status === 'failed')!.failedAt).toBeInstanceOf(Date);
    // The same dedupe key again records nothing twice.
    await enqueueMail(database.db, testMail('x<y@example.com', 'x', 'key:x<y@example.com'));
    expect(await rows(database)).toHaveLength(4);
  });

  it('a row the database refuses is recorded as failed without its content; the transaction goes on', async () => {
    // A stand-in for any value the database will not store (a constraint, an encoding).
    await database.db.execute(sql`
      create function refuse_marked_mail() returns trigger language plpgsql as $$
      begin
        if new.text like '%REFUSE-ME%' then raise exception 'value refused'; end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger refuse_marked before insert on outbox for each row execute function refuse_marked_mail()`,
    );
    const result = await inTransaction(database.db, async (tx) => {
      const refused = await enqueueMail(tx, testMail('a@example.com', 'REFUSE-ME', 'key:refused'));
      await enqueueMail(tx, testMail('after@example.com'));
      return refused;
    });
    expect(result).toEqual({ queued: false, refused: OUTBOX_REFUSALS.insertFailed });
    const stored = (await rows(database)).map((row) => [row.toAddress, row.status, row.html.length > 0]);
    expect(stored.sort()).toEqual([
      ['a@example.com', 'failed', false],
      ['after@example.com', 'pending', true],
    ]);
  });
});

describe('retries', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let refusing: SMTPServer;
  let refusingUrl: string;
  let refuse = true;

  beforeAll(async () => {
    // A relay that is "down for maintenance" until told otherwise.
    refusing = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onMailFrom(_address, _session, callback) {
        if (refuse)
          callback(Object.assign(new Error('Service temporarily unavailable'), { responseCode: 421 }));
        else callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    refusingUrl = `smtp://127.0.0.1:${(refusing.server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => refusing.close(resolve)));
  beforeEach(async () => {
    ({ database, drop } = await createTestDatabase());
    refuse = true;
  });
  afterEach(() => drop());

  it('backs off 30 s, 1 min, 2 min … and never waits more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => retryDelayMs(attempts) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('a refusing SMTP server: the retry is scheduled with backoff, then the e-mail goes out', async () => {
    const mailer = createSmtpMailer({ url: refusingUrl, from: FROM });
    const { logger, lines } = captureLogger();
    const delivery = createOutboxDelivery({
      db: database.db,
      mailer,
      logger,
      messageIdDomain: 'diyatales.in',
    });
    await enqueueMail(database.db, testMail('a@example.com'));

    expect(await delivery.deliverBatch()).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    const [row] = await rows(database);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row!.lastError).toMatch(/421/);
    const wait = (row!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(31);
    expect(lines().find((line) => line.msg === 'e-mail could not be sent; will retry')).toMatchObject({
      level: 40,
      retryInMs: 30_000,
    });

    // Not due yet: the worker leaves it alone.
    expect(await delivery.deliverBatch()).toMatchObject({ claimed: 0 });

    refuse = false;
    await makeDue(database);
    expect(await delivery.deliverBatch()).toMatchObject({ claimed: 1, sent: 1 });
    expect((await rows(database))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await mailer.close();
  });

  it('gives up after 8 attempts, marks the e-mail failed and logs an error', async () => {
    const mailer = createSmtpMailer({ url: refusingUrl, from: FROM });
    const { logger, lines } = captureLogger();
    const delivery = createOutboxDelivery({
      db: database.db,
      mailer,
      logger,
      messageIdDomain: 'diyatales.in',
    });
    await enqueueMail(database.db, testMail('a@example.com'));

    for (let attempt = 1; attempt <= 8; attempt++) {
      await makeDue(database);
      await delivery.deliverBatch();
    }
    const [row] = await rows(database);
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    expect(row!.lastError).toMatch(/421/);
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(lines().filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({
        msg: 'e-mail failed; it will not be sent unless an admin retries it',
        outboxId: row!.id,
        attempts: 8,
      }),
    ]);

    await makeDue(database);
    expect(await delivery.deliverBatch()).toMatchObject({ claimed: 0 });
    await mailer.close();
  });
});

describe('several workers', () => {
  let database: Database;
  let second: Database | undefined;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterEach(async () => {
    await second?.close();
    await drop();
  });

  it('two workers draining one outbox concurrently never send a message twice', async () => {
    const total = 40;
    for (let i = 0; i < total; i++)
      await enqueueMail(database.db, testMail(`parent${i}@example.com`, `#${i}`));

    // On Postgres each worker gets its own connection pool, as two server processes would.
    second = await secondConnection(database);
    expect(second !== undefined).toBe(database.connection.driver === 'postgres');
    const sent: string[] = [];
    const slowMailer = (name: string): Mailer => ({
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(`${mail.messageId} by ${name}`);
        return { messageId: mail.messageId };
      },
      close: async () => {},
    });
    const { logger } = captureLogger();
    const drain = async (db: Database, name: string) => {
      const delivery = createOutboxDelivery({
        db: db.db,
        mailer: slowMailer(name),
        logger,
        messageIdDomain: 'x',
        batchSize: 3,
      });
      while ((await delivery.deliverBatch()).claimed > 0);
    };
    await Promise.all([drain(database, 'A'), drain(second ?? database, 'B')]);

    const ids = sent.map((line) => line.split(' by ')[0]);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toHaveLength(total);
    const all = await rows(database);
    expect(all.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // Both actually worked (otherwise the test proves nothing about concurrency).
    expect(sent.some((line) => line.endsWith('by A'))).toBe(true);
    expect(sent.some((line) => line.endsWith('by B'))).toBe(true);
  });

  it('stopping a worker waits for the send in flight and hands the untried rows back', async () => {
    for (let i = 0; i < 3; i++) await enqueueMail(database.db, testMail(`p${i}@example.com`));
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(mail) {
        started();
        await blocked;
        sent.push(mail.to);
        return { messageId: 'x' };
      },
      close: async () => {},
    };
    const { logger } = captureLogger();
    const timers = manualTimers();
    const worker = createJobRunner({
      jobs: [
        outboxJob({
          // One lane: the other two rows are still untried when the stop comes.
          delivery: createOutboxDelivery({
            db: database.db,
            mailer,
            logger,
            messageIdDomain: 'x',
            concurrency: 1,
            batchSize: 3,
            sendTimeoutMs: 5_000,
          }),
        }),
      ],
      log: logger,
      timers,
    });
    worker.start();
    timers.fireAll();
    await sending;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    // Whatever else is pending settles first; the stop still waits for the send in flight.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;

    expect(sent).toHaveLength(1);
    const all = await rows(database);
    expect(all.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(all.filter((row) => row.status === 'pending')).toEqual([
      expect.objectContaining({ attempts: 0, lockedUntil: null }),
      expect.objectContaining({ attempts: 0, lockedUntil: null }),
    ]);
  });
});

describe('one batch: Message-IDs, marks that fail, slow messages (docs/decisions/019)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterEach(() => drop());

  /** A fake relay through the real Mailer interface: records every attempt; `answer` decides each. */
  function fakeMailer(answer: (mail: OutgoingMail) => Promise<void> = async () => {}) {
    const attempts: OutgoingMail[] = [];
    const accepted: OutgoingMail[] = [];
    const mailer: Mailer = {
      async send(mail) {
        attempts.push(mail);
        await answer(mail);
        accepted.push(mail);
        return { messageId: mail.messageId };
      },
      close: async () => {},
    };
    return { mailer, attempts, accepted };
  }
  const quiet = pino({ level: 'silent' });
  const deliveryWith = (mailer: Mailer, options: Partial<Parameters<typeof createOutboxDelivery>[0]> = {}) =>
    createOutboxDelivery({
      db: database.db,
      mailer,
      logger: quiet,
      messageIdDomain: 'diyatales.in',
      markRetryDelaysMs: [1, 1, 1],
      ...options,
    });

  /** The next `times` "sent" marks fail, as in a database hiccup (a sequence survives the rollback). */
  async function failSentMarks(times: number) {
    await database.db.execute(sql.raw(`create sequence sent_marks`));
    await database.db.execute(
      sql.raw(`
      create function fail_sent_marks() returns trigger language plpgsql as $$
      begin
        if new.status = 'sent' and nextval('sent_marks') <= ${times} then raise exception 'database hiccup'; end if;
        return new;
      end $$`),
    );
    await database.db.execute(
      sql`create trigger fail_sent_marks before update on outbox for each row execute function fail_sent_marks()`,
    );
  }

  it('every attempt at a message carries the same Message-ID, <outbox id@MAIL_FROM domain>', async () => {
    let refuse = true;
    const relay = fakeMailer(async () => {
      if (refuse) throw new Error('421 try again later');
    });
    await enqueueMail(database.db, testMail('a@example.com'));
    const delivery = deliveryWith(relay.mailer);
    expect(await delivery.deliverBatch()).toMatchObject({ retried: 1 });
    refuse = false;
    await makeDue(database);
    expect(await delivery.deliverBatch()).toMatchObject({ sent: 1 });

    const [row] = await rows(database);
    expect(relay.attempts.map((mail) => mail.messageId)).toEqual([
      `<${row!.id}@diyatales.in>`,
      `<${row!.id}@diyatales.in>`,
    ]);
    // Another process (another delivery) would use the same one.
    const other = fakeMailer();
    await database.db.update(outbox).set({ status: 'pending', nextAttemptAt: sql`now()` });
    await deliveryWith(other.mailer).deliverBatch();
    expect(other.attempts[0]!.messageId).toBe(`<${row!.id}@diyatales.in>`);
  });

  it('a "sent" mark that fails is retried at once; the message is sent once', async () => {
    await failSentMarks(2);
    await enqueueMail(database.db, testMail('a@example.com'));
    const relay = fakeMailer();
    expect(await deliveryWith(relay.mailer).deliverBatch()).toMatchObject({ claimed: 1, sent: 1 });
    expect(relay.attempts).toHaveLength(1);
    expect((await rows(database))[0]).toMatchObject({ status: 'sent', lockedUntil: null });
  });

  it('a mark that keeps failing is recorded at the next batch, still without sending again', async () => {
    await failSentMarks(4); // the first try and its three quick retries
    await enqueueMail(database.db, testMail('a@example.com'));
    const relay = fakeMailer();
    const delivery = deliveryWith(relay.mailer);
    expect(await delivery.deliverBatch()).toMatchObject({ claimed: 1, sent: 0, retried: 0 });
    expect((await rows(database))[0]).toMatchObject({ status: 'pending' });

    // Even once the lease has run out and this process claims it again, it is only recorded.
    await database.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` });
    await delivery.deliverBatch();
    expect(relay.attempts).toHaveLength(1);
    expect((await rows(database))[0]).toMatchObject({ status: 'sent' });
  });

  it('a slow or failing message holds back none of the others in its batch', async () => {
    for (const name of ['slow', 'hangs', 'b', 'c', 'd', 'e'])
      await enqueueMail(database.db, testMail(`${name}@example.com`));
    let releaseSlow!: () => void;
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const relay = fakeMailer(async (mail) => {
      if (mail.to === 'slow@example.com') await slow;
      if (mail.to === 'hangs@example.com') await new Promise(() => {}); // never answers
    });
    const batch = deliveryWith(relay.mailer, { concurrency: 3, sendTimeoutMs: 300 }).deliverBatch();
    // The other four go out while the slow one waits and the hanging one runs into its timeout.
    await waitFor(async () => (relay.accepted.length === 4 ? true : undefined));
    releaseSlow();
    expect(await batch).toMatchObject({ claimed: 6, sent: 5, retried: 1 });
    // The four went out before the slow one, in whichever order the free slots took them (once the
    // hanging one times out, its slot sends too).
    const accepted = relay.accepted.map((mail) => mail.to);
    expect(accepted.slice(0, 4).sort()).toEqual([
      'b@example.com',
      'c@example.com',
      'd@example.com',
      'e@example.com',
    ]);
    expect(accepted.slice(4)).toEqual(['slow@example.com']);
    const hung = (await rows(database)).find((row) => row.toAddress === 'hangs@example.com')!;
    expect(hung).toMatchObject({ status: 'pending', lockedUntil: null });
    expect(hung.lastError).toBe('No answer from the mail server within 0.3 s');
  });

  it('a row stored before the address rule is marked failed, never handed to the mailer', async () => {
    await database.db.insert(outbox).values([
      { kind: 'test', toAddress: 'x<y@example.com', subject: 's', html: '<p>x</p>', text: 'x' },
      { kind: 'test', toAddress: 'fine@example.com', subject: 's', html: '<p>x</p>', text: 'x' },
    ]);
    const relay = fakeMailer();
    expect(await deliveryWith(relay.mailer).deliverBatch()).toMatchObject({ claimed: 2, sent: 1, failed: 1 });
    expect(relay.attempts.map((mail) => mail.to)).toEqual(['fine@example.com']);
    expect((await rows(database)).find((row) => row.toAddress === 'x<y@example.com')).toMatchObject({
      status: 'failed',
      lastError: OUTBOX_REFUSALS.invalidAddress,
    });
  });

  it('refuses a lease shorter than a batch can take', () => {
    const { mailer } = fakeMailer();
    expect(() => deliveryWith(mailer, { leaseMs: 60_000, sendTimeoutMs: 30_000, concurrency: 2 })).toThrow(
      /lease of 60000 ms is shorter than a batch can take/,
    );
    expect(() => deliveryWith(mailer)).not.toThrow();
  });
});

/** A second, independent connection pool to the same Postgres database (null on PGlite). */
async function secondConnection(database: Database): Promise<Database | undefined> {
  if (database.connection.driver !== 'postgres') return undefined;
  const { createDatabase } = await import('../../db/client.ts');
  const url = (database.connection.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  return createDatabase({ driver: 'postgres', url });
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
