import { LOCALE_TAGS } from '@shop/contracts/locale';
import { formatDateTime, formatDateTimeIn, formatDay } from '~/lib/format-date';
import { useLocale } from '~/lib/ui-text';

/** The profile's and the order-status page's dates, in the page's language and the reader's time zone. */
export function useDates(): {
  day: (iso: string) => string;
  dateTime: (iso: string) => string;
  /** On a given time zone's clock (a chosen delivery day, docs/decisions/114). */
  dateTimeIn: (iso: string, timeZone: string) => string;
} {
  const intl = LOCALE_TAGS[useLocale()].intl;
  return {
    day: (iso) => formatDay(iso, intl),
    dateTime: (iso) => formatDateTime(iso, intl),
    dateTimeIn: (iso, timeZone) => formatDateTimeIn(iso, intl, timeZone),
  };
}
