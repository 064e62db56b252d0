import type { AdminWhatsAppMessage } from '@shop/contracts/whatsapp-updates';
import type { Db } from '../../db/client.ts';
import { enqueueNewOrderNotices } from './email-recipients.service.ts';
import {
  enqueueMail,
  enqueueWhatsApp,
  whatsAppMessagesOfOrder,
  withdrawWhatsApp,
  type EnqueueResult,
  type MailMessage,
  type WhatsAppMessage,
} from './outbox.service.ts';
import type { NewOrderNoticeData } from './templates/new-order-notice.ts';

// The mail module's one door (docs/decisions/090): what other modules may use of it. E-mail and
// WhatsApp updates are queued in the caller's transaction (the transactional outbox) and sent by
// the outbox job with retries; a message that cannot be queued is recorded as failed for the admin
// and never stops the caller's change.

export type {
  AccountErasedData,
  AttachmentRenderer,
  CheckoutReminderData,
  ChildDataDeletedData,
  DeliveryData,
  EnqueueResult,
  MailAttachmentRef,
  MailMessage,
  NewOrderNoticeData,
  OrderConfirmationData,
  OrderLinksData,
  ReviewRequestData,
  WhatsAppMessage,
  WhatsAppUpdate,
} from './outbox.service.ts';

export interface MailService {
  /** Queues one e-mail in the caller's transaction; never throws into it (a refusal is recorded). */
  enqueue(tx: Db, message: MailMessage): Promise<EnqueueResult>;
  /** Queues one WhatsApp update in the caller's transaction, by the same rules. */
  enqueueWhatsApp(tx: Db, message: WhatsAppMessage): Promise<EnqueueResult>;
  /** The parent stopped WhatsApp updates: what is still queued for the order is withdrawn. */
  withdrawWhatsApp(tx: Db, orderId: string): Promise<number>;
  /** The order's WhatsApp messages as the admin's order detail lists them, oldest first. */
  whatsAppMessagesOfOrder(db: Db, orderId: string): Promise<AdminWhatsAppMessage[]>;
  /** The new-order notice for every recipient with orderCreated on, in the order's transaction. */
  enqueueNewOrderNotices(tx: Db, data: NewOrderNoticeData): Promise<{ queued: number; refused: number }>;
}

export function createMailService(): MailService {
  return {
    enqueue: enqueueMail,
    enqueueWhatsApp,
    withdrawWhatsApp,
    whatsAppMessagesOfOrder,
    enqueueNewOrderNotices,
  };
}
