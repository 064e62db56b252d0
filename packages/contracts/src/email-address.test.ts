import { describe, expect, it } from 'vitest';
import { checkCheckoutForm, PAYMENT_MESSAGES } from './checkout';
import { emailAddressSchema, isEmailAddress, isMailbox } from './email-address';
import { consentFor } from './privacy';
import { EMAIL_RECIPIENT_MESSAGES, emailRecipientInputSchema } from './email-recipients';
import { tokenClaimsSchema } from './auth';

// The shop's one address rule, and every contract that carries an address using it. (That each
// accepted address reaches an SMTP server unchanged is measured in
// apps/server/src/adapters/mail/email-address-rule.test.ts.)

const ACCEPTED = [
  'parent@example.com',
  'Asha.Rao@Example.COM',
  'sita+orders@diyatales.in',
  "o'brien@example.ie",
  'a/b=c{d}|e~f#g$h%i&j*k!l?m^n`o@example.com',
  'first.last@mail.co.in',
  'user@bücher.de', // sent as punycode by nodemailer
  `${'a'.repeat(64)}@example.com`,
];

const REFUSED = [
  'x<y@example.com', // nodemailer would send it to y@example.com
  'night<shift@diyatales.test',
  'a b@example.com', // … to b@example.com
  'a,b@example.com', // … to b@example.com
  'a(comment)@example.com', // … to a@example.com
  '"a b"@example.com', // quoted local part: mangled on the wire, refused by relays
  '"x<y"@example.com',
  'पता@example.com', // UTF-8 local part needs SMTPUTF8
  'ä@example.com',
  'a@example', // no TLD
  'a@example.c',
  'a@127.0.0.1',
  'a@[127.0.0.1]',
  'a@exa_mple.com',
  'a@-example.com',
  '.a@example.com',
  'a.@example.com',
  'a..b@example.com',
  'a@b@example.com',
  'a@example.com\r\nBcc: x@example.com',
  'a\u0000b@example.com',
  'not-an-address',
  '',
  `${'a'.repeat(65)}@example.com`, // local part > 64
  `a@${`${'b'.repeat(60)}.`.repeat(5)}com`, // > 254 in all
];

describe('the e-mail address rule', () => {
  it.each(ACCEPTED)('accepts %j', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(REFUSED)('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('takes a sender with or without a display name (MAIL_FROM), by the same rule', () => {
    expect(isMailbox('"Diya Tales" <hello@diyatales.in>')).toBe(true);
    expect(isMailbox('Diya Tales <hello@diyatales.in>')).toBe(true);
    expect(isMailbox('hello@diyatales.in')).toBe(true);
    expect(isMailbox('"Diya Tales" <x<y@diyatales.in>')).toBe(false);
    expect(isMailbox('Diya Tales <hello@localhost>')).toBe(false);
    expect(isMailbox('Diya Tales')).toBe(false);
  });

  it('the form schema trims and lower-cases, and answers with the form’s own message', () => {
    const schema = emailAddressSchema('Please enter a valid email address.');
    expect(schema.parse('  Asha@Example.COM ')).toBe('asha@example.com');
    const refused = schema.safeParse('x<y@example.com');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });
});

describe('every contract that carries an address uses the rule', () => {
  const orderForm = (email: string) => ({
    kidName: 'Aarav',
    storyId: 3,
    language: 'english',
    email,
    country: 'US',
    kidPhotoIds: ['8f0d6a5e-2b1c-4d3e-9f7a-1b2c3d4e5f60'],
    consent: consentFor(30),
  });

  it.each(REFUSED.filter(Boolean))('the order form, the recipient form and sign-in refuse %j', (address) => {
    // A NUL is refused first by the text rule every request part passes (docs/decisions/023).
    expect(checkCheckoutForm(orderForm(address), { path: 'card', guest: true })).toMatchObject({
      success: false,
      message: address.includes('\u0000')
        ? expect.stringMatching(/^email: .*NUL/)
        : PAYMENT_MESSAGES.invalidEmail,
    });
    const recipient = emailRecipientInputSchema.safeParse({ email: address, name: 'Night shift' });
    expect(recipient.error?.issues[0]?.message).toBe(EMAIL_RECIPIENT_MESSAGES.invalidEmail);
    const claims = { id: 'u1', name: 'A', email: address, role: 'user', provider: 'google', exp: 1 };
    expect(tokenClaimsSchema.safeParse(claims).success).toBe(false);
  });

  it.each(ACCEPTED)('… and accept %j', (address) => {
    expect(checkCheckoutForm(orderForm(address), { path: 'card', guest: true })).toMatchObject({
      success: true,
      data: { email: address.toLowerCase() },
    });
    expect(emailRecipientInputSchema.safeParse({ email: address, name: 'Ops' }).success).toBe(true);
  });
});
