import type { Page } from '@playwright/test';
import { serverNow } from '../../support/clock';
import { checkA11y, expect } from '../../support/fixtures';
import { linkIn, type CaughtMail } from './orders';
import { uploadOnePhoto } from './photos';

// A gift's steps as the journeys take them (docs/decisions/115 and 121): the giver's "This is a gift"
// mode of the order form, and the parent's acceptance from the invitation e-mail.

/**
 * A day `days` ahead of the server's clock for chosen days (TEST_CLOCK), which other journeys of the
 * run move forward; far enough ahead that a move while this one runs leaves it valid.
 */
export const dateAhead = async (request: Parameters<typeof serverNow>[0], days: number) =>
  new Date((await serverNow(request)).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The order page as a guest, switched to "This is a gift": the gift's own fields show. */
export async function openGiftForm(page: Page): Promise<void> {
  await page.goto('/order?story=3');
  await page
    .getByRole('dialog', { name: 'Login Required' })
    .getByRole('button', { name: 'Continue as Guest' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Your Mythology Video' })).toBeVisible();
  await page.getByLabel('This is a gift').check();
  await expect(page.getByRole('group', { name: 'About the gift' })).toBeVisible();
}

export interface GiftFormInput {
  kidName: string;
  giverEmail: string;
  giverName: string;
  occasion: string;
  message?: string;
  /** The day, YYYY-MM-DD, at `time` in `timeZone` (the parent's clock). */
  date: string;
  time: string;
  timeZone: string;
  /** Left out to see the form ask for a way to reach the parent. */
  parentEmail?: string;
}

/** The giver's part of the form, as a giver fills it (the country stays the one detected). */
export async function fillGiftForm(page: Page, gift: GiftFormInput): Promise<void> {
  await page.getByLabel('Child’s first name').fill(gift.kidName);
  await page.getByLabel('Your e-mail (for the receipt and the gift’s progress)').fill(gift.giverEmail);
  await page.getByLabel('Your name, as the card says it').fill(gift.giverName);
  await page.getByLabel('Occasion').selectOption(gift.occasion);
  if (gift.message) await page.getByLabel('Your message on the card (optional)').fill(gift.message);
  const day = page.getByRole('group', { name: 'The day it should arrive' });
  await day.getByLabel('Date').fill(gift.date);
  await day.getByLabel('Time', { exact: true }).fill(gift.time);
  await day.getByLabel('Time zone').selectOption(gift.timeZone);
  if (gift.parentEmail) await page.getByLabel('Parent’s e-mail address').fill(gift.parentEmail);
}

export interface AcceptGiftInput {
  kidName: string;
  parentEmail: string;
  /** The giver's message, as the parent's page quotes it. */
  message?: string;
  /** Runs on the filled page (photo and consent given) before the parent accepts: a screenshot. */
  beforeAccept?: () => Promise<unknown>;
}

/**
 * The parent's acceptance from the invitation e-mail: the giver's words, the consent read and ticked,
 * one photo, their e-mail, then "Accept". With axe on the page before and after.
 */
export async function acceptGift(page: Page, invitation: CaughtMail, input: AcceptGiftInput): Promise<void> {
  await page.goto(linkIn(invitation, /Accept the gift/));
  await expect(page.getByRole('heading', { level: 1, name: `A gift for ${input.kidName}` })).toBeVisible();
  if (input.message) await expect(page.getByTestId('gift-message')).toContainText(input.message);
  await expect(page.getByLabel('Your e-mail (the film is sent here)')).toHaveValue(input.parentEmail);
  await checkA11y(page);
  await uploadOnePhoto(page, { consent: false });
  // The consent is the order form's own wording, the parent's to give.
  const consent = page.getByRole('checkbox', { name: /parent or legal guardian/ });
  await expect(page.getByTestId('consent-text')).toContainText("I am this child's parent or legal guardian");
  await expect(consent).not.toBeChecked();
  await consent.check();
  await input.beforeAccept?.();
  await page.getByRole('button', { name: 'Accept the gift and send the photos' }).click();
  await expect(page.getByTestId('gift-claimed')).toBeVisible();
  await checkA11y(page);
}
