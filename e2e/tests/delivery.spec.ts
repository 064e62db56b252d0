import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { signDownloadUrl } from '../../apps/server/src/adapters/storage/local-signed-urls.ts';
import { signingSecretFile } from '../../apps/server/src/adapters/storage/signing-secret.ts';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';
import { baseURL } from '../support/server';
import { ADMIN, continueAsGuest, PARENT, signIn, type Person } from './helpers/auth';
import {
  completeOrder,
  createPaidOrder,
  linkIn,
  SAMPLE_VIDEO,
  tokenFor,
  waitForMail,
  type CaughtMail,
  type PaidOrder,
} from './helpers/orders';

// Delivery (issue 6; docs/product-guide.md#profile and #list-and-upload-messages, GET /api/orders and
// /api/videos in docs/architecture.md#api-paths, and docs/architecture.md#delivery): a signed-in parent pays, the admin completes the order through
// the API, and then the delivery e-mail's download link, range requests on the player's link, the
// profile's My Orders and My Videos, the order-status page of the confirmation e-mail, the expired
// and tampered link pages, the profile guard and the wall between two parents.

// Sign-ins, uploads, mail polling and axe scans are slow on the shared two-core machines.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const OTHER_PARENT: Person = { email: 'rohan.parent@example.in', name: 'Rohan Verma' };

interface Delivered {
  order: PaidOrder;
  title: string;
  confirmation: CaughtMail;
  delivery: CaughtMail;
  parentToken: string;
}

// One order per worker and project (the kid's name tells the two projects' orders apart on the
// shared PARENT account), made by the first test that needs it: signing in only works inside a test.
let delivered: Delivered | undefined;

async function deliveredOrder(browser: Browser, request: APIRequestContext, kidName: string) {
  if (delivered) return delivered;
  const parentToken = await tokenFor(browser, PARENT);
  const adminToken = await tokenFor(browser, ADMIN);
  const order = await createPaidOrder(request, {
    kidName,
    storyId: 5,
    email: PARENT.email,
    token: parentToken,
  });
  expect(order.status).toBe('pending');
  const confirmation = await waitForMail(
    request,
    PARENT.email,
    new RegExp(`Order confirmed: .* ${kidName}$`),
  );
  const title = `${kidName} and the Golden Mountain`;
  await completeOrder(request, adminToken, order, title);
  const delivery = await waitForMail(request, PARENT.email, new RegExp(`^${kidName}'s video is ready`));
  delivered = { order, title, confirmation, delivery, parentToken };
  return delivered;
}

const kidNameFor = (project: string) => (project === 'mobile' ? 'Anaya' : 'Vihaan');

async function videoOf(request: APIRequestContext, token: string, orderId: string) {
  const res = await request.get('/api/videos?page=1&limit=10&sortBy=created_date&sortOrder=desc', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as {
    data: { order_id: string; uri: string; video_url: string; download_url: string }[];
  };
  const video = data.find((v) => v.order_id === orderId);
  if (!video) throw new Error(`No video for order ${orderId}`);
  return video;
}

/** The player has read the file's header and can jump into it: range requests work. */
async function expectPlayableAndSeekable(player: Locator) {
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(0);
  const seekedTo = await player.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        video.addEventListener('seeked', () => resolve(video.currentTime), { once: true });
        video.currentTime = video.duration / 2;
      }),
  );
  expect(seekedTo).toBeGreaterThan(0);
}

async function downloadedBytes(page: Page, link: Locator): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFileSync((await download.path())!);
}

/** The text of a PDF's first page, read back as a parent's PDF viewer would. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
  } finally {
    await document.destroy();
  }
}

/**
 * The invoice number the server gave the order, told apart from the page under test: the receipt
 * endpoint's file name carries it ("Diya Tales tax invoice DT-26-27-000123.pdf" for DT/26-27/000123).
 */
