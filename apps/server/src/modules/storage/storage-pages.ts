import { serverPagesIn } from '@shop/content/server-pages/by-language';
import { SITE_NAME } from '@shop/content/site';
import { LOCALE_TAGS, pathInLocale } from '@shop/contracts/locale';
import type { SiteLanguage } from '@shop/contracts/site-language';

// What a parent sees when a video or photo link from an e-mail no longer works: a page in the
// shop's colours that says why and how to get a fresh link, instead of a bare error, in the language
// of the e-mail (issue 38). Fixed texts only (nothing from the request but the choice of language),
// inline styles only (allowed by the shop's CSP), no scripts, and nothing fetched: the page must work
// even when only the API is served. Colours and shapes are the
// web app's tokens (apps/web/app/app.css) and its primary and secondary buttons.

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;color:#2a1d12;
    background:radial-gradient(60rem 30rem at 15% -10%,#ffefc7 0,transparent 60%),
    radial-gradient(50rem 30rem at 110% 110%,#fde3ec 0,transparent 55%) #fff8ec;
    font:17px/1.6 'Nunito Variable',ui-rounded,system-ui,'Segoe UI',Helvetica,Arial,sans-serif}
  .brand{display:flex;align-items:center;gap:.5rem;margin:2rem 0 1.25rem;color:#1a1446;text-decoration:none;
    font:800 1.5rem/1 'Baloo 2 Variable',ui-rounded,system-ui,sans-serif}
  .brand svg{width:2.5rem;height:2.5rem}
  main{width:calc(100% - 2rem);max-width:38rem;margin:0 1rem 3rem;padding:2.5rem 2rem;background:#fff;
    border-radius:2rem;box-shadow:0 20px 40px -12px rgba(181,71,8,.18);outline:1px solid rgba(255,209,102,.6);text-align:center}
  .badge{display:grid;place-items:center;width:4rem;height:4rem;margin:0 auto;border-radius:50%;background:#f5a300;color:#2a1d12}
  .badge svg{width:2rem;height:2rem}
  h1{margin:1.25rem 0 .75rem;color:#1a1446;font:800 2rem/1.15 'Baloo 2 Variable',ui-rounded,system-ui,sans-serif}
  p{margin:.75rem 0}
  .lead{font-size:1.1rem;color:rgba(42,29,18,.85)}
  .ways{display:grid;gap:1rem;margin:1.75rem 0 0;padding:0;list-style:none;text-align:left}
  .ways li{padding:1.1rem 1.25rem;border-radius:1.25rem;background:#fff8ec;outline:1px solid #ffefc7}
  .ways h2{margin:0 0 .25rem;color:#1a1446;font:700 1.15rem/1.3 'Baloo 2 Variable',ui-rounded,system-ui,sans-serif}
  .ways p{margin:.25rem 0 0}
  .button{display:inline-flex;align-items:center;justify-content:center;min-height:3rem;margin-top:.75rem;padding:0 1.5rem;
    border-radius:999px;background:#f5a300;color:#2a1d12;box-shadow:0 6px 0 0 #b54708;text-decoration:none;
    font:700 1rem/1 'Baloo 2 Variable',ui-rounded,system-ui,sans-serif}
  .button:hover{background:#ffd166}
  a:focus-visible{outline:3px solid #2b2170;outline-offset:3px}
  .home{display:inline-block;margin-top:1.75rem;color:#a6255a;font-weight:700}
  @media (max-width:480px){main{padding:2rem 1.25rem}h1{font-size:1.65rem}}
`;

// The shop's diya mark (apps/web/public/favicon.svg), inline so the page needs nothing else.
const DIYA = `<svg viewBox="0 0 64 64" aria-hidden="true"><defs><linearGradient id="ff" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#f97316"/><stop offset=".55" stop-color="#f5a300"/><stop offset="1" stop-color="#ffd166"/></linearGradient><linearGradient id="fb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs><path d="M32 4C38 13 42 19 42 25.5C42 31 37.5 35 32 35S22 31 22 25.5C22 19 26 13 32 4Z" fill="url(#ff)"/><path d="M32 17C35 21.5 36.5 24.5 36.5 27.5C36.5 30.5 34.5 32.5 32 32.5S27.5 30.5 27.5 27.5C27.5 24.5 29 21.5 32 17Z" fill="#fff4cc"/><path d="M5 37C9 36 15 37.5 32 37.5S55 36 59 37C57 48 46 55 32 55S7 48 5 37Z" fill="url(#fb)"/><path d="M24 55H40L37 60H27Z" fill="#c2410c"/></svg>`;

const ICONS = {
  clock: `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/></svg>`,
  link: `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/><path d="M4 4l16 16"/></svg>`,
  search: `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/></svg>`,
};

export type Failure = 'expired' | 'invalid' | 'missing';

/** The site paths of the web app's own cuts of its fonts (its build's hashed files); null: none built. */
export interface PageFonts {
  /** Baloo 2, Latin: the brand and the headings. */
  display: string | null;
  /** Nunito, Latin: the text. */
  text: string | null;
  /** Baloo 2, Devanagari: every Hindi word (the site's Hindi pages are set in Baloo 2 alone). */
  devanagari: string | null;
}

const LATIN =
  'U+0020-007E,U+00A0,U+00A7,U+00A9,U+00B7,U+00D7,U+2009,U+2013-2014,U+2019,U+201C-201D,U+2022,U+2026,U+202F';
const DEVANAGARI = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF';
const face = (family: string, weights: string, file: string, range: string) =>
  `@font-face{font-family:'${family}';font-weight:${weights};font-display:swap;src:url('${file}') format('woff2');unicode-range:${range}}`;

// The shop's own type, under the family names the styles ask for first, where the web app is built
// (the fonts are its files, so nothing is fetched from elsewhere): a Hindi page needs Devanagari,
// which not every system has, and is set in Baloo 2 throughout, as the site's Hindi pages are.
function fontFaces(fonts: PageFonts, language: SiteLanguage): string {
  return [
    fonts.display && face('Baloo 2 Variable', '400 800', fonts.display, LATIN),
    fonts.text && face('Nunito Variable', '200 1000', fonts.text, LATIN),
    language === 'hi' &&
      fonts.devanagari &&
      face('Baloo 2 Variable', '400 800', fonts.devanagari, DEVANAGARI),
    language === 'hi' &&
      fonts.devanagari &&
      "html[lang='hi'] body{font-family:'Baloo 2 Variable',ui-rounded,system-ui,sans-serif}",
  ]
    .filter(Boolean)
    .join('\n');
}

/** The page a person gets when a link from an e-mail fails, in the e-mail's language. */
const NO_FONTS: PageFonts = { display: null, text: null, devanagari: null };

export function failedLinkPage(
  failure: Failure,
  language: SiteLanguage,
  fonts: PageFonts = NO_FONTS,
): string {
  // The words of the message whose link failed (its `lang`, storageLinkInLanguage); the e-mail to go
  // back to is named by the subject the parent got it under.
  const copy = serverPagesIn(language).failedLink;
  const home = pathInLocale('/', language);
  const title = copy.titles[failure];
  const icon = ({ expired: 'clock', invalid: 'link', missing: 'search' } as const)[failure];
  // The two ways to a fresh link (docs/architecture.md#delivery): the profile for a family signed in with
  // Google, the order-status link of the confirmation e-mail for everyone (guests included).
  return `<!doctype html>
<html lang="${LOCALE_TAGS[language].lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${title} · ${SITE_NAME}</title>
<style>${fontFaces(fonts, language)}${STYLE}</style>
</head>
<body>
<a class="brand" href="${home}">${DIYA}<span>${SITE_NAME}</span></a>
<main>
<span class="badge">${ICONS[icon]}</span>
<h1>${title}</h1>
<p class="lead">${copy.leads[failure]}</p>
<ul class="ways">
<li>
<h2>${copy.signedInHeading}</h2>
<p>${copy.signedInText}</p>
<a class="button" href="${pathInLocale('/profile', language)}">${copy.openProfile}</a>
</li>
<li>
<h2>${copy.guestHeading}</h2>
<p>${copy.guestText(copy.subject)}</p>
</li>
</ul>
<a class="home" href="${home}">${copy.home}</a>
</main>
</body>
</html>
`;
}
