import { isEmailAddress } from '@shop/contracts/email-address';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachment, Mailer } from '../../adapters/mail/mailer.ts';
import { MessagingError, type Messenger } from '../../adapters/messaging/messenger.ts';
import type { MessagingConfig } from '../../config.ts';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { AdminWhatsAppMessage } from '@shop/contracts/whatsapp-updates';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createOutboxRepository, type NewOutboxRow, type OutboxRow } from './outbox.repository.ts';
import { nudgeOutbox } from './outbox-signal.ts';
import {
  accountErased,
  childDataDeleted,
  type AccountErasedData,
  type ChildDataDeletedData,
} from './templates/child-data.ts';
import { checkoutReminder, type CheckoutReminderData } from './templates/checkout-reminder.ts';
import { delivery, type DeliveryData } from './templates/delivery.ts';
import {
  giftInvitation,
  giftReceipt,
  giftRefunded,
  type GiftInvitationData,
  type GiftReceiptData,
  type GiftRefundedData,
} from './templates/gift.ts';
import type { RenderedMail } from './templates/layout.ts';
import { newOrderNotice, type NewOrderNoticeData } from './templates/new-order-notice.ts';
import { orderConfirmation, type OrderConfirmationData } from './templates/order-confirmation.ts';
import { orderLinks, type OrderLinksData } from './templates/order-links.ts';
import {
  orderCancelled,
  photoNeeded,
  redelivery,
  type OrderCancelledData,
  type PhotoNeededData,
  type RedeliveryData,
} from './templates/studio.ts';
import { reviewRequest, type ReviewRequestData } from './templates/review-request.ts';
import { testEmail, type TestEmailData } from './templates/test-email.ts';
import { whatsAppParameters, whatsAppText, type WhatsAppUpdate } from './templates/whatsapp.ts';

// Template data, for modules that build e-mails (they reach the mail module only through services).
export type {
  AccountErasedData,
  CheckoutReminderData,
  ChildDataDeletedData,
  DeliveryData,
  NewOrderNoticeData,
  OrderConfirmationData,
  OrderLinksData,
  ReviewRequestData,
  TestEmailData,
  WhatsAppUpdate,
};

// The transactional outbox (docs/architecture.md#outbox). Other modules queue e-mail with enqueueMail inside their
// own transaction; the outbox worker sends it with retries. An e-mail therefore exists exactly when
// the change that causes it was committed: a rolled-back order leaves no "thank you" behind, and a
// committed one cannot lose its e-mail to an SMTP outage.

/**
 * A file an e-mail carries, named by reference: rendered by the sender when the message goes out
 * (OutboxDeliveryOptions.attachments), so no PDF is made inside the transaction that queues it.
 */
export type MailAttachmentRef = { type: 'invoice'; orderId: string };

/** What a module asks to send: a template's kind and its plain data; the mail module renders it. */
export type MailMessage = {
  to: string;
  dedupeKey?: string;
  attachments?: MailAttachmentRef[];
  /**
   * The order the e-mail is about, if one: an account's erasure scrubs the messages of the orders it
   * erases and never those of an order that stays (docs/decisions/070).
   */
  orderId?: string;
} & (
  | { kind: 'new-order-notice'; data: NewOrderNoticeData }
  | { kind: 'order-confirmation'; data: OrderConfirmationData }
  | { kind: 'delivery'; data: DeliveryData }
  | { kind: 'order-links'; data: OrderLinksData }
  | { kind: 'test'; data: TestEmailData }
  | { kind: 'photo-needed'; data: PhotoNeededData }
  | { kind: 'redelivery'; data: RedeliveryData }
  | { kind: 'order-cancelled'; data: OrderCancelledData }
  | { kind: 'child-data-deleted'; data: ChildDataDeletedData }
  | { kind: 'account-erased'; data: AccountErasedData }
  | { kind: 'checkout-reminder'; data: CheckoutReminderData }
  | { kind: 'gift-invitation'; data: GiftInvitationData }
  | { kind: 'gift-receipt'; data: GiftReceiptData }
  | { kind: 'gift-refunded'; data: GiftRefundedData }
  | { kind: 'review-request'; data: ReviewRequestData }
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
    case 'order-links':
      return orderLinks(message.data);
    case 'test':
      return testEmail(message.data);
    case 'photo-needed':
      return photoNeeded(message.data);
    case 'redelivery':
      return redelivery(message.data);
    case 'order-cancelled':
      return orderCancelled(message.data);
    case 'child-data-deleted':
      return childDataDeleted(message.data);
    case 'account-erased':
      return accountErased(message.data);
    case 'checkout-reminder':
      return checkoutReminder(message.data);
    case 'gift-invitation':
      return giftInvitation(message.data);
    case 'gift-receipt':
      return giftReceipt(message.data);
    case 'gift-refunded':
      return giftRefunded(message.data);
    case 'review-request':
      return reviewRequest(message.data);
  }
}

