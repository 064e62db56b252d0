import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// The one phone-number rule (issue 16): the order form, the checkout contract and the server all
// ask this function, so a number the form accepts is exactly one the server stores and WhatsApp
// can reach. libphonenumber-js (Google's metadata, the "min" set) knows each country's lengths and
// prefixes. The number is read with the dial code shown beside it (the chosen country's: +91), or
// in the order's country when none came, unless the parent wrote it with its own +code.

/** The number in E.164 (+919876543210), or null when it is not a valid number for its country. */
export function toE164(
  number: string,
  { country, dialCode }: { country: string; dialCode?: string | undefined },
): string | null {
  const code = dialCode?.trim().replace(/^\+/, '');
  const parsed =
    code && /^\d{1,4}$/.test(code)
      ? parsePhoneNumberFromString(number.trim(), { defaultCallingCode: code })
      : /^[A-Z]{2}$/.test(country)
        ? parsePhoneNumberFromString(number.trim(), country as CountryCode)
        : undefined;
  return parsed?.isValid() ? parsed.number : null;
}

/** +919876543210 → +91 •••••• 3210: the parent recognises their number, a passer-by learns little. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed?.nationalNumber ?? e164.replace(/\D/g, '');
  const code = parsed ? `+${parsed.countryCallingCode} ` : '';
  return `${code}${'•'.repeat(Math.max(national.length - 4, 0))} ${national.slice(-4)}`;
}
