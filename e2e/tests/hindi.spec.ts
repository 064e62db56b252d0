import type { Page } from '@playwright/test';
import { englishLeftIn } from '../../packages/content/src/hindi-text';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';
import { rawHead } from './helpers/seo-head';

// The shop in Hindi (issue 16): every prerendered /hi page as a crawler reads it (lang, hreflang,
// Hindi head and JSON-LD, no English left in its text), and a parent's visit in Hindi with the
// language switch, at desktop and phone sizes, axe clean.

/** Every Hindi page the sitemap lists, as site paths. */
async function hindiPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/hi(?:\/[^<]*)?)<\/loc>/g)].map(([, path]) => path ?? '');
}

/**
 * The words a reader meets on the page as served (no JavaScript): text, alt texts, labels, titles,
 * placeholders and the head's title and description. Words marked as another language (lang="en", the
 * quotes parents wrote) or as not to be translated (translate="no", names and handles) are left out,
 * and so are those names where a Hindi sentence mentions them ("{name} की भेजी तस्वीर").
 */
async function readerWords(page: Page, path: string): Promise<string[]> {
  // The served HTML without its scripts: what a crawler reads, and nothing fetched or run.
  const html = await (await page.request.get(path)).text();
  await page.setContent(html.replace(/<script\b[\s\S]*?<\/script>/g, ''), { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => {
    const skipped = (element: Element | null) =>
      !!element?.closest('[lang]:not([lang="hi"]), [translate="no"], script, style, noscript, template');
    const words: string[] = [document.title];
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) words.push(description);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped(node.parentElement) && node.textContent?.trim()) words.push(node.textContent.trim());
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]'),
    )) {
      if (skipped(element)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) words.push(value);
      }
    }
    const names = new Set(
      Array.from(document.querySelectorAll('[translate="no"]')).flatMap(
        (element) => element.textContent?.split(/\s+/) ?? [],
      ),
    );
    return words.map((text) =>
      text
        .split(/\s+/)
        .filter((word) => !names.has(word))
        .join(' '),
    );
  });
}

test.describe('prerendered Hindi pages', () => {
  test.skip(({ isMobile }) => isMobile, 'served HTML, checked once');

  test('the sitemap lists the Hindi site beside the English one', async ({ page }) => {
    const paths = await hindiPaths(page);
    for (const path of ['/hi', '/hi/stories', '/hi/testimonials', '/hi/about-contact', '/hi/refund-policy']) {
      expect(paths).toContain(path);
    }
  });

  test('each is Hindi: lang, hreflang both ways, Hindi head and JSON-LD, no English left', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Blog articles stay English until translated: their /hi pages are not listed (blog.spec).
    const paths = await hindiPaths(page);
    expect(paths.length).toBeGreaterThan(8);
    const leftovers: string[] = [];
    for (const path of paths) {
      const head = await rawHead(request, path);
      const english = path === '/hi' ? '/' : path.slice(3);
      expect(head.html, path).toMatch(/^<!DOCTYPE html><html lang="hi"/);
      expect(head.canonical, path).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      for (const [lang, target] of [
        ['hi', path],
        ['en', english],
        ['x-default', english],
      ] as const) {
        expect(head.html, `${path} hreflang ${lang}`).toMatch(
          new RegExp(`<link rel="alternate" hrefLang="${lang}" href="https?://[^/"]+${target}"`, 'i'),
        );
      }
      expect(head.meta('og:locale'), path).toBe('hi_IN');
      expect(head.title, path).toMatch(/[\u0900-\u097F]/);
      expect(head.meta('description'), path).toMatch(/[\u0900-\u097F]/);
      const works = head.jsonLd.filter((block) => 'inLanguage' in block);
      expect(works.length, `${path}: JSON-LD that says its language`).toBeGreaterThan(0);
      for (const work of works) expect(work.inLanguage, path).toBe('hi');

      const left = (await readerWords(page, path)).flatMap(englishLeftIn);
      if (left.length > 0) leftovers.push(`${path}: ${[...new Set(left)].join(' ')}`);
    }
    expect(leftovers).toEqual([]);
  });

  test('an English page names its Hindi twin, and the English one stays the default', async ({ request }) => {
    const head = await rawHead(request, '/stories');
    expect(head.html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(head.html).toMatch(/<link rel="alternate" hrefLang="hi" href="https?:\/\/[^/"]+\/hi\/stories"/i);
    expect(head.html).toMatch(
      /<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^/"]+\/stories"/i,
    );
  });
});

