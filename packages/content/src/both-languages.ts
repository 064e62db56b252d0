// Words shown the same on every page, whatever the page's language: a language named in its own
// words (a film's captions track), and the line shown before a page's words have arrived (the SPA
// fallback is built once, so it says it in both languages and the page's CSS shows its own).

/** A film's narration language in its own words, as a captions track is labelled. */
export const NARRATION_LANGUAGE_NAMES = { english: 'English', hindi: 'हिन्दी' } as const;

/** The loading line in each site language. */
export const LOADING_LINE = { en: 'Loading…', hi: 'लोड हो रहा है…' } as const;
