import { expect, type Locator, type Page } from '@playwright/test';

// The child's photo as the journeys give it: a small real PNG drawn by the browser itself (no fixture
// file in the repo), uploaded through the order form's photo dialog as a parent does.

export async function smallPng(page: Page): Promise<Buffer> {
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

interface UploadOptions {
  /** Tick the consent beside the photos, as a parent must before paying (default true). */
  consent?: boolean;
  /** Checks to run while the dialog shows the uploaded photo. */
  whileUploaded?: (dialog: Locator) => Promise<void>;
}

/** One photo through the order form's dialog, then (by default) the consent beside the photos. */
export async function uploadOnePhoto(page: Page, { consent = true, whileUploaded }: UploadOptions = {}) {
  await page.getByRole('button', { name: 'Upload photos' }).click();
  const dialog = page.getByRole('dialog', { name: "Upload your child's photos" });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kid.png', mimeType: 'image/png', buffer: await smallPng(page) });
  await dialog.getByRole('button', { name: 'Upload 1 Photo(s)' }).click();
  await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await whileUploaded?.(dialog);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 of 3 uploaded', { exact: false })).toBeVisible();
  // The consent beside the photos (docs/decisions/046), as a parent gives it.
  if (consent) await page.getByRole('checkbox', { name: /parent or legal guardian/ }).check();
}
