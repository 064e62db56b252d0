import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { englishLeftIn } from '@shop/content/hindi-text';
import { ORDER_CONFIRMATION_SUBJECT } from '@shop/content/site';
import { ORDER_CONFIRMATION_SUBJECT_HI } from '@shop/content/site.hi';
import { STORAGE_LINK_MESSAGES, storageLinkInLanguage } from '@shop/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalDiskStorage, type LocalDiskStorage } from '../../adapters/storage/local-disk-storage.ts';
import { signDownloadUrl } from '../../adapters/storage/local-signed-urls.ts';
import { newObjectKey } from '../../adapters/storage/object-keys.ts';
import { ObjectExistsError } from '../../adapters/storage/object-storage.ts';
import { signingSecretFile } from '../../adapters/storage/signing-secret.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { failedLinkPage } from './storage-pages.ts';
import { filesUnder } from '../../../test/upload-fixtures.ts';

// The local disk's links as the server serves them (what the shared storage suite cannot show
// through S3): the pages a parent sees for a dead link, uploads cut off while streaming, ranges,
// and the signing secret kept across restarts.

let t: TestApp;
let dataDir: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'diya-local-links-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const built = storageFromConfig(t.config);
  if (!isLocalDiskStorage(built)) throw new Error('expected the local disk by default');
  storage = built;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pathOf = (url: string) => {
  const target = new URL(url);
  return target.pathname + target.search;
};

async function storedVideo(size = 4096) {
  const key = newObjectKey('videos', 'video/mp4');
  const body = randomBytes(size);
  await storage.putStream(key, Readable.from([body]), {
    contentType: 'video/mp4',
    contentLength: body.length,
  });
  return { key, body };
}

