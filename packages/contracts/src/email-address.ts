import isEmail from 'validator/lib/isEmail.js';
import { z } from 'zod';

// THE e-mail address rule (one rule per datum, docs/decisions/018): the order form, the
// admin recipient form, every contract that carries an address, the configuration and the outbox
// all ask this file, so an address the shop accepts is one its mail can be sent to, and one it
// refuses is refused where it is typed. validator's isEmail does the RFC work; the options narrow
// it to what nodemailer puts on the wire unchanged to any relay (measured in
// apps/server/src/adapters/mail/email-address-rule.test.ts):
// - no quoted local parts ("a b"@x): nodemailer sends them mangled and relays refuse them;
// - an ASCII local part: a UTF-8 one needs SMTPUTF8, which nodemailer does not ask the relay for
//   (an international domain is fine: nodemailer sends it as punycode);
// - a real domain with a TLD, no IP literals, no display name.
// What the rule keeps out matters most: `x<y@example.com`, `a b@example.com` or `a,b@example.com`
// would be delivered by nodemailer to a DIFFERENT address (y@…, b@…).

export const EMAIL_MAX_LENGTH = 254; // RFC 5321 path limit; validator checks it too

const RULE = {
  allow_display_name: false,
  allow_utf8_local_part: false,
  allow_ip_domain: false,
  allow_underscores: false,
  require_tld: true,
  ignore_max_length: false,
  blacklisted_chars: '"',
} as const;

/** Whether `value` (already trimmed) is an address the shop accepts and can send to. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && isEmail(value, RULE);
}

/**
 * A sender as MAIL_FROM takes it: an address, optionally with a display name
 * (`"Diya Tales" <hello@diyatales.in>`). The address part follows the same rule.
 */
export function isMailbox(value: string): boolean {
  return isEmail(value, { ...RULE, allow_display_name: true });
}

/**
 * The schema of an address typed into a form: trimmed, lower-cased (addresses are stored and
 * compared lower-cased), and refused with the form's own `message` when it breaks the rule.
 */
export function emailAddressSchema(message: string) {
  return z.string({ error: message }).trim().toLowerCase().refine(isEmailAddress, { error: message });
}
