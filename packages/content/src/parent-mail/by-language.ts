import type { SiteLanguage } from '@shop/contracts/site-language';
import type { Translation } from '../translation.ts';
import { CERTIFICATE_TEXT } from './certificate.ts';
import { CERTIFICATE_TEXT_HI } from './certificate.hi.ts';
import { INVOICE_TEXT } from './invoice.ts';
import { INVOICE_TEXT_HI } from './invoice.hi.ts';
import { PARENT_MAIL } from './mail.ts';
import { PARENT_MAIL_HI } from './mail.hi.ts';
import { WHATSAPP_TEXT } from './whatsapp.ts';
import { WHATSAPP_TEXT_HI } from './whatsapp.hi.ts';

// The words of everything the shop sends a parent (e-mails, WhatsApp updates, the invoice, receipt
// and credit note, the keepsake certificate), by the order's site language: one typed dictionary per
// language, the Hindi a `Translation` of the English so a missing key does not compile
// (docs/decisions/106).

export const PARENT_MAIL_IN: Record<SiteLanguage, Translation<typeof PARENT_MAIL>> = {
  en: PARENT_MAIL,
  hi: PARENT_MAIL_HI,
};

export const WHATSAPP_TEXT_IN: Record<SiteLanguage, Translation<typeof WHATSAPP_TEXT>> = {
  en: WHATSAPP_TEXT,
  hi: WHATSAPP_TEXT_HI,
};

export const INVOICE_TEXT_IN: Record<SiteLanguage, Translation<typeof INVOICE_TEXT>> = {
  en: INVOICE_TEXT,
  hi: INVOICE_TEXT_HI,
};

export const CERTIFICATE_TEXT_IN: Record<SiteLanguage, Translation<typeof CERTIFICATE_TEXT>> = {
  en: CERTIFICATE_TEXT,
  hi: CERTIFICATE_TEXT_HI,
};