async function invoiceNumberOf(request: APIRequestContext, token: string, orderId: string) {
  const res = await request.get(`/api/orders/${orderId}/receipt`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const match = /([A-Z]+)-(\d{2}-\d{2})-(\d+)\.pdf"/.exec(res.headers()['content-disposition'] ?? '');
  expect(match, 'an invoice number in the receipt’s file name').toBeTruthy();
  return `${match![1]}/${match![2]}/${match![3]}`;
}

test('the delivery e-mail downloads exactly the uploaded video, and the player link answers ranges', async ({
  browser,
  request,
}, testInfo) => {
  const { order, delivery, parentToken } = await deliveredOrder(
    browser,
    request,
    kidNameFor(testInfo.project.name),
  );

  const download = await request.get(linkIn(delivery, /Download the video/));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename=/);
  expect(Buffer.compare(await download.body(), SAMPLE_VIDEO.bytes)).toBe(0);

  const video = await videoOf(request, parentToken, order.unique_id);
  const slice = await request.get(video.video_url, { headers: { Range: 'bytes=100-1099' } });
  expect(slice.status()).toBe(206);
  expect(slice.headers()['content-range']).toBe(`bytes 100-1099/${SAMPLE_VIDEO.bytes.length}`);
  expect(Buffer.compare(await slice.body(), SAMPLE_VIDEO.bytes.subarray(100, 1100))).toBe(0);
});

test('/profile lists the order as Completed, plays and downloads the video and its receipt', async ({
  browser,
  request,
  page,
}, testInfo) => {
  const kidName = kidNameFor(testInfo.project.name);
  const { order, title, parentToken } = await deliveredOrder(browser, request, kidName);

  await page.goto('/profile');
  await signIn(page, PARENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Priya!' })).toBeVisible();

  const orders = page.getByRole('region', { name: 'My Orders' });
  // The card shows the order's one number (issue 14).
  const card = orders.getByRole('listitem').filter({ hasText: order.order_number });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Starring ${kidName}`);
  await expect(
    card.getByRole('heading', { name: 'Ganesha and the Great Race Around the World' }),
  ).toBeVisible();
  // The stage (issue 12): delivered, and the timeline's steps all done.
  await expect(card.getByTestId('stage-badge')).toHaveText('Delivered');
  await expect(card.getByTestId('progress-step').and(card.locator('[data-state="done"]'))).toHaveCount(4);
  await expect(card).toContainText('English');
  await expect(card).toContainText('$14.99');

  const videos = page.getByRole('region', { name: 'My Videos' });
  const videoCard = videos.getByRole('article').filter({ hasText: title }).first();
  await expect(videoCard.getByRole('heading', { name: title })).toBeVisible();
  await expectPlayableAndSeekable(videoCard.locator('video'));
  await checkA11y(page);

  const bytes = await downloadedBytes(page, videoCard.getByRole('link', { name: `Download ${title}` }));
  expect(Buffer.compare(bytes, SAMPLE_VIDEO.bytes)).toBe(0);

  // The order's receipt (issue 14): a PDF named by the order's number, whose text carries the
  // invoice number the server issued for it, the order number and the price paid.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Diya-Tales-receipt-${order.order_number}.pdf`);
  const receipt = readFileSync((await download.path())!);
  expect(receipt.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(receipt);
  expect(text).toContain(await invoiceNumberOf(request, parentToken, order.unique_id));
  expect(text).toContain(order.order_number);
  expect(text).toContain('$14.99');
});

test("the confirmation e-mail's order-status link shows the delivered video without signing in", async ({
  browser,
  request,
  page,
}, testInfo) => {
  const kidName = kidNameFor(testInfo.project.name);
  const { order, confirmation, title } = await deliveredOrder(browser, request, kidName);
  const statusUrl = linkIn(confirmation, /See your order status/);
  expect(new URL(statusUrl).pathname).toMatch(/^\/order-status\/[0-9a-f-]{36}$/);

  const response = await page.goto(statusUrl.replace(new URL(statusUrl).origin, ''));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Your Order | Diya Tales');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ganesha and the Great Race Around the World' }),
  ).toBeVisible();
  await expect(page.getByText(`Starring ${kidName}`)).toBeVisible();
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText('English');
  await expect(details).toContainText('Delivered');
  await expect(details).toContainText('Ordered');
  await expect(details).toContainText(order.order_number);

  const player = page.getByRole('article').filter({ hasText: title }).locator('video');
  await expect(player).toHaveAttribute('poster', /\/storage\/files\?/);
  await expectPlayableAndSeekable(player);
  await checkA11y(page);
  const bytes = await downloadedBytes(page, page.getByRole('link', { name: `Download ${title}` }));
  expect(Buffer.compare(bytes, SAMPLE_VIDEO.bytes)).toBe(0);
});

