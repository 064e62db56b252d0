import { DEITIES } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq.ts';
import { FAQ_ITEMS_HI } from './faq.hi.ts';
import { englishLeftIn } from './hindi-text.ts';
import * as landingHi from './landing-copy.hi.ts';
import * as landingEn from './landing-copy.ts';
import { ABOUT_PAGE_HI } from './legal/about.hi.ts';
import { ABOUT_PAGE } from './legal/about.ts';
import { DISCLAIMER_HI } from './legal/disclaimer.hi.ts';
import { DISCLAIMER } from './legal/disclaimer.ts';
import type { LegalPage } from './legal/legal-page.ts';
import { PRIVACY_POLICY_HI } from './legal/privacy-policy.hi.ts';
import { PRIVACY_POLICY } from './legal/privacy-policy.ts';
import { REFUND_POLICY_HI } from './legal/refund-policy.hi.ts';
import { REFUND_POLICY } from './legal/refund-policy.ts';
import { RETURN_POLICY_HI } from './legal/return-policy.hi.ts';
import { RETURN_POLICY } from './legal/return-policy.ts';
import { DELIVERY_STEPS_HI, GOVERNING_LAW_HI } from './legal/shared-text.hi.ts';
import { DELIVERY_STEPS, GOVERNING_LAW } from './legal/shared-text.ts';
import { SHIPPING_POLICY_HI } from './legal/shipping.hi.ts';
import { SHIPPING_POLICY } from './legal/shipping.ts';
import { hindiMetaDescriptionSchema } from './schemas.hi.ts';
import {
  ABOUT_CLAIMS_HI,
  DELIVERY_PROMISES_HI,
  SITE_TAGLINE_HI,
  STATS_HI,
  TRAILER_TEXT_HI,
  VIDEO_DURATION_HI,
} from './site.hi.ts';
import {
  ABOUT_CLAIMS,
  DELIVERY_PROMISES,
  DOWNLOAD_LINK_DAYS,
  SITE_TAGLINE,
  STATS,
  TRAILER,
  VIDEO_DURATION,
} from './site.ts';
import { DEITY_LABELS_HI, STORIES_HI } from './stories.hi.ts';
import { STORIES } from './stories.ts';
import { TESTIMONIAL_ROLE_HI } from './testimonials.hi.ts';
import { TESTIMONIALS } from './testimonials.ts';
import { PARENT_TEXT } from './parent-text.ts';
import { PARENT_TEXT_HI } from './parent-text.hi.ts';
import { UI_TEXT } from './ui-text.ts';
import { UI_TEXT_HI } from './ui-text.hi.ts';
import { INVOICE_TEXT } from './parent-mail/invoice.ts';
import { INVOICE_TEXT_HI } from './parent-mail/invoice.hi.ts';
import { PARENT_MAIL } from './parent-mail/mail.ts';
import { PARENT_MAIL_HI } from './parent-mail/mail.hi.ts';
import { WHATSAPP_TEXT } from './parent-mail/whatsapp.ts';
import { WHATSAPP_TEXT_HI } from './parent-mail/whatsapp.hi.ts';
import { FILM_TEXT_EN } from './storyboards/film-text.ts';
import { FILM_TEXT_HI } from './storyboards/film-text.hi.ts';
import { SERVER_PAGES } from './server-pages/server-pages.ts';
import { SERVER_PAGES_HI } from './server-pages/server-pages.hi.ts';

// Every Hindi text is checked against the English one it translates, walking both side by side: the
// same keys and list lengths, the same numbers, the same links (internal ones moved under /hi), and no
// English left in the Hindi.

