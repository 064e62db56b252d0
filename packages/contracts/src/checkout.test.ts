import { INDIAN_STATE_MESSAGE } from './indian-states';
import { describe, expect, it } from 'vitest';
import {
  cardPaymentStartSchema,
  checkCheckoutForm,
  indiaPaymentStartSchema,
  PAYMENT_MESSAGES as M,
  paymentDescription,
  paymentRetryMessage,
} from './checkout';
import { CONSENT_ERROR_CODES, CONSENT_MESSAGES, consentFor } from './privacy';
import { isPaymentReference, orderNumberFromClientSecret } from './orders-create';

const PHOTO = '8f0d6a5e-2b1c-4d3e-9f7a-1b2c3d4e5f60';
const form = (overrides: Record<string, unknown> = {}) => ({
  kidName: '  Aarav ',
  storyId: 3,
  language: 'english',
  email: ' Parent@Example.COM ',
  country: 'US',
  kidPhotoIds: [PHOTO],
  consent: consentFor(30),
  ...overrides,
});
const card = { path: 'card', guest: true } as const;
const messageOf = (input: unknown, options: Parameters<typeof checkCheckoutForm>[1] = card) => {
  const result = checkCheckoutForm(input, options);
  return result.success ? 'ok' : result.message;
};

describe('the order form as the server checks it (docs/product-guide.md#order-form-checks)', () => {
  it('accepts a complete form, trimmed and with the e-mail lower-cased', () => {
    const result = checkCheckoutForm(form(), card);
    expect(result).toEqual({
      success: true,
      data: {
        kidName: 'Aarav',
        storyId: 3,
        language: 'english',
        email: 'parent@example.com',
        country: 'US',
        kidPhotoIds: [PHOTO],
        phoneUpdates: false,
        consent: consentFor(30),
        siteLanguage: 'en',
      },
    });
  });

  it('no consent, or an unticked one, is refused with its own message and code (docs/decisions/046)', () => {
    for (const consent of [undefined, null, false, true, {}, { ...consentFor(30), given: false }])
      expect(checkCheckoutForm(form({ consent }), card)).toEqual({
        success: false,
        message: CONSENT_MESSAGES.required,
        code: CONSENT_ERROR_CODES.required,
      });
    // Photos are asked for first: the consent is about them.
    expect(messageOf(form({ consent: undefined, kidPhotoIds: [] }))).toBe(M.uploadPhoto);
    expect(checkCheckoutForm(form({ consent: { given: true, daysAfterDelivery: 'x' } }), card)).toMatchObject(
      {
        success: false,
        code: CONSENT_ERROR_CODES.changed,
      },
    );
  });

  it('kid’s name, story, language or country missing: Missing required order information', () => {
    for (const field of ['kidName', 'storyId', 'language', 'country']) {
      expect(messageOf(form({ [field]: undefined }))).toBe(M.missingOrderInformation);
      expect(messageOf(form({ [field]: '  ' }))).toBe(M.missingOrderInformation);
    }
    expect(messageOf(null)).toBe(M.missingOrderInformation);
    expect(messageOf('kidName=Aarav')).toBe(M.missingOrderInformation);
    expect(checkCheckoutForm({}, card)).toMatchObject({ code: 'MISSING_ORDER_INFORMATION' });
  });

  it('the card path without an e-mail: Missing required payment information (guest or not)', () => {
    expect(messageOf(form({ email: '' }))).toBe(M.missingPaymentInformation);
    expect(messageOf(form({ email: undefined }), { path: 'card', guest: false })).toBe(
      M.missingPaymentInformation,
    );
  });

  it('India: a guest must give an e-mail, a signed-in buyer may leave it to the account', () => {
    const india = form({ country: 'IN', state: 'KA', email: '' });
    expect(messageOf(india, { path: 'india', guest: true })).toBe(M.enterEmail);
    expect(messageOf(india, { path: 'india', guest: false })).toBe('ok');
  });

  it('India: the buyer’s state or union territory is required and must be one of the list (issue 14)', () => {
    const signedIn = { path: 'india', guest: false } as const;
    for (const state of [undefined, '', '  ', 'XX', 'Karnataka', 'ka ', 29])
      expect(messageOf(form({ country: 'IN', state }), signedIn), String(state)).toBe(INDIAN_STATE_MESSAGE);
    const accepted = checkCheckoutForm(form({ country: 'IN', state: 'TS' }), signedIn);
    expect(accepted.success && accepted.data.state).toBe('TS');
    // Elsewhere a state means nothing and is dropped, whatever it says.
    const abroad = checkCheckoutForm(form({ country: 'US', state: 'KA' }), card);
    expect(abroad.success && abroad.data.state).toBeUndefined();
  });

  it('a price from the browser is refused', () => {
    expect(checkCheckoutForm(form({ amount: 1 }), card)).toEqual({
      success: false,
      message: M.clientPrice,
      code: 'CLIENT_PRICE_REJECTED',
    });
    expect(messageOf(form({ currency: 'INR' }))).toBe(M.clientPrice);
  });

  it('phone, photos, story, language, country, e-mail and name each have their message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phoneUpdates: true }, M.enterPhone],
      [{ phoneUpdates: true, phoneNumber: '  ' }, M.enterPhone],
      [{ phoneUpdates: true, phoneNumber: '12345' }, M.invalidPhone],
      [{ phoneUpdates: true, phoneNumber: '98765 43210 12345 6' }, M.invalidPhone],
      [{ phoneUpdates: true, phoneNumber: '98765#43210' }, M.invalidPhone],
      [{ phoneUpdates: true, phoneNumber: '+91 98765-43210', countryCode: '91' }, M.invalidDialCode],
      [{ kidPhotoIds: [] }, M.uploadPhoto],
      [{ kidPhotoIds: undefined }, M.uploadPhoto],
      [{ kidPhotoIds: [''] }, M.waitForUploads],
      [{ kidPhotoIds: [PHOTO, PHOTO] }, M.duplicatePhotos],
      [{ kidPhotoIds: ['a', 'b', 'c', 'd'] }, M.tooManyPhotos],
      [{ storyId: 0 }, M.unknownStory],
      [{ storyId: 28 }, M.unknownStory],
      [{ storyId: 2.5 }, M.unknownStory],
      [{ storyId: 'Krishna' }, M.unknownStory],
      [{ language: 'tamil' }, M.invalidLanguage],
      [{ country: 'XX' }, M.unknownCountry],
      [{ email: 'not-an-address' }, M.invalidEmail],
      [{ kidName: 'x'.repeat(101) }, M.kidNameTooLong],
    ];
    for (const [overrides, message] of cases)
      expect(messageOf(form(overrides)), JSON.stringify(overrides)).toBe(message);
    expect(checkCheckoutForm(form({ storyId: 99 }), card)).toMatchObject({ code: 'UNKNOWN_STORY' });
  });

  it('a valid phone is kept only with updates ticked; the story id may come as digits', () => {
    const ticked = checkCheckoutForm(
      form({ phoneUpdates: true, phoneNumber: '(987) 654-3210', countryCode: '+91', storyId: '7' }),
      card,
    );
    expect(ticked).toMatchObject({
      success: true,
      data: { phoneNumber: '(987) 654-3210', countryCode: '+91', storyId: 7 },
    });
    const unticked = checkCheckoutForm(form({ phoneUpdates: false, phoneNumber: '98765 43210' }), card);
    expect(unticked.success && unticked.data.phoneNumber).toBeUndefined();
  });

  it('India and the card path are not interchangeable', () => {
    expect(messageOf(form({ country: 'IN' }))).toBe(M.indiaUsesGateway);
    expect(messageOf(form(), { path: 'india', guest: true })).toBe(M.gatewayIsForIndia);
  });

  it('the texts of docs/product-guide.md#payment-messages', () => {
    expect(paymentDescription('Krishna and the Serpent Kaliya')).toBe(
      'Mythology Reel - Krishna and the Serpent Kaliya',
    );
    expect(paymentRetryMessage(2)).toBe('Attempt 2 of 3. Please wait...');
  });
});

