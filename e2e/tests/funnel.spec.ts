import type { Page } from '@playwright/test';
import { checkA11y, expect, test, watchContext } from '../support/fixtures';
import { ADMIN } from './helpers/auth';
import { sessionFor, useSession, waitForMail, linkIn } from './helpers/orders';
import { uploadOnePhoto } from './helpers/photos';

// Issue 37 points 3 and 4 (docs/decisions/111, 112): a checkout left unpaid gets its reminder, whose
// link reopens the filled form in another browser and whose stop link stops the next one; the shop's
// own funnel counts the visit and the admin reads it, with its charts and CSV.

test.use({ timezoneId: 'America/New_York', locale: 'en-US' });
test.describe.configure({ timeout: 180_000 });

const SUBMIT = 'GET MY PERSONALIZED STORY NOW';
const shots = (name: string) => `test-results/funnel-${name}-${test.info().project.name}.png`;

async function openAsGuest(page: Page, path: string) {
  await page.goto(path);
  await page
    .getByRole('dialog', { name: 'Login Required' })
    .getByRole('button', { name: 'Continue as Guest' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Your Mythology Video' })).toBeVisible();
}

test('an abandoned checkout gets its reminder, which reopens the filled form elsewhere and stops on request', async ({
  page,
  browser,
  request,
}) => {
  const email = `abandoned-${Date.now().toString(36)}-${test.info().project.name}@example.com`;
  await openAsGuest(page, '/order?story=5');
  await page.getByLabel("Kid's Name").fill('Kabir');
  await page.getByLabel('Email').fill(email);
  await uploadOnePhoto(page);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  // The parent leaves without paying. An hour later (the job's pass, as if an hour had gone by). The
  // payment step starts the checkout as it opens, so the pass is asked until that request has landed
  // (a pass that finds nothing changes nothing).
  await expect
    .poll(
      async () =>
        (await request.post('/dev/checkout-reminders/run', { data: { email, hours_later: 1.1 } })).json(),
      { timeout: 15_000 },
    )
    .toEqual({ reminded: 1, ended: 0 });
  const mail = await waitForMail(request, email, /Kabir’s story is waiting for you/);
  const resume = linkIn(mail, /Finish my order/);
  expect(resume).toMatch(/\/order#resume=/);
  const stop = linkIn(mail, /Stop reminders/);

  // The reminder as the parent sees it (in a page of its own, off the shop's origin).
  const mailView = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const mailPage = await mailView.newPage();
  await mailPage.setContent(mail.html);
  await mailPage.screenshot({ path: shots('reminder-email'), fullPage: true });
  await mailView.close();

  // On another device: a fresh browser, a guest, the form filled as it was left, photo included.
  const other = await browser.newContext({
    baseURL: new URL(resume).origin,
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  watchContext(other);
  const phone = await other.newPage();
  await phone.goto(resume);
  await phone
    .getByRole('dialog', { name: 'Login Required' })
    .getByRole('button', { name: 'Continue as Guest' })
    .click();
  await expect(phone.getByLabel("Kid's Name")).toHaveValue('Kabir');
  await expect(phone.getByLabel('Email')).toHaveValue(email);
  await expect(phone.getByLabel('Select Story')).toHaveValue('5');
  await expect(phone.getByText('1 of 3 uploaded', { exact: false })).toBeVisible();
  await expect(phone.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  // The signed token left the address at once.
  expect(phone.url()).not.toContain('resume=');
  await checkA11y(phone);
  // The consent is the parent's to give again; then the payment starts with the same photo.
  await phone.getByRole('checkbox', { name: /parent or legal guardian/ }).check();
  await phone.getByRole('button', { name: SUBMIT }).click();
  await expect(phone.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await other.close();

  // The stop link: one click, no sign-in. No second reminder, not even for the newer checkout.
  await page.goto(stop);
  await expect(page.getByRole('status')).toHaveText(
    'Done. We will not send you any more reminders about unfinished orders.',
  );
  await checkA11y(page);
  const later = await request.post('/dev/checkout-reminders/run', { data: { email, hours_later: 21 } });
  expect(await later.json()).toEqual({ reminded: 0, ended: 0 });
});

test('the admin reads the funnel: steps with conversions, charts, CSV', async ({ page, browser }) => {
  // The admin's sign-in first, in a context of its own, while this page is still idle.
  const session = await sessionFor(browser, ADMIN);
  // A visit to the landing page is counted (a beacon when the browser is idle).
  const counted = page.waitForResponse((res) => res.url().endsWith('/api/funnel/events'));
  await page.goto('/');
  expect((await counted).status()).toBe(204);

  await useSession(page, session);
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Shop funnel' });
  // The shared machine can be slow to answer the dashboard's first queries.
  const steps = panel.getByRole('list', { name: 'Funnel, step by step' });
  await expect(steps).toBeVisible({ timeout: 20_000 });
  const landing = steps.getByRole('listitem').filter({ hasText: 'Landing views' });
  await expect(landing).toHaveText(/Landing views\s*[1-9]/);
  // The charts load on the dashboard only, and draw.
  await expect(panel.getByRole('img', { name: /^Visits to orders, per day/ })).toBeVisible();
  await expect(panel.locator('canvas').first()).toBeVisible();
  // The campaigns' results: none, or those another journey made on this shared shop.
  await expect(panel.getByRole('heading', { name: 'Campaign results' })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: shots('dashboard') });
  await checkA11y(page);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Funnel data exported successfully!')).toBeVisible();
});