type Pair = { path: string; en: unknown; hi: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The leaves of two parallel structures, and every place where their shapes differ. */
function walk(en: unknown, hi: unknown, path: string): { leaves: Pair[]; mismatches: string[] } {
  if (Array.isArray(en) || Array.isArray(hi)) {
    if (!Array.isArray(en) || !Array.isArray(hi) || en.length !== hi.length) {
      return {
        leaves: [],
        mismatches: [`${path}: list of ${lengthOf(en)} in English, ${lengthOf(hi)} in Hindi`],
      };
    }
    return merge(en.map((item, i) => walk(item, hi[i], `${path}[${i}]`)));
  }
  if (isRecord(en) || isRecord(hi)) {
    if (!isRecord(en) || !isRecord(hi))
      return { leaves: [], mismatches: [`${path}: object in one language only`] };
    const keys = [...new Set([...Object.keys(en), ...Object.keys(hi)])].sort();
    const missing = keys.filter((key) => !(key in en) || !(key in hi));
    return merge([
      {
        leaves: [],
        mismatches: missing.map((key) => `${path}.${key}: in ${key in en ? 'English' : 'Hindi'} only`),
      },
      ...keys.filter((key) => key in en && key in hi).map((key) => walk(en[key], hi[key], `${path}.${key}`)),
    ]);
  }
  return { leaves: [{ path, en, hi }], mismatches: [] };
}

function lengthOf(value: unknown): string {
  return Array.isArray(value) ? String(value.length) : 'none';
}

function merge(parts: { leaves: Pair[]; mismatches: string[] }[]) {
  return { leaves: parts.flatMap((p) => p.leaves), mismatches: parts.flatMap((p) => p.mismatches) };
}

function hindiPath(target: string): string {
  if (target === '/') return '/hi';
  return target.startsWith('/') ? `/hi${target}` : target;
}

const linkTargets = (text: string) => [...text.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g)].map((m) => m[1]);
const numbers = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

function page(p: LegalPage) {
  return {
    title: p.title,
    description: p.description,
    updated: p.updated,
    intro: p.intro,
    sections: p.sections,
  };
}

const LANDING_PAIRS = Object.entries(landingEn).map(([name, en]) => ({
  name: `landing-copy ${name}`,
  en,
  hi: (landingHi as Record<string, unknown>)[`${name}_HI`],
}));

const LEGAL_PAGES: [string, LegalPage, LegalPage][] = [
  ['disclaimer', DISCLAIMER, DISCLAIMER_HI],
  ['privacy-policy', PRIVACY_POLICY, PRIVACY_POLICY_HI],
  ['refund-policy', REFUND_POLICY, REFUND_POLICY_HI],
  ['return-policy', RETURN_POLICY, RETURN_POLICY_HI],
  ['shipping', SHIPPING_POLICY, SHIPPING_POLICY_HI],
];

const storyText = (stories: typeof STORIES) =>
  stories.map(({ id, title, description }) => ({ id, title, description }));

// The way to the other language is written in that language on purpose (ui-text.ts), so it is
// checked on its own below.
const { otherLanguage: _englishWay, ...SCREEN_TEXT } = UI_TEXT;
const { otherLanguage: _hindiWay, ...SCREEN_TEXT_HI } = UI_TEXT_HI;

/** A text made from a value (a message such as "You can only upload 2 more photo(s)"), made with 2. */
function withFunctionsCalled(value: unknown): unknown {
  if (typeof value === 'function') return (value as (sample: number) => string)(2);
  if (Array.isArray(value)) return value.map(withFunctionsCalled);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withFunctionsCalled(v)]));
  return value;
}
const PARENT_PAGES = withFunctionsCalled(PARENT_TEXT);
const PARENT_PAGES_HI = withFunctionsCalled(PARENT_TEXT_HI);

