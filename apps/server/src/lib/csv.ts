// CSV as RFC 4180 writes it (CRLF rows; a cell holding a comma, quote or line break is quoted,
// its quotes doubled), made safe to open in a spreadsheet: a cell that starts like a formula
// (= + - @, or a tab or carriage return that some programs skip before one) gets a leading ' so it
// is shown as text and never run. Order data comes from parents' forms, so this matters.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvCell = string | number | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The whole file: a header row, then one row per record. Starts with a UTF-8 byte order mark so
 * spreadsheet programs read names in Devanagari and the ₹ sign as they are.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
