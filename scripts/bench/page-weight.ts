import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { chromiumFlags, requireChromium } from '../browser/chromium';
import { onCleanup } from './cleanup';
import type { Section } from './report';
import { round } from './stats';

// What a first visit downloads: load the page in Chromium (phone screen, as Lighthouse mobile), keep
// every same-origin script and stylesheet response, gzip each body at level 9 and sum. Gzip-9 makes the
// figure independent of how the server happens to compress; the real transfer is reported beside it.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Asset {
  url: string;
  type: 'script' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
}

export async function pageWeightSection(
  origin: string,
  pathname: string,
  jsTargetKb: number,
): Promise<Section> {
  const section: Section = {
    id: `weight:${pathname}`,
    title: `Page weight ${pathname} (first load, phone)`,
    metrics: [],
  };
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: chromiumFlags,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const done = onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (res) => responses.push(res));
    const document = await page.goto(new URL(pathname, origin).href, { waitUntil: 'load' });
    if (document?.status() !== 200)
      throw new Error(`${pathname} answered ${document?.status() ?? 'nothing'}`);
    // Let lazy chunks, fonts and media settle; a looping video may never go fully idle.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

    const assets: Asset[] = [];
    // The document itself: its inline CSS and hydration data travel in it.
    const html = await document.body();
    let transferBytes = 0;
    let requests = 0;
    for (const res of responses) {
      const req = res.request();
      requests++;
      // A streaming video may still be downloading; its size then is not worth waiting for.
      const sizes = await Promise.race([req.sizes().catch(() => null), sleep(2_000).then(() => null)]);
      if (sizes) transferBytes += sizes.responseHeadersSize + sizes.responseBodySize;
      const type = req.resourceType();
      if ((type !== 'script' && type !== 'stylesheet') || new URL(res.url()).origin !== origin) continue;
      if (res.status() >= 300) continue;
      const body = await res.body();
      assets.push({
        url: new URL(res.url()).pathname,
        type,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      });
    }
    await context.close();
    // A page with no script at all means a broken or half-written build (e.g. a build running meanwhile).
    if (!assets.some((a) => a.type === 'script'))
      throw new Error(`${pathname} loaded no script from ${origin}`);

    const kb = (n: number) => round(n / 1024, 1);
    const sum = (type: Asset['type'], key: 'bytes' | 'gzipBytes') =>
      assets.filter((a) => a.type === type).reduce((total, a) => total + a[key], 0);
    section.metrics = [
      {
        key: 'jsGzip',
        label: 'JavaScript (gzip -9)',
        value: kb(sum('script', 'gzipBytes')),
        unit: 'kB',
        target: { op: '<=', value: jsTargetKb },
      },
      { key: 'jsRaw', label: 'JavaScript (raw)', value: kb(sum('script', 'bytes')), unit: 'kB' },
      { key: 'cssGzip', label: 'CSS (gzip -9)', value: kb(sum('stylesheet', 'gzipBytes')), unit: 'kB' },
      {
        key: 'htmlGzip',
        label: 'HTML (gzip -9)',
        value: kb(gzipSync(html, { level: 9 }).length),
        unit: 'kB',
      },
      { key: 'transfer', label: 'total transfer', value: kb(transferBytes), unit: 'kB' },
      { key: 'requests', label: 'requests', value: requests, unit: '' },
    ];
    section.notes = [
      `${assets.filter((a) => a.type === 'script').length} scripts, ${assets.filter((a) => a.type === 'stylesheet').length} stylesheets from ${origin}`,
    ];
    section.details = { assets: assets.sort((a, b) => b.gzipBytes - a.gzipBytes) };
  } catch (error) {
    section.error = (error as Error).message;
  } finally {
    await browser.close();
    done();
  }
  return section;
}
