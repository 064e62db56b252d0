import { SITE_NAME } from './site.ts';

// What may stay in Latin letters in a Hindi text: names as their owners print them (our brand, the
// sign-in, payment and video services), and abbreviations an Indian parent reads in Latin even in Hindi
// (UPI, PDF, MP4 …). Any other Latin word in a Hindi text is English left behind. Link targets, web
// addresses, site paths, e-mail addresses and {placeholders} are not text the reader reads as words, so
// they are skipped.
export const LATIN_ALLOWED_IN_HINDI: ReadonlySet<string> = new Set([
  'Google',
  'Instagram',
  'YouTube',
  'Stripe',
  'Razorpay',
  // The cloud voice that may narrate a film, named in the privacy policy.
  'Microsoft',
  'Azure',
  'UPI',
  'PIN',
  'GST',
  'HST',
  'PDF',
  'AI',
  'GPS',
  'JPEG',
  'PNG',
  'WebP',
  'MP4',
  'MB',
  // Audio file types, as the voice-clip messages name them (printed so on every phone and computer).
  'WebM',
  'Ogg',
  'M4A',
  'MP3',
  'WAV',
]);

const NOT_WORDS = [
  /\]\([^)\s]*\)/g, // the target of an inline [label](target) link; the label is read, so it is kept
  /\bhttps?:\/\/\S+/g,
  /\bmailto:\S+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?<=^|[\s(])\/[\w./-]*/g, // a site path such as /hi/order
  /\{\w+\}/g, // a place a value is filled in, such as {count} (ui-text.ts)
];
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:['’][A-Za-z]+)?/g;

/** The Latin-letter words of a Hindi text that are not on the allowed list, in reading order. */
export function englishLeftIn(text: string): string[] {
  const words = NOT_WORDS.reduce((rest, pattern) => rest.replace(pattern, ' '), text).replaceAll(
    SITE_NAME,
    ' ',
  );
  return [...words.matchAll(LATIN_WORD)]
    .map(([word]) => word)
    .filter((word) => !LATIN_ALLOWED_IN_HINDI.has(word));
}
