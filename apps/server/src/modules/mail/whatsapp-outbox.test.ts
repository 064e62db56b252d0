import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { createMessageCatcher } from '../../stand-ins/messaging/message-catcher.ts';
import { MessagingError, type Messenger, type TemplateMessage } from '../../adapters/messaging/messenger.ts';
import { createWhatsAppCloudMessenger } from '../../adapters/messaging/whatsapp-cloud-messenger.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import {
  createOutboxDelivery,
  enqueueWhatsApp,
  OUTBOX_REFUSALS,
  withdrawWhatsApp,
  type WhatsAppMessage,
} from './outbox.service.ts';

// WhatsApp through the one outbox (docs/decisions/049): the Cloud API adapter's requests as a local
// stub of graph.facebook.com receives them, its answers (2xx, 4xx, 429, 5xx) as the outbox treats
// them, the offline catcher through the same interface, and exactly once across two workers.

const TEMPLATES = {
  'order-paid': 'diya_order_paid',
  'photo-needed': 'diya_photo_needed',
  delivered: 'diya_video_delivered',
  cancelled: 'diya_order_cancelled',
  'checkout-reminder': 'diya_checkout_reminder',
  'gift-invitation': 'diya_gift_invitation',
};
const LANGUAGE_CODES = { en: 'en', hi: 'hi' };
const ORDER_ID = '7d0b5c1e-2f4a-4a7e-9d61-1f0c2b3a4d5e';
const STATUS_URL = 'https://diyatales.in/order-status/7d0b?sig=abc';

const paid = (overrides: Partial<WhatsAppMessage> = {}): WhatsAppMessage => ({
  orderId: ORDER_ID,
  to: '+919876543210',
  siteLanguage: 'hi',
  dedupeKey: `whatsapp-order-paid:${ORDER_ID}`,
  data: {
    update: 'order-paid',
    orderNumber: 'DT-7K3F9Q',
    storyTitle: 'कृष्ण और कालिया नाग',
    childName: 'Aarav',
    statusUrl: STATUS_URL,
  },
  ...overrides,
});