// Once the caller's transaction has most likely committed; if not, the next poll finds the row.
const NUDGE_DELAY_MS = 200;

/** The reasons an e-mail is recorded as failed without being sent, as the admin reads them. */
export const OUTBOX_REFUSALS = {
  invalidAddress: 'Not a valid e-mail address, so it was not sent.',
  renderFailed: 'The e-mail could not be written (template error).',
  insertFailed: 'The e-mail could not be queued (the database refused it).',
  invalidPhone: 'Not a valid WhatsApp number (E.164), so it was not sent.',
  optedOut: 'The parent stopped WhatsApp updates before it was sent.',
} as const;

export interface EnqueueResult {
  /** true: the e-mail is in the queue. false: its dedupe key was queued before, or it was refused. */
  queued: boolean;
  /** Why it was recorded as failed instead of queued (no address, no personal data in it). */
  refused?: string;
}

/**
 * Queues one e-mail in the outbox, as part of the caller's transaction.
 *
 * Call it with the transaction handle of the change that causes the e-mail, from your repository's
 * transaction, e.g. in orders:
 *
 *   await inTransaction(db, async (tx) => {
 *     const order = await createOrdersRepository(tx).insert(…);
 *     await enqueueMail(tx, {
 *       kind: 'order-confirmation', to: order.email, data: { … },
 *       dedupeKey: `order-confirmation:${order.id}`,
 *     });
 *   });
 *
 * If the transaction rolls back, the e-mail was never queued. With a dedupeKey, a second call with
 * the same key (a retried webhook) queues nothing and returns { queued: false }.
 *
 * It never throws into the caller's transaction (docs/architecture.md#outbox, money first: mail must not stop a paid
 * order from being written). An address that breaks the shop's rule (docs/decisions/018), a
 * template that fails, even an insert the database refuses: the e-mail is recorded as FAILED with
 * the reason, for the admin to see and retry (docs/decisions/019), and { refused } says why.
 * Passing the database instead of a transaction queues immediately (nothing to be atomic with).
 */
export async function enqueueMail(tx: Db, message: MailMessage): Promise<EnqueueResult> {
  const to = message.to.trim().toLowerCase();
  const row = {
    kind: message.kind,
    toAddress: to,
    dedupeKey: message.dedupeKey ?? null,
    attachments: message.attachments ?? [],
    orderId: message.orderId ?? null,
  };
  let rendered: RenderedMail;
  try {
    rendered = render(message);
  } catch {
    return recordRefusal(tx, { ...row, subject: '', html: '', text: '' }, OUTBOX_REFUSALS.renderFailed);
  }
  if (!isEmailAddress(to)) return recordRefusal(tx, { ...row, ...rendered }, OUTBOX_REFUSALS.invalidAddress);
  try {
    const id = await inTransaction(tx, (savepoint) =>
      createOutboxRepository(savepoint).insert({ ...row, ...rendered }),
    );
    if (id) setTimeout(nudgeOutbox, NUDGE_DELAY_MS).unref();
    return { queued: id !== null };
  } catch {
    // Without the content the database would not take: the admin still sees who missed what.
    return recordRefusal(
      tx,
      { ...row, subject: rendered.subject, html: '', text: '' },
      OUTBOX_REFUSALS.insertFailed,
    );
  }
}

