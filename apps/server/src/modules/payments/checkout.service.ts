import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import {
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  paymentDescription,
  type CheckoutForm,
  type PaymentIntentResponse,
  type PaymentPath,
  type RazorpayOrderResponse,
} from '@shop/contracts/checkout';
import { toE164 } from '@shop/contracts/phone-number';
import { recipientPhoneE164, type GiftCheckoutForm, type GiftDetails } from '@shop/contracts/gifts';
import { priceFor } from '@shop/contracts/pricing';
import {
  CONSENT_ERROR_CODES,
  CONSENT_MESSAGES,
  CONSENT_VERSION,
  type ConsentRecord,
  type PhotoRetention,
} from '@shop/contracts/privacy';
import { consentText, phoneUpdatesConsent } from '@shop/content/consent/by-language';
import { STORIES } from '@shop/content/stories';
import { ADMIN_DUE_HOURS } from '@shop/content/site';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateways } from '../../wiring/payment-gateways.ts';
import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { deliveryInstant } from '@shop/contracts/delivery-date';
import { AppError, badRequest } from '../../errors/app-error.ts';
import type { FunnelService } from '../funnel/index.ts';
import type { PreviewsService } from '../previews/index.ts';
import type { PromotionDecision, PromotionsService } from '../promotions/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { UploadsService, VoiceClipsService } from '../uploads/index.ts';
import { newCheckoutToken } from './checkout-token.ts';
import { createCheckoutsRepository, type CheckoutRow } from './checkouts.repository.ts';

// The start of payment (docs/architecture.md#checkout): the form is checked (its contract's schema, in the
// route; here only the one rule a schema cannot know), the price is the server's (country → INR
// 1299 or USD 14.99), a checkout row keeps what was ordered, and the provider object is made with
// the checkout id in its metadata. Nothing the browser says about money counts.
// The browser gets a checkout token; the row keeps only its hash (docs/decisions/023).

export interface CheckoutService {
  /**
   * PAYMENT_ENDPOINTS.startCardPayment: every country but India. `uploadSession`: the caller's
   * browser upload session, the only one whose photos and voice clip the form may name.
   */
  startCardPayment(
    form: CheckoutForm,
    caller: AuthenticatedUser | null,
    uploadSession: string | null,
  ): Promise<PaymentIntentResponse>;
  /** PAYMENT_ENDPOINTS.startIndiaPayment: India (the same upload session rule). */
  startIndiaPayment(
    form: CheckoutForm,
    caller: AuthenticatedUser | null,
    uploadSession: string | null,
  ): Promise<RazorpayOrderResponse>;
  /**
   * GIFT_ENDPOINTS.startCardPayment / startIndiaPayment (docs/decisions/115): the same price and
   * gateways; no photos, consent or voice (the parent gives them when accepting the gift).
   */
  startGiftCardPayment(
    form: GiftCheckoutForm,
    caller: AuthenticatedUser | null,
  ): Promise<PaymentIntentResponse>;
  startGiftIndiaPayment(
    form: GiftCheckoutForm,
    caller: AuthenticatedUser | null,
  ): Promise<RazorpayOrderResponse>;
}

/** The gift's checkout as the order form's: no photos, no consent (the parent's, later), no phone updates. */
function giftAsOrderForm(gift: GiftCheckoutForm): CheckoutForm {
  return {
    kidName: gift.kidName,
    storyId: gift.storyId,
    language: gift.language,
    email: gift.email,
    country: gift.country,
    state: gift.state,
    kidPhotoIds: [],
    phoneUpdates: false,
    // Never read for a gift: the consent is the parent's, recorded when they accept it.
    consent: { given: true, version: '', daysAfterDelivery: 0 },
    siteLanguage: gift.siteLanguage,
    deliverOn: gift.deliverOn,
    promoCode: gift.promoCode,
  } as CheckoutForm;
}

/** The reconciler first asks the provider about a checkout this long after it was started. */
export const FIRST_RECONCILE_CHECK_MS = 2 * 60_000;

/**
 * The parent's consent as stored (docs/decisions/046): the text the server derives from the version
 * and N the form showed, which must be today's, so what is kept is exactly what the parent read.
 */
export function acceptConsent(
  form: Pick<CheckoutForm, 'consent' | 'siteLanguage'>,
  photoRetention: PhotoRetention,
  by: { userId: string | null; email: string },
  now: Date,
): ConsentRecord {
  if (
    form.consent.version !== CONSENT_VERSION ||
    form.consent.daysAfterDelivery !== photoRetention.daysAfterDelivery
  )
    throw badRequest(CONSENT_MESSAGES.changed, CONSENT_ERROR_CODES.changed);
  return {
    version: CONSENT_VERSION,
    // The words the parent read: the form's page was in the order's site language.
    text: consentText(photoRetention.daysAfterDelivery, form.siteLanguage),
    givenAt: now.toISOString(),
    userId: by.userId,
    email: by.email,
  };
}

