import path from 'node:path';
import { checkA11y, expect, test } from '../support/fixtures';
import { ADMIN } from './helpers/auth';
import { payByCard, sessionFor, useSession, waitForMail } from './helpers/orders';
import { uploadOnePhoto } from './helpers/photos';

// How the child's name is said (issue 12 item 6, docs/decisions/045): a guest writes the spelling and
// gives a voice clip (through the file chooser: a headless browser has no microphone to record
// with), pays; the studio reads the spelling and plays the clip through its staff link; then the
// admin cancels the order, which refunds it on the payment sandbox and e-mails the parent. At 1280
// and 375 px, with axe on every screen.

test.use({ timezoneId: 'America/New_York', locale: 'en-US' });
test.describe.configure({ timeout: 150_000 });

/** A 2-second WebM/Opus clip written as a browser's MediaRecorder writes it (no duration in its header). */
const CLIP = path.join(import.meta.dirname, '..', 'fixtures', 'name-clip.webm');

test('a guest gives the name’s spelling and a voice clip; the studio plays it; cancelling refunds the order', async ({
  page,
  browser,
  request,
}) => {
  const kidName = test.info().project.name === 'mobile' ? 'Ishaan' : 'Aadhya';
  const email = `voice-${Date.now().toString(36)}-${test.info().project.name}@example.com`;

  // ── The order form: the spelling, and a clip chosen as a file.
  await page.goto('/order?story=3');
  await page
    .getByRole('dialog', { name: 'Login Required' })
    .getByRole('button', { name: 'Continue as Guest' })
    .click();
  await page.getByLabel("Kid's Name").fill(kidName);
  const spelling = page.getByLabel(`How do you say ${kidName}?`);
  await spelling.fill('x'.repeat(70));
  // The input keeps 60 characters, the rule of the one schema the server applies as well.
  await expect(spelling).toHaveValue('x'.repeat(60));
  await spelling.fill('ee-SHAAN');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a recording' }).click();
  await (await chooser).setFiles(CLIP);
  await expect(page.getByRole('button', { name: 'Remove the clip' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Voice clip saved, 2 seconds/)).toBeAttached();
  const preview = page.getByLabel('Your voice clip, 2 seconds');
  await expect(preview).toBeVisible();
  await checkA11y(page);

  await page.getByLabel('Email').fill(email);
  await uploadOnePhoto(page);
  await page.getByRole('button', { name: 'GET MY PERSONALIZED STORY NOW' }).click();
  await payByCard(page);
  const thanks = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  const orderNumber = await thanks.getByTestId('order-number').innerText();

  // Neither the parent's confirmation nor anything else sent carries a link to the clip.
  const confirmation = await waitForMail(request, email, /^Order confirmed/);
  expect(confirmation.text).not.toMatch(/voice-clip/i);

  // ── The studio: the spelling, and the clip played through its short-lived staff link.
  await useSession(page, await sessionFor(browser, ADMIN));
  await page.goto('/admin');
  // The first list (newest first) may already show the order: wait for the search's own answer, so
  // opening the order does not abort it.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/orders/admin/all?') &&
      response.url().includes(`q=${encodeURIComponent(email)}`),
  );
  await page.getByLabel('Search orders').fill(email);
  await searched;
  // The dashboard's other panels (mail recipients, failed mail) load too; leaving before they answer
  // would abort them.
  await page.waitForLoadState('networkidle');
  const row = page.getByTestId('order-row').filter({ visible: true }).filter({ hasText: kidName });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await row.getByRole('link', { name: `Open order ${orderNumber}` }).click();
  const said = page.getByTestId('fact-pronunciation');
  await expect(said).toContainText('“ee-SHAAN”');
  const player = said.getByLabel(`The parent saying ${kidName}, 2 seconds`);
  await expect(player).toHaveAttribute('src', /^\/api\/staff-voice-clips\/[0-9a-f-]+\?.*sig=/);
  // Fetched only when played: load it now, as pressing play would.
  await player.evaluate((audio: HTMLAudioElement) => {
    audio.preload = 'auto';
    audio.load();
  });
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await checkA11y(page);

  // ── Cancelling refunds the payment through the (sandbox) provider and tells the parent.
  const production = page.getByRole('region', { name: 'Production' });
  await production.getByRole('button', { name: 'Cancel order and refund…' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this order and refund it?' });
  await cancel.getByLabel('Why is it cancelled?').fill('The family asked to cancel');
  await checkA11y(page, { include: 'dialog[open]' });
  await cancel.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(cancel).toBeHidden({ timeout: 15_000 });
  await expect(production.getByTestId('stage-badge')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund')).toContainText('Refund succeeded');
  await expect(page.getByTestId('refund')).toContainText('re_sandbox_');
  await checkA11y(page);
  const cancelled = await waitForMail(request, email, /cancel|refund/i);
  expect(cancelled.text).toContain(orderNumber);
});
