import type { Browser, Page } from '@playwright/test';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';
import { baseURL } from '../support/server';
import { ADMIN } from './helpers/auth';
import {
  createPaidOrder,
  linkIn,
  SAMPLE_VIDEO,
  sessionFor,
  useSession,
  waitForMail,
  type CaughtMail,
} from './helpers/orders';

// The studio makes the video (issue 12 item 8): a guest orders; the admin opens the order's detail,
// views the child's photo and asks for a better one; the parent replaces it from the e-mailed link;
// the admin moves the order through the stages and delivers it; the parent's status page shows every
// step. At 1280 and 375 px (the desktop and mobile projects), with axe on every screen.

// Orders, uploads, mail polling and axe scans are slow on the shared two-core machines.
test.describe.configure({ timeout: 180_000 });

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${test.info().project.name}`;

async function asAdmin(page: Page, browser: Browser, pathname: string): Promise<void> {
  await useSession(page, await sessionFor(browser, ADMIN));
  await page.goto(pathname);
}

/** A real photo, drawn in the browser: a warm sky and a sun (the pipeline re-encodes and checks it). */
async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#ffd166';
      ctx.fillRect(0, 0, w!, h!);
      ctx.fillStyle = '#a6255a';
      ctx.beginPath();
      ctx.arc(w! / 2, h! / 2, h! / 3, 0, Math.PI * 2);
      ctx.fill();
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The first link of an e-mail that goes to a page of the shop at `pathPrefix`. */
function shopLink(mail: CaughtMail, pathPrefix: string): string {
  const link = [...mail.text.matchAll(/https?:\/\/[^\s)]+/g)]
    .map((match) => match[0])
    .find((url) => new URL(url).pathname.startsWith(pathPrefix));
  expect(link, `a ${pathPrefix} link in "${mail.subject}"`).toBeTruthy();
  return link!.replace(baseURL, '');
}

const production = (page: Page) => page.getByRole('region', { name: 'Production' });
const stageBadge = (page: Page) => production(page).getByTestId('stage-badge');
const timeline = (page: Page) => page.getByTestId('timeline-event');

test('a guest order goes from photos to delivery, with a better photo on the way, and the parent sees every step', async ({
  page,
  browser,
  request,
}) => {
  const kidName = test.info().project.name === 'mobile' ? 'Meher' : 'Kiaan';
  const email = `${unique('studio')}@example.com`;
  const order = await createPaidOrder(request, { kidName, email, storyId: 3 });
  const confirmation = await waitForMail(request, email, /^Order confirmed/);
  const statusPath = linkIn(confirmation, /See your order status/).replace(baseURL, '');

  // ── The admin finds the order in the work list and opens its detail.
  await asAdmin(page, browser, '/admin');
  // The first list (newest first) may already show the order: wait for the search's own answer, so
  // opening the order does not abort it.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/orders/admin/all?') &&
      response.url().includes(`q=${encodeURIComponent(email)}`),
  );
  await page.getByLabel('Search orders').fill(email);
  await searched;
  // The dashboard's other panels (mail recipients, failed mail) load too; leaving before they answer
  // would abort them.
  await page.waitForLoadState('networkidle');
  const row = page.getByTestId('order-row').filter({ visible: true }).filter({ hasText: kidName });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await row.getByRole('link', { name: `Open order ${order.order_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.unique_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(kidName);
  await expect(page.getByTestId('fact-email')).toHaveText(email);
  await expect(stageBadge(page)).toHaveText('Received');
  await expect(page.getByTestId('due-line')).toContainText(/^Due in 2[34] h/);
  await checkA11y(page);

  // ── The child's photo opens full size through its signed link.
  await page.getByRole('button', { name: 'View photo 1 full size' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1' });
  const full = viewer.getByRole('img', { name: "The child's photo 1, full size" });
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await checkA11y(page, { include: 'dialog[open]' });
  await viewer.getByRole('button', { name: 'Close photo' }).click();
  await expect(viewer).toBeHidden();

  // ── It is too small to animate: the admin asks for a better one.
  await production(page).getByRole('button', { name: 'Ask for a better photo' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask for a better photo' });
  await ask.getByRole('button', { name: 'Blurry' }).click();
  await expect(ask.getByRole('checkbox', { name: 'Replace photo 1' })).toBeChecked();
  await checkA11y(page, { include: 'dialog[open]' });
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(ask).toBeHidden({ timeout: 15_000 });
  await expect(stageBadge(page)).toHaveText('Photo needed');
  await expect(page.getByTestId('photo-request-opened')).toContainText('has not opened the link yet');

  // ── The parent opens the e-mailed link (no account) and sends a new photo.
  const photoMail = await waitForMail(request, email, /photo/i);
  const photoPath = shopLink(photoMail, '/photo-request/');
  // The parent has no session here: a fresh browser context, at the same width.
  const parentContext = await browser.newContext({ viewport: page.viewportSize() });
  const parent = await parentContext.newPage();
  await parent.goto(photoPath);
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(`We need a better photo of ${kidName}`);
  await expect(parent.getByTestId('photo-request-reason')).toContainText('blurry');
  await checkA11y(parent);

  // The admin sees that the parent has opened it.
  await page.reload();
  await expect(page.getByTestId('photo-request-opened')).toContainText('The parent opened the link');

  await parent.getByRole('button', { name: 'Choose photos' }).click();
  const modal = parent.getByRole('dialog', { name: "Upload your child's photos" });
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'new-photo.png',
    mimeType: 'image/png',
    buffer: await drawPng(parent, 800, 600),
  });
  await modal.getByRole('button', { name: 'Upload 1 Photo(s)' }).click();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(parent.getByText('1 uploaded')).toBeVisible();
  await parent.getByRole('button', { name: 'Send new photos' }).click();
  await expect(parent.getByRole('heading', { name: 'Thank you! We have the new photos' })).toBeVisible({
    timeout: 15_000,
  });
  await checkA11y(parent);

  // The link works once: opened again, it says the photos are in (the API answers 409).
  allowFailedRequest(parent, /\/api\/photo-requests\/[^/]+\?sig=/);
  await parent.goto(photoPath);
  await expect(parent.getByRole('heading', { name: 'We already have your new photos' })).toBeVisible();
  await parentContext.close();

  // ── Back to Received with the new photo; the admin moves it through production and quality check.
  await page.reload();
  await expect(stageBadge(page)).toHaveText('Received');
  await expect(timeline(page).filter({ hasText: 'The parent sent new photos' })).toHaveCount(1);
  await production(page).getByLabel('Note for the timeline (optional)').fill('Storyboard approved');
  await production(page).getByRole('button', { name: 'Start production' }).click();
  await expect(stageBadge(page)).toHaveText('In production', { timeout: 15_000 });
  await production(page).getByRole('button', { name: 'Send to quality check' }).click();
  await expect(stageBadge(page)).toHaveText('Quality check', { timeout: 15_000 });
  await expect(timeline(page).filter({ hasText: 'Storyboard approved' })).toHaveCount(1);
  await checkA11y(page);

  // ── Delivery is the complete-order screen, reached from the detail.
  await production(page).getByRole('link', { name: 'Deliver: upload the video' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Order' })).toBeVisible();
  await page.getByLabel('Video title').fill(`${kidName} and the Butter Thief`);
  await page.getByLabel('Choose video file').setInputFiles({
    name: 'video.mp4',
    mimeType: 'video/mp4',
    buffer: SAMPLE_VIDEO.bytes,
  });
  await page.getByLabel('Choose thumbnail image').setInputFiles({
    name: 'thumb.png',
    mimeType: 'image/png',
    buffer: await drawPng(page, 640, 360),
  });
  // The dashboard it returns to loads its e-mail panels; leaving before they answer would abort them.
  const panelsLoaded = Promise.all(
    ['/api/email/recipients', '/api/email/failed'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path, { timeout: 30_000 }),
    ),
  );
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await panelsLoaded;

  await page.goto(`/admin/orders/${order.unique_id}`);
  await expect(stageBadge(page)).toHaveText('Delivered');
  await expect(production(page).getByRole('button', { name: 'Re-deliver a corrected video' })).toBeVisible();
  await expect(timeline(page).filter({ hasText: /^Delivered/ })).toHaveCount(1);
  await checkA11y(page);

  // ── The parent's status page shows every step, done, and when it was delivered.
  await waitForMail(request, email, new RegExp(`^${kidName}'s video is ready`));
  const statusContext = await browser.newContext({ viewport: page.viewportSize() });
  const status = await statusContext.newPage();
  await status.goto(statusPath);
  const steps = status.getByTestId('progress-step');
  await expect(steps).toHaveCount(4);
  for (const step of await steps.all()) await expect(step).toHaveAttribute('data-state', 'done');
  await expect(status.getByTestId('delivered-on')).toHaveText(/^Delivered on \d{1,2} \w+ \d{4}$/);
  await checkA11y(status);
  await statusContext.close();
});
