import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, PAYMENT_MESSAGES } from './checkout';
import { consentFor } from './privacy';
import { maskPhone, toE164 } from './phone-number';

// The one phone rule (issue 16): what the form, the contract and the server all ask.

describe('a phone number for WhatsApp updates', () => {
  it('is normalised to E.164 with the dial code shown beside it', () => {
    expect(toE164('98765 43210', { country: 'IN', dialCode: '+91' })).toBe('+919876543210');
    expect(toE164('(201) 555-0123', { country: 'US', dialCode: '+1' })).toBe('+12015550123');
    expect(toE164('020 7946 0958', { country: 'GB', dialCode: '+44' })).toBe('+442079460958');
    // Without a dial code, the order's country decides.
    expect(toE164('98765 43210', { country: 'IN' })).toBe('+919876543210');
  });

  it('is refused when it is not a valid number for its country', () => {
    expect(toE164('555 123 4567', { country: 'US', dialCode: '+1' })).toBeNull();
    expect(toE164('98765', { country: 'IN', dialCode: '+91' })).toBeNull();
    expect(toE164('98765 43210', { country: 'XX' })).toBeNull();
  });

  it('the order form’s schema gives the field its message', () => {
    const result = checkoutFormSchema.safeParse({
      kidName: 'Aarav',
      storyId: 3,
      language: 'english',
      email: 'parent@example.com',
      country: 'IN',
      kidPhotoIds: ['p1'],
      phoneUpdates: true,
      phoneNumber: '98765 4321',
      countryCode: '+91',
      state: 'MH',
      consent: consentFor(30),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['phoneNumber'], message: PAYMENT_MESSAGES.invalidPhone },
    ]);
  });

  it('is shown masked but for its last four digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91 •••••• 3210');
    expect(maskPhone('+6591234567')).toBe('+65 •••• 4567');
  });
});
