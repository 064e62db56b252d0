import type { APIRequestContext, Page } from '@playwright/test';
import { CONSENT_TEXT_HI } from '@shop/content/consent/consent.hi';
import { englishLeftIn } from '../../packages/content/src/hindi-text';
import { PAYMENT_TEXT_HI } from '../../packages/content/src/parent-text/payment.hi';
import { STORIES_HI } from '../../packages/content/src/stories.hi';
import { UI_TEXT_HI } from '../../packages/content/src/ui-text.hi';
import { checkA11y, expect, test } from '../support/fixtures';
import { smallPng } from './helpers/photos';

// A parent's whole purchase in Hindi (issue 16): from /hi through the Hindi login dialog as a guest to
// /hi/order, a story, India (the sandbox UPI sheet), order updates by phone with an Indian mobile, a
// photo, payment, the Hindi thank-you, the confirmation e-mail and the WhatsApp update in Hindi, and
// the e-mail's status link opening the Hindi order-status page. axe at 1280 and 375 px on the way.
//
// Words are read from the Hindi catalogues (ui-text.hi.ts, parent-text/*.hi.ts) where the page takes
// them from there; where a screen's words are not in a catalogue yet, the journey finds its controls
// by their form names and ids, so it reads the same whichever words the screen shows.

test.use({ timezoneId: 'Asia/Kolkata', locale: 'hi-IN' });
test.describe.configure({ timeout: 150_000 });

const titleOf = (id: number) => STORIES_HI.find((story) => story.id === id)!.title;
/** On the home page's story cards. */
const CARD_STORY = titleOf(1);
/** The story the parent then picks in the form. */
const STORY_ID = 3;
const STORY_TITLE_HI = titleOf(STORY_ID);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MOBILE = '98765 43210';
const PHONE = '+919876543210';
const CHILD = 'Aarav';

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
}

interface CaughtMessage {
  to: string;
  template: string;
  language_code: string;
  text: string;
}

/** Polls a dev catcher until `pick` finds the item for this order. */
async function caught<T>(request: APIRequestContext, url: string, pick: (items: T[]) => T | undefined) {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(url)).json()) as { messages: T[] };
        found = pick(body.messages);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** axe at the desktop width and at a 375 px phone, then back. */
async function checkA11yBothWidths(page: Page) {
  await checkA11y(page);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  await checkA11y(page);
  await page.setViewportSize(size);
}

/** The page leaves no horizontal scroll at 375 px (long Hindi words must wrap). */
async function fitsPhoneWidth(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize(size);
}

/**
 * No English left on the page as the parent sees it: its visible text, labels and alt texts, less what
 * is English by design (marked lang="en" or translate="no") and the parent's own entries (`own`).
 */
