import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { FESTIVAL_BANNER_ADDRESS, type FestivalBannerAnswer } from '@shop/contracts/festival-banner';
import { PROMOTION_MESSAGES } from '@shop/contracts/promotions';
import { FESTIVAL_TEXT } from '../../packages/content/src/festivals';
import { PARENT_MESSAGES_HI } from '../../packages/content/src/parent-text/messages.hi';
import { ORDER_TEXT_HI } from '../../packages/content/src/parent-text/order.hi';
import { PAYMENT_TEXT_HI } from '../../packages/content/src/parent-text/payment.hi';
import { UI_TEXT_HI } from '../../packages/content/src/ui-text.hi';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';
import { ADMIN } from './helpers/auth';
import { sessionFor, useSession } from './helpers/orders';
import { smallPng } from './helpers/photos';

// Promotions as parents meet them (issue 37, docs/decisions/108-109): the studio's Diwali campaign
// shows its banner on /hi; a parent in India applies the Diwali code on the Hindi order form, sees the
// discount, and pays the discounted price on the UPI sandbox; an expired code is refused with its
// reason, in Hindi on /hi and in English on /order. The studio's panel then counts the order.

test.use({ timezoneId: 'Asia/Kolkata', locale: 'hi-IN' });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const suffix = () =>
  `${test.info().project.name.slice(0, 3).toUpperCase()}${Date.now().toString(36).toUpperCase()}`;

interface Campaign {
  id: string;
  code: string;
}
const made: Campaign[] = [];
let adminToken = '';