describe('the payment start bodies as schemas', () => {
  const firstMessage = (schema: typeof cardPaymentStartSchema, input: unknown) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? 'ok' : parsed.error.issues[0]!.message;
  };

  it('what must be there comes before each field’s own rule, whatever the field order', () => {
    // A name too long, and no photos: the missing photos are the first answer (the order of docs/product-guide.md#order-form-checks).
    expect(firstMessage(cardPaymentStartSchema, form({ kidName: 'x'.repeat(101), kidPhotoIds: [] }))).toBe(
      M.uploadPhoto,
    );
    expect(firstMessage(cardPaymentStartSchema, form({ email: '', kidPhotoIds: [] }))).toBe(
      M.missingPaymentInformation,
    );
    expect(firstMessage(cardPaymentStartSchema, [])).toBe(M.missingOrderInformation);
    expect(firstMessage(cardPaymentStartSchema, form({ amount: 1, kidName: '' }))).toBe(M.clientPrice);
  });

  it('the gateway rule comes last; India takes a form without an e-mail (the account’s may be used)', () => {
    expect(firstMessage(cardPaymentStartSchema, form({ country: 'IN' }))).toBe(M.indiaUsesGateway);
    expect(firstMessage(indiaPaymentStartSchema, form({ country: 'IN', state: 'KA', email: '' }))).toBe('ok');
    expect(firstMessage(indiaPaymentStartSchema, form({ storyId: 0 }))).toBe(M.unknownStory);
  });
});

describe('order numbers (docs/product-guide.md#order-numbers)', () => {
  it('are payment references: PaymentIntent ids, Razorpay order ids, the sandbox’s', () => {
    for (const valid of [
      'pi_3NtYxLJz2aBc',
      'pi_sandbox_AbC123',
      'order_NZ9lVxVfEwWp2f',
      'order_sandbox_Xy12',
    ])
      expect(isPaymentReference(valid)).toBe(true);
    for (const invalid of [
      '2025-01-01T10:00:00.000Z',
      'pi_',
      'pi_abc_secret_def',
      'ch_123',
      'order_12;drop',
      `pi_${'a'.repeat(120)}`,
      '',
    ])
      expect(isPaymentReference(invalid), invalid).toBe(false);
  });

  it('the order number is the client secret’s part before _secret_', () => {
    expect(orderNumberFromClientSecret('pi_sandbox_Ab12_secret_Zz99')).toBe('pi_sandbox_Ab12');
    expect(orderNumberFromClientSecret('pi_3Nt_secret_abc')).toBe('pi_3Nt');
  });
});
