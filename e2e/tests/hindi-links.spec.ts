import { ORDER_CONFIRMATION_SUBJECT_HI } from '@shop/content/site.hi';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';
import { ADMIN } from './helpers/auth';
import {
  completeOrder,
  createPaidOrder,
  linkIn,
  redeliverOrder,
  tokenFor,
  waitForMail,
} from './helpers/orders';

// Hindi orders meet no English dead end (issue 38): after a re-delivery, the first Hindi e-mail's
// video link names a file that is gone, and the page it opens speaks Hindi, naming the confirmation
// e-mail by its Hindi subject and leading to the Hindi profile and home. At 1280 and 375 px.

test.describe.configure({ timeout: 120_000 });

test('the old video link of a re-delivered Hindi order opens a Hindi page', async ({
  browser,
  page,
  request,
}) => {
  const project = test.info().project.name;
  const email = `hindi-links.${project}.${Date.now().toString(36)}@example.in`;
  const kidName = project === 'mobile' ? 'Myra' : 'Kabir';
  const adminToken = await tokenFor(browser, ADMIN);
  const order = await createPaidOrder(request, { kidName, storyId: 4, email, siteLanguage: 'hi' });
  await completeOrder(request, adminToken, order, `${kidName} and the Moon`);
  const first = await waitForMail(request, email, new RegExp(`^${kidName} का वीडियो तैयार है`));
  const oldLink = linkIn(first, /वीडियो डाउनलोड करें/);
  expect(new URL(oldLink).searchParams.get('lang')).toBe('hi');

  await redeliverOrder(request, adminToken, order, `${kidName} and the Moon, corrected`);
  const second = await waitForMail(request, email, new RegExp(`^${kidName} के लिए सुधरा हुआ वीडियो`));
  expect((await request.get(linkIn(second, /नया वीडियो डाउनलोड करें/))).status()).toBe(200);

  // The page for a person is the answer to a failed request (404), as intended.
  allowFailedRequest(page, /\/storage\/files\?/);
  const response = await page.goto(oldLink);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('यह फ़ाइल अब उपलब्ध नहीं है');
  await expect(page.getByText(`“${ORDER_CONFIRMATION_SUBJECT_HI}: …”`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मेरी प्रोफ़ाइल खोलें' })).toHaveAttribute('href', '/hi/profile');
  await expect(page.getByRole('link', { name: 'Diya Tales पर वापस जाएँ' })).toHaveAttribute('href', '/hi');
  // Nothing of it runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await checkA11y(page);
});
