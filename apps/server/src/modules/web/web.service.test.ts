import { describe, expect, it } from 'vitest';
import type { WebBuild } from './web-build.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_STATIC,
  createWebService,
  SPA_FALLBACK,
  type WebServiceOptions,
} from './web.service.ts';

// Raw request paths exactly as they arrive on the socket (app.inject normalises '..' and '\' away
// like a browser would, so the hostile cases are checked here).
const fakeBuild = (files: string[], stamp = 'build-1'): WebBuild => ({
  root: '/srv/web',
  files: new Set(files),
  scriptHashes: new Map(files.filter((f) => f.endsWith('.html')).map((f) => [f, [`sha256-${f}`]])),
  stamp,
});
const build = fakeBuild([
  'index.html',
  'stories/index.html',
  SPA_FALLBACK,
  'assets/app-1.js',
  'blogs/x.data',
  'blogs/x/article.json',
  'favicon.svg',
]);

// The build on disk never changes unless a test says so.
const service = (options: Partial<WebServiceOptions> = {}) =>
  createWebService({
    root: '/srv/web',
    initial: build,
    load: async () => build,
    readStamp: async () => build.stamp,
    ...options,
  });
const web = service();
const fallback404 = {
  kind: 'file',
  file: SPA_FALLBACK,
  status: 404,
  cacheControl: CACHE_REVALIDATE,
  scriptHashes: [`sha256-${SPA_FALLBACK}`],
};

describe('web service', () => {
  it('maps paths to the build', async () => {
    expect(await web.answer('/')).toEqual({
      kind: 'file',
      file: 'index.html',
      status: 200,
      cacheControl: CACHE_REVALIDATE,
      scriptHashes: ['sha256-index.html'],
    });
    expect(await web.answer('/stories?deity=Rama')).toMatchObject({
      file: 'stories/index.html',
      status: 200,
    });
    expect(await web.answer('/assets/app-1.js')).toEqual({
      kind: 'file',
      file: 'assets/app-1.js',
      status: 200,
      cacheControl: CACHE_IMMUTABLE,
    });
    expect(await web.answer('/blogs/x.data')).toMatchObject({ cacheControl: CACHE_REVALIDATE });
    expect(await web.answer('/blogs/x/article.json')).toMatchObject({ cacheControl: CACHE_REVALIDATE });
    expect(await web.answer('/favicon.svg')).toMatchObject({ cacheControl: CACHE_STATIC });
    expect(await web.answer('/admin/complete-order/ord_123')).toMatchObject({
      file: SPA_FALLBACK,
      status: 200,
    });
  });

  it("answers the e-mail's order-status link with the app, and only that path shape", async () => {
    expect(await web.answer('/order-status/0b9f3c1e-7d2a-4c55-9a1b-3f2e8d7c6b5a?sig=abc-_1')).toMatchObject({
      file: SPA_FALLBACK,
      status: 200,
      cacheControl: CACHE_REVALIDATE,
    });
    for (const url of ['/order-status', '/order-status/abc/extra']) {
      expect(await web.answer(url), url).toEqual(fallback404);
    }
  });

  it('treats hostile or odd paths as unknown pages, never as files or redirects', async () => {
    for (const url of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2e%2e/etc/passwd',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '/\\evil.example/',
      '//evil.example/',
      '/./index.html',
      '/stories//x',
      '/index.html%00',
      '/%E0%A4%A',
    ]) {
      expect(await web.answer(url), url).toEqual(fallback404);
    }
  });

  it('redirects only to a path on this site', async () => {
    expect(await web.answer('/stories/')).toEqual({ kind: 'redirect', location: '/stories' });
    expect(await web.answer('/stories///?a=1')).toEqual({ kind: 'redirect', location: '/stories?a=1' });
  });

  it('says when there is no build', async () => {
    const none = service({ initial: null, load: async () => null, readStamp: async () => null });
    expect(await none.answer('/')).toEqual({ kind: 'unavailable' });
  });
});

describe('web service after a rebuild on disk', () => {
  it('a page view notices the new build and serves it with its own script hashes', async () => {
    const rebuilt = fakeBuild(['index.html', SPA_FALLBACK, 'assets/app-2.js'], 'build-2');
    const reloads: unknown[] = [];
    const web = service({
      load: async () => rebuilt,
      readStamp: async () => 'build-2',
      onReload: (b) => reloads.push(b),
    });
    expect(await web.answer('/')).toMatchObject({ file: 'index.html', status: 200 });
    expect(reloads).toEqual([rebuilt]);
    expect(await web.answer('/assets/app-2.js')).toMatchObject({ file: 'assets/app-2.js', status: 200 });
    expect(await web.answer('/assets/app-1.js')).toEqual({ kind: 'not-found' });
  });

  it('a miss looks again, at most every 2 seconds, so a late build is found', async () => {
    let clock = 0;
    let onDisk: WebBuild | null = null;
    let loads = 0;
    const web = service({
      initial: null,
      load: async () => {
        loads++;
        return onDisk;
      },
      readStamp: async () => onDisk?.stamp ?? null,
      now: () => clock,
    });
    expect(await web.answer('/')).toEqual({ kind: 'unavailable' });
    onDisk = build;
    clock = 1_000;
    expect(await web.answer('/')).toEqual({ kind: 'unavailable' });
    expect(loads).toBe(0);
    clock = 2_000;
    expect(await web.answer('/')).toMatchObject({ file: 'index.html', status: 200 });
    expect(loads).toBe(1);
  });

  it('known static files are answered without touching the disk', async () => {
    let stamps = 0;
    const web = service({
      readStamp: async () => {
        stamps++;
        return build.stamp;
      },
    });
    await web.answer('/assets/app-1.js');
    expect(stamps).toBe(0);
    await web.answer('/stories');
    expect(stamps).toBe(1);
  });

  it('page views look at the disk at most once a second, however many there are', async () => {
    let clock = 10_000;
    let stamps = 0;
    const web = service({
      readStamp: async () => {
        stamps++;
        return build.stamp;
      },
      now: () => clock,
    });
    for (let i = 0; i < 50; i++) await web.answer(i % 2 ? '/' : '/stories');
    expect(stamps).toBe(1);
    clock += 999;
    await web.answer('/');
    expect(stamps).toBe(1);
    clock += 1;
    await web.answer('/');
    expect(stamps).toBe(2);
  });
});

describe('a built asset for the server’s own pages', () => {
  it('is found by the start of its name, whatever its hash; none without a build', () => {
    const withFont = service({
      initial: fakeBuild([...build.files, 'assets/baloo-2-devanagari-core-Cb502SjV.woff2']),
    });
    expect(withFont.assetPath('assets/baloo-2-devanagari-core-')).toBe(
      '/assets/baloo-2-devanagari-core-Cb502SjV.woff2',
    );
    expect(web.assetPath('assets/baloo-2-devanagari-core-')).toBeNull();
    expect(service({ initial: null }).assetPath('assets/')).toBeNull();
  });
});
