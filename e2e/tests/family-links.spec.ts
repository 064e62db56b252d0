import type { Browser, TestInfo } from '@playwright/test';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';
import { ADMIN } from './helpers/auth';
import { completeOrder, createPaidOrder, linkIn, tokenFor, waitForMail } from './helpers/orders';

// The family's watch page and family links of a delivered film (issue 36 point 3,
// docs/decisions/100): the delivery e-mail opens the watch page, which plays the film and downloads
// it and its certificate (docs/decisions/117), with the child's picture once ticked; the parent makes a link for Nani; a second browser (Nani's, no account, no cookie) plays the
// film through it with nothing from another site; the parent sees when it was last opened, stops it,
// and the link no longer opens anything. At 1280 and 375 px, with axe on every screen.

test.describe.configure({ timeout: 120_000 });

/** A second person's browser, as the project's (a phone on the mobile project). */
async function familyBrowser(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent });
  const page = await context.newPage();
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return { context, page, origins };
}

test('the parent shares the delivered film with Nani, Nani plays it, the parent stops the link and it no longer works', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const kidName = testInfo.project.name === 'mobile' ? 'Ishaan Rao' : 'Myra Kapoor';
  const firstName = kidName.split(' ')[0]!;
  const email = `family-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const order = await createPaidOrder(request, { kidName, storyId: 5, email });
  await completeOrder(request, await tokenFor(browser, ADMIN), order, `${kidName} and the Golden Mountain`);
  const delivery = await waitForMail(request, email, new RegExp(`^${kidName}'s video is ready`));

  // The e-mail's button opens the watch page, not a bare file.
  const watchUrl = linkIn(delivery, /Watch the film/);
  expect(new URL(watchUrl).pathname).toBe(`/watch/${order.unique_id}`);
  await page.goto(watchUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`Starring ${kidName}`)).toBeVisible();
  const film = page.getByTestId('family-film');
  await expect
    .poll(() => film.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  const download = await request.get(
    (await page.getByRole('link', { name: 'Download in full quality' }).getAttribute('href'))!,
  );
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);
  // The keepsake certificate (docs/decisions/117): a PDF behind a short-lived link; the picture
  // only once the parent ticks it, which the page keeps.
  const certificate = await request.get((await page.getByTestId('certificate-link').getAttribute('href'))!);
  expect(certificate.status()).toBe(200);
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  const portrait = page.getByRole('checkbox', { name: `Put ${kidName}'s picture on the certificate` });
  await expect(portrait).not.toBeChecked();
  await portrait.check();
  await expect(portrait).toBeChecked();
  await expect(portrait).toBeEnabled();
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: `Put ${kidName}'s picture on the certificate` }),
  ).toBeChecked();
  await checkA11y(page);

  // A link for Nani.
  const share = page.getByTestId('family-share');
  await share.getByLabel('Who is it for?').fill('Nani');
  await share.getByRole('button', { name: 'Make a link' }).click();
  const familyUrl = await share.getByLabel("Nani's private link").inputValue();
  await expect(share.getByTestId('family-link')).toContainText('Not opened yet');
  await checkA11y(page);
  await page.screenshot({
    path: testInfo.outputPath(`watch-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Nani's browser: no account, no cookie; the film plays, only the first name shows.
  const nani = await familyBrowser(browser, testInfo);
  await nani.page.goto(familyUrl);
  await expect(nani.page.getByRole('heading', { level: 1, name: `${firstName}'s film` })).toBeVisible();
  await expect(nani.page.getByText(kidName)).toHaveCount(0);
  const played = nani.page.getByTestId('family-film');
  await expect
    .poll(() => played.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  await expect(nani.page.getByRole('link', { name: 'Download in full quality' })).toBeVisible();
  await checkA11y(nani.page);
  await nani.page.screenshot({
    path: testInfo.outputPath(`family-film-${testInfo.project.name}.png`),
    fullPage: true,
  });
  expect([...nani.origins]).toEqual([new URL(familyUrl).origin]);

  // The parent sees it was opened, and stops it.
  await page.reload();
  const row = page.getByTestId('family-link');
  await expect(row).toContainText('Last opened');
  await page.getByRole('button', { name: 'Stop the link for Nani' }).click();
  await expect(row).toContainText('Stopped');
  await expect(page.getByRole('button', { name: 'Stop the link for Nani' })).toHaveCount(0);

  // The link no longer opens anything: a kind page, no film.
  allowFailedRequest(nani.page, /\/family\//);
  const closed = await nani.page.goto(familyUrl);
  expect(closed!.status()).toBe(410);
  await expect(nani.page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(nani.page.getByTestId('family-film')).toHaveCount(0);
  await checkA11y(nani.page);
  await nani.page.screenshot({
    path: testInfo.outputPath(`family-closed-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await nani.context.close();
});