test('an expired download link shows the link-expired page with the way to /profile; a tampered one is refused', async ({
  browser,
  request,
  page,
}, testInfo) => {
  const { order, parentToken } = await deliveredOrder(browser, request, kidNameFor(testInfo.project.name));
  const video = await videoOf(request, parentToken, order.unique_id);
  const fresh = new URL(video.download_url);
  const secret = readFileSync(signingSecretFile(process.env.E2E_DATA_DIR!), 'utf8').trim();
  const expired = signDownloadUrl({
    siteUrl: baseURL,
    secret,
    key: video.uri,
    downloadName: fresh.searchParams.get('name') ?? undefined,
    expiresAt: new Date(Date.now() - 60_000),
  });

  allowFailedRequest(page, /\/storage\/files\?/);
  const response = await page.goto(expired.replace(baseURL, ''));
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: /link has expired/ })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Open my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Sign in Required' })).toBeVisible();

  // Any change to what was signed (here: a later expiry) breaks the signature.
  const tampered = new URL(video.download_url);
  tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 3600));
  const refused = await request.get(tampered.toString());
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'LINK_INVALID' });
  const forged = new URL(video.download_url);
  forged.searchParams.set('sig', 'A'.repeat(43));
  expect((await request.get(forged.toString())).status()).toBe(403);
});

test("a parent never sees another parent's order or video", async ({ browser, request }, testInfo) => {
  const { order } = await deliveredOrder(browser, request, kidNameFor(testInfo.project.name));
  const other = { Authorization: `Bearer ${await tokenFor(browser, OTHER_PARENT)}` };

  expect((await request.get(`/api/orders/${order.unique_id}`, { headers: other })).status()).toBe(404);
  const orders = (await (await request.get('/api/orders', { headers: other })).json()) as {
    data: { unique_id: string }[];
  };
  expect(orders.data.map((o) => o.unique_id)).not.toContain(order.unique_id);
  const videos = (await (await request.get('/api/videos', { headers: other })).json()) as {
    data: { order_id: string }[];
  };
  expect(videos.data.map((v) => v.order_id)).not.toContain(order.unique_id);
});

test('the profile needs a Google account: a guest sees Sign in Required', async ({ page }) => {
  await page.goto('/stories');
  await continueAsGuest(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Sign in Required' })).toBeVisible();
  await expect(
    page.getByText('Please sign in with Google to access your profile and continue.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Orders' })).toHaveCount(0);
  await checkA11y(page);
});

test('a new parent sees empty lists that lead to the stories and the order page', async ({
  page,
}, testInfo) => {
  await page.goto('/profile');
  await signIn(page, { email: `new.${testInfo.project.name}@example.in`, name: 'Kavya Nair' });
  await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Kavya!' })).toBeVisible();
  const orders = page.getByRole('region', { name: 'My Orders' });
  await expect(orders.getByText('No orders yet')).toBeVisible();
  await expect(orders.getByRole('link', { name: 'Choose a story' })).toHaveAttribute('href', '/stories');
  const videos = page.getByRole('region', { name: 'My Videos' });
  await expect(videos.getByText('No videos yet')).toBeVisible();
  await expect(videos.getByRole('link', { name: 'Order a video' })).toHaveAttribute('href', '/order');
  await checkA11y(page);
});

test('a list that fails says so in the product words, and Retry reloads the page', async ({
  page,
}, testInfo) => {
  await page.goto('/profile');
  await signIn(page, { email: `retry.${testInfo.project.name}@example.in`, name: 'Kavya Nair' });
  await expect(page.getByText('No orders yet')).toBeVisible();

  allowFailedRequest(page, /\/api\/videos\?/);
  await page.route('/api/orders', (route) => route.fulfill({ json: { success: true, data: 'nope' } }));
  await page.route(/\/api\/videos\?/, (route) =>
    route.fulfill({ status: 500, json: { message: 'Server error. Please try again later.' } }),
  );
  await page.reload();
  const ordersAlert = page.getByRole('region', { name: 'My Orders' }).getByRole('alert');
  await expect(ordersAlert).toContainText('Failed to fetch orders');
  await expect(ordersAlert).toContainText('Invalid response format');
  const videosAlert = page.getByRole('region', { name: 'My Videos' }).getByRole('alert');
  await expect(videosAlert).toContainText('Failed to fetch videos');
  await expect(videosAlert).toContainText('Server error. Please try again later.');
  await checkA11y(page);

  await page.unrouteAll();
  const reloaded = page.waitForEvent('load');
  await ordersAlert.getByRole('button', { name: 'Retry' }).click();
  await reloaded;
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByText('No videos yet')).toBeVisible();
});

