import type { Logger } from 'pino';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import {
  claimDueOutboxRows,
  insertOutboxRow,
  markOutboxRowFailed,
  markOutboxRowSent,
  releaseOutboxRows,
  scheduleOutboxRetry,
  type OutboxRow,
} from './outbox.repository.ts';
import { nudgeOutbox } from './outbox-signal.ts';
import { delivery, type DeliveryData } from './templates/delivery.ts';
import type { RenderedMail } from './templates/layout.ts';
import { newOrderNotice, type NewOrderNoticeData } from './templates/new-order-notice.ts';
import { orderConfirmation, type OrderConfirmationData } from './templates/order-confirmation.ts';
import { testEmail, type TestEmailData } from './templates/test-email.ts';

// Template data, for modules that build e-mails (they reach the mail module only through services).
export type { DeliveryData, NewOrderNoticeData, OrderConfirmationData, TestEmailData };

// The transactional outbox (DESIGN §3). Other modules queue e-mail with enqueueMail inside their
// own transaction; the outbox worker sends it with retries. An e-mail therefore exists exactly when
// the change that causes it was committed: a rolled-back order leaves no "thank you" behind, and a
// committed one cannot lose its e-mail to an SMTP outage.

/** What a module asks to send: a template's kind and its plain data; the mail module renders it. */
export type MailMessage = { to: string; dedupeKey?: string } & (
  | { kind: 'new-order-notice'; data: NewOrderNoticeData }
  | { kind: 'order-confirmation'; data: OrderConfirmationData }
  | { kind: 'delivery'; data: DeliveryData }
  | { kind: 'test'; data: TestEmailData }
);
export type MailKind = MailMessage['kind'];

function render(message: MailMessage): RenderedMail {
  switch (message.kind) {
    case 'new-order-notice':
      return newOrderNotice(message.data);
    case 'order-confirmation':
      return orderConfirmation(message.data);
    case 'delivery':
      return delivery(message.data);
    case 'test':
      return testEmail(message.data);
  }
}

// A header can't be smuggled in through the address; anything else is the SMTP server's to judge.
const PLAUSIBLE_ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

// Once the caller's transaction has most likely committed; if not, the next poll finds the row.
const NUDGE_DELAY_MS = 200;

/**
 * Queues one e-mail in the outbox, as part of the caller's transaction.
 *
 * Call it with the transaction handle of the change that causes the e-mail, from your repository's
 * transaction, e.g. in orders:
 *
 *   await ordersRepository.transaction(db, async (tx) => {
 *     const order = await ordersRepository.insert(tx, …);
 *     await enqueueMail(tx, {
 *       kind: 'order-confirmation', to: order.email, data: { … },
 *       dedupeKey: `order-confirmation:${order.id}`,
 *     });
 *   });
 *
 * If the transaction rolls back, the e-mail was never queued. With a dedupeKey, a second call with
 * the same key (a retried webhook) queues nothing and returns { queued: false }. Rendering happens
 * here, so a template error surfaces in the caller (and rolls it back) rather than in the worker.
 * Passing the database instead of a transaction queues immediately (nothing to be atomic with).
 */
export async function enqueueMail(tx: Db, message: MailMessage): Promise<{ queued: boolean }> {
  const to = message.to.trim().toLowerCase();
  if (!PLAUSIBLE_ADDRESS.test(to)) throw new Error(`enqueueMail: "${message.to}" is not an e-mail address`);
  const { subject, html, text } = render(message);
  const id = await insertOutboxRow(tx, {
    kind: message.kind,
    toAddress: to,
    subject,
    html,
    text,
    dedupeKey: message.dedupeKey ?? null,
  });
  if (id) setTimeout(nudgeOutbox, NUDGE_DELAY_MS).unref();
  return { queued: id !== null };
}

export const OUTBOX_DEFAULTS = {
  batchSize: 10,
  /** Longer than a whole batch can take with the mailer's timeouts, so no other worker re-sends it. */
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
} as const;

/** 30 s, 1 min, 2 min, … doubling after each failed attempt, never more than an hour. */
export function retryDelayMs(
  attempts: number,
  first: number = OUTBOX_DEFAULTS.firstRetryMs,
  max: number = OUTBOX_DEFAULTS.maxRetryMs,
): number {
  return Math.min(first * 2 ** Math.max(attempts - 1, 0), max);
}

export interface OutboxDeliveryOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** The domain of the stable Message-IDs (the MAIL_FROM domain). */
  messageIdDomain: string;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  firstRetryMs?: number;
  maxRetryMs?: number;
}

export interface BatchResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  released: number;
}

export interface OutboxDelivery {
  readonly batchSize: number;
  /** Claims one batch and sends it; stops early (giving the rest back) once `shouldStop` says so. */
  deliverBatch(options?: { shouldStop?: () => boolean }): Promise<BatchResult>;
}

export function createOutboxDelivery(options: OutboxDeliveryOptions): OutboxDelivery {
  const { db, mailer, logger, messageIdDomain } = options;
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
  const maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
  const firstRetryMs = options.firstRetryMs ?? OUTBOX_DEFAULTS.firstRetryMs;
  const maxRetryMs = options.maxRetryMs ?? OUTBOX_DEFAULTS.maxRetryMs;

  async function deliverOne(row: OutboxRow, result: BatchResult) {
    try {
      await mailer.send({
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        // The same Message-ID on every attempt: if a send succeeded but was not recorded (crash),
        // the repeat is recognisably the same message.
        messageId: `<${row.id}@${messageIdDomain}>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      const reason = describe(error);
      const context = { outboxId: row.id, kind: row.kind, attempts: row.attempts, reason };
      if (row.attempts >= maxAttempts) {
        await markOutboxRowFailed(db, row.id, reason);
        result.failed++;
        logger.error(context, `e-mail gave up after ${row.attempts} attempts; it will not be sent`);
      } else {
        const delay = retryDelayMs(row.attempts, firstRetryMs, maxRetryMs);
        await scheduleOutboxRetry(db, row.id, delay, reason);
        result.retried++;
        logger.warn({ ...context, retryInMs: delay }, 'e-mail could not be sent; will retry');
      }
      return;
    }
    await markOutboxRowSent(db, row.id);
    result.sent++;
    logger.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'e-mail sent');
  }

  return {
    batchSize,
    async deliverBatch({ shouldStop = () => false } = {}) {
      const rows = await claimDueOutboxRows(db, { limit: batchSize, leaseMs });
      const result: BatchResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0, released: 0 };
      for (const [index, row] of rows.entries()) {
        if (shouldStop()) {
          // Shutting down: hand the untried rows back so another process sends them now, not after the lease.
          const rest = rows.slice(index).map((r) => r.id);
          await releaseOutboxRows(db, rest);
          result.released = rest.length;
          break;
        }
        await deliverOne(row, result);
      }
      return result;
    },
  };
}

// The SMTP server's answer is what an operator needs ("550 5.1.1 mailbox unknown"); no stack.
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}