// The e-mails' and the invoice's words are functions of the values they name: each is called with
// every case it has (one order or many, photos or video …), values in Devanagari so that only the
// words themselves are checked. A function without samples here fails the test, so a new text
// cannot skip the check.
const STORY_AND_CHILD = { story: 'रामायण', child: 'आरव', amount: '₹1,299' };
const SAMPLES: Record<string, readonly (readonly unknown[])[]> = {
  indiaTime: [['25 नव॰ 2026, 20:31']],
  'orderConfirmation.subject': [[STORY_AND_CHILD]],
  'orderConfirmation.intro': [[STORY_AND_CHILD]],
  'delivery.subject': [[STORY_AND_CHILD]],
  'delivery.heading': [['आरव']],
  'delivery.intro': [[STORY_AND_CHILD]],
  'delivery.giftMessage': [['दादी']],
  'delivery.giftFrom': [['दादी']],
  'orderLinks.heading': [[true], [false]],
  'orderLinks.intro': [[true], [false]],
  'orderLinks.open': [['1234567']],
  'orderLinks.subject': [
    [true, '1234567'],
    [false, '1234567'],
  ],
  'photoNeeded.subject': [['आरव']],
  'photoNeeded.preheader': [['रामायण']],
  'photoNeeded.heading': [['आरव']],
  'photoNeeded.next': [['रामायण']],
  'redelivery.subject': [[STORY_AND_CHILD]],
  'redelivery.heading': [['आरव']],
  'redelivery.intro': [['रामायण']],
  'cancelled.subject': [['1234567']],
  'cancelled.preheader': [['₹1,299']],
  'cancelled.intro': [[STORY_AND_CHILD]],
  'childDataDeleted.subject': [
    ['photos', '1234567'],
    ['video', '1234567'],
  ],
  'childDataDeleted.preheader': [['25 नव॰ 2026']],
  'childDataDeleted.heading': [['photos'], ['video']],
  'childDataDeleted.photos': [[{ story: 'रामायण', files: 2, when: '25 नव॰ 2026' }]],
  'childDataDeleted.video': [[{ story: 'रामायण', when: '25 नव॰ 2026' }]],
  'childDataDeleted.kept': [['photos'], ['video']],
  'accountErased.preheader': [['25 नव॰ 2026']],
  'accountErased.erased': [[{ when: '25 नव॰ 2026', orders: 2 }]],
  // The line's narration 'english' stays "English" in Hindi on purpose (invoice.hi.ts).
  line: [['रामायण', 'hindi']],
  starring: [['आरव']],
  // A promotion's label is its code (Latin by nature); a Devanagari stand-in keeps the check on the words around it.
  discount: [['उत्सव'], [null]],
  questions: [['रसीद', '26-27/000123']],
  'credit.against': [
    ['tax-invoice', '26-27/000123', '1 अप्रैल 2026'],
    ['receipt', '26-27/000123', '1 अप्रैल 2026'],
  ],
  refunded: [['1 अप्रैल 2026', '26-27/000124']],
  // The server's own pages (server-pages/).
  'familyCard.title': [['आरव', 'रामायण']],
  'failedLink.guestText': [['ऑर्डर पक्का हुआ']],
};
function withSamplesCalled(value: unknown, path = ''): unknown {
  if (typeof value === 'function') {
    const samples = SAMPLES[path];
    if (!samples) throw new Error(`hindi-content.test.ts: no samples for ${path}`);
    return samples.map((args) => (value as (...a: unknown[]) => string)(...args));
  }
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, withSamplesCalled(v, path ? `${path}.${key}` : key)]),
    );
  return value;
}
// The invoice's locale and letter spacing are settings, not words.
const { locale: _en, letterSpacing: _enSpacing, ...INVOICE_WORDS } = INVOICE_TEXT;
const { locale: _hi, letterSpacing: _hiSpacing, ...INVOICE_WORDS_HI } = INVOICE_TEXT_HI;

const PAIRS: { name: string; en: unknown; hi: unknown }[] = [
  { name: 'screen text', en: SCREEN_TEXT, hi: SCREEN_TEXT_HI },
  { name: "parent's pages", en: PARENT_PAGES, hi: PARENT_PAGES_HI },
  { name: "parent's e-mails", en: withSamplesCalled(PARENT_MAIL), hi: withSamplesCalled(PARENT_MAIL_HI) },
  { name: 'WhatsApp updates', en: WHATSAPP_TEXT, hi: WHATSAPP_TEXT_HI },
  { name: 'invoice', en: withSamplesCalled(INVOICE_WORDS), hi: withSamplesCalled(INVOICE_WORDS_HI) },
  { name: "film's titles and credits", en: FILM_TEXT_EN, hi: FILM_TEXT_HI },
  { name: "server's own pages", en: withSamplesCalled(SERVER_PAGES), hi: withSamplesCalled(SERVER_PAGES_HI) },
  { name: 'stories', en: storyText(STORIES), hi: storyText(STORIES_HI) },
  { name: 'faq', en: FAQ_ITEMS, hi: FAQ_ITEMS_HI },
  ...LANDING_PAIRS,
  { name: 'site tagline', en: SITE_TAGLINE, hi: SITE_TAGLINE_HI },
  { name: 'video duration', en: VIDEO_DURATION, hi: VIDEO_DURATION_HI },
  { name: 'delivery promises', en: DELIVERY_PROMISES, hi: DELIVERY_PROMISES_HI },
  { name: 'stats', en: STATS, hi: STATS_HI },
  { name: 'about claims', en: ABOUT_CLAIMS, hi: ABOUT_CLAIMS_HI },
  { name: 'trailer', en: { title: TRAILER.title, description: TRAILER.description }, hi: TRAILER_TEXT_HI },
  { name: 'about page', en: ABOUT_PAGE, hi: ABOUT_PAGE_HI },
  ...LEGAL_PAGES.map(([name, en, hi]) => ({ name, en: page(en), hi: page(hi) })),
  { name: 'governing law', en: GOVERNING_LAW, hi: GOVERNING_LAW_HI },
  { name: 'delivery steps', en: DELIVERY_STEPS, hi: DELIVERY_STEPS_HI },
];

