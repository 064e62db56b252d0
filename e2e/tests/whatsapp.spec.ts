import type { APIRequestContext } from '@playwright/test';
import { checkA11y, expect, test } from '../support/fixtures';
import { uploadOnePhoto } from './helpers/photos';
import { checkOutByCard } from './helpers/orders';

// WhatsApp order updates (issue 16 item 5, docs/decisions/049): a guest ticks "Send me order updates
// by phone", a number that is not valid for the country gets the field's message, the sandbox card
// pays, the update is caught by the local WhatsApp catcher (/dev/messages), and "Stop WhatsApp
// updates" on the order-status page (from the confirmation e-mail's link) works at once.

test.use({ timezoneId: 'America/New_York', locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

const PHONE = '+12015550123';

interface CaughtMessage {
  to: string;
  template: string;
  language_code: string;
  text: string;
}

async function messageFor(request: APIRequestContext, orderNumber: string): Promise<CaughtMessage> {
  let found: CaughtMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/messages/api/messages?to=${encodeURIComponent(PHONE)}`);
        const { messages } = (await response.json()) as { messages: CaughtMessage[] };
        found = messages.find((message) => message.text.includes(orderNumber));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

async function statusLinkFor(
  request: APIRequestContext,
  email: string,
  orderNumber: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail/api/messages?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        const mail = messages.find((message) => message.text.includes(orderNumber));
        link = mail && /https?:\/\/[^\s/]+(\/order-status\/[0-9a-f-]{36}\?sig=[\w-]+)/.exec(mail.text)?.[1];
        return link !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return link!;
}

test('a parent asks for WhatsApp updates, receives the paid update, and stops them from the order page', async ({
  page,
  request,
}, testInfo) => {
  const email = `whatsapp-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/order?story=3');
  await page
    .getByRole('dialog', { name: 'Login Required' })
    .getByRole('button', { name: 'Continue as Guest' })
    .click();
  await page.getByLabel("Kid's Name").fill('Aarav');
  await page.getByLabel('Email').fill(email);
  await uploadOnePhoto(page);

  // A number of the right shape that is no US number: the field says so, nothing is paid.
  await page.getByLabel('Send me order updates by phone (optional)').check();
  await page.getByLabel('Phone number').fill('555 123 4567');
  await page.getByRole('button', { name: 'GET MY PERSONALIZED STORY NOW' }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await checkA11y(page);

  await page.getByLabel('Phone number').fill('(201) 555-0123');
  const orderNumber = await checkOutByCard(page);

  // The paid update, as the WhatsApp catcher received it: the approved template, the order, how to stop.
  const message = await messageFor(request, orderNumber);
  expect(message).toMatchObject({ to: PHONE, template: 'diya_order_paid', language_code: 'en' });
  expect(message.text).toContain('Krishna and the Serpent Kaliya');
  expect(message.text).toMatch(/tap “Stop WhatsApp updates”\.$/);

  // The order page from the confirmation e-mail: the WhatsApp box, and the stop.
  await page.goto(await statusLinkFor(request, email, orderNumber));
  const box = page.getByTestId('whatsapp-updates');
  await expect(box).toContainText('We send updates about this order on WhatsApp to +1 •••••• 0123.');
  await checkA11y(page);
  await box.getByRole('button', { name: 'Stop WhatsApp updates' }).click();
  await expect(box.getByRole('status')).toHaveText(
    'WhatsApp updates to +1 •••••• 0123 are stopped. We will keep you posted by e-mail.',
  );
  await expect(box.getByRole('button', { name: 'Stop WhatsApp updates' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('whatsapp-updates').getByRole('status')).toBeVisible();
  await checkA11y(page);
});
