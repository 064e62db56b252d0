import type { Tx } from '../../db/transaction.ts';
import {
  enqueueWhatsApp,
  withdrawWhatsApp,
  type EnqueueResult,
  type WhatsAppUpdate,
} from '../mail/outbox.service.ts';
import { createOrdersRepository } from './orders.repository.ts';

// The parent's WhatsApp updates (issue 16, docs/decisions/049). Only to a parent who ticked "Send me
// order updates by phone" and has not stopped them since; in the order's site language; through the
// outbox in the transaction of the change it tells about, so a rolled-back change sends nothing and
// a refusal never blocks the change or its e-mails.

/**
 * Queues the update when the order's parent opted in and has not stopped; `dedupeKey` makes a
 * repeat of the same change queue nothing. null: no opt-in (or stopped), nothing queued.
 */
export async function messageParent(
  tx: Tx,
  orderId: string,
  dedupeKey: string,
  data: WhatsAppUpdate,
): Promise<EnqueueResult | null> {
  const recipient = await createOrdersRepository(tx).whatsAppRecipient(orderId);
  if (!recipient?.whatsappPhone || recipient.whatsappOptOutAt) return null;
  return enqueueWhatsApp(tx, {
    orderId,
    to: recipient.whatsappPhone,
    siteLanguage: recipient.siteLanguage,
    dedupeKey: `whatsapp-${data.update}:${dedupeKey}`,
    data,
  });
}

/** The parent's stop: recorded at once, and what is still queued for them is withdrawn. */
export async function stopParentUpdates(tx: Tx, orderId: string): Promise<Date | null> {
  const stoppedAt = await createOrdersRepository(tx).stopWhatsApp(orderId);
  if (stoppedAt) await withdrawWhatsApp(tx, orderId);
  return stoppedAt;
}
