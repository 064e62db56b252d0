import { createHash, createHmac } from 'node:crypto';
import { ADMIN_DUE_HOURS } from '@shop/content/site';
import { storyTitleIn } from '@shop/content/story-title';
import { scheduledDueAt } from '@shop/contracts/delivery-date';
import {
  GIFT_CLAIM_DAYS,
  GIFT_ERROR_CODES,
  GIFT_MESSAGES,
  GIFT_REMINDER_DAYS,
  giftInvitationPath,
  giftStatusPath,
  type GiftClaim,
  type GiftDetails,
  type GiftInvitation,
  type GiftOccasion,
  type GiftProgress,
  type GiftStatus,
} from '@shop/contracts/gifts';
import { pathInLocale } from '@shop/contracts/locale';
import type { PhotoRetention } from '@shop/contracts/privacy';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError, conflict, notFound } from '../../errors/app-error.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { MailService } from '../mail/index.ts';
import {
  isHeldForRelease,
  type NewGiftOrder,
  type OrderGifts,
  type OrderRecord,
  type OrdersService,
} from '../orders/index.ts';
import { acceptConsent } from '../payments/index.ts';
import type { OrderStudioService } from '../studio/index.ts';
import type { UploadsService, VoiceClipsService } from '../uploads/index.ts';
import { createGiftsRepository, type GiftRow } from './gifts.repository.ts';

// Gift orders (docs/decisions/115). The order is made from the giver's paid checkout as every order
// is (orders module), waiting in awaiting_parent; this module keeps the gift's record, invites the
// parent (e-mail and/or WhatsApp, in the giver's chosen language), takes the parent's consent and
// photos onto the order, shows the giver a status that never carries the child's photos or film,
// reminds an unclaimed gift's parent at 3 and 7 days and refunds it at 30 through the studio's
// cancel-with-refund path. Both tokens are derived from the gift's id with a server secret (so a
// reminder can carry the link again) and only their SHA-256 is stored; nothing here logs them.

const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;
const BATCH = 50;

export type GiftPassOutcome = { reminded: number; refunded: number; refundFailed: number };

/** What a gift's film says on its opening card (docs/decisions/116), in the giver's own words. */
export interface GiftFilmCard {
  giverName: string;
  occasion: GiftOccasion;
  /** Plain text, at most 200 characters; may be empty. */
  message: string;
}

export interface GiftsService extends OrderGifts {
  invitation(token: string): Promise<GiftInvitation>;
  claim(token: string, claim: GiftClaim, uploadSession: string | null): Promise<{ statusUrl: string }>;
  status(token: string): Promise<GiftStatus>;
  /**
   * The card a gift's film opens with, for the render worker and the delivery e-mail; null when the
   * order is not a gift. Read on the server from the gift's row, never from a browser.
   */
  filmCard(orderId: string, tx?: Db): Promise<GiftFilmCard | null>;
  /** One pass of the reminders and refunds (the job's, and a test's). Safe to run in several processes at once. */
  runPass(): Promise<GiftPassOutcome>;
}

