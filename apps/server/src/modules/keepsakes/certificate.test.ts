import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchViewResponseSchema } from '@shop/contracts/family-links';
import { KEEPSAKE_ERROR_CODES, certificatePortraitResponseSchema } from '@shop/contracts/keepsakes';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createOrder, createVideo } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { photoForm, uploadSessionCookie } from '../../../test/upload-fixtures.ts';
import { modulesOf } from '../../../test/modules.ts';
import { claimPhotos } from '../uploads/uploads.service.ts';

// The keepsake certificate (issue 36 point 4, docs/decisions/117) as a parent meets it: the watch
// page answers a short-lived link; the PDF says "{name}, hero of {story}" in the order's language
// (the Hindi shaped, read back as written); the child's portrait is on it only once the parent
// ticked it; a link past its hour, a forged one, or another order's is refused.

let t: TestApp;
let dataDir: string;
let sign: (orderId: string) => string;
let closeModules: () => Promise<void>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'diya-certificate-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const modules = await modulesOf(t);
  closeModules = modules.close;
  sign = (orderId) => new URL(modules.statusLinks.url(orderId)).searchParams.get('sig')!;
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await closeModules?.();
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A delivered film whose order has the child's photo (as a paid checkout leaves it). */
async function deliveredFilm(overrides: { characterName: string; siteLanguage: 'en' | 'hi' }) {
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d08850' } })
    .jpeg()
    .toBuffer();
  const form = photoForm(photo);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/photos',
    payload: form.payload,
    headers: { ...form.headers, ...uploadSessionCookie },
  });
  expect(uploaded.statusCode).toBe(200);
  const order = await createOrder(t, null, { itemNumber: 3, status: 'complete', ...overrides });
  await inTransaction(t.database.db, (tx) => claimPhotos(tx, [uploaded.json().public_id], order.id));
  await createVideo(t, order, 'The film');
  return order;
}

async function watchPage(orderId: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/watch/${orderId}?sig=${encodeURIComponent(sign(orderId))}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return watchViewResponseSchema.parse(answer.json()).data;
}

/** The text pdf.js reads from page 1, runs of white space made one. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
  } finally {
    await document.destroy();
  }
}

const PDFTOTEXT = '/usr/bin/pdftotext';

/** Pictures on the page: the story's art, and the portrait when there is one. */
const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

const setPortrait = (orderId: string, allowed: boolean, sig = sign(orderId)) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/watch/${orderId}/certificate-portrait?sig=${encodeURIComponent(sig)}`,
    payload: { allowed },
  });

describe('the certificate', () => {
  it('an English order: "{name}, hero of {story}", the date and the art, no portrait until the parent ticks it', async () => {
    const order = await deliveredFilm({ characterName: 'Meera Iyer', siteLanguage: 'en' });
    const view = await watchPage(order.id);
    expect(view.certificate_portrait).toBe(false);
    const answer = await t.app.inject({ method: 'GET', url: view.certificate_url! });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-disposition']).toContain('Diya Tales certificate Meera Iyer.pdf');
    const pdf = answer.rawPayload;
    const text = await pdfText(pdf);
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('hero of Krishna and the Serpent Kaliya');
    expect(text).toContain('Diya Tales');
    expect(text).toMatch(/Given on \d{1,2} \w+ 20\d\d/);
    expect(imagesIn(pdf)).toBe(1);

    // The parent ticks "Put Meera's picture on the certificate": the next download has it.
    const ticked = await setPortrait(order.id, true);
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(certificatePortraitResponseSchema.parse(ticked.json()).data.certificate_portrait).toBe(true);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.certificatePortrait).toBe(true);
    const withPortrait = await t.app.inject({ method: 'GET', url: view.certificate_url! });
    expect(imagesIn(withPortrait.rawPayload)).toBe(2);
    expect((await watchPage(order.id)).certificate_portrait).toBe(true);

    // Unticked: the very same link makes it without the picture again.
    expect((await setPortrait(order.id, false)).statusCode).toBe(200);
    expect(imagesIn((await t.app.inject({ method: 'GET', url: view.certificate_url! })).rawPayload)).toBe(1);
  });

  it('a Hindi order: the name and the line in Devanagari, read back as written', async () => {
    const order = await deliveredFilm({ characterName: 'आरव शर्मा', siteLanguage: 'hi' });
    const view = await watchPage(order.id);
    const answer = await t.app.inject({ method: 'GET', url: view.certificate_url! });
    expect(answer.statusCode).toBe(200);
    const pdf = answer.rawPayload;
    // pdf.js reads the glyphs in the order they are drawn: what reads back unchanged, and the shaped
    // forms themselves (the reph of शर्मा drawn after its मा, the ि of कालिया before its ल).
    const text = await pdfText(pdf);
    for (const expected of ['आरव', 'कृष्ण और', 'नाग के हीरो', 'वीरता का', 'को', 'Diya Tales'])
      expect(text).toContain(expected);
    expect(text).toContain('शमार्');
    expect(text).toContain('कािलया');
    // A reader that honours each line's ActualText (poppler; copying, searching) gets the words as written.
    if (existsSync(PDFTOTEXT)) {
      const written = execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', '-', '-'], { input: pdf })
        .toString('utf8')
        .replace(/\s+/g, ' ');
      for (const expected of [
        'आरव शर्मा',
        'कृष्ण और कालिया नाग के हीरो',
        'वीरता का प्रमाण-पत्र',
        'को प्रदान किया गया',
        'Diya Tales स्टूडियो की ओर से प्यार सहित',
      ])
        expect(written).toContain(expected);
    }
    expect(text).not.toContain('ओरव');
  });

  it('refuses a wrong signature, another order’s link, a link past its hour, and a stranger’s tick', async () => {
    const order = await deliveredFilm({ characterName: 'Kabir', siteLanguage: 'en' });
    const other = await deliveredFilm({ characterName: 'Ishaan', siteLanguage: 'en' });
    const url = new URL((await watchPage(order.id)).certificate_url!, 'http://shop.test');

    const forged = new URL(url);
    forged.searchParams.set('sig', 'A'.repeat(43));
    const wrong = await t.app.inject({ method: 'GET', url: forged.pathname + forged.search });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe(KEEPSAKE_ERROR_CODES.certificateLinkInvalid);

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${other.id}${url.search}`,
    });
    expect(elsewhere.statusCode).toBe(404);

    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    expect((await t.app.inject({ method: 'GET', url: longer.pathname + longer.search })).statusCode).toBe(
      404,
    );

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60_000);
      const late = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(late.statusCode).toBe(410);
      expect(late.json().code).toBe(KEEPSAKE_ERROR_CODES.certificateLinkExpired);
    } finally {
      vi.useRealTimers();
    }

    const stranger = await setPortrait(order.id, true, sign(other.id));
    expect(stranger.statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.certificatePortrait).toBe(false);
    expect((await setPortrait(order.id, 'yes' as never)).statusCode).toBe(400);
  });

  it('no certificate before the film is delivered', async () => {
    const order = await createOrder(t, null, { characterName: 'Tara' });
    const sig = sign(order.id);
    expect((await setPortrait(order.id, true, sig)).statusCode).toBe(404);
  });
});
