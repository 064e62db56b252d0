import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { TEST_MODE_NOTICE } from '@shop/content/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaughtMailStore } from '../stand-ins/mail/caught-mail-store.ts';
import { startMailCatcher, type MailCatcher } from '../stand-ins/mail/mail-catcher.ts';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer.ts';
import { isLocalDiskStorage } from '../adapters/storage/local-disk-storage.ts';
import { newObjectKey } from '../adapters/storage/object-keys.ts';
import { storageFromConfig } from '../adapters/storage/storage-from-config.ts';
import { testModeMailer } from '../modules/mail/test-mode-mailer.ts';
import { delivery } from '../modules/mail/templates/delivery.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createFakeWebBuild, type FakeWebBuild } from '../../test/fake-web-build.ts';
import { TEST_MODE_BANNER } from './test-mode-banner.ts';

// Production never takes free orders: a public shop on a payment sandbox starts only with
// PAYMENTS_SANDBOX=true, and then every page and every e-mail says TEST MODE.

const PUBLIC_SANDBOX_SHOP = {
  NODE_ENV: 'production',
  SITE_URL: 'https://shop.diyatales.example',
  PAYMENTS_SANDBOX: 'true',
};

describe('a public production shop on a payment sandbox', () => {
  it('does not start without PAYMENTS_SANDBOX=true', async () => {
    await expect(
      createTestApp({ env: { NODE_ENV: 'production', SITE_URL: 'https://shop.diyatales.example' } }),
    ).rejects.toThrow(
      /PAYMENTS_SANDBOX: NODE_ENV=production on a public SITE_URL would take orders without payment/,
    );
  });
});

describe('pages of a shop in TEST MODE', () => {
  let build: FakeWebBuild;
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    build = await createFakeWebBuild();
    // A page large enough to be compressed.
    await mkdir(path.join(build.dir, 'blogs'));
    await writeFile(
      path.join(build.dir, 'blogs/index.html'),
      `<!DOCTYPE html><html><body>${'<p>Blog</p>'.repeat(500)}</body></html>`,
    );
    dataDir = await mkdtemp(path.join(tmpdir(), 'diya-test-mode-'));
    t = await createTestApp({ env: { ...PUBLIC_SANDBOX_SHOP, WEB_BUILD_DIR: build.dir, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('every page starts its <body> with the banner: prerendered, client-rendered, not found', async () => {
    for (const url of ['/', '/stories', '/order', '/profile', '/no-such-page']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(`<body>${TEST_MODE_BANNER}<h1>`);
      expect(res.body, url).toContain(TEST_MODE_NOTICE);
      // The file's validators no longer describe this answer: the bannered page has its own.
      expect(res.headers['last-modified'], url).toBeUndefined();
      expect(Number(res.headers['content-length']), url).toBe(Buffer.byteLength(res.body));
    }
    const bannered = await t.app.inject({ url: '/' });
    const unbannered = `"${createHash('sha256')
      .update(await readFile(path.join(build.dir, 'index.html')))
      .digest('base64url')}"`;
    expect(bannered.headers.etag).toBeDefined();
    expect(bannered.headers.etag).not.toBe(unbannered);
    // A copy cached before the shop went into test mode (the file's ETag) is not confirmed as current ...
    const stale = await t.app.inject({ url: '/', headers: { 'if-none-match': unbannered } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain(TEST_MODE_BANNER);
    // ... the bannered one is.
    const current = await t.app.inject({ url: '/', headers: { 'if-none-match': bannered.headers.etag! } });
    expect(current.statusCode).toBe(304);
    const [get, head] = [await t.app.inject({ url: '/' }), await t.app.inject({ method: 'HEAD', url: '/' })];
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    // A copy cached before the shop went into test mode is not confirmed as current.
    const revalidated = await t.app.inject({
      url: '/',
      headers: { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toContain(TEST_MODE_BANNER);
    // Compressed like any page large enough, the banner inside.
    const gzipped = await t.app.inject({ url: '/blogs', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain(`<body>${TEST_MODE_BANNER}<p>Blog</p>`);
  });

  it('the banner is markup only: no script, nothing the CSP would block, nothing React would adopt', () => {
    expect(TEST_MODE_BANNER).toMatch(/^<diya-test-mode role="note"><style>[^<]+<\/style>TEST MODE/);
    expect(TEST_MODE_BANNER).not.toMatch(/<script|on\w+=/i);
  });

  it('the page a parent sees for a dead download link says it too', async () => {
    const storage = storageFromConfig(t.config);
    if (!isLocalDiskStorage(storage)) throw new Error('expected the local disk');
    const key = newObjectKey('videos', 'video/mp4');
    const link = new URL(await storage.links.downloadUrl({ key, expiresAt: new Date(Date.now() - 1000) }));
    const res = await t.app.inject({
      url: link.pathname + link.search,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain(TEST_MODE_BANNER);
  });

  it('files, media and API answers are untouched', async () => {
    const asset = await t.app.inject({ url: '/assets/entry.client-AbC123.js' });
    expect(asset.body).toBe(await readFile(path.join(build.dir, 'assets/entry.client-AbC123.js'), 'utf8'));
    const api = await t.app.inject({ url: '/api/payments/config' });
    expect(api.body).not.toContain('TEST MODE');
  });
});

describe('pages of a shop taking real payments (or a local one)', () => {
  let build: FakeWebBuild;
  let t: TestApp;
  beforeAll(async () => {
    build = await createFakeWebBuild();
    t = await createTestApp({ env: { WEB_BUILD_DIR: build.dir } });
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  it('are the build, byte for byte', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toBe(await readFile(path.join(build.dir, 'index.html'), 'utf8'));
    expect(res.headers.etag).toBeDefined();
  });
});

describe('e-mails of a shop in TEST MODE', () => {
  let dir: string;
  let catcher: MailCatcher;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diya-test-mode-mail-'));
    catcher = await startMailCatcher({ store: createCaughtMailStore(dir), port: 0 });
  });
  afterAll(async () => {
    await catcher.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('every message says TEST MODE in its subject, first in its HTML and first in its text', async () => {
    const mailer = testModeMailer(
      createSmtpMailer({ url: catcher.url, from: '"Diya Tales" <hello@diyatales.in>' }),
    );
    const mail = delivery({
      siteLanguage: 'en',
      orderNumber: 'pi_123',
      storyTitle: 'Hanuman Leaps',
      childName: 'Arjun',
      downloadUrl: 'https://shop.diyatales.example/storage/files?key=k&sig=s',
      statusUrl: 'https://shop.diyatales.example/order-status/1?sig=s',
    });
    await mailer.send({ to: 'parent@example.com', messageId: '<test-mode-1@diyatales.in>', ...mail });
    await mailer.close();

    const [caught] = await catcher.store.list({ to: 'parent@example.com' });
    expect(caught!.subject).toBe(`[TEST MODE] ${mail.subject}`);
    expect(caught!.text.startsWith(`${TEST_MODE_NOTICE}\n`)).toBe(true);
    expect(caught!.text).toContain(mail.text.trim());
    const html = caught!.html;
    expect(html).toContain(TEST_MODE_NOTICE);
    // The bar comes before the preheader and the card: first in the inbox preview and on screen.
    expect(html.indexOf(TEST_MODE_NOTICE)).toBeLessThan(html.indexOf('Diya Tales'));
  });
});