/** No promotions service (a test's checkout): the shop's price, nothing off. */
function listPrice(country: CheckoutForm['country']): PromotionDecision {
  const price = priceFor(country);
  return {
    promotionId: null,
    price: {
      currency: price.currency,
      listMinor: price.amountMinor,
      discountMinor: 0,
      amountMinor: price.amountMinor,
      code: null,
      campaign: null,
      // Without the promotions module (some tests) the studio's load is not read: the usual promise.
      expectedBy: new Date(Date.now() + ADMIN_DUE_HOURS * 3600_000).toISOString(),
    },
  };
}

export function createCheckoutService({
  db,
  gateways,
  uploads,
  voiceClips,
  previews,
  funnel,
  promotions,
  photoRetention,
  clock = systemClock,
  log,
}: {
  db: Db;
  gateways: PaymentGateways;
  /** "Now" for a chosen delivery day (docs/decisions/114): the scheduled deliveries' clock. */
  clock?: Clock;
  /** Whether the photos and clip the form names can still be claimed, from the caller's session. */
  uploads: Pick<UploadsService, 'checkPhotosClaimable' | 'framePhotos'>;
  voiceClips: Pick<VoiceClipsService, 'checkClaimable'>;
  /** The preview the parent approved, kept when it is theirs and of these inputs (docs/decisions/099). */
  previews?: Pick<PreviewsService, 'approvedFor' | 'askedBy'>;
  /** The funnel's "payment started" (docs/decisions/111); a count that fails is dropped, never the payment. */
  funnel?: Pick<FunnelService, 'countIn'>;
  /** The price with the parent's code or an automatic campaign (docs/decisions/108); absent: the list price. */
  promotions?: Pick<PromotionsService, 'quote' | 'confirm'>;
  photoRetention: PhotoRetention;
  log: FastifyBaseLogger;
}): CheckoutService {
  async function start(
    path: PaymentPath,
    form: CheckoutForm,
    caller: AuthenticatedUser | null,
    uploadSession: string | null,
    gift: GiftDetails | null = null,
  ): Promise<{
    checkout: CheckoutRow;
    clientSecret?: string;
    storyTitle: string;
    checkoutToken: string;
    decision: PromotionDecision;
  }> {
    // The schema requires an e-mail on the card path; in India only a guest must give one.
    if (caller === null && form.email === undefined)
      throw badRequest(PAYMENT_MESSAGES.enterEmail, PAYMENT_ERROR_CODES.enterEmail);
    const story = STORIES.find((candidate) => candidate.id === form.storyId);
    if (!story) throw badRequest(PAYMENT_MESSAGES.unknownStory, PAYMENT_ERROR_CODES.unknownStory);
    // A signed-in buyer in India may leave the e-mail to the account's.
    const email = form.email ?? caller!.email.toLowerCase();
    // A chosen delivery day far enough ahead for the film, and not past a year (docs/decisions/114).
    const release = form.deliverOn ? deliveryInstant(form.deliverOn, clock.now()) : null;
    if (release && !release.ok) throw badRequest(release.message, release.code);
    // Before anything is stored or any provider object made: consent to the wording in force.
    // A gift's consent and photos are the parent's, given when they accept it (docs/decisions/115).
    const consent = gift
      ? null
      : acceptConsent(form, photoRetention, { userId: caller?.id ?? null, email }, new Date());
    if (!gift) {
      // Before any money moves: a stale or foreign photo is the parent's to fix now, not after paying.
      // Only the browser that uploaded them may use them (its upload session, docs/decisions/070).
      await uploads.checkPhotosClaimable(form.kidPhotoIds, uploadSession);
      await voiceClips.checkClaimable(form.voiceClipId, uploadSession);
      // The parent's frames for the film's portrait go with the photos themselves (docs/decisions/080).
      await uploads.framePhotos(form.kidPhotoIds, form.kidPhotoCrops, uploadSession);
    }
    // Never a reason to refuse: a preview that is not this form's is simply not kept.
    const previewId =
      previews && !gift ? await previews.approvedFor(form.previewId, uploadSession, form) : null;
    // How many previews the parent watched before deciding (docs/decisions/103): a figure, never a check.
    const previewsAsked = previews && !gift ? await previews.askedBy(uploadSession) : null;

    // The price: the shop's, less a promotion the server finds applies. A code that cannot apply is
    // refused here with its reason, before any provider object exists.
    const promotionRequest = {
      country: form.country,
      storyId: story.id,
      email: email.toLowerCase(),
      code: form.promoCode ?? null,
    };
    const decision = promotions ? await promotions.quote(promotionRequest) : listPrice(form.country);
    const { price } = decision;

    const gateway = path === 'card' ? gateways.card : gateways.india;
    const checkoutId = randomUUID();
    const browserToken = newCheckoutToken();
    const description = paymentDescription(story.title);

    let created;
    try {
      created = await gateway.createPayment({
        checkoutId,
        amountMinor: price.amountMinor,
        currency: price.currency,
        description,
        email,
      });
    } catch (error) {
      log.error(
        { err: error, provider: gateway.provider, checkoutId },
        'The payment provider refused to start a payment',
      );
      throw new AppError(502, PAYMENT_MESSAGES.providerUnavailable, PAYMENT_ERROR_CODES.providerUnavailable);
    }
    // Stored after the provider object exists: a failure above leaves nothing half-made behind,
    // and the browser cannot pay before it has the answer, so no webhook can precede this row. With a
    // promotion, its campaign is locked and its limits checked again in the same transaction: two
    // parents cannot both take its last place (the loser's provider object is never paid).
    const checkout = await inTransaction(db, async (tx) => {
      if (promotions) await promotions.confirm(tx, decision, promotionRequest);
      return createCheckoutsRepository(tx).insert(
        {
          id: checkoutId,
          userId: caller?.id ?? null,
          kidName: form.kidName,
          storyId: story.id,
          language: form.language,
          email,
          country: form.country,
          buyerState: form.state ?? null,
          phoneUpdates: form.phoneUpdates,
          phoneNumber: form.phoneNumber ?? null,
          countryCode: form.countryCode ?? null,
          // The opt-in as the parent gave it: the number WhatsApp will reach, when, and the words they
          // ticked (in the language of the page they ticked it on).
          ...(form.phoneUpdates && form.phoneNumber
            ? {
                phoneE164: toE164(form.phoneNumber, { country: form.country, dialCode: form.countryCode }),
                phoneOptInAt: new Date(),
                phoneOptInText: phoneUpdatesConsent(form.siteLanguage),
              }
            : {}),
          siteLanguage: form.siteLanguage,
          photoIds: form.kidPhotoIds,
          pronunciation: form.pronunciation ?? null,
          voiceClipId: form.voiceClipId ?? null,
          previewId,
          deliverAt: release?.at ?? null,
          deliverTimeZone: release?.timeZone ?? null,
          previewsAsked,
          amountMinor: price.amountMinor,
          currency: price.currency,
          promotionId: decision.promotionId,
          promoCode: price.code,
          discountMinor: price.discountMinor,
          siblingOfOrderId: decision.siblingOfOrderId ?? null,
          provider: gateway.provider,
          paymentReference: created.reference,
          clientTokenHash: browserToken.hash,
          consent,
          gift,
        },
        FIRST_RECONCILE_CHECK_MS,
      );
    });
    log.info({ checkoutId, provider: gateway.provider, orderNumber: created.reference }, 'checkout started');
    await funnel?.countIn(db, {
      step: 'payment_started',
      siteLanguage: form.siteLanguage,
      country: form.country,
      story: story.id,
    });
    return {
      checkout,
      clientSecret: created.clientSecret,
      storyTitle: story.title,
      checkoutToken: browserToken.token,
      decision,
    };
  }

  function giftDetails(form: GiftCheckoutForm): GiftDetails {
    return {
      giverName: form.gift.giverName,
      occasion: form.gift.occasion,
      message: form.gift.message,
      recipientEmail: form.gift.recipientEmail?.toLowerCase() ?? null,
      recipientPhone: recipientPhoneE164(form.gift),
    };
  }

  const service: CheckoutService = {
    async startGiftCardPayment(form, caller) {
      return cardAnswer(await start('card', giftAsOrderForm(form), caller, null, giftDetails(form)));
    },
    async startGiftIndiaPayment(form, caller) {
      return indiaAnswer(await start('india', giftAsOrderForm(form), caller, null, giftDetails(form)));
    },
    async startCardPayment(form, caller, uploadSession) {
      return cardAnswer(await start('card', form, caller, uploadSession));
    },
    async startIndiaPayment(form, caller, uploadSession) {
      return indiaAnswer(await start('india', form, caller, uploadSession));
    },
  };
  return service;

  function cardAnswer({
    checkout,
    clientSecret,
    checkoutToken,
    decision,
  }: Awaited<ReturnType<typeof start>>): PaymentIntentResponse {
    {
      if (!clientSecret) throw new Error(`${checkout.provider} returned no client secret`);
      return {
        clientSecret,
        provider: gateways.card.provider === 'stripe' ? 'stripe' : 'sandbox-card',
        ...(gateways.cardPublishableKey ? { publishableKey: gateways.cardPublishableKey } : {}),
        amount: checkout.amountMinor,
        currency: checkout.currency,
        checkoutToken,
        price: decision.price,
      } satisfies PaymentIntentResponse;
    }
  }

  function indiaAnswer({
    checkout,
    storyTitle,
    checkoutToken,
    decision,
  }: Awaited<ReturnType<typeof start>>): RazorpayOrderResponse {
    {
      return {
        amount: checkout.amountMinor,
        currency: checkout.currency,
        orderId: checkout.paymentReference,
        keyId: gateways.indiaKeyId,
        provider: gateways.india.provider === 'razorpay' ? 'razorpay' : 'sandbox-upi',
        description: paymentDescription(storyTitle),
        checkoutToken,
        price: decision.price,
      };
    }
  }
}