test.describe('a visit in Hindi', () => {
  test('landing, stories, an order started in Hindi, and the language switch both ways', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('आपका बच्चा');
    // The browser speaks English (en-IN), so the Hindi page offers English, in English, without moving.
    await expect(page.getByTestId('language-offer')).toContainText('This page is also in English.', {
      timeout: 15_000,
    });
    expect(new URL(page.url()).pathname).toBe('/hi');
    await checkA11y(page);

    // The switch keeps the page: Hindi landing ⇄ English landing.
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/hi$/);
    // Chosen once, the offer is not made again.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('language-offer')).toHaveCount(0);

    await page.getByRole('link', { name: 'सारी कहानियाँ देखें' }).first().click();
    await expect(page).toHaveURL(/\/hi\/stories$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('बच्चों के लिए भारतीय पौराणिक कहानियाँ');
    await page.getByRole('button', { name: /^कृष्ण/ }).click();
    await expect(page.getByTestId('results-status')).toContainText('सबसे नई पहले');
    await checkA11y(page);

    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/stories$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indian Mythology Stories for Kids');
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/hi\/stories$/);

    await page.getByTestId('story-order-link').first().click();
    await expect(page).toHaveURL(/\/hi\/order\?story=\d+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('Hindi pages are set in Baloo 2 alone: they preload its two cuts and never fetch Nunito', async ({
    page,
  }) => {
    // Decision 064: the figures and Latin words in Hindi text (3-12, 4.9, Diya Tales) are Baloo 2's.
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    const cut = (path: string) => path.match(/\/assets\/([a-z0-9-]+?)-[\w-]{8}\.woff2$/)?.[1] ?? path;
    for (const path of ['/hi', '/hi/stories', '/hi/testimonials']) {
      const html = await (await page.request.get(path)).text();
      const preloaded = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map(([link]) =>
        cut(link.match(/href="([^"]+)"/)?.[1] ?? ''),
      );
      expect(preloaded, path).toEqual(['baloo-2-devanagari-core', 'baloo-2-latin-core']);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.mouse.wheel(0, 20_000); // the quotes parents wrote in English are further down
      await page.evaluate(() => document.fonts.ready);
    }
    expect([...new Set(fonts.map(cut))].sort()).toEqual(['baloo-2-devanagari-core', 'baloo-2-latin-core']);
  });

  test('an unknown /hi/ path is the Hindi not-found page, with a 404', async ({ page }) => {
    allowFailedRequest(page, /\/hi\/no-such-page$/);
    const response = await page.goto('/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('link', { name: 'होम पर वापस' })).toHaveAttribute('href', '/hi');
    await checkA11y(page);
  });

  test.describe('a browser that prefers Hindi', () => {
    test.use({ locale: 'hi-IN' });

    test('is offered the Hindi page on the English one, never sent there', async ({ page }) => {
      await page.goto('/stories');
      const offer = page.getByTestId('language-offer');
      // Offered after hydration, from a chunk of its own (fetched only for such a visitor).
      await expect(offer).toContainText('यह पेज हिंदी में भी है।', { timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/stories');
      await checkA11y(page);
      await offer.getByRole('link', { name: 'हिंदी में पढ़ें' }).click();
      await expect(page).toHaveURL(/\/hi\/stories$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('बच्चों के लिए भारतीय पौराणिक कहानियाँ');
    });
  });
});