/** What a module asks to send on WhatsApp: the update, to the order's opted-in number, in its language. */
export interface WhatsAppMessage {
  /** The order it is about; none for an unpaid checkout's reminder. */
  orderId?: string;
  /** E.164, as the order stores it (checked again here). */
  to: string;
  siteLanguage: SiteLanguage;
  dedupeKey: string;
  data: WhatsAppUpdate;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Queues one WhatsApp update in the outbox, as part of the caller's transaction: the same rules as
 * enqueueMail (exactly once per dedupe key, never throws into the caller, refusals recorded as
 * failed for the admin). The caller checks the parent's opt-in (orders/parent-updates.service.ts).
 */
export async function enqueueWhatsApp(tx: Db, message: WhatsAppMessage): Promise<EnqueueResult> {
  const parameters = whatsAppParameters(message.data, message.siteLanguage);
  const row: NewOutboxRow = {
    channel: 'whatsapp',
    kind: `whatsapp-${message.data.update}`,
    toAddress: message.to,
    orderId: message.orderId ?? null,
    dedupeKey: message.dedupeKey,
    subject: '',
    html: '',
    text: whatsAppText(message.data.update, message.siteLanguage, parameters),
    payload: { update: message.data.update, siteLanguage: message.siteLanguage, parameters },
  };
  if (!E164.test(message.to)) return recordRefusal(tx, row, OUTBOX_REFUSALS.invalidPhone);
  try {
    const id = await inTransaction(tx, (savepoint) => createOutboxRepository(savepoint).insert(row));
    if (id) setTimeout(nudgeOutbox, NUDGE_DELAY_MS).unref();
    return { queued: id !== null };
  } catch {
    return recordRefusal(tx, { ...row, text: '', payload: null }, OUTBOX_REFUSALS.insertFailed);
  }
}

/**
 * The parent stopped WhatsApp updates: their queued messages will not be sent (recorded as failed
 * with the reason), in the caller's transaction. A message a worker is sending this instant may
 * still go out.
 */
export async function withdrawWhatsApp(tx: Db, orderId: string): Promise<number> {
  return createOutboxRepository(tx).failPendingOfOrder(orderId, 'whatsapp', OUTBOX_REFUSALS.optedOut);
}

/** The order's WhatsApp messages as the admin's order detail lists them, oldest first. */
export async function whatsAppMessagesOfOrder(db: Db, orderId: string): Promise<AdminWhatsAppMessage[]> {
  const rows = await createOutboxRepository(db).listOfOrder(orderId, 'whatsapp');
  return rows.flatMap((row) =>
    row.payload
      ? [
          {
            kind: row.payload.update,
            status: row.status,
            attempts: row.attempts,
            created_at: row.createdAt.toISOString(),
            sent_at: row.sentAt?.toISOString() ?? null,
            error: row.lastError,
          },
        ]
      : [],
  );
}

// The reasons are fixed texts: the causes (a template's or the database's error) can quote the
// address, a child's name or a signed link, and the reason is logged by the caller.
async function recordRefusal(tx: Db, row: NewOutboxRow, reason: string): Promise<EnqueueResult> {
  try {
    await inTransaction(tx, (savepoint) =>
      createOutboxRepository(savepoint).insertFailed({ ...row, lastError: reason }),
    );
  } catch {
    // Not even the record could be written (the database refuses the row itself): the caller's
    // change still commits; its own log line (the result below) is what remains.
  }
  return { queued: false, refused: reason };
}

export const OUTBOX_DEFAULTS = {
  batchSize: 10,
  /** Messages of one batch in flight at once: one slow relay answer holds back no one else. */
  concurrency: 5,
  /** One send's limit, well under the lease; past it the attempt counts as failed and is retried. */
  sendTimeoutMs: 30_000,
  /** Quick retries of recording a send's outcome (a database hiccup) before leaving it to the lease. */
  markRetryDelaysMs: [100, 500, 2_000],
  /**
   * How long a claimed batch stays away from other workers: longer than the batch can take (two
   * rounds of timed-out sends and their mark retries), short enough that the rows of a worker that
   * died come back within two minutes rather than five.
   */
  leaseMs: 90_000,
  maxAttempts: 8,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
} as const;

/** Time allowed for the database statements of one message beyond the send and the retry pauses. */
const STATEMENT_ALLOWANCE_MS = 5_000;

/** 30 s, 1 min, 2 min, … doubling after each failed attempt, never more than an hour. */
export function retryDelayMs(
  attempts: number,
  first: number = OUTBOX_DEFAULTS.firstRetryMs,
  max: number = OUTBOX_DEFAULTS.maxRetryMs,
): number {
  return Math.min(first * 2 ** Math.max(attempts - 1, 0), max);
}

/** Makes the file an attachment reference names, at send time; throws if it cannot (the send is retried). */
export type AttachmentRenderer = (ref: MailAttachmentRef) => Promise<MailAttachment>;

/** The messaging adapter and the approved templates; without it, WhatsApp rows wait (retried). */
export interface OutboxMessaging extends Pick<MessagingConfig, 'templates' | 'languageCodes'> {
  messenger: Messenger;
}

export interface OutboxDeliveryOptions {
  db: Db;
  mailer: Mailer;
  messaging?: OutboxMessaging;
  /** Renders the rows' attachments; without it, a row that has any is retried until one is given. */
  attachments?: AttachmentRenderer;
  logger: FastifyBaseLogger;
  /** The domain of the stable Message-IDs (the MAIL_FROM domain). */
  messageIdDomain: string;
  batchSize?: number;
  concurrency?: number;
  sendTimeoutMs?: number;
  markRetryDelaysMs?: readonly number[];
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

/** The Message-ID of an outbox row: the same on every attempt, in every process. */
export const outboxMessageId = (rowId: string, domain: string) => `<${rowId}@${domain}>`;

export function createOutboxDelivery(options: OutboxDeliveryOptions): OutboxDelivery {
  const { db, mailer, logger, messageIdDomain } = options;
  const repository = createOutboxRepository(db);
  const renderAttachments = async (refs: readonly MailAttachmentRef[]): Promise<MailAttachment[]> => {
    if (refs.length === 0) return [];
    const renderer = options.attachments;
    if (!renderer) throw new Error('This server cannot render the e-mail’s attachments');
    return Promise.all(refs.map((ref) => renderer(ref)));
  };
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const concurrency = options.concurrency ?? OUTBOX_DEFAULTS.concurrency;
  const sendTimeoutMs = options.sendTimeoutMs ?? OUTBOX_DEFAULTS.sendTimeoutMs;
  const markRetryDelaysMs = options.markRetryDelaysMs ?? OUTBOX_DEFAULTS.markRetryDelaysMs;
  const leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
  const maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
  const firstRetryMs = options.firstRetryMs ?? OUTBOX_DEFAULTS.firstRetryMs;
  const maxRetryMs = options.maxRetryMs ?? OUTBOX_DEFAULTS.maxRetryMs;

  // A lease that ran out while the batch was still going would let another worker send its last
  // rows a second time; refuse such a configuration rather than discover it in production.
  const perMessageMs =
    sendTimeoutMs + markRetryDelaysMs.reduce((sum, ms) => sum + ms, 0) + STATEMENT_ALLOWANCE_MS;
  const batchMs = Math.ceil(batchSize / concurrency) * perMessageMs;
  if (leaseMs <= batchMs) {
    throw new Error(`outbox: a lease of ${leaseMs} ms is shorter than a batch can take (${batchMs} ms)`);
  }

  // Sent, but the "sent" mark could not be written even after the quick retries. This process
  // records them before anything else and never sends them again; another process that claims one
  // after the lease sends it with the same Message-ID, which the relay can recognise.
  const sentButUnrecorded = new Set<string>();

  /** Runs a status update, retrying it quickly; false when it still failed (logged). */
  async function record(row: OutboxRow, step: string, update: () => Promise<void>): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        await update();
        return true;
      } catch (error) {
        const pause = markRetryDelaysMs[attempt];
        if (pause === undefined) {
          logger.error(
            { err: error, outboxId: row.id, kind: row.kind },
            `${what(row)}: could not record ${step}`,
          );
          return false;
        }
        await sleep(pause);
      }
    }
  }

  async function recordSent(row: OutboxRow, result: BatchResult) {
    if (await record(row, 'that it was sent', () => repository.markSent(row.id))) {
      sentButUnrecorded.delete(row.id);
      result.sent++;
      logger.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, `${what(row)} sent`);
    } else {
      sentButUnrecorded.add(row.id);
    }
  }

  async function giveUp(row: OutboxRow, reason: string, result: BatchResult) {
    await record(row, 'its failure', () => repository.markFailed(row.id, reason));
    result.failed++;
    logger.error(
      { outboxId: row.id, kind: row.kind, attempts: row.attempts, reason },
      `${what(row)} failed; it will not be sent unless an admin retries it`,
    );
  }

  async function sendMail(row: OutboxRow) {
    // Rows queued before the address rule (or under an older one) are never handed to the mailer:
    // nodemailer would send `x<y@example.com` to y@example.com.
    if (!isEmailAddress(row.toAddress)) throw new MessagingError(OUTBOX_REFUSALS.invalidAddress, false);
    const files = await renderAttachments(row.attachments);
    await withTimeout(
      mailer.send({
        ...(files.length > 0 ? { attachments: files } : {}),
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        // The same Message-ID on every attempt: if a send succeeded but was not recorded, the
        // repeat is recognisably the same message.
        messageId: outboxMessageId(row.id, messageIdDomain),
        headers: { 'Auto-Submitted': 'auto-generated' },
      }),
      sendTimeoutMs,
      `No answer from the mail server within ${sendTimeoutMs / 1000} s`,
    );
  }

  async function sendWhatsApp(row: OutboxRow) {
    if (!E164.test(row.toAddress) || !row.payload)
      throw new MessagingError(OUTBOX_REFUSALS.invalidPhone, false);
    const messaging = options.messaging;
    if (!messaging) throw new Error('This server has no messaging adapter');
    const { update, siteLanguage, parameters } = row.payload;
    await withTimeout(
      messaging.messenger.send({
        to: row.toAddress,
        template: messaging.templates[update],
        languageCode: messaging.languageCodes[siteLanguage],
        parameters,
        text: row.text,
      }),
      sendTimeoutMs,
      `No answer from the messaging service within ${sendTimeoutMs / 1000} s`,
    );
  }

  async function deliverOne(row: OutboxRow, result: BatchResult) {
    if (sentButUnrecorded.has(row.id)) return recordSent(row, result);
    try {
      await (row.channel === 'whatsapp' ? sendWhatsApp(row) : sendMail(row));
    } catch (error) {
      const reason = describe(error);
      // A refusal a repeat would not change (a 4xx of the Cloud API, an address or number that
      // breaks the rule): failed at once, for the admin.
      const final = error instanceof MessagingError && !error.retryable;
      if (final || row.attempts >= maxAttempts) return giveUp(row, reason, result);
      // The provider's Retry-After (429, 503) when it gave one, else the outbox's own backoff.
      const providerDelay = error instanceof MessagingError ? error.retryAfterMs : null;
      const delay = providerDelay ?? retryDelayMs(row.attempts, firstRetryMs, maxRetryMs);
      await record(row, 'its retry', () => repository.scheduleRetry(row.id, delay, reason));
      result.retried++;
      logger.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, reason, retryInMs: delay },
        `${what(row)} could not be sent; will retry`,
      );
      return;
    }
    await recordSent(row, result);
  }

  return {
    batchSize,
    async deliverBatch({ shouldStop = () => false } = {}) {
      // First what this process sent but could not record: it is not to be sent again.
      for (const id of sentButUnrecorded) {
        await repository.markSent(id).then(
          () => sentButUnrecorded.delete(id),
          () => undefined, // still failing; the claim below would fail the same way and is retried at the next poll
        );
      }
      const rows = await repository.claimDue({ limit: batchSize, leaseMs });
      const result: BatchResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0, released: 0 };
      // `concurrency` lanes take the rows in order; each message has its own timeout, so a slow or
      // failing one delays only its own lane.
      const untried: string[] = [];
      let next = 0;
      const lane = async () => {
        while (next < rows.length) {
          const row = rows[next++]!;
          // Shutting down: hand the untried rows back so another process sends them now, not after the lease.
          if (shouldStop()) untried.push(row.id);
          else await deliverOne(row, result);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
      if (untried.length > 0) {
        await repository.release(untried);
        result.released = untried.length;
      }
      return result;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const what = (row: OutboxRow) => (row.channel === 'whatsapp' ? 'WhatsApp message' : 'e-mail');

// The SMTP server's answer is what an operator needs ("550 5.1.1 mailbox unknown"); no stack.
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}
