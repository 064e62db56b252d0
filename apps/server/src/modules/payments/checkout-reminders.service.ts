import { storyTitleIn } from '@shop/content/story-title';
import {
  CHECKOUT_REMINDER_ERROR_CODES,
  CHECKOUT_REMINDER_MESSAGES,
  CHECKOUT_REMINDER_TIMING,
  type ResumedCheckout,
} from '@shop/contracts/checkout-reminders';
import { PHOTO_HOLD } from '@shop/contracts/uploads';
import type { CountryCode } from '@shop/contracts/countries';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest } from '../../errors/app-error.ts';
import type { Job } from '../../jobs/job-runner.ts';
import type { MailService } from '../mail/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import type { CheckoutReminderLinks } from './checkout-reminder-links.ts';
import { createCheckoutRemindersRepository } from './checkout-reminders.repository.ts';

// Abandoned checkouts brought back (issue 37 point 3, docs/decisions/112). A checkout not paid an hour
// after it started gets one reminder by e-mail (and by WhatsApp only when the parent ticked phone
// updates); a second comes 20 hours after the start. Each carries a signed link that reopens the
// filled form and a one-click stop. No reminder once the photos are gone (swept after 24 h, deleted)
// or about to go: the link would open a form without them. Reminders are outbox rows queued in the
// pass's transaction, which also marks the checkout, with the checkout row locked (SKIP LOCKED) and
// a dedupe key per reminder: each goes once, whatever the number of processes.

export type ReminderOutcome = 'email' | 'whatsapp' | 'photos_gone' | 'refused';

export interface CheckoutRemindersService {
  /** One pass of the job. `aheadMs` and `email`: the development hook's (e2e) view of a later time, for one address. */
  runPass(options?: { aheadMs?: number; email?: string }): Promise<{ reminded: number; ended: number }>;
  /** The "finish my order" link: the form's values and photos, handed to this browser's upload session. */
  resume(token: string, uploadSession: string): Promise<ResumedCheckout>;
  /** The one-click stop. */
  stop(token: string): Promise<{ siteLanguage: 'en' | 'hi' }>;
}

const BATCH = 20;
const invalidLink = () =>
  badRequest(CHECKOUT_REMINDER_MESSAGES.linkInvalid, CHECKOUT_REMINDER_ERROR_CODES.linkInvalid);
const expired = () =>
  new AppError(410, CHECKOUT_REMINDER_MESSAGES.expired, CHECKOUT_REMINDER_ERROR_CODES.expired);