async function createCampaign(request: APIRequestContext, body: Record<string, unknown>): Promise<Campaign> {
  const res = await request.post('/api/promotions', {
    data: body,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  const campaign = (await res.json()) as Campaign;
  made.push(campaign);
  return campaign;
}

/** The studio's token, from a sign-in inside the test (the fixtures watch its pages). */
async function signInStudio(browser: Browser) {
  adminToken = (await sessionFor(browser, ADMIN)).token;
}

// Other journeys share this server: the banner and the codes stop with this file.
test.afterAll(async ({ request }) => {
  if (!adminToken) return;
  for (const campaign of made)
    await request.post(`/api/promotions/${campaign.id}/pause`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
});

/** Screenshots at the test's width and at a 375 px phone, `focus` in view in each (for the record). */
async function screenshotBothWidths(page: Page, name: string, focus?: Locator) {
  const size = page.viewportSize()!;
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: false });
  await page.setViewportSize(size);
}

test('a parent in India applies the Diwali code on /hi, an expired one is refused, and pays the discounted price', async ({
  page,
  request,
  browser,
}) => {
  await signInStudio(browser);
  const diwali = await createCampaign(request, {
    name: 'Diwali e2e',
    code: `DIWALI-${suffix()}`,
    kind: 'percent',
    percentOff: 20,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    countries: ['IN'],
    festival: 'diwali',
  });
  const expired = await createCampaign(request, {
    name: 'Navratri past',
    code: `NAVRATRI-${suffix()}`,
    kind: 'percent',
    percentOff: 15,
    startsAt: new Date(Date.now() - 10 * DAY).toISOString(),
    endsAt: new Date(Date.now() - DAY).toISOString(),
  });

  // The Hindi landing page: the festival banner, in Hindi. The server keeps the banner's answer up to
  // a minute, and a browser keeps what it was told for five (its cache-control): wait until the server
  // names a banner before the page first asks, or the page would hold on to "no banner".
  await expect
    .poll(
      async () => {
        const answer = await request.get(FESTIVAL_BANNER_ADDRESS.path);
        return answer.ok() ? ((await answer.json()) as FestivalBannerAnswer).banner !== null : false;
      },
      { timeout: 90_000, intervals: [2_000, 5_000] },
    )
    .toBe(true);
  await page.goto('/hi');
  // The banner asks once the page has hydrated, which a busy machine takes a while to do.
  await expect(page.getByTestId('festival-banner')).toBeVisible({ timeout: 20_000 });
  const banner = page.getByTestId('festival-banner');
  await expect(banner).toContainText(FESTIVAL_TEXT.hi.names.diwali);
  // The desktop and phone journeys run side by side, each with its own Diwali code: the banner names
  // the one that ends first, so only its shape is checked here.
  await expect(banner).toContainText(/DIWALI-[A-Z0-9]+/);
  await expect(banner).toContainText('20%');
  await checkA11y(page);
  await screenshotBothWidths(page, 'landing-banner-hi');

  // Its link leads to the Hindi order form (a guest, from the login dialog).
  await banner.getByRole('link', { name: FESTIVAL_TEXT.hi.cta }).click();
  const login = page.getByRole('dialog', { name: UI_TEXT_HI.auth.loginRequired.title });
  await login.getByRole('button', { name: UI_TEXT_HI.auth.loginRequired.guest }).click();
  await expect(page).toHaveURL(/\/hi\/order/);
  const form = page.locator('form').filter({ has: page.locator('[name="kidName"]') });
  await form.locator('select[name="storyId"]').selectOption('3');
  await form.locator('input[name="kidName"]').fill('Aarav');
  const email = `diwali-${suffix().toLowerCase()}@example.in`;
  await form.locator('input[name="email"]').fill(email);
  await expect(form.locator('select[name="country"]')).toHaveValue('IN');
  await form.locator('select[name="state"]').selectOption('MH');

  // The expired code first: refused (the quote's 400 is the answer), and the reason is in Hindi.
  allowFailedRequest(page, /\/api\/promotions\/quote$/);
  const code = form.locator('input[name="promoCode"]');
  await code.fill(expired.code.toLowerCase());
  await form.getByRole('button', { name: ORDER_TEXT_HI.promo.apply, exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(PARENT_MESSAGES_HI.promotion.expired);
  await expect(page.getByTestId('price-total')).toHaveText('₹1,299');

  // The Diwali code: 20 % off ₹1,299, paid ₹1,039.20.
  await code.fill(diwali.code);
  await code.press('Enter');
  await expect(page.getByTestId('promo-applied')).toContainText(diwali.code);
  await expect(page.getByTestId('price-discount')).toHaveText('− ₹259.80');
  await expect(page.getByTestId('price-total')).toHaveText('₹1,039.20');
  await expect(form.getByRole('alert')).toHaveCount(0);

  // A photo and consent, then payment.
  await form.locator('button[aria-describedby="photos-label photos-status"]').click();
  const photos = page.getByRole('dialog').filter({ has: page.locator('#photo-modal-title') });
  await photos
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kid.png', mimeType: 'image/png', buffer: await smallPng(page) });
  const uploadButton = photos.locator('button.bg-peacock-700');
  await uploadButton.click();
  await expect(uploadButton).toHaveCount(0, { timeout: 15_000 });
  await photos.locator('button').last().click();
  await expect(photos).toBeHidden();
  await form.locator('input[name="consent"]').check();
  await page.getByTestId('price-total').scrollIntoViewIfNeeded();
  await checkA11y(page);
  await screenshotBothWidths(
    page,
    'order-code-applied-hi',
    form.locator('#order-promoCode, [data-testid="promo-applied"]').first(),
  );

  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('payment-amount')).toHaveText('₹1,039.20', { timeout: 15_000 });
  const upi = page.locator('section[aria-labelledby="upi-heading"]');
  await expect(upi.getByRole('heading')).toHaveText(
    PAYMENT_TEXT_HI.upi.heading.replace('{amount}', '₹1,039.20'),
  );
  await upi.getByRole('button', { name: PAYMENT_TEXT_HI.upi.paySuccess }).click();
  const thanks = page.getByRole('dialog').filter({ has: page.locator('#thanks-title') });
  await expect(thanks.getByTestId('order-number')).toHaveText(/^DT-[2-9A-HJKMNP-Z]{6}$/, { timeout: 15_000 });

  // The studio's panel counts the order and its revenue.
  const adminContext = await browser.newContext({ viewport: page.viewportSize(), locale: 'en-IN' });
  const admin = await adminContext.newPage();
  try {
    await useSession(admin, await sessionFor(browser, ADMIN));
    await admin.goto('/admin');
    const card = admin.getByTestId('promotion').filter({ hasText: diwali.code });
    await expect(card.getByTestId('promotion-orders')).toHaveText('1', { timeout: 15_000 });
    await expect(card).toContainText('₹1,039.20');
    await expect(card).toContainText('₹259.80');
    await card.scrollIntoViewIfNeeded();
    await checkA11y(admin);
    await screenshotBothWidths(admin, 'admin-promotions', card);
    // Paused from the panel: new checkouts no longer get it.
    await card.getByRole('button', { name: 'Pause Diwali e2e' }).click();
    await expect(card).toContainText('paused', { timeout: 15_000 });
  } finally {
    await adminContext.close();
  }
});

test('on the English order form an expired code is refused with its reason', async ({
  page,
  request,
  browser,
}) => {
  await signInStudio(browser);
  const expired = await createCampaign(request, {
    name: 'Summer past',
    code: `SUMMER-${suffix()}`,
    kind: 'fixed',
    fixedOffInrMinor: 20_000,
    fixedOffUsdMinor: 300,
    startsAt: new Date(Date.now() - 10 * DAY).toISOString(),
    endsAt: new Date(Date.now() - 2 * DAY).toISOString(),
  });
  await page.goto('/');
  await page.goto('/order?story=2');
  const login = page.getByRole('dialog');
  await login.getByRole('button', { name: /guest/i }).click();
  const form = page.locator('form').filter({ has: page.locator('[name="kidName"]') });
  allowFailedRequest(page, /\/api\/promotions\/quote$/);
  await form.locator('input[name="promoCode"]').fill(expired.code);
  await form.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(PROMOTION_MESSAGES.expired);
  await expect(page.getByTestId('price-total')).toHaveText('₹1,299');
  await checkA11y(page);
  await screenshotBothWidths(page, 'order-code-expired-en', form.locator('input[name="promoCode"]'));
});