describe('every English text has its Hindi one', () => {
  it('has a Hindi constant for each export of landing-copy.ts, and no other', () => {
    expect(Object.keys(landingHi).sort()).toEqual(
      Object.keys(landingEn)
        .map((name) => `${name}_HI`)
        .sort(),
    );
  });

  it('labels every deity of the catalogue, and every testimonial role', () => {
    expect(Object.keys(DEITY_LABELS_HI).sort()).toEqual([...DEITIES].sort());
    for (const { role } of TESTIMONIALS) expect(TESTIMONIAL_ROLE_HI[role]).toMatch(/[\u0900-\u097F]/);
  });

  it.each(PAIRS)('$name: the same keys, list lengths and legal sections in both languages', ({ en, hi }) => {
    expect(walk(en, hi, '').mismatches).toEqual([]);
  });
});

describe.each(PAIRS)('$name in Hindi', ({ en, hi }) => {
  const leaves = walk(en, hi, '').leaves;
  const texts = leaves.filter((leaf): leaf is Pair & { en: string } => typeof leaf.en === 'string');

  it('is Hindi, with no English words left', () => {
    const left = texts
      .filter(({ hi }) => typeof hi !== 'string' || englishLeftIn(hi).length > 0)
      .map(({ path, hi }) => `${path}: ${typeof hi === 'string' ? englishLeftIn(hi).join(' ') : typeof hi}`);
    expect(left).toEqual([]);
    // Figures such as "20+", a date or a link's path need no words; any other text must have Hindi ones.
    const wordless = texts.filter(
      ({ path, en, hi }) =>
        !path.endsWith('.href') &&
        /[A-Za-z]{2}/.test(en.replace(/\{\w+\}/g, '')) &&
        !/[\u0900-\u097F]/.test(String(hi)),
    );
    expect(wordless.map(({ path }) => path)).toEqual([]);
  });

  it('states the same numbers as the English', () => {
    const differing = texts
      .filter(({ en, hi }) => numbers(en).join(' ') !== numbers(String(hi)).join(' '))
      .map(({ path, en, hi }) => `${path}: ${numbers(en).join(' ')} ≠ ${numbers(String(hi)).join(' ')}`);
    expect(differing).toEqual([]);
  });

  it('links to the same places, internal pages in the Hindi site', () => {
    for (const { path, en, hi } of texts) {
      const expected = path.endsWith('.href')
        ? [hindiPath(en)]
        : linkTargets(en).map((t) => hindiPath(t ?? ''));
      const actual = path.endsWith('.href') ? [hi] : linkTargets(String(hi));
      expect(actual, path).toEqual(expected);
    }
  });

  it('keeps every value that is not text', () => {
    for (const { path, en, hi } of leaves.filter((leaf) => typeof leaf.en !== 'string'))
      expect(hi, path).toBe(en);
  });
});

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('screen text', () => {
  it.each([
    ['screen text', UI_TEXT, UI_TEXT_HI],
    ["parent's pages", PARENT_PAGES, PARENT_PAGES_HI],
  ])('%s: fills the same {places} in both languages', (_name, en, hi) => {
    const { leaves } = walk(en, hi, '');
    const differing = leaves
      .filter(({ en, hi }) => placeholders(String(en)).join() !== placeholders(String(hi)).join())
      .map(({ path }) => path);
    expect(differing).toEqual([]);
  });

  it('offers each language in its own words: Hindi on English pages, English on Hindi ones', () => {
    for (const text of Object.values(UI_TEXT.otherLanguage)) expect(text).toMatch(/^[\u0900-\u097F\s।]+$/);
    for (const text of Object.values(UI_TEXT_HI.otherLanguage)) expect(text).toMatch(/^[A-Za-z\s.]+$/);
  });
});

