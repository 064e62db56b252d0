import { describe, expect, it } from 'vitest';
import { DELIVERY_PROMISES, DOWNLOAD_LINK_DAYS } from '../site.ts';
import { ABOUT_PAGE } from './about.ts';
import { DISCLAIMER } from './disclaimer.ts';
import type { LegalPage } from './legal-page.ts';
import { STAFF_PHOTO_LINK_SECONDS } from '@shop/contracts/order-detail';
import { DEFAULT_PHOTO_RETENTION } from '@shop/contracts/privacy';
import { consentText } from '../consent/by-language.ts';
import { PRIVACY_POLICY, privacyPolicy } from './privacy-policy.ts';
import { REFUND_POLICY } from './refund-policy.ts';
import { RETURN_POLICY } from './return-policy.ts';
import { SHIPPING_POLICY } from './shipping.ts';

const POLICIES: Record<string, LegalPage> = {
  'return-policy': RETURN_POLICY,
  'refund-policy': REFUND_POLICY,
  'privacy-policy': PRIVACY_POLICY,
  disclaimer: DISCLAIMER,
  shipping: SHIPPING_POLICY,
};

function allText(page: LegalPage): string {
  return [
    page.description,
    ...page.intro,
    ...page.sections.flatMap((s) => [
      s.heading,
      ...(s.paragraphs ?? []),
      ...(s.list ?? []),
      ...(s.closing ?? []),
    ]),
  ].join('\n');
}

const PUBLIC_LINK_TARGETS = [
  '/',
  '/stories',
  '/blogs',
  '/testimonials',
  ...Object.keys(POLICIES).map((p) => `/${p}`),
];

describe.each(Object.entries(POLICIES))('%s copy', (_path, page) => {
  it('has a search-friendly description and real sections', () => {
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of page.sections) {
      expect((section.paragraphs?.length ?? 0) + (section.list?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it('links only to pages that exist, mail or the web', () => {
    const targets = [...allText(page).matchAll(/\[[^\]]+\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    for (const target of targets) {
      expect(PUBLIC_LINK_TARGETS.includes(target) || /^(mailto:|https:\/\/)/.test(target), target).toBe(true);
    }
  });

  it('never promises a refund or a return (docs/product-guide.md#policy-and-about-pages: no refunds for any reason)', () => {
    const text = allText(page).toLowerCase();
    expect(text).not.toMatch(/(full|partial) refund (is|will be) (issued|given)|money[- ]back|refund within/);
    expect(text).not.toMatch(/we (accept|offer) (returns|exchanges)/);
  });

  it('states the governing law of India', () => {
    expect(allText(page)).toContain('laws of India');
  });
});

describe('policy promises', () => {
  it('refund policy: no refunds for any reason, free fix of production faults', () => {
    const text = allText(REFUND_POLICY);
    expect(text).toContain('We do not offer refunds for any reason');
    expect(text).toMatch(/re-render/);
    expect(text).toMatch(/Stripe/);
    expect(text).toMatch(/Razorpay \(UPI/);
  });

  it('return policy: no returns and no exchanges', () => {
    const headings = RETURN_POLICY.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(['No returns', 'No exchanges']));
  });

  it('shipping reads every delivery promise from site.ts', () => {
    const text = allText(SHIPPING_POLICY);
    expect(text).toContain(DELIVERY_PROMISES.policyPages);
    for (const { step, duration } of DELIVERY_PROMISES.policyBreakdown) {
      expect(text).toContain(`${step}: ${duration}`);
    }
    expect(text).toContain(`after ${DOWNLOAD_LINK_DAYS} days`);
  });

  it("privacy: the child's photos are private, only for the video, deleted after delivery", () => {
    const text = allText(PRIVACY_POLICY);
    expect(text).toMatch(/stored privately/);
    expect(text).toMatch(/only to make their video/);
    expect(text).toMatch(/deleted 30 days after your video is delivered/);
  });

  it('privacy policy states N and M from the retention settings the code uses (docs/decisions/046)', () => {
    const text = allText(PRIVACY_POLICY);
    // The prerendered page: the contract's defaults, the same the server's config falls back to.
    expect(text).toContain(
      `deleted ${DEFAULT_PHOTO_RETENTION.daysAfterDelivery} days after your video is delivered`,
    );
    expect(text).toContain(
      `${DEFAULT_PHOTO_RETENTION.daysUndelivered} days after the order if it is never delivered`,
    );
    // Other settings, other text: nothing in the policy is a number typed by hand.
    const other = allText(privacyPolicy({ daysAfterDelivery: 45, daysUndelivered: 90 }));
    expect(other).toContain('deleted 45 days after your video is delivered');
    expect(other).toContain('90 days after the order if it is never delivered');
    expect(other).not.toMatch(/\b(30|60) days\b/);
    expect(other).toContain(`stop working after ${STAFF_PHOTO_LINK_SECONDS / 60} minutes`);
    // The consent text says the same N, and the policy tells how to delete.
    expect(consentText(45)).toContain('deleted 45 days after the video is delivered');
    expect(text).toContain("Delete my child's photos now");
    expect(text).toMatch(/order-status page .* and on your profile page/);
  });

  it('about page has a short description of its own', () => {
    expect(ABOUT_PAGE.description.length).toBeLessThanOrEqual(160);
  });
});
