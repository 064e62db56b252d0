// The language of the site a page or an order belongs to (issue 16): English at /…, Hindi at /hi/….
// An order keeps the one it was placed in, and the parent's e-mails, messages and status page follow
// it. Not the video's narration language (catalog LANGUAGES).

export const SITE_LANGUAGES = ['en', 'hi'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The site language of a page path: /hi and /hi/… are Hindi, everything else English. */
export const siteLanguageOfPath = (pathname: string): SiteLanguage =>
  pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
