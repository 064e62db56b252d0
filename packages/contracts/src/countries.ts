// The order form's country table (docs/product-guide.md#the-order-form), in the seed's order. No zod here: the order form and the
// price display import this file, and they must not pull the schema library into the page.

export interface Country {
  code: string;
  flag: string;
  name: string;
  /** The dial code offered with the phone number. */
  dialCode: string;
}

export const COUNTRIES = [
  { code: 'IN', flag: '🇮🇳', name: 'India', dialCode: '+91' },
  { code: 'US', flag: '🇺🇸', name: 'United States', dialCode: '+1' },
  { code: 'CA', flag: '🇨🇦', name: 'Canada', dialCode: '+1' },
  { code: 'GB', flag: '🇬🇧', name: 'United Kingdom', dialCode: '+44' },
  { code: 'AU', flag: '🇦🇺', name: 'Australia', dialCode: '+61' },
  { code: 'DE', flag: '🇩🇪', name: 'Germany', dialCode: '+49' },
  { code: 'FR', flag: '🇫🇷', name: 'France', dialCode: '+33' },
  { code: 'JP', flag: '🇯🇵', name: 'Japan', dialCode: '+81' },
  { code: 'SG', flag: '🇸🇬', name: 'Singapore', dialCode: '+65' },
  { code: 'AE', flag: '🇦🇪', name: 'United Arab Emirates', dialCode: '+971' },
  { code: 'OTHER', flag: '🌍', name: 'Other', dialCode: '+1' },
] as const satisfies readonly Country[];

export type CountryCode = (typeof COUNTRIES)[number]['code'];

export const COUNTRY_CODES = COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]];

/** India pays through the India gateway in INR; every other country by card in USD (docs/product-guide.md#card-and-upi). */
export const INDIA: CountryCode = 'IN';

export type PaymentRegion = 'india' | 'international';

export function paymentRegion(country: CountryCode): PaymentRegion {
  return country === INDIA ? 'india' : 'international';
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function findCountry(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.code === code);
}
