import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REFUND_TIME_HI } from '@shop/content/site.hi';
import { checkA11y, expect, test } from '../support/fixtures';
import { baseURL } from '../support/server';
import { ADMIN, type Person } from './helpers/auth';
import { createPaidOrder, linkIn, sessionFor, useSession, waitForMail } from './helpers/orders';

// Refunds on paper (issue 38): the studio cancels an order placed on the Hindi site, which refunds it;
// its invoice is then reversed by a credit note, which the admin downloads from the order, and the
// parent from /hi/profile and from the cancellation e-mail's order page, all in Hindi, with the one
// refund time the e-mail gives too. At 1280 and 375 px, axe on every screen.

test.describe.configure({ timeout: 150_000 });

/** The text of a PDF's first page, as a reader's viewer extracts it (pdf.js). */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  } finally {
    await document.destroy();
  }
}

async function download(page: Page, control: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), control.click()]);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), text: await pdfText(bytes) };
}

const CREDIT_NOTE_NUMBER = /CN\/\d\d-\d\d\/\d{6}/;

test('a cancelled order’s credit note: the admin’s, then the parent’s on /hi/profile and the order page', async ({
  browser,
  page,
  request,
}) => {
  const project = test.info().project.name;
  const parent: Person = { email: `refund.${project}@example.in`, name: 'Kavya Rao' };
  const parentSession = await sessionFor(browser, parent);
  const order = await createPaidOrder(request, {
    kidName: project === 'mobile' ? 'Anvi' : 'Reyansh',
    storyId: 8,
    email: parent.email,
    token: parentSession.token,
    siteLanguage: 'hi',
  });

  // ── The studio cancels it; the refund goes through the sandbox, and the credit note with it.
  await useSession(page, await sessionFor(browser, ADMIN));
  await page.goto(`/admin/orders/${order.unique_id}`);
  const production = page.getByRole('region', { name: 'Production' });
  await production.getByRole('button', { name: 'Cancel order and refund…' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this order and refund it?' });
  await cancel.getByLabel('Why is it cancelled?').fill('The family asked to cancel');
  await cancel.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(cancel).toBeHidden({ timeout: 15_000 });
  await expect(production.getByTestId('stage-badge')).toHaveText('Cancelled');
  const adminNote = await download(page, page.getByRole('button', { name: 'Download credit note (PDF)' }));
  expect(adminNote.name).toBe(`Diya-Tales-credit-note-${order.order_number}.pdf`);
  const number = CREDIT_NOTE_NUMBER.exec(adminNote.text)?.[0];
  expect(number, 'the credit note’s own number').toBeTruthy();
  expect(adminNote.text).toContain(order.order_number);
  await checkA11y(page);

  // ── The parent's profile, in Hindi: receipt and credit note side by side.
  const parentContext = await browser.newContext({ baseURL });
  const parentPage = await parentContext.newPage();
  await useSession(parentPage, parentSession);
  await parentPage.goto('/hi/profile');
  const card = parentPage.getByRole('listitem').filter({ hasText: order.order_number });
  await expect(card.getByRole('button', { name: 'रसीद डाउनलोड करें (PDF)' })).toBeVisible();
  const mine = await download(parentPage, card.getByRole('button', { name: 'क्रेडिट नोट डाउनलोड करें (PDF)' }));
  expect(mine.text).toContain(number!);
  // The receipt now says the money went back, and names the note.
  const receipt = await download(parentPage, card.getByRole('button', { name: 'रसीद डाउनलोड करें (PDF)' }));
  expect(receipt.text).toContain(number!);
  await checkA11y(parentPage);

  // ── The cancellation e-mail, in Hindi, leads to the order page with the same papers and words.
  const mail = await waitForMail(request, parent.email, new RegExp(`^आपका ऑर्डर ${order.order_number} रद्द`));
  expect(mail.text).toContain(REFUND_TIME_HI);
  await parentPage.goto(linkIn(mail, /अपने ऑर्डर की स्थिति देखें/).replace(baseURL, ''));
  await expect(parentPage.getByText(REFUND_TIME_HI, { exact: false })).toBeVisible();
  const fromLink = await download(
    parentPage,
    parentPage.getByRole('link', { name: 'क्रेडिट नोट डाउनलोड करें (PDF)' }),
  );
  expect(fromLink.text).toContain(number!);
  await checkA11y(parentPage);
  await parentContext.close();
});
