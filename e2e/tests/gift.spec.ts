import type { Request } from '@playwright/test';
import { checkA11y, expect, test } from '../support/fixtures';
import { acceptGift, dateAhead, fillGiftForm, openGiftForm } from './helpers/gifts';
import { linkIn, payByCard, waitForMail } from './helpers/orders';
import { GIFT_MESSAGES_HI, GIFT_TEXT_HI } from '../../packages/content/src/parent-text/gifts.hi';
import { ORDER_TEXT_HI } from '../../packages/content/src/parent-text/order.hi';
import { UI_TEXT_HI } from '../../packages/content/src/ui-text.hi';

// A gift order (issue 36 point 1, docs/decisions/115 and 121), from the order page to the parent's
// acceptance: a giver in the US ticks "This is a gift" on the order form, fills the gift's fields and
// pays by the card sandbox (the gift's own payment start) for a child in India; the parent's invitation e-mail opens the gift page with the giver's message,
// where the parent adds a photo, consents and accepts; the giver's page (from the receipt) then says
// the parent accepted, and never shows the photo. At 1280 and 375 px, with axe on each screen.

test.describe.configure({ timeout: 120_000 });
// The giver is in the US: the form's country, and the card sandbox's price.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test('a giver in the US pays for a gift, the parent in India accepts it with a photo, the giver sees it accepted', async ({
  page,
  request,
}, testInfo) => {
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const giver = `giver-${run}@example.com`;
  const parent = `parent-${run}@example.in`;
  // The giver's part on the order page: "This is a gift", the gift's fields, the card sandbox.
  await openGiftForm(page);
  // The photos, consent and the name's spelling are the parent's, later.
  await expect(page.getByText(/How do you say/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Upload/i })).toHaveCount(0);
  await expect(page.getByLabel('Select Country')).toHaveValue('US');
  await fillGiftForm(page, {
    kidName: 'Meera',
    giverEmail: giver,
    giverName: 'Dadi Priya',
    occasion: 'birthday',
    message: 'Happy 5th birthday, my little star!',
    date: await dateAhead(request, 20),
    time: '09:00',
    timeZone: 'Asia/Kolkata',
  });
  await expect(page.getByTestId('gift-message-count')).toHaveText('35 of 200 characters');
  // Without a way to reach the parent the gift is not sent: the message is at the recipient's group.
  const submit = page.getByRole('button', { name: 'Continue to pay for the gift' });
  await submit.click();
  await expect(page.getByRole('group', { name: 'Who receives it' }).getByRole('alert')).toHaveText(
    "Please give the parent's e-mail address or WhatsApp number.",
  );
  await page.getByLabel('Parent’s e-mail address').fill(parent);
  await expect(page.getByRole('group', { name: 'Who receives it' }).getByRole('alert')).toHaveCount(0);
  // The whole form from the top (a full-page shot keeps the sticky header where the page was scrolled).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('gift-form.png'), fullPage: true });
  await checkA11y(page);

  const started = page.waitForResponse('**/api/gifts/create-payment-intent');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  const start = await started;
  // The browser sends no price; the server's price for the US is what is charged.
  expect(start.request().postDataJSON()).not.toHaveProperty('amount');
  expect(start.request().postDataJSON()).toMatchObject({
    kidName: 'Meera',
    email: giver,
    country: 'US',
    gift: { giverName: 'Dadi Priya', occasion: 'birthday', recipientEmail: parent },
  });
  expect(start.status()).toBe(200);
  expect(await start.json()).toMatchObject({ amount: 1499, currency: 'USD' });
  await expect(page.getByTestId('payment-amount')).toHaveText('$14.99');
  await payByCard(page);
  const paid = page.getByTestId('gift-paid');
  await expect(paid).toBeVisible({ timeout: 30_000 });
  await expect(paid).toContainText('We have invited Meera’s parent to accept the gift.');
  await expect(paid).toContainText('Your receipt e-mail has the link to follow the gift.');
  await expect(paid).toContainText(/Order DT-/);
  await page.screenshot({ path: testInfo.outputPath('gift-paid.png'), fullPage: true });
  await checkA11y(page);

  const invitation = await waitForMail(request, parent, /^Dadi Priya has a gift for Meera/);
  const receipt = await waitForMail(request, giver, /^Your gift for Meera is on its way/);

  // The parent's page: the giver's words, the photo and the consent of the order form.
  // The name's spelling and a recording of it: the order form's own field and upload, sent with the claim.
  let claim: Promise<Request> | undefined;
  await acceptGift(page, invitation, {
    kidName: 'Meera',
    parentEmail: parent,
    message: 'Happy 5th birthday, my little star!',
    beforeAccept: async () => {
      await page.getByLabel('How do you say Meera?').fill('MEE-ra');
      await page
        .getByLabel('Voice clip file')
        .setInputFiles({ name: 'meera.wav', mimeType: 'audio/wav', buffer: toneWav(2) });
      await expect(page.getByLabel('Your voice clip, 2 seconds')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('gift-claim.png'), fullPage: true });
      claim = page.waitForRequest('**/api/gifts/invitation/*/claim');
    },
  });
  expect((await claim!).postDataJSON()).toMatchObject({
    pronunciation: 'MEE-ra',
    voiceClipId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  // The parent is sent the order's own link; the film goes to them.
  await waitForMail(request, parent, /order/i);

  // The giver's page: accepted, and nothing of the child's photos or film.
  await page.goto(linkIn(receipt, /Follow the gift/));
  await expect(page.getByTestId('gift-progress')).toHaveAttribute('data-progress', 'accepted');
  await expect(page.locator('main img, main video')).toHaveCount(0);
  await expect(page.getByText(parent)).toHaveCount(0);
  await checkA11y(page);
});

test('the gift form on the Hindi page: its fields and its messages are Hindi', async ({ page }, testInfo) => {
  await page.goto('/hi/order?story=3');
  await page
    .getByRole('dialog', { name: UI_TEXT_HI.auth.loginRequired.title })
    .getByRole('button', { name: UI_TEXT_HI.auth.loginRequired.guest })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ORDER_TEXT_HI.page.heading })).toBeVisible();
  await page.getByLabel(GIFT_TEXT_HI.form.toggle).check();
  await page.getByRole('button', { name: GIFT_TEXT_HI.form.submit }).click();
  await expect(page.getByLabel(GIFT_TEXT_HI.form.childName)).toBeFocused();
  await expect(page.getByText(GIFT_MESSAGES_HI.giverNameMissing)).toBeVisible();
  await expect(page.getByText(GIFT_MESSAGES_HI.recipientMissing)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('gift-form-hindi.png'), fullPage: true });
  await checkA11y(page);
});

/** A recording of the name as a WAV file: `seconds` of a soft 220 Hz tone (16-bit mono, 16 kHz). */
function toneWav(seconds: number): Buffer {
  const rate = 16000;
  const samples = Math.round(rate * seconds);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 220 * i) / rate) * 6000), 44 + i * 2);
  return wav;
}