describe('a download link', () => {
  it('that expired: a page for a person saying how to get a fresh link (410), JSON for a program', async () => {
    const { key } = await storedVideo();
    const url = pathOf(await storage.links.downloadUrl({ key, expiresAt: new Date(Date.now() - 1000) }));

    const page = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>This download link has expired</h1>');
    expect(page.body).toContain('href="/profile"');
    expect(page.body).toContain('order confirmation e-mail');
    expect(page.body).not.toContain('<script');

    const api = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(410);
    expect(api.json()).toEqual({
      message: `${STORAGE_LINK_MESSAGES.expired}. ${STORAGE_LINK_MESSAGES.howToRenew}`,
      code: 'LINK_EXPIRED',
    });
  });

  it('that was altered, or names a path outside the store: 403', async () => {
    const { key } = await storedVideo();
    const url = new URL(await storage.signedGetUrl(key, { expiresInSeconds: 60 }));
    url.searchParams.set('name', 'other.mp4');
    const renamed = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'text/html' },
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.body).toContain(`<h1>${STORAGE_LINK_MESSAGES.invalid}</h1>`);
    expect(renamed.body).toContain('href="/profile"');
    for (const evil of ['../secrets/storage-signing-secret', '../../../etc/passwd', 'videos/%2e%2e/x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/storage/files?key=${encodeURIComponent(evil)}&expires=9999999999&sig=x`,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: STORAGE_LINK_MESSAGES.invalid, code: 'LINK_INVALID' });
    }
  });

  it('to a file since removed: 404', async () => {
    const { key } = await storedVideo();
    const url = pathOf(await storage.signedGetUrl(key, { expiresInSeconds: 60 }));
    await storage.delete(key);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });

  it('from a Hindi e-mail: its pages speak Hindi and name the e-mail by its Hindi subject', async () => {
    const { key } = await storedVideo();
    const hindi = (url: string) => storageLinkInLanguage(url, 'hi');
    const asPerson = (url: string) =>
      t.app.inject({ method: 'GET', url: pathOf(url), headers: { accept: 'text/html' } });

    // The link itself still works: its language grants nothing and is not part of the signature.
    const live = hindi(await storage.signedGetUrl(key, { expiresInSeconds: 60 }));
    expect(new URL(live).searchParams.get('lang')).toBe('hi');
    expect((await t.app.inject({ method: 'GET', url: pathOf(live) })).statusCode).toBe(200);

    const expired = await asPerson(
      hindi(await storage.links.downloadUrl({ key, expiresAt: new Date(Date.now() - 1000) })),
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toMatch(/^<!doctype html>\n<html lang="hi">/);
    expect(expired.body).toContain('<h1>डाउनलोड का यह लिंक पुराना हो गया है</h1>');
    expect(expired.body).toContain(`(विषय “${ORDER_CONFIRMATION_SUBJECT_HI}: …”)`);
    expect(expired.body).toContain('href="/hi/profile"');
    expect(expired.body).not.toContain(ORDER_CONFIRMATION_SUBJECT);

    // After a re-delivery the first e-mail's link names a file that is gone.
    await storage.delete(key);
    const gone = await asPerson(live);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<h1>यह फ़ाइल अब उपलब्ध नहीं है</h1>');
    expect(gone.body).toContain('<a class="home" href="/hi">Diya Tales पर वापस जाएँ</a>');
    // Whatever the page says, the words are Hindi (names aside).
    const words = gone.body
      .replace(/<style>[\s\S]*?<\/style>|<svg[\s\S]*?<\/svg>|<[^>]+>/g, ' ')
      .replace(/DT\/\S+/g, ' ');
    expect(englishLeftIn(words)).toEqual([]);

    // Without a language (or with one it does not speak), English, as before.
    const english = await asPerson(await storage.signedGetUrl(key, { expiresInSeconds: 60 }));
    expect(english.body).toMatch(/<html lang="en">/);
    expect(english.body).toContain(`(subject “${ORDER_CONFIRMATION_SUBJECT}: …”)`);
    const odd = new URL(live);
    odd.searchParams.set('lang', 'fr');
    expect((await asPerson(odd.toString())).body).toMatch(/<html lang="en">/);
  });

  it('sets its page in the shop’s own fonts where the web app is built, Devanagari for a Hindi one', () => {
    const fonts = {
      display: '/assets/baloo-2-latin-core-CkCxRMHb.woff2',
      text: '/assets/nunito-latin-core-BKAtyx57.woff2',
      devanagari: '/assets/baloo-2-devanagari-core-Cb502SjV.woff2',
    };
    const hindi = failedLinkPage('missing', 'hi', fonts);
    for (const file of Object.values(fonts)) expect(hindi).toContain(`src:url('${file}') format('woff2')`);
    expect(hindi).toContain("html[lang='hi'] body{font-family:'Baloo 2 Variable'");
    const english = failedLinkPage('missing', 'en', fonts);
    expect(english).toContain(fonts.display);
    expect(english).not.toContain(fonts.devanagari);
    // Only the API served: no font to name, the system's are used.
    expect(failedLinkPage('missing', 'hi')).not.toContain('@font-face');
  });

  it('serves the last bytes (suffix range), and 416 past the end', async () => {
    const { key, body } = await storedVideo(1000);
    const url = pathOf(await storage.signedGetUrl(key, { expiresInSeconds: 60 }));
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.headers['accept-ranges']).toBe('bytes');
    expect(tail.rawPayload).toEqual(body.subarray(990));
    const past = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
  });
});

