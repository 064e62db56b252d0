import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from '../support/fixtures';
import { moveServerClock, serverNow, withServerClock } from '../support/clock';
import { ADMIN } from './helpers/auth';
import {
  adminOrderRow,
  checkOutByCard,
  completeOrder,
  inbox,
  linkIn,
  tokenFor,
  waitForMail,
} from './helpers/orders';
import { uploadOnePhoto } from './helpers/photos';

// Delivery on a chosen day (issue 36 point 2, docs/decisions/114): a family in the US orders on the
// order form for a day ahead, in their own time zone; the studio delivers the film days before; the
// family hears nothing and the status page says when it will arrive; when the day comes (the
// server's test clock, moved by the journey) the film is released: the delivery e-mail, and the
// film on the status page.

test.use({ timezoneId: 'America/New_York', locale: 'en-US' });
// Uploads, the payment round trip and axe scans are slow on the shared two-core machines, and the
// two projects take turns with the server's clock.
test.describe.configure({ timeout: 300_000 });

const ZONE = 'America/New_York';

/** YYYY-MM-DD of `at` on New York's calendar. */
const newYorkDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

async function openAsGuest(page: Page) {
  await page.goto('/order?story=3');
  await page
    .getByRole('dialog', { name: 'Login Required' })
    .getByRole('button', { name: 'Continue as Guest' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Your Mythology Video' })).toBeVisible();
}

test('a family chooses a day: the film is made, held, and released at that moment', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const kidName = testInfo.project.name === 'mobile' ? 'Ishaan' : 'Kavya';
  const email = `special-day-${testInfo.project.name}@example.com`;

  await withServerClock(async () => {
    // Five days ahead of the server's clock (which earlier journeys of this run may have moved on).
    const day = newYorkDate(new Date((await serverNow(request)).getTime() + 5 * 86_400_000));

    await openAsGuest(page);
    await page.getByLabel("Kid's Name").fill(kidName);
    await page.getByLabel('Email').fill(email);
    await uploadOnePhoto(page);
    await page.getByLabel('Deliver on a special day (optional)').check();
    // The family's own time zone is chosen for them.
    await expect(page.getByLabel('Time zone')).toHaveValue(ZONE);
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel('Time', { exact: true }).fill('09:00');
    await checkA11y(page);
    await page.screenshot({ path: testInfo.outputPath('order-form-special-day.png'), fullPage: true });

    const orderNumber = await checkOutByCard(page);

    // The studio sees the day and the due time computed from it, and delivers the film early.
    const adminToken = await tokenFor(browser, ADMIN);
    const order = await adminOrderRow<{
      unique_id: string;
      user_id: string | null;
      due_at: string;
      scheduled_delivery: { at: string; time_zone: string; released: boolean } | null;
    }>(request, adminToken, orderNumber);
    expect(order!.scheduled_delivery).toMatchObject({ time_zone: ZONE, released: false });
    const releaseAt = new Date(order!.scheduled_delivery!.at);
    expect(newYorkDate(releaseAt)).toBe(day);
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(releaseAt),
    ).toBe('09:00');
    expect(Date.parse(order!.due_at)).toBe(releaseAt.getTime() - 12 * 3_600_000);

    const confirmation = await waitForMail(request, email, new RegExp(`Order confirmed: .* ${kidName}$`));
    const statusPath = linkIn(confirmation, /See your order status/).replace(/^https?:\/\/[^/]+/, '');
    await completeOrder(request, adminToken, order!, `${kidName} and the Serpent Kaliya`);

    // Held: no delivery e-mail (the release job looks every 2 s), and the page says when, on the
    // family's clock, without the film.
    await page.waitForTimeout(5_000);
    expect((await inbox(request, email)).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(/video is ready/),
    );
    await page.goto(statusPath);
    await expect(page.getByRole('heading', { name: 'Saved for the special day' })).toBeVisible();
    const promise = page.getByTestId('delivery-promise');
    await expect(promise).toContainText(`${kidName}'s video will arrive on`);
    await expect(promise).toContainText('9:00');
    await expect(promise).toContainText('USA – Eastern');
    await expect(page.locator('video')).toHaveCount(0);
    await checkA11y(page);
    await page.screenshot({ path: testInfo.outputPath('status-held.png'), fullPage: true });

    // A minute after the chosen moment, the film goes out: the e-mail and the page.
    await moveServerClock(request, new Date(releaseAt.getTime() + 60_000));
    const delivery = await waitForMail(request, email, new RegExp(`^${kidName}'s video is ready`));
    expect(linkIn(delivery, /Download the video/)).toMatch(/^https?:\/\//);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Saved for the special day' })).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(1);
    await checkA11y(page);
    await page.screenshot({ path: testInfo.outputPath('status-released.png'), fullPage: true });
  });
});
