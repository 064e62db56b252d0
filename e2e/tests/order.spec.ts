import type { Page } from '@playwright/test';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';

// The order page (SPEC §2 "Order page", §5 "Order submit", "Photos", §8 "Payment"): a guest reaches
// /order, the submit checks alert in the seed's order, a photo is uploaded, and the sandbox card
// payment ends in the thank-you modal with the server's order number (or, declined, in the retries).

test.use({ timezoneId: 'America/New_York', locale: 'en-US' });
// Uploads, axe scans and the payment round trip are slow on the shared two-core machines.
test.describe.configure({ timeout: 90_000 });

async function openAsGuest(page: Page, path = '/order?story=3') {
  await page.goto(path);
  const modal = page.getByRole('dialog', { name: 'Login Required' });
  await modal.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Your Mythology Video' })).toBeVisible();
}

/** Collects window.alert texts and accepts them. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** A small real PNG drawn by the browser itself (no fixture file in the repo). */
async function smallPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#f5a300';
    ctx.fillRect(0, 0, 320, 320);
    ctx.fillStyle = '#1a1446';
    ctx.beginPath();
    ctx.arc(160, 150, 90, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function uploadOnePhoto(page: Page) {
  await page.getByRole('button', { name: 'Upload photos' }).click();
  const modal = page.getByRole('dialog', { name: "Upload your child's photos" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Recommended 2-3 photos', { exact: false })).toBeVisible();
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kid.png', mimeType: 'image/png', buffer: await smallPng(page) });
  await modal.getByRole('button', { name: 'Upload 1 Photo(s)' }).click();
  await expect(modal.getByText('Uploaded', { exact: true })).toBeVisible();
  await checkA11y(page);
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('1 of 3 uploaded', { exact: false })).toBeVisible();
}

async function fillAndGoToPayment(page: Page) {
  await page.getByLabel("Kid's Name").fill('Aarav');
  await page.getByLabel('Email').fill('parent@example.com');
  await uploadOnePhoto(page);
  await page.getByRole('button', { name: 'GET MY PERSONALIZED STORY NOW' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$14\.99$/ }).click();
}

test('a guest reaches the form with the story preselected and the US price', async ({ page }) => {
  await openAsGuest(page);
  await expect(page.getByLabel('Select Story')).toHaveValue('3');
  await expect(page.getByLabel('Select Country')).toHaveValue('US');
  await expect(page.getByTestId('sale-price')).toHaveText('$14.99');
  await expect(page.getByText('HST (13%)')).toBeVisible();
  await expect(page.getByTestId('sale-countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await checkA11y(page);
});

test('the submit checks alert in order, and the phone input keeps only phone characters', async ({
  page,
}) => {
  await openAsGuest(page);
  const alerts = collectAlerts(page);
  const submit = page.getByRole('button', { name: 'GET MY PERSONALIZED STORY NOW' });
  await page.getByLabel("Kid's Name").fill('Aarav');
  await page.getByLabel('Select Country').selectOption('');
  await submit.click();
  await page.getByLabel('Select Country').selectOption('US');
  await submit.click();
  await page.getByLabel('Email').fill('parent@example.com');
  await page.getByLabel('Send me order updates by phone (optional)').check();
  await submit.click();
  await page.getByLabel('Phone number').fill('12ab#');
  await expect(page.getByLabel('Phone number')).toHaveValue('12');
  await submit.click();
  await uploadOnePhoto(page);
  await submit.click();
  await expect
    .poll(() => alerts)
    .toEqual([
      'Please select your country to continue.',
      'Please enter your email address to continue.',
      'Please enter your phone number to receive updates.',
      'Please upload at least one photo of your child to continue.',
      'Please enter a valid phone number.',
    ]);
  // Unticking clears the number.
  await page.getByLabel('Send me order updates by phone (optional)').uncheck();
  await page.getByLabel('Send me order updates by phone (optional)').check();
  await expect(page.getByLabel('Phone number')).toHaveValue('');
});

test('a US guest pays with the sandbox test card and sees the thank-you with an order number', async ({
  page,
}) => {
  await openAsGuest(page);
  await fillAndGoToPayment(page);
  await checkA11y(page);
  await payByCard(page, '4242 4242 4242 4242');
  const thanks = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByTestId('order-number')).toHaveText(/^pi_/);
  expect(await page.evaluate(() => localStorage.getItem('orderCreatedInPayment'))).toBe('true');
  await checkA11y(page);
});

test('a declined card is retried three times and ends in the maximum-attempts message', async ({ page }) => {
  allowFailedRequest(page, /\/api\/payments\/sandbox\/card\/confirm$/);
  await openAsGuest(page);
  await fillAndGoToPayment(page);
  await payByCard(page, '4000 0000 0000 0002');
  const status = page.getByTestId('payment-retry-status');
  await expect(page.getByText('Payment failed: Your card was declined.')).toBeVisible();
  await expect(status).toHaveText('Attempt 1 of 3. Please wait...');
  await expect(status).toHaveText('Attempt 2 of 3. Please wait...', { timeout: 5_000 });
  await expect(status).toHaveText('Attempt 3 of 3. Please wait...', { timeout: 8_000 });
  await expect(status).toHaveText('Maximum retry attempts reached. Please refresh the page and try again.', {
    timeout: 10_000,
  });
  await checkA11y(page);
});

test.describe('India', () => {
  test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

  test('an India guest pays in the sandbox UPI sheet and sees the thank-you', async ({ page }) => {
    await openAsGuest(page, '/order?story=1');
    await expect(page.getByLabel('Select Country')).toHaveValue('IN');
    await expect(page.getByTestId('sale-price')).toHaveText('₹1,299');
    await page.getByLabel("Kid's Name").fill('Meera');
    await page.getByLabel('Email').fill('parent@example.in');
    await uploadOnePhoto(page);
    await page.getByRole('button', { name: 'GET MY PERSONALIZED STORY NOW' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with UPI (success)' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect(thanks.getByTestId('order-number')).toHaveText(/^order_/);
  });
});
