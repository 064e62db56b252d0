import { checkA11y, expect, test, watchContext } from '../support/fixtures';
import { baseURL } from '../support/server';
import { ADMIN } from './helpers/auth';
import {
  completeOrder,
  createPaidOrder,
  linkIn,
  sessionFor,
  tokenFor,
  useSession,
  waitForMail,
} from './helpers/orders';

// Issue 13 (docs/decisions/047): a guest orders, the admin delivers, the parent deletes the child's
// photos from the confirmation e-mail's order-status page (confirm dialog, e-mailed receipt), and
// the admin's order detail says "Photos deleted on …" instead of showing them.

test.describe.configure({ mode: 'default', timeout: 120_000 });

test("the parent deletes the child's photos from the status page, and the admin sees them gone", async ({
  page,
  browser,
  request,
}) => {
  const mobile = test.info().project.name === 'mobile';
  const kidName = mobile ? 'Ishaan' : 'Myra';
  const email = `privacy-${Date.now().toString(36)}-${test.info().project.name}@example.com`;
  const order = await createPaidOrder(request, { kidName, email, storyId: 4 });
  const confirmation = await waitForMail(request, email, /^Order confirmed/);
  const statusPath = linkIn(confirmation, /See your order status/).replace(baseURL, '');
  await completeOrder(request, await tokenFor(browser, ADMIN), order, `${kidName} and the Mountain`);

  // ── The parent, with no account, opens the status page: the photos are there to delete.
  await page.goto(statusPath);
  const controls = page.getByRole('region', { name: "Your child's photos and data" });
  await expect(controls).toBeVisible();
  await expect(controls.getByTestId('child-data-photos')).toHaveText(/Kept privately/);
  await expect(controls.getByRole('link', { name: 'Download my data' })).toBeVisible();
  await checkA11y(page);

  // ── Asked first; "Keep them" changes nothing.
  await controls.getByRole('button', { name: "Delete my child's photos now" }).click();
  const dialog = page.getByRole('dialog', { name: "Delete your child's photos now?" });
  await expect(dialog).toBeVisible();
  await checkA11y(page, { include: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(controls.getByTestId('child-data-photos')).toHaveText(/Kept privately/);

  // ── Confirmed: deleted at once, said on the page, and e-mailed.
  await controls.getByRole('button', { name: "Delete my child's photos now" }).click();
  await page
    .getByRole('dialog', { name: "Delete your child's photos now?" })
    .getByRole('button', { name: 'Yes, delete the photos' })
    .click();
  await expect(controls.getByRole('status')).toHaveText(
    "Your child's photos are deleted. We sent you an e-mail receipt.",
  );
  await expect(controls.getByTestId('child-data-photos')).toHaveText(/^Deleted on .*at your request/);
  await expect(controls.getByRole('button', { name: "Delete my child's photos now" })).toHaveCount(0);
  await checkA11y(page);
  const receipt = await waitForMail(request, email, /^Deleted: your child's photos/);
  expect(receipt.text).toContain(order.order_number);
  expect(receipt.text).not.toContain(kidName);

  // ── The admin's detail says when and why, instead of thumbnails.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() });
  watchContext(adminContext);
  const admin = await adminContext.newPage();
  await useSession(admin, await sessionFor(browser, ADMIN));
  await admin.goto(`/admin/orders/${order.unique_id}`);
  await expect(admin.getByTestId('photos-deleted')).toHaveText(
    /^Photos deleted on .*at the parent's request/,
  );
  await expect(admin.getByRole('list', { name: "The child's photos" })).toHaveCount(0);
  await checkA11y(admin);
  await adminContext.close();
});

// Issue 38, point 1 (docs/decisions/091): photos deleted while the film is being made. The order waits
// for new photos: the parent's page asks for them, the studio sees why on the timeline.
test('photos deleted before delivery: the parent is asked for new ones, the studio sees the order wait', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = `open-delete-${Date.now().toString(36)}-${testInfo.project.name}@example.com`;
  const order = await createPaidOrder(request, { kidName: 'Kabir', email, storyId: 4 });
  const confirmation = await waitForMail(request, email, /^Order confirmed/);
  const statusPath = linkIn(confirmation, /See your order status/).replace(baseURL, '');

  await page.goto(statusPath);
  const controls = page.getByRole('region', { name: "Your child's photos and data" });
  await controls.getByRole('button', { name: "Delete my child's photos now" }).click();
  await page
    .getByRole('dialog', { name: "Delete your child's photos now?" })
    .getByRole('button', { name: 'Yes, delete the photos' })
    .click();
  await expect(controls.getByTestId('child-data-photos')).toHaveText(/^Deleted on .*at your request/);
  // The page now asks for new photos, in the words of the request.
  await page.reload();
  await expect(
    page.getByText(/You deleted your child’s photos, so we cannot make the film yet/),
  ).toBeVisible();
  await checkA11y(page);
  await page.screenshot({
    path: testInfo.outputPath(`parent-photos-deleted-${testInfo.project.name}.png`),
    fullPage: true,
  });

  const adminContext = await browser.newContext({ viewport: page.viewportSize() });
  watchContext(adminContext);
  const admin = await adminContext.newPage();
  await useSession(admin, await sessionFor(browser, ADMIN));
  await admin.goto(`/admin/orders/${order.unique_id}`);
  await expect(admin.getByText('The parent deleted the photos: waiting for new ones')).toBeVisible();
  await checkA11y(admin);
  await admin.screenshot({
    path: testInfo.outputPath(`admin-photos-deleted-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await adminContext.close();
});
