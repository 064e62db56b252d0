import { ADMIN_DUE_HOURS } from '@shop/content/site';
import { scheduledDueAt } from '@shop/contracts/delivery-date';
import { DEFAULT_STUDIO_DAILY_CAPACITY, loadAwareDueAt } from '@shop/contracts/studio-capacity';
import { STORIES } from '@shop/content/stories';
import { isIndianStateCode } from '@shop/contracts/indian-states';
import { FIND_MY_ORDER_PATH } from '@shop/contracts/page-paths';
import type { Currency } from '@shop/contracts/pricing';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MailService } from '../mail/index.ts';
import type { InvoicesService } from './invoices/invoices.service.ts';
import { recordOrderEvent } from './order-stages.service.ts';
import type { OrderStatusLinks } from './order-status-links.ts';
import type { ParentUpdates } from './parent-updates.service.ts';
import type { OrderGifts, OrderMediaClaims } from './ports.ts';
import type { GiftDetails } from '@shop/contracts/gifts';
import { createOrdersRepository, type NewPaidOrderRow, type OrderRow } from './orders.repository.ts';
import { storyTitleIn } from '@shop/content/story-title';

// THE one way an order comes into existence (docs/architecture.md#checkout): from a paid checkout, in the transaction
// of whoever reports the payment first — the provider's webhook, the browser's POST /api/orders or
// the reconciler (modules/payments decides that the checkout is paid and holds its lock). A repeat
// report finds the order the first one made and gets it back, without a second e-mail. The orders
// service (OrdersService.createFromPaidCheckout) answers it as the API's order.

/** The paid checkout (modules/payments) as plain data: what the order is made from. */
export interface PaidCheckout extends Pick<
  NewPaidOrderRow,
  | 'userId'
  | 'language'
  | 'email'
  | 'country'
  | 'amountMinor'
  | 'currency'
  | 'provider'
  | 'paymentReference'
  | 'consent'
  | 'siteLanguage'
> {
  /** The checkout's id, for the logs. */
  id: string;
  storyId: number;
  kidName: string;
  paidAt: Date;
  /** public_id of each photo the form uploaded, claimed by the order. */
  photoIds: string[];
  /** India buyers' state (ISO 3166-2:IN), the invoice's place of supply; null elsewhere or before it was asked. */
  buyerState: string | null;
  /** How the child's name is said, and the id of its voice clip (docs/decisions/045); null when not given. */
  pronunciation?: string | null;
  voiceClipId?: string | null;
  /** The preview the parent approved before paying (docs/decisions/099); null when none. */
  previewId?: string | null;
  /** Delivery on a chosen day (docs/decisions/114): the instant and the family's time zone; null: when ready. */
  deliverAt?: Date | null;
  deliverTimeZone?: string | null;
  /** How many previews the parent's session asked for before the checkout (docs/decisions/103). */
  previewsAsked?: number | null;
  /** A promotion's discount off the shop's price (amountMinor is net of it), and the code typed (docs/decisions/108). */
  discountMinor?: number;
  promoCode?: string | null;
  /** "Send me order updates by phone": the number in E.164 when it was ticked, when, and its words. */
  phoneUpdates: boolean;
  phoneE164: string | null;
  phoneOptInAt: Date | null;
  phoneOptInText: string | null;
  /** A gift's details (docs/decisions/115): the order waits for the parent; null for an order. */
  gift?: GiftDetails | null;
}

/** The order's row, and false in `created` when it existed already (a repeat report of the same payment). */
export type InsertFromPaidCheckout = (
  tx: Tx,
  checkout: PaidCheckout,
) => Promise<{ row: OrderRow; created: boolean }>;

const HOUR_MS = 3600_000;