test("a guest's pending order: the status link explains the delivery promise; a wrong link is refused", async ({
  request,
  page,
}, testInfo) => {
  const email = `guest.${testInfo.project.name}@example.com`;
  await createPaidOrder(request, { kidName: 'Meera', storyId: 1, email, language: 'hindi' });
  const confirmation = await waitForMail(request, email, /^Order confirmed/);
  const statusPath = linkIn(confirmation, /See your order status/).replace(baseURL, '');

  await page.goto(statusPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Little Krishna the Butter Thief' }),
  ).toBeVisible();
  await expect(page.getByTestId('stage-badge')).toHaveText('Received');
  await expect(page.getByRole('region', { name: 'Your video is being made' })).toContainText(
    'Your personalized video will arrive in your inbox within 24 hours',
  );
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText('Hindi');
  await expect(page.locator('video')).toHaveCount(0);
  await checkA11y(page);
  // The receipt, behind the same signed link (issue 14).
  const receipt = await downloadedBytes(page, page.getByRole('link', { name: 'Download receipt (PDF)' }));
  expect(receipt.subarray(0, 5).toString()).toBe('%PDF-');

  allowFailedRequest(page, /\/api\/orders\/status\//);
  await page.goto(statusPath.replace(/sig=[^&]+/, 'sig=not-the-signature'));
  await expect(
    page.getByText('This order link is not valid. Please use the link from your confirmation e-mail.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'E-mail me my order links' })).toHaveAttribute(
    'href',
    '/find-my-order',
  );
  await checkA11y(page);
});

test('My Videos pages through the videos ten at a time, newest first', async ({ page }, testInfo) => {
  await page.goto('/profile');
  await signIn(page, { email: `paging.${testInfo.project.name}@example.in`, name: 'Kavya Nair' });
  await expect(page.getByText('No videos yet')).toBeVisible();

  // Eleven videos are a lot of admin uploads; the list's answer is stood in for, with real media.
  const asked: string[] = [];
  const video = (n: number) => ({
    unique_id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    order_id: `10000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    user_id: null,
    uri: 'videos/x.mp4',
    thumbnail: null,
    title: `Adventure number ${n}`,
    description: null,
    created_date: '2026-01-01T00:00:00.000Z',
    updated_date: '2026-01-01T00:00:00.000Z',
    video_url: '/media/stories/story-01.mp4',
    thumbnail_url: '/media/stories/story-01.webp',
    download_url: '/media/stories/story-01.mp4',
  });
  await page.route(/\/api\/videos\?/, (route) => {
    const url = new URL(route.request().url());
    asked.push(url.search);
    const pageNumber = Number(url.searchParams.get('page'));
    return route.fulfill({
      json: {
        success: true,
        data: pageNumber === 1 ? [video(11)] : [video(1)],
        pagination: { page: pageNumber, limit: 10, total: 11, pages: 2 },
      },
    });
  });
  await page.reload();
  const videos = page.getByRole('region', { name: 'My Videos' });
  await expect(videos.getByRole('heading', { name: 'Adventure number 11' })).toBeVisible();
  const pager = videos.getByRole('navigation', { name: 'Video pages' });
  await expect(pager).toContainText('Videos 1-10 of 11');
  await expect(pager.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await checkA11y(page);

  await pager.getByRole('button', { name: 'Older' }).click();
  await expect(videos.getByRole('heading', { name: 'Adventure number 1', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?videos=2$/);
  await expect(pager).toContainText('Videos 11-11 of 11');
  await expect(pager.getByRole('button', { name: 'Older' })).toBeDisabled();
  expect(asked).toEqual([
    '?page=1&limit=10&sortBy=created_date&sortOrder=desc',
    '?page=2&limit=10&sortBy=created_date&sortOrder=desc',
  ]);
});
