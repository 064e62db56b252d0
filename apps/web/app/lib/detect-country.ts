import type { CountryCode } from '@shop/contracts/countries';

// docs/product-guide.md#settled-contradictions: a CDN country header if present, else the browser's time zone, else IN. The page is
// client-rendered, so no response header reaches it; the time zone is the first usable signal.

const ZONES: Array<[RegExp, CountryCode]> = [
  [/^Asia\/(Kolkata|Calcutta)$/, 'IN'],
  [/^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Montreal)$/, 'CA'],
  [
    /^(America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit)|Pacific\/Honolulu|US\/)/,
    'US',
  ],
  [/^Europe\/London$/, 'GB'],
  [/^Australia\//, 'AU'],
  [/^Europe\/Berlin$/, 'DE'],
  [/^Europe\/Paris$/, 'FR'],
  [/^Asia\/Tokyo$/, 'JP'],
  [/^Asia\/Singapore$/, 'SG'],
  [/^Asia\/Dubai$/, 'AE'],
];

export function countryFromTimeZone(timeZone: string | undefined): CountryCode {
  if (!timeZone) return 'IN';
  return ZONES.find(([pattern]) => pattern.test(timeZone))?.[1] ?? 'OTHER';
}

export function detectCountry(): CountryCode {
  try {
    return countryFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'IN';
  }
}