export interface GiftsDependencies {
  db: Db;
  siteUrl: string;
  /** Derives the tokens (the composition's, from the order link secret). */
  secret: Buffer;
  mail: Pick<MailService, 'enqueue' | 'enqueueWhatsApp'>;
  orders: Pick<OrdersService, 'record' | 'setPhotoKeys' | 'acceptGift' | 'statusPageUrl'>;
  uploads: Pick<UploadsService, 'checkPhotosClaimable' | 'framePhotos' | 'claimPhotos'>;
  voiceClips: Pick<VoiceClipsService, 'checkClaimable' | 'claim'>;
  /** The refund of a gift never claimed (set by the composition once the studio exists). */
  refunds: () => Pick<OrderStudioService, 'refundUnclaimedGift'>;
  photoRetention: PhotoRetention;
  /** "Now" for the reminders and the refund (the scheduled deliveries' clock, docs/decisions/114). */
  clock?: Clock;
  log: FastifyBaseLogger;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createGiftsService({
  db,
  siteUrl,
  secret,
  mail,
  orders,
  uploads,
  voiceClips,
  refunds,
  photoRetention,
  clock = systemClock,
  log,
}: GiftsDependencies): GiftsService {
  const tokenOf = (kind: 'invite' | 'giver', giftId: string) =>
    createHmac('sha256', secret).update(`gift-${kind}:${giftId}`).digest('base64url');
  const pageUrl = (path: string, gift: Pick<GiftRow, 'siteLanguage'>) =>
    `${siteUrl}${pathInLocale(path, gift.siteLanguage)}`;
  const inviteUrl = (gift: GiftRow) => pageUrl(giftInvitationPath(tokenOf('invite', gift.id)), gift);
  const giverUrl = (gift: GiftRow) => pageUrl(giftStatusPath(tokenOf('giver', gift.id)), gift);

  async function byInvite(token: string, tx: Db = db): Promise<GiftRow> {
    const gift = await createGiftsRepository(tx).findByInviteHash(sha256(token));
    if (!gift) throw notFound(GIFT_MESSAGES.notFound, GIFT_ERROR_CODES.notFound);
    return gift;
  }

  /** The invitation (reminder 0) or a reminder, to every contact the giver gave, once per number. */
  async function invite(
    tx: Tx,
    gift: GiftRow,
    order: Pick<OrderRecord, 'itemNumber' | 'deliverAt'>,
    reminder: 0 | 1 | 2,
  ) {
    const url = inviteUrl(gift);
    if (gift.recipientEmail)
      await mail.enqueue(tx, {
        kind: 'gift-invitation',
        to: gift.recipientEmail,
        orderId: gift.orderId,
        dedupeKey: `gift-invitation:${gift.id}:${reminder}`,
        data: {
          siteLanguage: gift.siteLanguage,
          giverName: gift.giverName,
          childName: gift.childName,
          occasion: gift.occasion,
          message: gift.message,
          storyTitle: storyTitleIn(order.itemNumber, gift.siteLanguage),
          deliverAt: order.deliverAt?.toISOString() ?? null,
          inviteUrl: url,
          reminder,
        },
      });
    // The giver asked us to write to this number for the parent: the invitation and its reminders only.
    if (gift.recipientPhone)
      await mail.enqueueWhatsApp(tx, {
        orderId: gift.orderId,
        to: gift.recipientPhone,
        siteLanguage: gift.siteLanguage,
        dedupeKey: `gift-invitation-whatsapp:${gift.id}:${reminder}`,
        data: {
          update: 'gift-invitation',
          giverName: gift.giverName,
          childName: gift.childName,
          inviteUrl: url,
        },
      });
  }

  const progressOf = (gift: GiftRow, order: OrderRecord | undefined): GiftProgress => {
    if (gift.state === 'refunded' || gift.state === 'expired' || order?.stage === 'cancelled')
      return 'refunded';
    if (gift.state === 'invited' || !order) return 'invited';
    if (order.stage === 'delivered' && !isHeldForRelease(order)) return 'delivered';
    return order.stage === 'received' ? 'accepted' : 'being_made';
  };

  async function remind(now: Date): Promise<number> {
    let reminded = 0;
    for (const [index, days] of GIFT_REMINDER_DAYS.entries()) {
      const sent = index as 0 | 1;
      const due = await createGiftsRepository(db).dueForReminder(
        sent,
        new Date(now.getTime() - days * DAY_MS),
        BATCH,
      );
      for (const gift of due) {
        // The claim and the messages in one transaction: a pass that loses the claim sends nothing.
        const won = await inTransaction(db, async (tx) => {
          if (!(await createGiftsRepository(tx).claimReminder(gift.id, sent))) return false;
          const order = await orders.record(gift.orderId, tx);
          if (order) await invite(tx, gift, order, (sent + 1) as 1 | 2);
          return true;
        });
        if (won) reminded++;
      }
    }
    return reminded;
  }

  async function refundExpired(now: Date): Promise<{ refunded: number; refundFailed: number }> {
    let refunded = 0;
    let refundFailed = 0;
    const due = await createGiftsRepository(db).dueForRefund(
      new Date(now.getTime() - GIFT_CLAIM_DAYS * DAY_MS),
      BATCH,
    );
    for (const gift of due) {
      // First closed to the parent (a claim can no longer win), then refunded through the studio's
      // path, whose one refund per order and idempotency key make a second pass harmless.
      await createGiftsRepository(db).markExpired(gift.id, now);
      try {
        await refunds().refundUnclaimedGift(gift.orderId, `Gift not accepted within ${GIFT_CLAIM_DAYS} days`);
      } catch (error) {
        // Another process refunding it right now answers "in progress"; a failed refund is retried next pass.
        refundFailed++;
        log.warn(
          { giftId: gift.id, orderId: gift.orderId, code: (error as AppError).code },
          'gift refund not done yet',
        );
        continue;
      }
      const told = await inTransaction(db, async (tx) => {
        if (!(await createGiftsRepository(tx).markRefunded(gift.id))) return false;
        const order = await orders.record(gift.orderId, tx);
        const amount = { amountMinor: order?.amountMinor ?? 0, currency: order?.currency ?? 'INR' };
        const base = {
          siteLanguage: gift.siteLanguage,
          giverName: gift.giverName,
          childName: gift.childName,
          ...amount,
        };
        await mail.enqueue(tx, {
          kind: 'gift-refunded',
          to: gift.giverEmail,
          orderId: gift.orderId,
          dedupeKey: `gift-refunded:${gift.id}:giver`,
          data: { ...base, to: 'giver' },
        });
        if (gift.recipientEmail)
          await mail.enqueue(tx, {
            kind: 'gift-refunded',
            to: gift.recipientEmail,
            orderId: gift.orderId,
            dedupeKey: `gift-refunded:${gift.id}:parent`,
            data: { ...base, to: 'parent' },
          });
        return true;
      });
      if (told) refunded++;
    }
    return { refunded, refundFailed };
  }

  return {
    async open(tx: Tx, order: NewGiftOrder, details: GiftDetails) {
      // Money first: the order stands whatever happens here; what fails is logged for the studio.
      try {
        await inTransaction(tx, async (savepoint) => {
          const id = crypto.randomUUID();
          const gift = await createGiftsRepository(savepoint).insertIfAbsent({
            id,
            orderId: order.orderId,
            inviteTokenHash: sha256(tokenOf('invite', id)),
            giverTokenHash: sha256(tokenOf('giver', id)),
            giverName: details.giverName,
            giverEmail: order.giverEmail,
            recipientEmail: details.recipientEmail,
            recipientPhone: details.recipientPhone,
            childName: order.childName,
            occasion: details.occasion,
            message: details.message,
            siteLanguage: order.siteLanguage,
          });
          if (!gift) return;
          await invite(savepoint, gift, { itemNumber: order.storyId, deliverAt: order.deliverAt }, 0);
          await mail.enqueue(savepoint, {
            kind: 'gift-receipt',
            to: order.giverEmail,
            orderId: order.orderId,
            dedupeKey: `gift-receipt:${order.orderId}`,
            attachments: [{ type: 'invoice', orderId: order.orderId }],
            data: {
              siteLanguage: order.siteLanguage,
              giverName: details.giverName,
              childName: order.childName,
              storyTitle: storyTitleIn(order.storyId, order.siteLanguage),
              orderNumber: order.orderNumber,
              statusUrl: giverUrl(gift),
            },
          });
        });
      } catch (error) {
        log.error(
          { err: error, orderId: order.orderId },
          'Paid gift order created WITHOUT its gift record or invitation',
        );
      }
    },

    async invitation(token) {
      const gift = await byInvite(token);
      const order = await orders.record(gift.orderId);
      if (!order) throw notFound(GIFT_MESSAGES.notFound, GIFT_ERROR_CODES.notFound);
      return {
        giverName: gift.giverName,
        childName: gift.childName,
        occasion: gift.occasion,
        message: gift.message,
        story: order.itemNumber,
        language: order.language,
        siteLanguage: gift.siteLanguage,
        deliverAt: order.deliverAt?.toISOString() ?? null,
        deliverTimeZone: order.deliverTimeZone,
        recipientEmail: gift.recipientEmail,
        state: gift.state,
      };
    },

    async claim(token, claim, uploadSession) {
      const found = await byInvite(token);
      if (found.state === 'claimed')
        throw conflict(GIFT_MESSAGES.alreadyClaimed, GIFT_ERROR_CODES.alreadyClaimed);
      if (found.state !== 'invited') throw new AppError(410, GIFT_MESSAGES.closed, GIFT_ERROR_CODES.closed);
      const now = new Date();
      // The same consent, in the same words and version, as the order form's (docs/decisions/046).
      const consent = acceptConsent(
        { consent: claim.consent, siteLanguage: found.siteLanguage },
        photoRetention,
        { userId: null, email: claim.email },
        now,
      );
      // Only this browser's uploads (docs/decisions/070), checked before anything changes.
      await uploads.checkPhotosClaimable(claim.kidPhotoIds, uploadSession);
      await voiceClips.checkClaimable(claim.voiceClipId, uploadSession);
      await uploads.framePhotos(claim.kidPhotoIds, claim.kidPhotoCrops, uploadSession);
      const order = await inTransaction(db, async (tx) => {
        const gift = await createGiftsRepository(tx).lock(found.id);
        if (!gift || gift.state === 'claimed')
          throw conflict(GIFT_MESSAGES.alreadyClaimed, GIFT_ERROR_CODES.alreadyClaimed);
        if (gift.state !== 'invited') throw new AppError(410, GIFT_MESSAGES.closed, GIFT_ERROR_CODES.closed);
        const current = await orders.record(gift.orderId, tx);
        if (!current) throw notFound(GIFT_MESSAGES.notFound, GIFT_ERROR_CODES.notFound);
        const photos = await uploads.claimPhotos(tx, claim.kidPhotoIds, gift.orderId);
        await orders.setPhotoKeys(
          tx,
          gift.orderId,
          photos.map((photo) => photo.storageKey),
        );
        if (claim.voiceClipId) await voiceClips.claim(tx, claim.voiceClipId, gift.orderId);
        // The studio's day starts now; a film for a chosen day is due a margin before it (docs/decisions/114).
        const dueAt = current.deliverAt
          ? scheduledDueAt(current.deliverAt, now, ADMIN_DUE_HOURS)
          : new Date(now.getTime() + ADMIN_DUE_HOURS * HOUR_MS);
        const accepted = await orders.acceptGift(tx, gift.orderId, {
          email: claim.email.toLowerCase(),
          consent,
          pronunciation: claim.pronunciation ?? null,
          dueAt,
        });
        if (!accepted || !(await createGiftsRepository(tx).markClaimed(gift.id, now)))
          throw conflict(GIFT_MESSAGES.alreadyClaimed, GIFT_ERROR_CODES.alreadyClaimed);
        // The parent's own link to the order (its status page, then the film on its day).
        await mail.enqueue(tx, {
          kind: 'order-links',
          to: accepted.email,
          orderId: accepted.id,
          dedupeKey: `gift-claimed:${gift.id}`,
          data: {
            siteLanguage: gift.siteLanguage,
            orders: [
              {
                orderNumber: accepted.orderNumber,
                storyTitle: storyTitleIn(accepted.itemNumber, gift.siteLanguage),
                childName: accepted.characterName,
                orderedAt: now.toISOString(),
                statusUrl: orders.statusPageUrl(accepted.id, gift.siteLanguage),
              },
            ],
          },
        });
        return accepted;
      });
      log.info({ orderId: order.id }, 'gift accepted by the parent');
      return { statusUrl: orders.statusPageUrl(order.id, found.siteLanguage) };
    },

    async status(token) {
      const gift = await createGiftsRepository(db).findByGiverHash(sha256(token));
      if (!gift) throw notFound(GIFT_MESSAGES.notFound, GIFT_ERROR_CODES.notFound);
      const order = await orders.record(gift.orderId);
      if (!order) throw notFound(GIFT_MESSAGES.notFound, GIFT_ERROR_CODES.notFound);
      const progress = progressOf(gift, order);
      // Only what the giver may know: no photos, portrait, film or the parent's contact.
      return {
        progress,
        giverName: gift.giverName,
        childName: gift.childName,
        occasion: gift.occasion,
        story: order.itemNumber,
        siteLanguage: gift.siteLanguage,
        orderNumber: order.orderNumber,
        invitedAt: gift.invitedAt.toISOString(),
        acceptedAt: gift.claimedAt?.toISOString() ?? null,
        deliverAt: order.deliverAt?.toISOString() ?? null,
        deliverTimeZone: order.deliverTimeZone,
        deliveredAt: progress === 'delivered' ? (order.releasedAt ?? order.updatedDate).toISOString() : null,
      };
    },

    async filmCard(orderId, tx = db) {
      const gift = await createGiftsRepository(tx).findByOrder(orderId);
      return gift ? { giverName: gift.giverName, occasion: gift.occasion, message: gift.message } : null;
    },

    async runPass() {
      const now = clock.now();
      const reminded = await remind(now);
      return { reminded, ...(await refundExpired(now)) };
    },
  };
}
