import type { Tx } from '../../db/transaction.ts';
import type { EnqueueResult, MailService, WhatsAppUpdate } from '../mail/index.ts';
import { createOrdersRepository } from './orders.repository.ts';

// The parent's WhatsApp updates (issue 16, docs/decisions/049). Only to a parent who ticked "Send me
// order updates by phone" and has not stopped them since; in the order's site language; through the
// outbox in the transaction of the change it tells about, so a rolled-back change sends nothing and
// a refusal never blocks the change or its e-mails.

export interface ParentUpdates {
  /**
   * Queues the update when the order's parent opted in and has not stopped; `dedupeKey` makes a
   * repeat of the same change queue nothing. null: no opt-in (or stopped), nothing queued.
   */
  messageParent(
    tx: Tx,
    orderId: string,
    dedupeKey: string,
    data: WhatsAppUpdate,
  ): Promise<EnqueueResult | null>;
  /** The parent's stop: recorded at once, and what is still queued for them is withdrawn. */
  stopParentUpdates(tx: Tx, orderId: string): Promise<Date | null>;
}

export function createParentUpdates({
  mail,
}: {
  mail: Pick<MailService, 'enqueueWhatsApp' | 'withdrawWhatsApp'>;
}): ParentUpdates {
  return {
    async messageParent(tx, orderId, dedupeKey, data) {
      const recipient = await createOrdersRepository(tx).whatsAppRecipient(orderId);
      if (!recipient?.whatsappPhone || recipient.whatsappOptOutAt) return null;
      return mail.enqueueWhatsApp(tx, {
        orderId,
        to: recipient.whatsappPhone,
        siteLanguage: recipient.siteLanguage,
        dedupeKey: `whatsapp-${data.update}:${dedupeKey}`,
        data,
      });
    },

    async stopParentUpdates(tx, orderId) {
      const stoppedAt = await createOrdersRepository(tx).stopWhatsApp(orderId);
      if (stoppedAt) await mail.withdrawWhatsApp(tx, orderId);
      return stoppedAt;
    },
  };
}
