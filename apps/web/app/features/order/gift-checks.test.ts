import { GIFT_ERROR_CODES, GIFT_MESSAGE_MAX, giftCardPaymentStartSchema } from '@shop/contracts/gifts';
import { PAYMENT_ERROR_CODES } from '@shop/contracts/checkout';
import { DELIVERY_DATE_ERROR_CODES } from '@shop/contracts/delivery-date';
import { describe, expect, it } from 'vitest';
import { checkGiftForm, emptyGift, type GiftFacts } from './gift-checks';

// The order form in gift mode (docs/decisions/121): checked by the server's own gift schema, every
// finding at its field with the code the server would answer.

const NOW = new Date('2026-11-28T12:00:00Z');

const facts = (overrides: Partial<GiftFacts> = {}, gift: Partial<GiftFacts['gift']> = {}): GiftFacts => ({
  kidName: 'Meera',
  storyId: '3',
  language: 'english',
  email: 'giver@example.com',
  country: 'US',
  state: '',
  deliverOn: { date: '2026-12-20', time: '09:00', timeZone: 'Asia/Kolkata' },
  siteLanguage: 'en',
  now: NOW,
  ...overrides,
  gift: {
    ...emptyGift(),
    giverName: 'Dadi Priya',
    occasion: 'birthday',
    message: 'Happy birthday!',
    recipientEmail: 'parent@example.in',
    ...gift,
  },
});

const codes = (check: ReturnType<typeof checkGiftForm>) =>
  check.kind === 'fields'
    ? Object.fromEntries(Object.entries(check.problems).map(([field, problem]) => [field, problem?.code]))
    : {};

describe('checkGiftForm', () => {
  it('makes the gift start body the server takes, with no price and no photos, consent or voice', () => {
    const check = checkGiftForm(facts({}, { recipientPhone: '98765 43210' }));
    expect(check.kind).toBe('ok');
    if (check.kind !== 'ok') return;
    expect(check.form).not.toHaveProperty('amount');
    expect(check.form).not.toHaveProperty('currency');
    expect(check.form).not.toHaveProperty('kidPhotoIds');
    expect(check.form).not.toHaveProperty('consent');
    expect(check.form.gift).toMatchObject({ recipientPhone: '98765 43210', recipientDialCode: '+91' });
    // The very schema the server's card path reads.
    expect(giftCardPaymentStartSchema.safeParse(check.form).success).toBe(true);
  });

  it('an empty gift: each field gets its own code, in the form’s order', () => {
    const check = checkGiftForm(
      facts({ deliverOn: null }, { giverName: '', occasion: '', message: '', recipientEmail: '' }),
    );
    expect(codes(check)).toEqual({
      giverName: GIFT_ERROR_CODES.giverNameMissing,
      occasion: GIFT_ERROR_CODES.unknownOccasion,
      deliverOn: GIFT_ERROR_CODES.dayMissing,
      recipient: GIFT_ERROR_CODES.recipientMissing,
    });
    expect(Object.keys(check.kind === 'fields' ? check.problems : {})).toEqual([
      'giverName',
      'occasion',
      'deliverOn',
      'recipient',
    ]);
  });

  it('the parent’s WhatsApp number alone is enough; a wrong one is named at its field', () => {
    expect(checkGiftForm(facts({}, { recipientEmail: '', recipientPhone: '98765 43210' })).kind).toBe('ok');
    expect(codes(checkGiftForm(facts({}, { recipientEmail: '', recipientPhone: '12' })))).toEqual({
      recipientPhone: GIFT_ERROR_CODES.invalidRecipientPhone,
    });
    expect(codes(checkGiftForm(facts({}, { recipientEmail: 'not-an-address' })))).toEqual({
      recipientEmail: GIFT_ERROR_CODES.invalidRecipientEmail,
    });
  });

  it(`a message over ${GIFT_MESSAGE_MAX} characters is refused; exactly ${GIFT_MESSAGE_MAX} is fine`, () => {
    expect(codes(checkGiftForm(facts({}, { message: 'a'.repeat(GIFT_MESSAGE_MAX + 1) })))).toEqual({
      giftMessage: GIFT_ERROR_CODES.messageTooLong,
    });
    expect(checkGiftForm(facts({}, { message: 'a'.repeat(GIFT_MESSAGE_MAX) })).kind).toBe('ok');
  });

  it('the day follows the delivery rule (48 h ahead at least), as the server checks it', () => {
    expect(
      codes(
        checkGiftForm(facts({ deliverOn: { date: '2026-11-29', time: '09:00', timeZone: 'Asia/Kolkata' } })),
      ),
    ).toEqual({ deliverOn: DELIVERY_DATE_ERROR_CODES.tooSoon });
  });

  it('the giver’s e-mail, country and an Indian buyer’s state are asked for', () => {
    expect(codes(checkGiftForm(facts({ email: '', country: '' })))).toMatchObject({
      email: PAYMENT_ERROR_CODES.enterEmail,
      country: PAYMENT_ERROR_CODES.selectCountry,
    });
    expect(codes(checkGiftForm(facts({ country: 'IN', state: '' })))).toEqual({
      state: PAYMENT_ERROR_CODES.invalidState,
    });
    expect(checkGiftForm(facts({ country: 'IN', state: 'KA' })).kind).toBe('ok');
  });
});
