// The page's locale and UTC: the prerendered HTML and the hydrating browser must print the same text.
const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-09-13" → "13 September 2025" (en-IN), "13 सितंबर 2025" (hi-IN). */
export function formatDate(isoDate: string, locale = 'en-IN'): string {
  return dateFormat(locale).format(new Date(`${isoDate}T00:00:00Z`));
}

// Client-rendered pages (the profile, the order status) speak in the reader's own time zone, in the
// page's language (LOCALE_TAGS[locale].intl: 'en-IN', 'hi-IN').
const dateTimeOptions = (locale: string): Intl.DateTimeFormatOptions =>
  locale.startsWith('hi')
    ? // "16 जनवरी 2026 को सुबह 10:00 बजे": the month spelled out (its short forms, "सित॰", are not what a
      // Hindi reader sees in print) and the part of the day in words, not "am" and "IST" in Latin; the
      // time is the reader's own clock.
      {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
      }
    : {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      };
const DAY_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (locale: string, kind: 'dateTime' | 'day') => {
  const key = `${kind} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, kind === 'day' ? DAY_OPTIONS : dateTimeOptions(locale));
    formats.set(key, format);
  }
  return format;
};

// English writes a time zone by its name where it has one ("IST", "EST", "BST", "CET", "AEST"), but
// each English of CLDR knows only its own region's names: en-IN says "GMT-5" for New York. So the name
// is looked up in the Englishes that know them, and the offset ("GMT+8") is kept only where none does.
const ZONE_NAME_LOCALES = ['en-IN', 'en-US', 'en-GB', 'en-AU'] as const;
const GMT_OFFSET = /^(GMT|UTC)[+\-\u2212]/;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneName(moment: Date): string | undefined {
  let offset: string | undefined;
  for (const locale of ZONE_NAME_LOCALES) {
    let format = zoneFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { timeZoneName: 'short' });
      zoneFormats.set(locale, format);
    }
    const name = format.formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value;
    if (name && !GMT_OFFSET.test(name)) return name;
    offset ??= name;
  }
  return offset;
}

/** "2025-09-13T10:30:00Z" → "13 Sept 2025, 4:00 pm IST" ("…, 6:30 am EDT" in New York): the browser's time zone. */
export function formatDateTime(isoDateTime: string, locale = 'en-IN'): string {
  const moment = new Date(isoDateTime);
  const format = formatIn(locale, 'dateTime');
  // format() as the browser writes it (its spaces are not formatToParts' narrow ones), the zone swapped.
  const text = format.format(moment);
  const written = format.formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value;
  const zone = written === undefined ? undefined : zoneName(moment);
  const at = written === undefined ? -1 : text.lastIndexOf(written);
  return zone && at >= 0 ? `${text.slice(0, at)}${zone}${text.slice(at + written!.length)}` : text;
}

/** "2025-09-13T20:30:00Z" → "14 September 2025" (the day in the browser's time zone). */
export function formatDay(isoDateTime: string, locale = 'en-IN'): string {
  return formatIn(locale, 'day').format(new Date(isoDateTime));
}

/**
 * A moment as read in a given IANA time zone (a delivery on a chosen day, docs/decisions/114): the
 * family chose it on their own clock, so the page says it on that clock, wherever it is read.
 */
export function formatDateTimeIn(iso: string, locale: string, timeZone: string): string {
  const { timeZoneName: _shownBeside, ...options } = dateTimeOptions(locale);
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
}
