// Invoice and credit-note numbers: one gapless series of each per Indian financial year (1 April – 31 March), the year told
// by the clock in India (Asia/Kolkata), wherever the server runs. A number reads DT/26-27/000123:
// the GST rules (CGST Rules, rule 46(b)) allow at most 16 characters of letters, digits, '-' and '/',
// unique within the financial year; this form stays within 16 up to 9,999,999 invoices a year.

const NUMBER_PREFIX = 'DT';
const CREDIT_NOTE_PREFIX = 'CN';
const SERIAL_DIGITS = 6;
export const MAX_INVOICE_NUMBER_LENGTH = 16;

const indiaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
});

/** '2026-27' for any moment from 1 April 2026 00:00 to 31 March 2027 23:59:59.999, India time. */
export function financialYearOf(moment: Date): string {
  const parts = indiaDate.formatToParts(moment);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function numberInSeries(prefix: string, financialYear: string, serial: number): string {
  const number = `${prefix}/${financialYear.slice(2)}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (number.length > MAX_INVOICE_NUMBER_LENGTH) {
    throw new Error(`Document number ${number} is longer than ${MAX_INVOICE_NUMBER_LENGTH} characters`);
  }
  return number;
}

/** DT/26-27/000123 for the 123rd invoice of financial year 2026-27. */
export function invoiceNumber(financialYear: string, serial: number): string {
  return numberInSeries(NUMBER_PREFIX, financialYear, serial);
}

/**
 * CN/26-27/000001 for the first credit note of financial year 2026-27: a series of its own (GST
 * numbers each kind of document consecutively), within the same 16 characters.
 */
export function creditNoteNumber(financialYear: string, serial: number): string {
  return numberInSeries(CREDIT_NOTE_PREFIX, financialYear, serial);
}
