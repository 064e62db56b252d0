import { oneLine } from '../../../lib/html.ts';

// Values as staff in India and parents read them. Order data stores amounts in minor units
// (paise, cents), as the payment providers do.

export function formatAmount(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-IN', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/** Staff work on India time, whatever the server's time zone. */
export function formatIndiaTime(date: Date): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);
  return `${text} IST`;
}

/** 'english' → 'English' (the order form's values are lower-case). */
export function formatLanguage(language: string): string {
  const value = oneLine(language);
  return value.charAt(0).toUpperCase() + value.slice(1);
}
