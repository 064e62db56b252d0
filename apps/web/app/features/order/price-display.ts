import { findCountry, isCountryCode, type CountryCode } from '@shop/contracts/countries';
import { formatMoney, priceFor, savingsMinor, savingsPercent } from '@shop/contracts/pricing';

// What the price box shows for a country (docs/product-guide.md#prices). The server charges its own price; this only
// displays the same shared table with the one money formatter.

export interface PriceDisplay {
  india: boolean;
  original: string;
  sale: string;
  savings: string;
  percent: number;
  taxLabel: string | null;
  tax: string | null;
  total: string;
}

/** `locale` is the page's Intl locale (LOCALE_TAGS[locale].intl): 'hi-IN' on a Hindi page. */
export function priceDisplay(country: string, locale?: string): PriceDisplay {
  const code: CountryCode = isCountryCode(country) ? country : 'IN';
  const price = priceFor(code);
  return {
    india: price.region === 'india',
    original: formatMoney(price.originalMinor, price.currency, locale),
    sale: formatMoney(price.amountMinor, price.currency, locale),
    savings: formatMoney(savingsMinor(price), price.currency, locale),
    percent: savingsPercent(price),
    taxLabel: price.tax?.label ?? null,
    // docs/product-guide.md#prices shows the tax as a bare amount: "HST (13%) 1.72".
    tax: price.tax ? (price.tax.amountMinor / 100).toFixed(2) : null,
    total: formatMoney(price.amountMinor, price.currency, locale),
  };
}

export function dialCodeFor(country: string): string {
  return findCountry(country)?.dialCode ?? '+1';
}