async function expectNoEnglishLeft(page: Page, own: string[]) {
  const words = await page.evaluate(() => {
    const skipped = (element: Element | null) =>
      !!element?.closest('[lang]:not([lang="hi"]), [translate="no"], script, style, noscript, [hidden]');
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent) || !parent.checkVisibility()) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [alt], [placeholder]'))) {
      if (skipped(element)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
  const left = words
    .map((text) => own.reduce((rest, value) => rest.replaceAll(value, ' '), text))
    .flatMap((text) => englishLeftIn(text));
  expect(left, `English left on ${new URL(page.url()).pathname}`).toEqual([]);
}

test('a parent buys a video in Hindi, as a guest paying by UPI, and hears back in Hindi', async ({
  page,
  request,
}, testInfo) => {
  const email = `hindi-${testInfo.project.name}-${Date.now()}@example.in`;

  // The Hindi home page, and a story's order button.
  await page.goto('/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await checkA11yBothWidths(page);
  await page
    .getByRole('link', {
      name: new RegExp(`^${escaped(UI_TEXT_HI.landing.orderNow)}\\s*:\\s*${escaped(CARD_STORY)}$`),
    })
    .first()
    .click();

  // Not signed in: the login-required dialog, in Hindi; the parent continues as a guest.
  const login = page.getByRole('dialog', { name: UI_TEXT_HI.auth.loginRequired.title });
  await expect(login).toBeVisible();
  await expect(login).toContainText(
    UI_TEXT_HI.auth.loginRequired.needSignIn.replace('{page}', UI_TEXT_HI.auth.loginRequired.pages.order),
  );
  await expect(login.getByRole('link', { name: UI_TEXT_HI.auth.loginRequired.google })).toBeVisible();
  await expect(login.getByText('Login Required')).toHaveCount(0);
  await checkA11yBothWidths(page);
  await login.getByRole('button', { name: UI_TEXT_HI.auth.loginRequired.guest }).click();

  // The Hindi order form.
  await expect(page).toHaveURL(/\/hi\/order\?story=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const form = page.locator('form').filter({ has: page.locator('[name="kidName"]') });
  await expect(form).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('भारतीय पौराणिक कथाओं के पर्सनलाइज़्ड');
  // The guest's account button in the bar speaks Hindi too.
  await expect(
    page.getByRole('button', {
      name: UI_TEXT_HI.auth.accountMenu.replace('{name}', UI_TEXT_HI.auth.guestName),
    }),
  ).toBeVisible();

  await form.locator('select[name="storyId"]').selectOption(String(STORY_ID));
  await form.locator('input[name="kidName"]').fill(CHILD);
  await form.locator('input[name="email"]').fill(email);
  // India, guessed from the time zone: the UPI sandbox, and the state for the tax invoice.
  await expect(form.locator('select[name="country"]')).toHaveValue('IN');
  await form.locator('select[name="state"]').selectOption('KA');
  await expect(page.getByTestId('sale-price')).toHaveText('₹1,299');

  // Order updates by phone: the box's Hindi words are what the server stores as the opt-in.
  await form.getByRole('checkbox', { name: CONSENT_TEXT_HI.phoneUpdates }).check();
  await form.locator('input[name="phoneNumber"]').fill(MOBILE);

  // One photo through the upload dialog.
  await form.locator('button[aria-describedby="photos-label photos-status"]').click();
  const photos = page.getByRole('dialog').filter({ has: page.locator('#photo-modal-title') });
  await photos
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kid.png', mimeType: 'image/png', buffer: await smallPng(page) });
  // The dialog's last button: "upload 1 photo" (peacock) while the file waits, then "done" once it is in.
  const uploadButton = photos.locator('button.bg-peacock-700');
  await uploadButton.click();
  await expect(uploadButton).toHaveCount(0, { timeout: 15_000 });
  await photos.locator('button').last().click();
  await expect(photos).toBeHidden();
  await form.locator('input[name="consent"]').check();
  await expectNoEnglishLeft(page, [CHILD, email]);
  await checkA11yBothWidths(page);
  await fitsPhoneWidth(page);

  await form.locator('button[type="submit"]').click();

  // The sandbox UPI sheet, in Hindi; the parent pays.
  const upi = page.locator('section[aria-labelledby="upi-heading"]');
  await expect(upi.getByRole('heading')).toHaveText(
    PAYMENT_TEXT_HI.upi.heading.replace('{amount}', '₹1,299'),
  );
  await checkA11yBothWidths(page);
  await upi.getByRole('button', { name: PAYMENT_TEXT_HI.upi.paySuccess }).click();

  // The thank-you, with the order number.
  const thanks = page.getByRole('dialog').filter({ has: page.locator('#thanks-title') });
  const number = thanks.getByTestId('order-number');
  await expect(number).toHaveText(/^DT-[2-9A-HJKMNP-Z]{6}$/, { timeout: 15_000 });
  const orderNumber = await number.innerText();
  await expectNoEnglishLeft(page, [CHILD, email, orderNumber]);
  await checkA11yBothWidths(page);

  // The confirmation e-mail, in Hindi, with the link to the Hindi order-status page.
  const mail = await caught<CaughtMail>(
    request,
    `/dev/mail/api/messages?to=${encodeURIComponent(email)}`,
    (messages) => messages.find((message) => message.text.includes(orderNumber)),
  );
  expect(mail.subject).toContain('ऑर्डर पक्का हुआ');
  expect(mail.subject).toContain(STORY_TITLE_HI);
  expect(mail.html).toContain('<html lang="hi">');
  expect(mail.text).toContain('धन्यवाद! आपका ऑर्डर पक्का हो गया है');
  const statusPath = /https?:\/\/[^\s/]+(\/hi\/order-status\/[0-9a-f-]{36}\?sig=[\w-]+)/.exec(mail.text)?.[1];
  expect(statusPath, 'the e-mail links to the Hindi order-status page').toBeTruthy();

  // The WhatsApp update, in Hindi (the approved template's Hindi language code).
  const message = await caught<CaughtMessage>(
    request,
    `/dev/messages/api/messages?to=${encodeURIComponent(PHONE)}`,
    (messages) => messages.find((caughtMessage) => caughtMessage.text.includes(orderNumber)),
  );
  expect(message).toMatchObject({ to: PHONE, template: 'diya_order_paid', language_code: 'hi' });
  expect(message.text).toContain(STORY_TITLE_HI);
  expect(englishLeftIn(message.text.replace(orderNumber, '').replaceAll(CHILD, ''))).toEqual([]);

  // The e-mail's link: the order-status page, in Hindi.
  await page.goto(statusPath!);
  await expect(page).toHaveURL(/\/hi\/order-status\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('भारतीय पौराणिक कथाओं के पर्सनलाइज़्ड');
  await expectNoEnglishLeft(page, [CHILD, email, orderNumber]);
  await checkA11yBothWidths(page);
  await fitsPhoneWidth(page);
});
