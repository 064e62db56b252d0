import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// A prerendered page carries inline only the rules its own markup uses, and loads the whole stylesheet
// after its first paint (scripts/build/critical-css.ts). Its first paint must be exactly what it was
// with the whole sheet inline. Each page is opened twice without its scripts, as served and with the
// whole sheet put back inline, and every element (with its ::before and ::after) must compute the same
// value for every property in both. Computed styles, unlike screenshots, do not depend on when an
// image or a font happens to arrive, and they cover the whole page, not what a screen shows.

const PAGES = ['/', '/hi', '/stories', '/about-contact', '/blogs/krishna-stories-for-kids-butter-thief'];
const WHOLE_SHEET = /href: "(\/assets\/[0-9a-f]+\.css)"/;

async function openWithoutScripts(
  browser: Browser,
  contextOptions: BrowserContextOptions,
  path: string,
  wholeSheetInline: boolean,
): Promise<Page> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      // No script runs (the deferred one would link the whole sheet), so the page stays as first painted.
      let html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
      if (wholeSheetInline) {
        const href = WHOLE_SHEET.exec(await response.text())?.[1];
        expect(href, 'the page names its whole stylesheet').toBeTruthy();
        const sheet = await (await context.request.get(href ?? '')).text();
        html = html.replace(/<style>[\s\S]*?<\/style>/, () => `<style>${sheet}</style>`);
      }
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // Every animation held at its start, so that both pages compute the same frame.
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => {
      animation.pause();
      animation.currentTime = 0;
    }),
  );
  return page;
}

/** Per element and pseudo-element, in document order: a label and a hash of all its computed values. */
const computedStyles = (page: Page, only?: number) =>
  page.evaluate((only) => {
    const entries: { label: string; hash: number; style?: string }[] = [];
    const elements = Array.from(document.querySelectorAll('*'));
    for (const element of elements)
      for (const pseudo of [null, '::before', '::after']) {
        const index = entries.length;
        const computed = getComputedStyle(element, pseudo);
        // A ::before or ::after without content is not drawn; its content alone is compared (computing
        // all of a pseudo-element's values is slow).
        const drawn = !pseudo || !['none', 'normal'].includes(computed.content);
        let style = drawn ? '' : `content:${computed.content};`;
        if (drawn)
          for (let i = 0; i < computed.length; i++)
            style += `${computed.item(i)}:${computed.getPropertyValue(computed.item(i))};`;
        let hash = 0x811c9dc5; // FNV-1a, enough to find the first element that differs
        for (let i = 0; i < style.length; i++) hash = Math.imul(hash ^ style.charCodeAt(i), 0x01000193);
        const label = `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${pseudo ?? ''}`;
        entries.push({ label, hash, ...(index === only ? { style } : {}) });
      }
    return entries;
  }, only);

test.describe('critical CSS', () => {
  // Both screen widths are compared in one page each (opening the pages is the slow part), so once.
  test.skip(({ isMobile }) => isMobile, 'phone and desktop widths compared in the desktop project');
  test.describe.configure({ timeout: 120_000 });

  for (const path of PAGES) {
    test(`${path} first paints the same with its critical CSS as with the whole sheet`, async ({
      browser,
    }) => {
      const critical = await openWithoutScripts(browser, {}, path, false);
      const whole = await openWithoutScripts(browser, {}, path, true);
      try {
        for (const width of [1280, 375]) {
          for (const page of [critical, whole]) await page.setViewportSize({ width, height: 800 });
          const [a, b] = [await computedStyles(critical), await computedStyles(whole)];
          expect(a.length).toBeGreaterThan(100);
          expect(a.map((entry) => entry.label)).toEqual(b.map((entry) => entry.label));
          const first = a.findIndex((entry, i) => entry.hash !== b[i]?.hash);
          if (first < 0) continue;
          // Name the element and the properties that differ.
          const style = async (page: Page) =>
            new Map(
              ((await computedStyles(page, first))[first]?.style ?? '')
                .split(';')
                .map((declaration) => declaration.split(/:(.*)/s) as [string, string]),
            );
          const [sa, sb] = [await style(critical), await style(whole)];
          const differing = [...sb].filter(([property, value]) => sa.get(property) !== value);
          expect(differing, `${a[first]?.label} at ${width} px differs with only its critical CSS`).toEqual(
            [],
          );
        }
      } finally {
        await critical.context().close();
        await whole.context().close();
      }
    });
  }
});

test('the whole stylesheet loads after the first paint, before the page hydrates', async ({ page }) => {
  const sheets: string[] = [];
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'document') documents++;
  });
  await page.goto('/about-contact');
  // The sheet is linked once, and React, hydrating after it, keeps the link it did not render.
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.styleSheets.length)).toBe(2);
  expect(sheets).toEqual([expect.stringMatching(/^\/assets\/[0-9a-f]{10}\.css$/)]);
  // A client-side navigation renders a page whose rules the first page did not carry inline.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents, 'the home page came from React Router, not a new document').toBe(1);
  expect(sheets).toHaveLength(1);
});