export function createCheckoutRemindersService({
  db,
  mail,
  uploads,
  links,
  log,
  observe = () => undefined,
}: {
  db: Db;
  mail: Pick<MailService, 'enqueue' | 'enqueueWhatsApp'>;
  uploads: Pick<UploadsService, 'photoHold' | 'handOverCheckoutUploads'>;
  links: CheckoutReminderLinks;
  log: FastifyBaseLogger;
  /** Counts each reminder and each skipped one (GET /metrics). */
  observe?: (outcome: ReminderOutcome, number: 1 | 2) => void;
}): CheckoutRemindersService {
  const T = CHECKOUT_REMINDER_TIMING;

  async function batch(aheadMs: number, email: string | undefined) {
    return inTransaction(db, async (tx) => {
      const repository = createCheckoutRemindersRepository(tx);
      const { rows, now } = await repository.lockDue({
        limit: BATCH,
        firstAfterMs: T.firstAfterMs,
        secondAfterMs: T.secondAfterMs,
        maxAgeMs: PHOTO_HOLD.claimWindowMs,
        aheadMs,
        ...(email ? { email } : {}),
      });
      let reminded = 0;
      let ended = 0;
      for (const checkout of rows) {
        const number = checkout.remindersSent === 0 ? 1 : 2;
        const hold = await uploads.photoHold(checkout.photoIds, tx);
        if (!hold || hold.until.getTime() - now.getTime() < T.minHoldLeftMs) {
          await repository.endReminders(checkout.id);
          observe('photos_gone', number);
          ended++;
          continue;
        }
        const lang = checkout.siteLanguage;
        const resumeUrl = links.url(
          { checkoutId: checkout.id, purpose: 'resume', expiresAt: hold.until },
          lang,
        );
        const stopUrl = links.url(
          { checkoutId: checkout.id, purpose: 'stop', expiresAt: new Date(now.getTime() + T.stopLinkMs) },
          lang,
        );
        const storyTitle = storyTitleIn(checkout.storyId, lang);
        const sent = await mail.enqueue(tx, {
          kind: 'checkout-reminder',
          to: checkout.email,
          dedupeKey: `checkout-reminder:${checkout.id}:${number}`,
          data: {
            siteLanguage: lang,
            childName: checkout.kidName,
            storyTitle,
            resumeUrl,
            stopUrl,
            resumeUntil: hold.until.toISOString(),
          },
        });
        observe(sent.refused ? 'refused' : 'email', number);
        // WhatsApp only to parents who ticked phone updates, to the number they gave with the tick.
        if (checkout.phoneUpdates && checkout.phoneE164 && checkout.phoneOptInAt) {
          const whatsapp = await mail.enqueueWhatsApp(tx, {
            to: checkout.phoneE164,
            siteLanguage: lang,
            dedupeKey: `checkout-reminder-whatsapp:${checkout.id}:${number}`,
            data: {
              update: 'checkout-reminder',
              childName: checkout.kidName,
              storyTitle,
              resumeUrl,
              stopUrl,
            },
          });
          observe(whatsapp.refused ? 'refused' : 'whatsapp', number);
        }
        await repository.markReminded(checkout.id, number);
        reminded++;
      }
      return { reminded, ended, full: rows.length === BATCH };
    });
  }

  async function checkoutOf(token: string, purpose: 'resume' | 'stop') {
    const claims = links.verify(token, purpose);
    if (!claims) throw invalidLink();
    const checkout = await createCheckoutRemindersRepository(db).find(claims.checkoutId);
    if (!checkout) throw invalidLink();
    return { claims, checkout };
  }

  return {
    async runPass({ aheadMs = 0, email } = {}) {
      const total = { reminded: 0, ended: 0 };
      for (;;) {
        const result = await batch(aheadMs, email);
        total.reminded += result.reminded;
        total.ended += result.ended;
        if (!result.full) return total;
      }
    },

    async resume(token, uploadSession) {
      const { claims, checkout } = await checkoutOf(token, 'resume');
      // Paid meanwhile, or the link's time is over: the photos are no longer this form's to reopen.
      if (checkout.orderId || checkout.status === 'paid' || claims.expiresAt.getTime() <= Date.now())
        throw expired();
      const photos = await uploads.handOverCheckoutUploads(
        checkout.photoIds,
        checkout.voiceClipId,
        uploadSession,
      );
      if (!photos) throw expired();
      log.info({ checkoutId: checkout.id }, 'checkout reopened from a reminder');
      return {
        kidName: checkout.kidName,
        storyId: checkout.storyId,
        language: checkout.language,
        email: checkout.email,
        country: checkout.country as CountryCode,
        state: checkout.buyerState ?? '',
        phoneUpdates: checkout.phoneUpdates,
        phoneNumber: checkout.phoneNumber ?? '',
        countryCode: checkout.countryCode ?? '',
        pronunciation: checkout.pronunciation ?? '',
        siteLanguage: checkout.siteLanguage,
        photos: photos.map((photo) => ({
          public_id: photo.publicId,
          secure_url: photo.url,
          width: photo.width,
          height: photo.height,
          uploaded_at: photo.uploadedAt.getTime(),
          crop: photo.crop,
        })),
      };
    },

    async stop(token) {
      const { claims, checkout } = await checkoutOf(token, 'stop');
      if (claims.expiresAt.getTime() <= Date.now()) throw invalidLink();
      await inTransaction(db, (tx) => createCheckoutRemindersRepository(tx).stop(checkout));
      log.info({ checkoutId: checkout.id }, 'checkout reminders stopped by the parent');
      return { siteLanguage: checkout.siteLanguage };
    },
  };
}

/** Every 5 minutes: a reminder goes within minutes of its hour. */
const REMINDER_INTERVAL_MS = 5 * 60_000;

export function checkoutRemindersJob(reminders: CheckoutRemindersService, logger: FastifyBaseLogger): Job {
  return {
    name: 'checkout reminders',
    intervalMs: REMINDER_INTERVAL_MS,
    firstDelayMs: 45_000,
    async run() {
      const result = await reminders.runPass();
      if (result.reminded > 0 || result.ended > 0) logger.info(result, 'checkout reminders: pass done');
    },
  };
}
