import { serverNow } from '../support/clock';
import { checkA11y, expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from './helpers/orders';
import { uploadOnePhoto } from './helpers/photos';

// A gift order (issue 36 point 1, docs/decisions/115), the part from the payment to the parent's
// acceptance: a giver in the US pays for a film (the gift's own payment start, the card sandbox)
// for a child in India; the parent's invitation e-mail opens the gift page with the giver's message,
// where the parent adds a photo, consents and accepts; the giver's page (from the receipt) then says
// the parent accepted, and never shows the photo. At 1280 and 375 px, with axe on each screen.

test.describe.configure({ timeout: 120_000 });

/**
 * A day `days` ahead of the server's clock for chosen days (TEST_CLOCK), which other journeys of the
 * run move forward; far enough ahead that a move while this one runs leaves it valid.
 */
const dateAhead = async (request: Parameters<typeof serverNow>[0], days: number) =>
  new Date((await serverNow(request)).getTime() + days * 86_400_000).toISOString().slice(0, 10);

test('a giver in the US pays for a gift, the parent in India accepts it with a photo, the giver sees it accepted', async ({
  page,
  request,
}, testInfo) => {
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const giver = `giver-${run}@example.com`;
  const parent = `parent-${run}@example.in`;
  const started = await request.post('/api/gifts/create-payment-intent', {
    data: {
      kidName: 'Meera',
      storyId: 3,
      language: 'english',
      email: giver,
      country: 'US',
      deliverOn: { date: await dateAhead(request, 20), time: '09:00', timeZone: 'Asia/Kolkata' },
      gift: {
        giverName: 'Dadi Priya',
        occasion: 'birthday',
        message: 'Happy 5th birthday, my little star!',
        recipientEmail: parent,
      },
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { clientSecret, checkoutToken, amount, currency } = await started.json();
  // The server's price for the US, whatever the browser would have said.
  expect({ amount, currency }).toEqual({ amount: 1499, currency: 'USD' });
  const paid = await request.post('/api/payments/sandbox/card/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  });
  expect(paid.status()).toBe(200);
  const created = await request.post('/api/orders', {
    data: { payment_intent_id: clientSecret.split('_secret_')[0], checkout_token: checkoutToken },
  });
  // The sandbox's webhook may have made the order first (200) or this report does (201).
  expect([200, 201]).toContain(created.status());

  const invitation = await waitForMail(request, parent, /^Dadi Priya has a gift for Meera/);
  const receipt = await waitForMail(request, giver, /^Your gift for Meera is on its way/);

  // The parent's page: the giver's words, the photo and the consent of the order form.
  await page.goto(linkIn(invitation, /Accept the gift/));
  await expect(page.getByRole('heading', { level: 1, name: 'A gift for Meera' })).toBeVisible();
  await expect(page.getByTestId('gift-message')).toContainText('Happy 5th birthday, my little star!');
  await expect(page.getByLabel('Your e-mail (the film is sent here)')).toHaveValue(parent);
  await checkA11y(page);
  await uploadOnePhoto(page);
  await page.getByRole('button', { name: 'Accept the gift and send the photos' }).click();
  await expect(page.getByTestId('gift-claimed')).toBeVisible();
  await checkA11y(page);
  // The parent is sent the order's own link; the film goes to them.
  await waitForMail(request, parent, /order/i);

  // The giver's page: accepted, and nothing of the child's photos or film.
  await page.goto(linkIn(receipt, /Follow the gift/));
  await expect(page.getByTestId('gift-progress')).toHaveAttribute('data-progress', 'accepted');
  await expect(page.locator('main img, main video')).toHaveCount(0);
  await expect(page.getByText(parent)).toHaveCount(0);
  await checkA11y(page);
});