/** A local stand-in for the Cloud API: records each request and answers from a script. */
interface StubAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
interface StubRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}
async function startCloudStub(script: StubAnswer[]) {
  const requests: StubRequest[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += String(chunk)));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(raw),
      });
      const answer = script.shift() ?? {
        status: 200,
        body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.${requests.length}` }] },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ok = (id: string): StubAnswer => ({
  status: 200,
  body: { messaging_product: 'whatsapp', contacts: [{ input: '919876543210' }], messages: [{ id }] },
});
const metaError = (status: number, message: string, code: number, headers?: Record<string, string>) => ({
  status,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'A1' } },
  ...(headers ? { headers } : {}),
});

const noMail: Mailer = {
  send: () => Promise.reject(new Error('no e-mail in these tests')),
  close: async () => {},
};
const logger = pino({ level: 'silent' });

describe('the WhatsApp Cloud API adapter against a local stub', () => {
  let stub: Awaited<ReturnType<typeof startCloudStub>>;
  afterEach(() => stub.close());

  const message: TemplateMessage = {
    to: '+919876543210',
    template: 'diya_order_paid',
    languageCode: 'hi',
    parameters: ['DT-7K3F9Q', 'कृष्ण और कालिया नाग', 'Aarav', STATUS_URL],
    text: 'धन्यवाद …',
  };

  it('posts the documented template message with the Bearer token and returns the message id', async () => {
    stub = await startCloudStub([ok('wamid.HBgM')]);
    const messenger = createWhatsAppCloudMessenger({
      apiUrl: stub.apiUrl,
      token: 'EAAG-test-token',
      phoneNumberId: '106540352242922',
    });
    await expect(messenger.send(message)).resolves.toEqual({ id: 'wamid.HBgM' });
    expect(stub.requests).toEqual([
      {
        method: 'POST',
        url: '/v21.0/106540352242922/messages',
        authorization: 'Bearer EAAG-test-token',
        contentType: 'application/json',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919876543210',
          type: 'template',
          template: {
            name: 'diya_order_paid',
            language: { code: 'hi' },
            components: [
              {
                type: 'body',
                parameters: message.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        },
      },
    ]);
  });

  it('a 4xx is a refusal not to retry; 429 and 5xx are retryable, with the Retry-After they gave', async () => {
    stub = await startCloudStub([
      metaError(400, '(#132001) Template name does not exist in the translation', 132001),
      metaError(429, '(#130429) Rate limit hit', 130429, { 'retry-after': '7' }),
      metaError(503, 'Service temporarily unavailable', 2),
    ]);
    const messenger = createWhatsAppCloudMessenger({ apiUrl: stub.apiUrl, token: 't', phoneNumberId: '1' });
    const outcome = async () =>
      messenger.send(message).then(
        () => null,
        (error: unknown) => error,
      );

    const refused = await outcome();
    expect(refused).toBeInstanceOf(MessagingError);
    expect(refused).toMatchObject({ retryable: false, retryAfterMs: null });
    expect((refused as Error).message).toBe(
      'WhatsApp Cloud API 400: (#132001) Template name does not exist in the translation (code 132001)',
    );
    expect(await outcome()).toMatchObject({ retryable: true, retryAfterMs: 7_000 });
    expect(await outcome()).toMatchObject({ retryable: true, retryAfterMs: null });
    expect(stub.requests).toHaveLength(3);
  });
});

describe('WhatsApp rows in the outbox', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let stub: Awaited<ReturnType<typeof startCloudStub>> | undefined;
  let second: Database | undefined;
  beforeEach(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
    await second?.close();
    second = undefined;
    await drop();
  });

  const delivery = (messenger: Messenger, db: Database = database) =>
    createOutboxDelivery({
      db: db.db,
      mailer: noMail,
      logger,
      messageIdDomain: 'x',
      messaging: { messenger, templates: TEMPLATES, languageCodes: LANGUAGE_CODES },
    });
  const rows = () => database.db.select().from(outbox).orderBy(outbox.createdAt);
  const makeDue = () => database.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });

  it('are queued once per dedupe key and sent with the configured template and language code', async () => {
    expect(await enqueueWhatsApp(database.db, paid())).toEqual({ queued: true });
    expect(await enqueueWhatsApp(database.db, paid())).toEqual({ queued: false });
    stub = await startCloudStub([ok('wamid.1')]);
    const cloud = createWhatsAppCloudMessenger({ apiUrl: stub.apiUrl, token: 't', phoneNumberId: '42' });
    expect(await delivery(cloud).deliverBatch()).toMatchObject({ claimed: 1, sent: 1 });
    const body = stub.requests[0]!.body as { template: { name: string; language: { code: string } } };
    expect(body.template).toMatchObject({ name: 'diya_order_paid', language: { code: 'hi' } });
    const [row] = await rows();
    expect(row).toMatchObject({ channel: 'whatsapp', status: 'sent', orderId: ORDER_ID, attempts: 1 });
    expect(row!.text).toContain('DT-7K3F9Q');
  });

  it('a 5xx is retried at the next attempt; a 429 waits the Retry-After the API asked for', async () => {
    await enqueueWhatsApp(database.db, paid());
    stub = await startCloudStub([
      metaError(503, 'Service temporarily unavailable', 2),
      metaError(429, 'Rate limit hit', 130429, { 'retry-after': '120' }),
      ok('wamid.3'),
    ]);
    const worker = delivery(
      createWhatsAppCloudMessenger({ apiUrl: stub.apiUrl, token: 't', phoneNumberId: '1' }),
    );
    expect(await worker.deliverBatch()).toMatchObject({ retried: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', lastError: expect.stringContaining('503') });

    await makeDue();
    expect(await worker.deliverBatch()).toMatchObject({ retried: 1 });
    [row] = await rows();
    const waitMs = row!.nextAttemptAt.getTime() - Date.now();
    // The provider's 2 minutes, not the outbox's own second step (1 minute).
    expect(waitMs).toBeGreaterThan(100_000);
    expect(waitMs).toBeLessThanOrEqual(121_000);

    await makeDue();
    expect(await worker.deliverBatch()).toMatchObject({ sent: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(stub.requests).toHaveLength(3);
  });

  it('a 4xx refusal is recorded as failed at once, with the reason, and never sent again', async () => {
    await enqueueWhatsApp(database.db, paid());
    stub = await startCloudStub([metaError(400, '(#131026) Message undeliverable', 131026)]);
    const worker = delivery(
      createWhatsAppCloudMessenger({ apiUrl: stub.apiUrl, token: 't', phoneNumberId: '1' }),
    );
    expect(await worker.deliverBatch()).toMatchObject({ failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'WhatsApp Cloud API 400: (#131026) Message undeliverable (code 131026)',
    });
    await makeDue();
    expect(await worker.deliverBatch()).toMatchObject({ claimed: 0 });
    expect(stub.requests).toHaveLength(1);
  });

  it('a number that is not E.164 is refused when queued, and a stop withdraws what is still queued', async () => {
    expect(await enqueueWhatsApp(database.db, paid({ to: '98765 43210', dedupeKey: 'a' }))).toEqual({
      queued: false,
      refused: OUTBOX_REFUSALS.invalidPhone,
    });
    await enqueueWhatsApp(database.db, paid({ dedupeKey: 'b' }));
    expect(await withdrawWhatsApp(database.db, ORDER_ID)).toBe(1);
    const all = await rows();
    expect(all.map((row) => [row.status, row.lastError])).toEqual([
      ['failed', OUTBOX_REFUSALS.invalidPhone],
      ['failed', OUTBOX_REFUSALS.optedOut],
    ]);
  });

  it('the local catcher takes the same rows through the same interface, for /dev/messages', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'diya-messages-'));
    try {
      const catcher = createMessageCatcher(dir);
      await enqueueWhatsApp(database.db, paid());
      expect(await delivery(catcher).deliverBatch()).toMatchObject({ sent: 1 });
      const [caught] = await catcher.list({ to: '919876543210' });
      expect(caught).toMatchObject({
        to: '+919876543210',
        template: 'diya_order_paid',
        language_code: 'hi',
        parameters: ['DT-7K3F9Q', 'कृष्ण और कालिया नाग', 'Aarav', STATUS_URL],
      });
      expect(caught!.text).toContain('धन्यवाद!');
      expect(caught!.text).toMatch(/“व्हाट्सऐप अपडेट बंद करें” दबाइए।$/);
      expect(await catcher.list({ to: '+14155550123' })).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('two workers draining the outbox at once send each WhatsApp message exactly once', async () => {
    const total = 24;
    for (let i = 0; i < total; i++)
      await enqueueWhatsApp(
        database.db,
        paid({ dedupeKey: `k${i}`, to: `+9198765432${String(i).padStart(2, '0')}` }),
      );
    second = await secondConnection(database);
    const sent: string[] = [];
    const slow = (name: string): Messenger => ({
      kind: 'catcher',
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(`${message.to} by ${name}`);
        return { id: `${name}.${sent.length}` };
      },
    });
    const drain = async (db: Database, name: string) => {
      const worker = createOutboxDelivery({
        db: db.db,
        mailer: noMail,
        logger,
        messageIdDomain: 'x',
        batchSize: 3,
        messaging: { messenger: slow(name), templates: TEMPLATES, languageCodes: LANGUAGE_CODES },
      });
      while ((await worker.deliverBatch()).claimed > 0);
    };
    await Promise.all([drain(database, 'A'), drain(second ?? database, 'B')]);
    const numbers = sent.map((line) => line.split(' by ')[0]);
    expect(new Set(numbers).size).toBe(total);
    expect(numbers).toHaveLength(total);
    expect(sent.some((line) => line.endsWith('by A'))).toBe(true);
    expect(sent.some((line) => line.endsWith('by B'))).toBe(true);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

async function secondConnection(database: Database): Promise<Database | undefined> {
  if (database.connection.driver !== 'postgres') return undefined;
  const { createDatabase } = await import('../../db/client.ts');
  const url = (database.connection.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  return createDatabase({ driver: 'postgres', url });
}
