import type { Browser, Page, TestInfo } from '@playwright/test';
import { moveServerClock, serverNow, withServerClock } from '../support/clock';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';
import { ADMIN } from './helpers/auth';
import { acceptGift, fillGiftForm, openGiftForm } from './helpers/gifts';
import {
  adminOrderRow,
  completeOrder,
  inbox,
  linkIn,
  payByCard,
  tokenFor,
  waitForMail,
} from './helpers/orders';

// Issue 36's whole journey ("done when"): a giver in the US buys a gift for a child in India
// (decisions 115 and 121); the parent consents and sends a photo; the studio delivers the film
// before the chosen day and it is held until then (decision 114, the server's test clock moved by
// the journey); on the day the parent's delivery e-mail opens the watch page, which plays the film;
// the parent makes a family link for Dadi, whose own browser (no account) plays it (decision 100);
// the giver's page says delivered and never shows the photo or the film; the parent stops the link
// and it no longer works. Three browsers: the giver's (New York), the parent's and Dadi's (India).

// Three browsers, uploads, a payment, a held delivery and axe on every screen, on two shared cores.
test.describe.configure({ timeout: 240_000 });
// The giver is in the US: the form's country, and the card sandbox's price.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const PARENT_ZONE = 'Asia/Kolkata';
const KID = 'Meera';

/** YYYY-MM-DD of `at` on the parent's (India's) calendar. */
const indiaDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: PARENT_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Another person's browser in India: its own context (no cookie, no storage), the project's screen. */
async function browserInIndia(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    baseURL,
    timezoneId: PARENT_ZONE,
    locale: 'en-IN',
  });
  const page = await context.newPage();
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return { context, page, origins };
}

