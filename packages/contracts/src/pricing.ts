import { paymentRegion, type CountryCode, type PaymentRegion } from './countries';

// The one price list (docs/product-guide.md#prices) and the one money formatter, shared by the order page, the payment
// back end and the e-mails. Amounts are integers in the currency's minor unit (paise, cents), as
// the payment providers take them; the server charges `amountMinor` and nothing the browser sends.
// No zod here: the landing page shows prices and must stay light.

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface IncludedTax {
  /** As the summary shows it, e.g. 'HST (13%)'. */
  label: string;
  ratePercent: number;
  /** The tax contained in the price (the price is tax-inclusive), in minor units. */
  amountMinor: number;
}

export interface Price {
  region: PaymentRegion;
  currency: Currency;
  /** The struck-through price. */
  originalMinor: number;
  /** The sale price: what is charged, tax included. */
  amountMinor: number;
  /** Shown as a line of the summary, never added on top. */
  tax: IncludedTax | null;
}

const HST_PERCENT = 13;

/** Tax contained in a tax-inclusive amount, to the nearest minor unit: 14.99 at 13 % holds 1.72. */
export function includedTaxMinor(amountMinor: number, ratePercent: number): number {
  return Math.round(amountMinor - (amountMinor * 100) / (100 + ratePercent));
}

export const PRICES: Readonly<Record<PaymentRegion, Price>> = {
  // India: INR 1499 struck through, 1299 charged, through the India gateway (UPI and cards).
  india: { region: 'india', currency: 'INR', originalMinor: 149_900, amountMinor: 129_900, tax: null },
  // Everywhere else: USD 19.99 struck through, 14.99 charged by card, HST included.
  international: {
    region: 'international',
    currency: 'USD',
    originalMinor: 1_999,
    amountMinor: 1_499,
    tax: {
      label: `HST (${HST_PERCENT}%)`,
      ratePercent: HST_PERCENT,
      amountMinor: includedTaxMinor(1_499, HST_PERCENT),
    },
  },
};

/** The price a buyer from this country pays. */
export function priceFor(country: CountryCode): Price {
  return PRICES[paymentRegion(country)];
}

export function savingsMinor(price: Pick<Price, 'originalMinor' | 'amountMinor'>): number {
  return price.originalMinor - price.amountMinor;
}

/** Whole percent saved, rounded: 1499 → 1299 is 13 %, 19.99 → 14.99 is 25 %. */
export function savingsPercent(price: Pick<Price, 'originalMinor' | 'amountMinor'>): number {
  return price.originalMinor > 0 ? Math.round((savingsMinor(price) * 100) / price.originalMinor) : 0;
}

// Indian digit grouping for rupees (₹1,29,900), US style for dollars; other currencies (never
// charged, but the formatter must not throw on them) use the Indian locale like the staff e-mails.
const LOCALES: Record<string, string> = { INR: 'en-IN', USD: 'en-US' };
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, fractionDigits: number | null, locale?: string): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}:${locale ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale ?? LOCALES[currency] ?? 'en-IN', {
      style: 'currency',
      currency,
      ...(fractionDigits === null
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount in minor units as people read it: '₹1,299', '$14.99', '$1.72'. Whole amounts drop
 * their zero decimals (₹1,299, not ₹1,299.00), as the price tags do. `locale` is the page's Intl
 * locale ('hi-IN' on Hindi pages); Hindi pages keep Latin digits, ₹1,299 not ₹१,२९९ (decision 048).
 */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  const digits = formatter(currency, null).resolvedOptions().maximumFractionDigits ?? 2;
  const major = amountMinor / 10 ** digits;
  return formatter(currency, Number.isInteger(major) ? 0 : digits, locale).format(major);
}
