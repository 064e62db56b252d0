import { localeOfPath, type Locale } from '@shop/contracts/locale';
import { ABOUT_PAGE } from '@shop/content/legal/about';
import { ABOUT_PAGE_HI } from '@shop/content/legal/about.hi';
import { DISCLAIMER } from '@shop/content/legal/disclaimer';
import { DISCLAIMER_HI } from '@shop/content/legal/disclaimer.hi';
import type { LegalPage } from '@shop/content/legal/legal-page';
import { PRIVACY_POLICY } from '@shop/content/legal/privacy-policy';
import { PRIVACY_POLICY_HI } from '@shop/content/legal/privacy-policy.hi';
import { REFUND_POLICY } from '@shop/content/legal/refund-policy';
import { REFUND_POLICY_HI } from '@shop/content/legal/refund-policy.hi';
import { RETURN_POLICY } from '@shop/content/legal/return-policy';
import { RETURN_POLICY_HI } from '@shop/content/legal/return-policy.hi';
import { SHIPPING_POLICY } from '@shop/content/legal/shipping';
import { SHIPPING_POLICY_HI } from '@shop/content/legal/shipping.hi';
import { ABOUT_CLAIMS, TRAILER } from '@shop/content/site';
import { ABOUT_CLAIMS_HI, TRAILER_TEXT_HI } from '@shop/content/site.hi';
import { extractVideoId } from '@shop/contracts/video-links';
import { aboutMeta } from './about-seo';
import { legalMeta } from './legal-seo';

// Build time only (the loaders of the six static pages, in English and under /hi in Hindi): each page
// gets its own language's text as data, so neither the policies nor the other language ship as
// JavaScript.

const POLICIES = {
  '/disclaimer': { en: DISCLAIMER, hi: DISCLAIMER_HI },
  '/privacy-policy': { en: PRIVACY_POLICY, hi: PRIVACY_POLICY_HI },
  '/refund-policy': { en: REFUND_POLICY, hi: REFUND_POLICY_HI },
  '/return-policy': { en: RETURN_POLICY, hi: RETURN_POLICY_HI },
  '/shipping': { en: SHIPPING_POLICY, hi: SHIPPING_POLICY_HI },
} satisfies Record<string, Record<Locale, LegalPage>>;

export type PolicyPath = keyof typeof POLICIES;

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname);

export function policyPageData(path: PolicyPath, request: Request) {
  const locale = localeOf(request);
  const page = POLICIES[path][locale];
  return { page, meta: legalMeta(page, path, locale) };
}

export function aboutPageData(request: Request) {
  const locale = localeOf(request);
  const about = locale === 'hi' ? ABOUT_PAGE_HI : ABOUT_PAGE;
  return {
    about,
    claims: locale === 'hi' ? ABOUT_CLAIMS_HI : ABOUT_CLAIMS,
    // The trailer on YouTube (a link out) once there is one; until then our own film, played here.
    trailer: {
      youtube: extractVideoId(TRAILER.youtube) ? TRAILER.youtube : null,
      film: TRAILER.film,
      poster: TRAILER.poster,
      title: locale === 'hi' ? TRAILER_TEXT_HI.title : TRAILER.title,
    },
    meta: aboutMeta(about, locale),
  };
}

export type AboutPageData = ReturnType<typeof aboutPageData>;