describe('an upload link', () => {
  const incoming = () => filesUnder(path.join(dataDir, 'storage', '.incoming'));

  it('takes one file: a second PUT (409) and a second write of the key leave the first untouched', async () => {
    const key = newObjectKey('thumbnails', 'image/png');
    const { url, headers } = await storage.presignPut({
      key,
      contentType: 'image/png',
      size: 300,
      expiresInSeconds: 60,
    });
    const first = randomBytes(300);
    expect(
      (await t.app.inject({ method: 'PUT', url: pathOf(url), headers, payload: first })).statusCode,
    ).toBe(204);
    const again = await t.app.inject({ method: 'PUT', url: pathOf(url), headers, payload: randomBytes(300) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: STORAGE_LINK_MESSAGES.uploadLinkUsed, code: 'UPLOAD_LINK_USED' });
    await expect(
      storage.putStream(key, Readable.from([randomBytes(300)]), {
        contentType: 'image/png',
        contentLength: 300,
      }),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    const read = await storage.openRead(key);
    expect(Buffer.concat(await read.stream.toArray())).toEqual(first);
    expect(await incoming()).toEqual([]);
  });

  it('stops reading a body that grows past the signed size while it streams (413), keeping nothing', async () => {
    const key = newObjectKey('videos', 'video/mp4');
    const signed = 1024 * 1024;
    const { url, headers } = await storage.presignPut({
      key,
      contentType: 'video/mp4',
      size: signed,
      expiresInSeconds: 60,
    });
    // No Content-Length: a chunked body of up to 64 MB, counting what the server pulls from it.
    let pulled = 0;
    const chunk = randomBytes(64 * 1024);
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 1024; i++) {
          pulled += chunk.length;
          yield chunk;
        }
      })(),
    );
    const res = await t.app.inject({ method: 'PUT', url: pathOf(url), headers, payload: body });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: STORAGE_LINK_MESSAGES.uploadTooLarge, code: 'BODY_TOO_LARGE' });
    expect(res.headers.connection).toBe('close');
    expect(pulled).toBeLessThan(8 * 1024 * 1024);
    expect(await storage.stat(key)).toBeNull();
    expect(await incoming()).toEqual([]);
  });

  it('refuses a declared Content-Length above the signed size before reading (413), and a short body (400)', async () => {
    const key = newObjectKey('thumbnails', 'image/jpeg');
    const { url, headers } = await storage.presignPut({
      key,
      contentType: 'image/jpeg',
      size: 100,
      expiresInSeconds: 60,
    });
    const over = await t.app.inject({ method: 'PUT', url: pathOf(url), headers, payload: randomBytes(101) });
    expect(over.statusCode).toBe(413);
    const short = await t.app.inject({ method: 'PUT', url: pathOf(url), headers, payload: randomBytes(99) });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('UPLOAD_INCOMPLETE');
    const none = await t.app.inject({ method: 'PUT', url: pathOf(url) });
    expect(none.statusCode).toBe(415);
    expect(await storage.stat(key)).toBeNull();
    expect(await incoming()).toEqual([]);
  });

  it('says expired or invalid in the one message the admin form shows (403)', async () => {
    const key = newObjectKey('thumbnails', 'image/png');
    const expired = await storage.links.uploadUrl({
      key,
      contentType: 'image/png',
      size: 3,
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(expired),
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('abc'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Upload link expired or invalid', code: 'LINK_EXPIRED' });
  });
});

describe('the signing secret', () => {
  it('is made once into DATA_DIR/secrets (0600) and kept across restarts; another secret refuses the links', async () => {
    const { key, body } = await storedVideo();
    const url = pathOf(await storage.signedGetUrl(key, { expiresInSeconds: 600 }));
    const file = signingSecretFile(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const secret = (await readFile(file, 'utf8')).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);

    const restarted = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const res = await restarted.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(body);
    } finally {
      await restarted.close();
    }

    const configured = await createTestApp({
      env: { DATA_DIR: dataDir, STORAGE_SIGNING_SECRET: 'x'.repeat(40) },
    });
    try {
      expect((await configured.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    } finally {
      await configured.close();
    }
  });
});

describe('signDownloadUrl, the signer as a pure function', () => {
  // The e2e suite signs an expired link this way: the secret from DATA_DIR, the key and name from the
  // delivery e-mail's link, an expiry in the past.
  it('with the secret from DATA_DIR makes the links the server issues: valid until expired, then the 410 page', async () => {
    const { key, body } = await storedVideo();
    const issued = await storage.signedGetUrl(key, {
      expiresInSeconds: 600,
      downloadName: 'Diya Tales - Aarav.mp4',
    });
    // Read after the first link: the secret is made on first use.
    const secret = (await readFile(signingSecretFile(dataDir), 'utf8')).trim();
    const expiresAt = new Date(Number(new URL(issued).searchParams.get('expires')) * 1000);
    const sign = (at: Date) =>
      signDownloadUrl({
        siteUrl: t.config.siteUrl,
        secret,
        key,
        downloadName: 'Diya Tales - Aarav.mp4',
        expiresAt: at,
      });
    expect(sign(expiresAt)).toBe(issued);

    const valid = await t.app.inject({ method: 'GET', url: pathOf(sign(expiresAt)) });
    expect(valid.statusCode).toBe(200);
    expect(valid.rawPayload).toEqual(body);

    const expired = await t.app.inject({
      method: 'GET',
      url: pathOf(sign(new Date(Date.now() - 8 * 86_400_000))),
      headers: { accept: 'text/html' },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('<h1>This download link has expired</h1>');
  });
});