describe('Hindi stories', () => {
  it('keeps ids, deities, media and links from the English catalogue', () => {
    expect(STORIES_HI.map(({ title: _t, description: _d, ...rest }) => rest)).toEqual(
      STORIES.map(({ title: _t, description: _d, ...rest }) => rest),
    );
  });

  it('has unique titles', () => {
    expect(new Set(STORIES_HI.map((story) => story.title)).size).toBe(STORIES_HI.length);
  });
});

describe('Hindi site texts read their figures from site.ts', () => {
  it('translates only the unit words of each duration', () => {
    expect(VIDEO_DURATION_HI).toBe('3-5 मिनट');
    expect(DELIVERY_PROMISES_HI.orderScreens).toBe('24 घंटे के भीतर');
    expect(DELIVERY_PROMISES_HI.policyPages).toBe('24-48 घंटे के भीतर');
    expect(DELIVERY_PROMISES_HI.faq).toBe('2-3 कामकाजी दिन');
    expect(STATS_HI.map((stat) => stat.value)).toEqual(['20+', '50+', '3 दिन']);
    expect(ABOUT_CLAIMS_HI.map((claim) => claim.value)).toEqual(['50,000+', '25+', '98%', '24 घंटे']);
  });

  it("states the FAQ's own delivery promise", () => {
    expect(FAQ_ITEMS_HI.some((item) => item.answer.includes(DELIVERY_PROMISES_HI.faq))).toBe(true);
  });
});

function allText(p: LegalPage): string {
  return [
    p.description,
    ...p.intro,
    ...p.sections.flatMap((s) => [
      s.heading,
      ...(s.paragraphs ?? []),
      ...(s.list ?? []),
      ...(s.closing ?? []),
    ]),
  ].join('\n');
}

describe.each(LEGAL_PAGES)('%s in Hindi', (_name, _en, hi) => {
  it('has a search-friendly description and distinct headings', () => {
    expect(hindiMetaDescriptionSchema.safeParse(hi.description).success).toBe(true);
    expect(new Set(hi.sections.map((s) => s.heading)).size).toBe(hi.sections.length);
  });

  it('states the governing law of India and never promises a refund', () => {
    expect(allText(hi)).toContain(GOVERNING_LAW_HI);
    expect(allText(hi)).not.toMatch(/रिफ़ंड (दिया जाएगा|मिलेगा|मिल जाएगा)|पैसे वापस/);
  });
});

describe('Hindi policy promises', () => {
  it('about page has a short description of its own', () => {
    expect(hindiMetaDescriptionSchema.safeParse(ABOUT_PAGE_HI.description).success).toBe(true);
  });

  it('refund policy: no refunds for any reason, free fix of production faults, both gateways', () => {
    const text = allText(REFUND_POLICY_HI);
    expect(text).toContain('हम किसी भी कारण से रिफ़ंड नहीं देते');
    expect(text).toMatch(/दोबारा रेंडर/);
    expect(text).toMatch(/Stripe/);
    expect(text).toMatch(/Razorpay \(UPI/);
  });

  it('return policy: no returns and no exchanges', () => {
    expect(RETURN_POLICY_HI.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining(['कोई रिटर्न नहीं', 'कोई एक्सचेंज नहीं']),
    );
  });

  it('shipping reads every delivery promise from site.ts', () => {
    const text = allText(SHIPPING_POLICY_HI);
    expect(text).toContain(DELIVERY_PROMISES_HI.policyPages);
    for (const { step, duration } of DELIVERY_PROMISES_HI.policyBreakdown)
      expect(text).toContain(`${step}: ${duration}`);
    expect(text).toContain(`${DOWNLOAD_LINK_DAYS} दिन बाद`);
  });

  it("privacy: the child's photos are private, only for the video, deleted after delivery", () => {
    const text = allText(PRIVACY_POLICY_HI);
    expect(text).toMatch(/निजी तौर पर रखी जाती हैं/);
    expect(text).toMatch(/सिर्फ़ उसका वीडियो बनाने में/);
    expect(text).toMatch(/डिलीवर हो जाने के बाद फ़ोटो मिटा दी जाती हैं/);
  });
});
