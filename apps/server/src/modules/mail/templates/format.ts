import { PARENT_MAIL_IN } from '@shop/content/parent-mail/by-language';
import type { SiteLanguage } from '@shop/contracts/site-language';
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

/** Amounts in the parent's e-mails and messages: Intl in 'en-IN' or 'hi-IN' (Latin digits, as UPI apps and receipts show them: ₹1,299). */
export function formatParentAmount(amountMinor: number, currency: string, lang: SiteLanguage): string {
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN';
  const digits = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  const major = amountMinor / 10 ** (digits ?? 2);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(major) ? 0 : digits,
  }).format(major);
}

/** A date in the parent's language, India time ('25 नव॰ 2026' / '25 Nov 2026'). */
export function formatParentDate(date: Date, lang: SiteLanguage): string {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** A moment in the parent's language, India time ('26 Nov 2026, 8:31 pm IST' / '26 नव॰ 2026, 20:31 (भारतीय समय)'). */
export function formatParentTime(date: Date, lang: SiteLanguage): string {
  const text = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(lang === 'hi' ? { hourCycle: 'h23' as const } : {}),
    timeZone: 'Asia/Kolkata',
  }).format(date);
  return PARENT_MAIL_IN[lang].indiaTime(text);
}

/** The video's narration language, named in the parent's language. */
export function narrationIn(language: string, lang: SiteLanguage): string {
  return PARENT_MAIL_IN[lang].narration[language === 'hindi' ? 'hindi' : 'english'];
}
