import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  ASSET_BODY,
  createFakeWebBuild,
  FALLBACK_INLINE_SCRIPT,
  HOME_INLINE_SCRIPT,
  SECRET,
  type FakeWebBuild,
} from '../../../test/fake-web-build.ts';

const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('serving the built web app', () => {
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

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('/ and /stories: the prerendered pages, revalidated on every visit', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.payload).toContain('<h1>Home</h1>');

    const stories = await get('/stories');
    expect(stories.statusCode).toBe(200);
    expect(stories.payload).toContain('<h1>Stories</h1>');
  });

  it('allows exactly the inline scripts of the page it serves', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${cspHash(HOME_INLINE_SCRIPT)};`);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toMatch(/img-src [^;]*https:\/\/i\.ytimg\.com/);

    const fallbackCsp = (await get('/order')).headers['content-security-policy'] as string;
    expect(fallbackCsp).toContain(cspHash(FALLBACK_INLINE_SCRIPT));
    expect(fallbackCsp).not.toContain(cspHash(HOME_INLINE_SCRIPT));
  });

  it('client-rendered routes get the SPA fallback with 200', async () => {
    for (const url of [
      '/order',
      '/order?story=3',
      '/order-confirmation',
      '/profile',
      '/admin',
      '/admin/complete-order',
      '/admin/complete-order/abc',
      '/auth/success?token=x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.payload, url).toContain('<h1>App</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('any other path gets the SPA fallback (its not-found page) with 404', async () => {
    for (const url of ['/nope', '/admin/complete-order/abc/extra', '/stories/7']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.payload).toContain('<h1>App</h1>');
    }
  });

  it('hashed assets are cached for a year; media for a day; other files for an hour', async () => {
    const asset = await get('/assets/entry.client-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.payload).toBe(ASSET_BODY);

    const media = await get('/media/hero-1.mp4');
    expect(media.headers['content-type']).toBe('video/mp4');
    expect(media.headers['cache-control']).toBe('public, max-age=86400');

    for (const url of ['/favicon.svg', '/sitemap.xml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('a missing asset is a plain 404, not a page', async () => {
    const res = await get('/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('video supports range requests (seeking) and is not compressed', async () => {
    const res = await get('/media/hero-1.mp4', { range: 'bytes=100-199', 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/4096');
    expect(res.rawPayload).toHaveLength(100);
    expect(res.rawPayload[0]).toBe(100);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses text for clients that accept it', async () => {
    const gzip = await get('/assets/entry.client-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET_BODY);

    const br = await get('/assets/entry.client-AbC123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('pages and assets: one ETag per file and encoding, 304 when the client holds it', async () => {
    const plain = await get('/');
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    // (This page is too small to be worth compressing: one representation.)
    expect(br.headers['content-encoding']).toBeUndefined();
    for (const held of [etag, br.headers.etag as string, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/', { 'if-none-match': held, 'accept-encoding': 'br' });
      expect(again.statusCode, held).toBe(304);
      expect(again.rawPayload, held).toHaveLength(0);
      expect(again.headers['content-security-policy'], held).toContain(cspHash(HOME_INLINE_SCRIPT));
    }
    expect((await get('/', { 'if-none-match': '"not-this-one"' })).statusCode).toBe(200);

    const asset = await get('/assets/entry.client-AbC123.js');
    expect(asset.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect(asset.headers.vary).toBe('Accept-Encoding');
    const assetBr = await get('/assets/entry.client-AbC123.js', { 'accept-encoding': 'br' });
    expect(assetBr.headers.etag).toBe(`${asset.headers.etag!.slice(0, -1)}-br"`);
    const revalidated = await get('/assets/entry.client-AbC123.js', { 'if-none-match': asset.headers.etag! });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('an unknown path is never a 304, whatever the client holds', async () => {
    const res = await get('/nope', { 'if-none-match': '*' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.payload).toContain('<h1>App</h1>');
  });

  it('brotli and gzip variants are the same bytes; a refused encoding (q=0) is not sent', async () => {
    const big = ASSET_BODY;
    const br = await get('/assets/entry.client-AbC123.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const noBr = await get('/assets/entry.client-AbC123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const none = await get('/assets/entry.client-AbC123.js', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.payload).toBe(big);
  });

  it('HEAD answers with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/stories' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.payload).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
  });

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    const res = await get('/stories/?deity=Krishna');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/stories?deity=Krishna');
    expect((await get('/order/')).headers.location).toBe('/order');
  });

  it('never redirects to another site', async () => {
    // (A backslash never reaches the server through inject, which parses URLs like a browser;
    // web.service.test.ts covers it with raw paths.)
    for (const url of ['//evil.example/', '///evil.example/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
  });

  it('never serves a file outside the build directory', async () => {
    for (const url of [
      '/../secret.txt',
      '/../../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%5c%2e%2e%5csecret.txt',
      '/secret.txt%00.html',
      '/%252e%252e/secret.txt',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.payload, url).not.toContain(SECRET);
    }
  });

  it('leaves /api to the API: unknown API paths are JSON 404s', async () => {
    const res = await get('/api/stories');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('the probes still win over the web app', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
  });

  // Last: it replaces the home page of the shared fake build.
  it('after `npm run build` under a running server, pages carry the new build and its script hashes', async () => {
    const newScript = 'window.__reactRouterContext = {"ssr":false,"page":"home","build":2};';
    await writeFile(
      path.join(build.dir, 'index.html'),
      `<!DOCTYPE html><h1>Home v2</h1><script>${newScript}</script>`,
    );
    // Noticed within a second or two (one stat per second at most, not one per page view).
    const res = await vi.waitFor(
      async () => {
        const page = await get('/');
        expect(page.payload).toContain('Home v2');
        return page;
      },
      { timeout: 5_000, interval: 200 },
    );
    expect(res.headers['content-security-policy']).toContain(cspHash(newScript));
    expect(res.headers['content-security-policy']).not.toContain(cspHash(HOME_INLINE_SCRIPT));
  });
});

describe('without a web build', () => {
  it('logs what to do, answers pages with 503 and still serves the API', async () => {
    const t = await createTestApp({ captureLogs: true, env: { WEB_BUILD_DIR: '/nonexistent/web/build' } });
    try {
      expect(t.logText()).toContain('npm run build');
      const page = await t.app.inject({ url: '/' });
      expect(page.statusCode).toBe(503);
      expect(page.payload).toContain('npm run build');
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/nope' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
