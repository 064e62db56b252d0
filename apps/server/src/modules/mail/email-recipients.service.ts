import {
  EMAIL_RECIPIENT_ERROR_CODES,
  EMAIL_RECIPIENT_MESSAGES,
  type EmailRecipient,
  type EmailRecipientCreate,
} from '@shop/contracts/email-recipients';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../errors/app-error.ts';
import { createEmailRecipientsRepository, type EmailRecipientRow } from './email-recipients.repository.ts';
import { enqueueMail, type NewOrderNoticeData } from './outbox.service.ts';

// Who hears about new orders (docs/product-guide.md#new-order-notices, docs/architecture.md#api-paths). The admin page manages the list; the order flow asks
// for the orderCreated recipients and queues their notices in its own transaction.

export interface EmailRecipientsService {
  list(): Promise<EmailRecipient[]>;
  /** Recipients with orderCreated on. */
  listActive(): Promise<EmailRecipient[]>;
  /** Throws 409 when the address is already a recipient. */
  add(input: EmailRecipientCreate): Promise<EmailRecipient>;
  /** Throws 404 when the address is not a recipient. */
  remove(email: string): Promise<void>;
  /** Queues one test e-mail per recipient (all of them); throws 400 when there are none. */
  sendTest(message: string): Promise<{ queued: number }>;
}

export function createEmailRecipientsService({ db }: { db: Db }): EmailRecipientsService {
  const recipients = createEmailRecipientsRepository(db);
  return {
    list: async () => (await recipients.list()).map(toRecipient),
    listActive: () => orderCreatedRecipients(db),
    async add(input) {
      const row = await recipients.insert({
        email: input.email.toLowerCase(),
        name: input.name,
        orderCreated: input.notificationTypes.orderCreated,
      });
      if (!row) throw conflict(EMAIL_RECIPIENT_MESSAGES.duplicate, EMAIL_RECIPIENT_ERROR_CODES.duplicate);
      return toRecipient(row);
    },
    async remove(email) {
      const removed = await recipients.remove(email.toLowerCase());
      if (!removed) throw notFound(EMAIL_RECIPIENT_MESSAGES.notFound);
    },
    sendTest: (message) =>
      // One transaction: either every recipient's test e-mail is queued or none is.
      inTransaction(db, async (tx) => {
        const everyone = await createEmailRecipientsRepository(tx).list();
        if (everyone.length === 0)
          throw badRequest(EMAIL_RECIPIENT_MESSAGES.noRecipients, EMAIL_RECIPIENT_ERROR_CODES.noRecipients);
        for (const recipient of everyone) {
          await enqueueMail(tx, {
            kind: 'test',
            to: recipient.email,
            data: { recipientName: recipient.name, message },
          });
        }
        return { queued: everyone.length };
      }),
  };
}

/**
 * The recipients with orderCreated on. Pass the order flow's transaction to read the list as part
 * of it (or the database).
 */
export async function orderCreatedRecipients(db: Db): Promise<EmailRecipient[]> {
  return (await createEmailRecipientsRepository(db).list({ orderCreatedOnly: true })).map(toRecipient);
}

/**
 * For the order flow: queues the new-order notice for every orderCreated recipient, inside the
 * transaction that creates the order (see enqueueMail). Each notice has the dedupe key
 * `order-created:<orderId>:<email>`, so creating the same order again (webhook and client both
 * report the payment) never notifies anyone twice. A recipient whose address cannot be sent to
 * (stored before the address rule) costs nothing but their own notice, recorded as failed.
 */
export async function enqueueNewOrderNotices(
  tx: Db,
  data: NewOrderNoticeData,
): Promise<{ queued: number; refused: number }> {
  let queued = 0;
  let refused = 0;
  for (const recipient of await orderCreatedRecipients(tx)) {
    const result = await enqueueMail(tx, {
      kind: 'new-order-notice',
      to: recipient.email,
      orderId: data.orderId,
      data,
      dedupeKey: `order-created:${data.orderId}:${recipient.email}`,
    });
    if (result.queued) queued++;
    if (result.refused) refused++;
  }
  return { queued, refused };
}

function toRecipient(row: EmailRecipientRow): EmailRecipient {
  return { email: row.email, name: row.name, notificationTypes: { orderCreated: row.orderCreated } };
}