export function createOrderFromCheckout({
  siteUrl,
  statusLinks,
  invoices,
  mail,
  parentUpdates,
  mediaClaims,
  dailyCapacity = DEFAULT_STUDIO_DAILY_CAPACITY,
  gifts,
  log,
}: {
  siteUrl: string;
  statusLinks: OrderStatusLinks;
  invoices: Pick<InvoicesService, 'issueInvoice'>;
  mail: Pick<MailService, 'enqueue' | 'enqueueNewOrderNotices'>;
  parentUpdates: Pick<ParentUpdates, 'messageParent'>;
  /** The uploads module's claim of the checkout's photos and voice clip (a port orders owns). */
  mediaClaims: OrderMediaClaims;
  /** Films the studio finishes in a day (docs/decisions/119): a busy queue makes a new order due later. */
  dailyCapacity?: number;
  /** The gifts module's record and invitation of a paid gift; absent: gifts are not composed (tests). */
  gifts?: OrderGifts;
  log: FastifyBaseLogger;
}): InsertFromPaidCheckout {
  // The payment is taken: photos that can no longer be claimed (swept after 24 h, say) must not
  // cost the family its order. The order is created without them and staff are told to ask.
  async function attachPhotos(tx: Tx, checkout: PaidCheckout, orderId: string) {
    try {
      const photos = await inTransaction(tx, (savepoint) =>
        mediaClaims.claimPhotos(savepoint, checkout.photoIds, orderId),
      );
      await createOrdersRepository(tx).setPhotoKeys(
        orderId,
        photos.map((photo) => photo.storageKey),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log.error(
        { orderId, checkoutId: checkout.id, photoIds: checkout.photoIds, reason: error.message },
        'Paid order created WITHOUT its photos (they could not be claimed); ask the family to send them again',
      );
    }
  }

  // Like the photos: a clip that can no longer be claimed never costs the family its order.
  async function attachVoiceClip(tx: Tx, checkout: PaidCheckout, orderId: string) {
    if (!checkout.voiceClipId) return;
    const claimed = await inTransaction(tx, (savepoint) =>
      mediaClaims.claimVoiceClip(savepoint, checkout.voiceClipId!, orderId),
    );
    if (!claimed)
      log.error(
        { orderId, checkoutId: checkout.id },
        'Paid order created WITHOUT its voice clip (it could not be claimed); the pronunciation text stays',
      );
  }

  // The receipt or tax invoice (docs/decisions/024), numbered in THIS transaction: the series row
  // stays locked until the commit, so a second process waits (no repeat) and a rollback gives the
  // number back (no gap). issueInvoice works in a savepoint; should it fail, the paid order is still
  // made (money first) and the receipt is issued when it is first asked for (orders.service.ts).
  async function issueInvoice(tx: Tx, checkout: PaidCheckout, order: OrderRow) {
    try {
      await invoices.issueInvoice(tx, {
        orderId: order.id,
        orderNumber: order.orderNumber,
        buyer: {
          name: await createOrdersRepository(tx).buyerName(checkout.userId ?? null),
          email: checkout.email,
          country: checkout.country,
          state: isIndianStateCode(checkout.buyerState) ? checkout.buyerState : null,
        },
        childName: checkout.kidName,
        storyTitle: storyTitleIn(checkout.storyId, order.siteLanguage),
        language: checkout.language,
        siteLanguage: order.siteLanguage,
        currency: checkout.currency as Currency,
        totalMinor: checkout.amountMinor,
        // The promotion frozen on the checkout (docs/decisions/108): the receipt shows list price and discount.
        discountMinor: checkout.discountMinor ?? 0,
        promotionLabel: checkout.promoCode ?? null,
      });
    } catch (error) {
      // The error's name and code only: its message could quote the buyer's details.
      log.error(
        { orderId: order.id, error: describeError(error) },
        'Paid order created WITHOUT its invoice; it is issued when first downloaded',
      );
    }
  }

  async function queueEmails(tx: Tx, checkout: PaidCheckout, order: OrderRow, storyTitle: string) {
    // Mail never stops the order (docs/architecture.md#outbox, money first): what cannot be queued is recorded as failed
    // for the admin (docs/decisions/019), and said here without the address.
    const notices = await mail.enqueueNewOrderNotices(tx, {
      orderId: order.id,
      orderNumber: order.orderNumber,
      storyTitle,
      childName: checkout.kidName,
      language: checkout.language,
      country: checkout.country,
      amountMinor: checkout.amountMinor,
      currency: checkout.currency,
      dueAt: order.dueAt,
      siteUrl,
    });
    // The parent's e-mail and message in the language of the site they ordered on.
    const lang = order.siteLanguage;
    const parentStoryTitle = storyTitleIn(checkout.storyId, lang);
    const statusUrl = statusLinks.url(order.id, lang);
    const confirmation = await mail.enqueue(tx, {
      kind: 'order-confirmation',
      to: checkout.email,
      orderId: order.id,
      dedupeKey: `order-confirmation:${order.id}`,
      // The receipt PDF is rendered when the e-mail is sent, not in this transaction.
      attachments: [{ type: 'invoice', orderId: order.id }],
      data: {
        siteLanguage: lang,
        orderNumber: order.orderNumber,
        storyTitle: parentStoryTitle,
        childName: checkout.kidName,
        language: checkout.language,
        statusUrl,
        // The Hindi site's pages live under /hi (issue 16).
        findOrderUrl: `${siteUrl}${lang === 'hi' ? '/hi' : ''}${FIND_MY_ORDER_PATH}`,
      },
    });
    const whatsApp = await parentUpdates.messageParent(tx, order.id, order.id, {
      update: 'order-paid',
      orderNumber: order.orderNumber,
      storyTitle: parentStoryTitle,
      childName: checkout.kidName,
      statusUrl,
    });
    if (notices.refused > 0 || confirmation.refused || whatsApp?.refused) {
      log.warn(
        {
          orderId: order.id,
          refusedNotices: notices.refused,
          confirmation: confirmation.refused ?? 'queued',
          whatsApp: whatsApp ? (whatsApp.refused ?? 'queued') : 'not asked for',
        },
        'Order created; some of its e-mails cannot be sent and are listed as failed for the admin',
      );
    }
  }

  /** Idempotent: the order for this payment reference, inserted now or the one that existed. */
  return async (tx, checkout) => {
    const gift = checkout.gift ?? null;
    const repository = createOrdersRepository(tx);
    // The studio's load when this payment arrived (docs/decisions/119): the promise while the open
    // orders fit in it, the day the studio reaches this one otherwise. A read, never a refusal.
    const usualDueAt = loadAwareDueAt(
      checkout.paidAt,
      await repository.countOpen(),
      dailyCapacity,
      ADMIN_DUE_HOURS,
    );
    const { row, created } = await repository.insertPaidIfAbsent({
      // A gift's film is the family's: the giver's account never lists it (docs/decisions/115).
      userId: gift ? null : checkout.userId,
      // Waiting for the parent's consent and photos, out of the studio's late work.
      ...(gift ? { stage: 'awaiting_parent' as const } : {}),
      itemNumber: checkout.storyId,
      characterName: checkout.kidName,
      pronunciation: checkout.pronunciation ?? null,
      previewId: checkout.previewId ?? null,
      previewsAsked: checkout.previewsAsked ?? null,
      language: checkout.language,
      email: checkout.email,
      country: checkout.country,
      amountMinor: checkout.amountMinor,
      currency: checkout.currency,
      provider: checkout.provider,
      paymentReference: checkout.paymentReference,
      // The parent's consent travels with the order, in the same transaction (docs/decisions/046).
      consent: checkout.consent ?? null,
      // docs/product-guide.md#settled-contradictions: the admin's due time is 24 h after payment, later
      // when the studio's queue is longer than a day's work (docs/decisions/119); a film for a chosen
      // day is due a margin before its release when that is later still (docs/decisions/114).
      dueAt: checkout.deliverAt
        ? scheduledDueAt(
            checkout.deliverAt,
            checkout.paidAt,
            (usualDueAt.getTime() - checkout.paidAt.getTime()) / HOUR_MS,
          )
        : usualDueAt,
      deliverAt: checkout.deliverAt ?? null,
      deliverTimeZone: checkout.deliverAt ? (checkout.deliverTimeZone ?? null) : null,
      siteLanguage: checkout.siteLanguage,
      // The WhatsApp opt-in travels with the order only when it was given with a valid number.
      ...(checkout.phoneUpdates && checkout.phoneE164
        ? {
            whatsappPhone: checkout.phoneE164,
            whatsappOptInAt: checkout.phoneOptInAt ?? checkout.paidAt,
            whatsappOptInText: checkout.phoneOptInText,
          }
        : {}),
    });
    if (created) {
      await recordOrderEvent(tx, {
        orderId: row.id,
        kind: 'created',
        from: null,
        to: row.stage,
        actor: { role: 'system' },
        // Received when the order was made: the status page's first step shows the order's own time.
        at: row.createdDate,
      });
      const storyTitle =
        STORIES.find((story) => story.id === checkout.storyId)?.title ?? `Story ${checkout.storyId}`;
      if (gift) {
        // The parent's invitation and the giver's receipt are the gifts module's (docs/decisions/115).
        await mail.enqueueNewOrderNotices(tx, {
          orderId: row.id,
          orderNumber: row.orderNumber,
          storyTitle,
          childName: checkout.kidName,
          language: checkout.language,
          country: checkout.country,
          amountMinor: checkout.amountMinor,
          currency: checkout.currency,
          dueAt: row.dueAt,
          siteUrl,
        });
        await gifts?.open(
          tx,
          {
            orderId: row.id,
            orderNumber: row.orderNumber,
            storyId: checkout.storyId,
            childName: checkout.kidName,
            siteLanguage: row.siteLanguage,
            giverEmail: checkout.email,
            deliverAt: row.deliverAt,
          },
          gift,
        );
      } else {
        await attachPhotos(tx, checkout, row.id);
        await attachVoiceClip(tx, checkout, row.id);
        await queueEmails(tx, checkout, row, storyTitle);
      }
      // Last: from here to the commit, other processes issuing an invoice wait for this one.
      await issueInvoice(tx, checkout, row);
      log.info(
        { orderId: row.id, orderNumber: row.orderNumber, provider: checkout.provider },
        'order created from a paid checkout',
      );
    }
    return { row, created };
  };
}

function describeError(error: unknown): { name: string; code?: string } {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const name = error instanceof Error ? error.name : typeof error;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' ? { name, code } : { name };
}