/** The film in this page's player is playing: its picture is loaded and its time moves on. */
async function expectPlaying(page: Page) {
  const film = page.getByTestId('family-film');
  await expect
    .poll(() => film.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  // Started as a person's Play would (muted: a script's play() has no user gesture behind it).
  await film.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  const startedAt = await film.evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect
    .poll(() => film.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(startedAt);
  expect(await film.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
}

test('a giver in the US gives a film; the parent in India accepts it, gets it on the day and shares it with Dadi, then stops the link', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const run = Date.now().toString(36);
  const giver = `gift-giver-${run}@example.com`;
  const parentEmail = `gift-parent-${run}@example.in`;
  // Whole pages from the top (a full-page shot of a scrolled page draws the sticky header midway).
  const shot = async (on: Page, name: string) => {
    await on.evaluate(() => window.scrollTo(0, 0));
    await on.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  };
  const parent = await browserInIndia(browser, testInfo);

  // The clock is held from reading it to moving it past the day: no other journey moves it between.
  const { watchUrl, giverStatusUrl } = await withServerClock(async () => {
    // Ten days ahead of the server's clock (earlier journeys of this run may have moved it on).
    const day = indiaDate(new Date((await serverNow(request)).getTime() + 10 * 86_400_000));

    // ── The giver, in New York: the order page's gift mode and the card sandbox. ──
    await openGiftForm(page);
    await expect(page.getByLabel('Select Country')).toHaveValue('US');
    await fillGiftForm(page, {
      kidName: KID,
      giverEmail: giver,
      giverName: 'Anjali Mausi',
      occasion: 'birthday',
      message: 'Happy birthday, Meera! With love from New York.',
      date: day,
      time: '09:00',
      timeZone: PARENT_ZONE,
      parentEmail,
    });
    await shot(page, '1-giver-form');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Continue to pay for the gift' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText('$14.99');
    await payByCard(page);
    const paid = page.getByTestId('gift-paid');
    await expect(paid).toBeVisible({ timeout: 30_000 });
    await expect(paid).toContainText(`We have invited ${KID}’s parent to accept the gift.`);
    const orderNumber = /Order (DT-[A-Z0-9]+)/.exec(await paid.innerText())?.[1];
    expect(orderNumber, 'the order number on the paid notice').toBeTruthy();
    await checkA11y(page);
    const receipt = await waitForMail(request, giver, new RegExp(`^Your gift for ${KID} is on its way`));
    const invitation = await waitForMail(
      request,
      parentEmail,
      new RegExp(`^Anjali Mausi has a gift for ${KID}`),
    );

    // ── The parent, in India: the invitation, the consent, a photo, "Accept". ──
    await acceptGift(parent.page, invitation, {
      kidName: KID,
      parentEmail,
      message: 'Happy birthday, Meera! With love from New York.',
      beforeAccept: () => shot(parent.page, '2-parent-accepts'),
    });
    const orderLinks = await waitForMail(request, parentEmail, new RegExp(`order ${orderNumber}$`));

    // ── The studio delivers early: the day and the parent's zone are on the order. ──
    const adminToken = await tokenFor(browser, ADMIN);
    const order = await adminOrderRow<{
      unique_id: string;
      user_id: string | null;
      scheduled_delivery: { at: string; time_zone: string; released: boolean } | null;
    }>(request, adminToken, orderNumber!);
    expect(order.user_id).toBeNull();
    expect(order.scheduled_delivery).toMatchObject({ time_zone: PARENT_ZONE, released: false });
    const releaseAt = new Date(order.scheduled_delivery!.at);
    expect(indiaDate(releaseAt)).toBe(day);
    await completeOrder(request, adminToken, order, `${KID} and the Serpent Kaliya`);

    // ── Before the day: no delivery e-mail (the release job looks every 2 s); the giver's page says
    // it is being made, the parent's that it is saved for the day, neither shows the film. ──
    await page.waitForTimeout(5_000);
    expect((await inbox(request, parentEmail)).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(/video is ready/),
    );
    const giverStatusUrl = linkIn(receipt, /Follow the gift/);
    await page.goto(giverStatusUrl);
    await expect(page.getByRole('heading', { level: 1, name: `Your gift for ${KID}` })).toBeVisible();
    const progress = page.getByTestId('gift-progress');
    await expect(progress).toHaveAttribute('data-progress', 'being_made');
    await expect(progress.locator('[aria-current="step"]')).toContainText('Being made');
    await expect(progress).toContainText('Arrives on');
    await expect(page.locator('main img, main video')).toHaveCount(0);
    await checkA11y(page);
    await shot(page, '3-giver-being-made');
    await parent.page.goto(linkIn(orderLinks, new RegExp(`Open order ${orderNumber}`)));
    await expect(parent.page.getByRole('heading', { name: 'Saved for the special day' })).toBeVisible();
    await expect(parent.page.locator('video')).toHaveCount(0);

    // ── The day comes: a minute past the chosen moment, the film is released to the parent. ──
    await moveServerClock(request, new Date(releaseAt.getTime() + 60_000));
    const delivery = await waitForMail(request, parentEmail, new RegExp(`^${KID}'s video is ready`));
    return { watchUrl: linkIn(delivery, /Watch the film/), giverStatusUrl };
  });

  // ── The parent's watch page from the delivery e-mail: the film plays. ──
  await parent.page.goto(watchUrl);
  await expect(parent.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(parent.page.getByText(`Starring ${KID}`)).toBeVisible();
  await expectPlaying(parent.page);
  await checkA11y(parent.page);

  // A link for Dadi.
  const share = parent.page.getByTestId('family-share');
  await share.getByLabel('Who is it for?').fill('Dadi');
  await share.getByRole('button', { name: 'Make a link' }).click();
  const familyUrl = await share.getByLabel("Dadi's private link").inputValue();
  await expect(share.getByTestId('family-link')).toContainText('Not opened yet');
  await checkA11y(parent.page);
  await shot(parent.page, '4-parent-watch-page');

  // ── Dadi's browser: no account, no cookie; only the first name shows, the film plays. ──
  const dadi = await browserInIndia(browser, testInfo);
  await dadi.page.goto(familyUrl);
  await expect(dadi.page.getByRole('heading', { level: 1, name: `${KID}'s film` })).toBeVisible();
  await expectPlaying(dadi.page);
  await checkA11y(dadi.page);
  await shot(dadi.page, '5-dadi-plays');
  expect([...dadi.origins]).toEqual([new URL(familyUrl).origin]);

  // ── The giver's page: delivered, and still nothing of the child's photo or film. ──
  await page.goto(giverStatusUrl);
  const progress = page.getByTestId('gift-progress');
  await expect(progress).toHaveAttribute('data-progress', 'delivered');
  await expect(progress.locator('[aria-current="step"]')).toContainText('Delivered');
  // Its date is not checked: the release stamps real time, which the test clock has left behind.
  await expect(progress).toContainText('Delivered on');
  await expect(page.locator('main img, main video')).toHaveCount(0);
  await expect(page.getByText(parentEmail)).toHaveCount(0);
  await checkA11y(page);
  await shot(page, '6-giver-delivered');

  // ── The parent sees Dadi opened it, and stops the link. ──
  await parent.page.reload();
  const row = parent.page.getByTestId('family-link');
  await expect(row).toContainText('Last opened');
  await parent.page.getByRole('button', { name: 'Stop the link for Dadi' }).click();
  await expect(row).toContainText('Stopped');

  // ── Dadi's reload: the link no longer works, in its own words, and no film. ──
  allowFailedRequest(dadi.page, /\/family\//);
  const closed = await dadi.page.reload();
  expect(closed!.status()).toBe(410);
  await expect(dadi.page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(dadi.page.getByText('The person who sent it has stopped it')).toBeVisible();
  await expect(dadi.page.getByTestId('family-film')).toHaveCount(0);
  await checkA11y(dadi.page);
  await shot(dadi.page, '7-dadi-link-stopped');

  await dadi.context.close();
  await parent.context.close();
});
