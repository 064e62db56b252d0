import type { Page } from '@playwright/test';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';
import { waitForSignInWidget } from './helpers/auth';
import { expectCompleteHead, jsonLdOfType, liveHead, rawHead } from './helpers/seo-head';

// The blog (docs/product-guide.md#blog, the unknown post included): the index, every article rendered from Markdown with its
// own head tags and BlogPosting data, the click-to-load video, and the not-found redirect.

const POST_IDS = [
  'krishna-stories-for-kids-butter-thief',
  'ganesh-stories-for-kids-elephant-head',
  'sharad-navratri-2025-kids-mythical-tales-activities',
  'dashavatara-10-avatars-vishnu-kids-guide',
  'durga-9-forms-navratri-2025-kids-guide',
  'bhagavad-gita-life-lessons-kids-10-beautiful-teachings',
  'shailaputri-mata-navratri-day-1-kids-guide',
];
const SHAILAPUTRI = 'shailaputri-mata-navratri-day-1-kids-guide';
// Uses every Markdown element: headings, both list kinds, links, images, quotes, code, tables.
const RICH_POST = 'bhagavad-gita-life-lessons-kids-10-beautiful-teachings';

const INDEX_TITLE = 'Indian Mythology Blogs for Kids & Parents | Diya Tales';
const postCards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('served HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'plain HTTP, checked once');

  test('the index: head tags and a Blog with every post as a BlogPosting', async ({ request }) => {
    const head = await rawHead(request, '/blogs');
    expectCompleteHead(head, '/blogs', INDEX_TITLE);
    const blog = jsonLdOfType(head, 'Blog') as { blogPost: { '@type': string; url: string }[] };
    expect(blog.blogPost).toHaveLength(POST_IDS.length);
    expect(blog.blogPost.every((p) => p['@type'] === 'BlogPosting')).toBe(true);
    expect(blog.blogPost.map((p) => new URL(p.url).pathname).sort()).toEqual(
      POST_IDS.map((id) => `/blogs/${id}`).sort(),
    );
    // The index carries summaries only, never article bodies.
    expect(head.html).not.toContain('class="blog-prose"');
  });

  for (const id of POST_IDS) {
    test(`/blogs/${id}: article HTML, Open Graph article tags and BlogPosting`, async ({ request }) => {
      const head = await rawHead(request, `/blogs/${id}`);
      expectCompleteHead(head, `/blogs/${id}`, /^.{10,} \| Diya Tales$/);
      expect(head.meta('og:type')).toBe('article');
      expect(head.meta('article:published_time')).toMatch(/^2025-\d\d-\d\d$/);
      expect(head.meta('article:author')).toBe('Diya Tales Story Team');
      expect(head.meta('og:image')).toMatch(new RegExp(`/media/blog/${id}\\.jpg$`));
      const posting = jsonLdOfType(head, 'BlogPosting');
      expect(posting).toMatchObject({
        headline: head.title.replace(/ \| Diya Tales$/, ''),
        datePublished: head.meta('article:published_time'),
        author: { '@type': 'Organization' },
        publisher: { '@type': 'Organization', name: 'Diya Tales' },
        articleSection: 'Indian Mythology',
      });
      expect(posting.keywords).toEqual(head.metaAll('article:tag').join(', '));
      expect(posting.wordCount).toEqual(expect.any(Number));
      expect(posting.timeRequired).toMatch(/^PT\d+M$/);
      // The article itself is in the HTML: a crawler needs no JavaScript to read it.
      expect(head.html).toMatch(/<div class="blog-prose"><p>/);
      expect(head.html).not.toContain('media:blog/');
      // No request to YouTube is prepared before the reader presses Play.
      expect(head.html).not.toMatch(/<iframe/);
    });
  }

  test('the Shailaputri post keeps its own structured data: 2800 words, PT12M, en-US, and no video', async ({
    request,
  }) => {
    const posting = jsonLdOfType(await rawHead(request, `/blogs/${SHAILAPUTRI}`), 'BlogPosting');
    expect(posting).toMatchObject({ wordCount: 2800, timeRequired: 'PT12M', inLanguage: 'en-US' });
    expect(posting).not.toHaveProperty('video');
  });

  test('one story per page: /blogs and /hi/blogs pages name the English page, claim no twin, mark the text English', async ({
    request,
  }) => {
    for (const path of ['/blogs', ...POST_IDS.map((id) => `/blogs/${id}`)]) {
      for (const served of [path, `/hi${path}`]) {
        const head = await rawHead(request, served);
        expect(head.canonical, served).toMatch(new RegExp(`^https?://[^/]+${path}$`));
        expect(head.meta('og:url'), served).toBe(head.canonical);
        expect(head.meta('og:locale'), served).toBe('en_IN');
        expect(head.html, served).not.toMatch(/<link[^>]+hreflang/i);
        // The page's frame speaks the site's language; the blog's own text says it is English.
        expect(head.html, served).toMatch(served.startsWith('/hi') ? /<html lang="hi"/ : /<html lang="en"/);
        expect(head.html, served).toMatch(/<main lang="en"/);
        for (const block of head.jsonLd.filter((data) => 'inLanguage' in data)) {
          expect(String(block.inLanguage), served).toMatch(/^en/);
        }
      }
    }
  });

  test('sitemap.xml lists every public page and post, robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of [
      '/',
      '/stories',
      '/blogs',
      '/testimonials',
      '/about-contact',
      '/shipping',
      ...POST_IDS.map((id) => `/blogs/${id}`),
    ]) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path.replace(/[/.]/g, '\\$&')}</loc>`));
    }
    // Each post is listed once, in English: its /hi page wraps the same article (issue 38).
    expect(xml.match(/<lastmod>2025-\d\d-\d\d<\/lastmod>/g)).toHaveLength(POST_IDS.length);
    expect(xml).not.toContain('/hi/blogs');
    expect(xml).not.toContain('/order');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });
});

test.describe('index', () => {
  test('heading, intro, every post as a card, and the way back to the stories', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indian Mythology Blogs');
    expectCompleteHead(await liveHead(page), '/blogs', INDEX_TITLE);
    await expect(postCards(page)).toHaveCount(POST_IDS.length);

    for (const card of await postCards(page).all()) {
      const link = card.getByRole('heading', { level: 2 }).getByRole('link');
      expect(POST_IDS.map((id) => `/blogs/${id}`)).toContain(await link.getAttribute('href'));
      await expect(card.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ 2025$/);
      await expect(card).toContainText(/\d+ min read/);
      expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(3);
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.{5,}/);
    }
    // Thumbnails load lazily, except the first, which is on screen at arrival.
    const loading = await postCards(page)
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
    expect(loading.slice(1)).toEqual(Array(POST_IDS.length - 1).fill('lazy'));
    // Titles clamp to 2 lines and excerpts to 3.
    await expect(postCards(page).first().getByRole('heading')).toHaveCSS('-webkit-line-clamp', '2');
    await expect(postCards(page).first().locator('p').nth(1)).toHaveCSS('-webkit-line-clamp', '3');

    // The newest post leads across the grid; below it, 1 column on a phone and 3 on a desktop.
    const xs = await Promise.all([1, 2, 3].map(async (i) => (await postCards(page).nth(i).boundingBox())!.x));
    expect(new Set(xs.map(Math.round)).size).toBe(isMobile ? 1 : 3);

    await expect(page.getByRole('heading', { name: 'Explore More Indian Mythology Stories' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/');
    await checkA11y(page);
  });

  test('opening a post is an in-app navigation that swaps the head tags, and leaving removes them', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const link = postCards(page).first().getByRole('heading').getByRole('link');
    const title = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Diya Tales`);
    let head = await liveHead(page);
    expect(head.meta('og:type')).toBe('article');
    expect(jsonLdOfType(head, 'BlogPosting').headline).toBe(title);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveTitle(INDEX_TITLE);
    head = await liveHead(page);
    expect(head.jsonLd.some((b) => b['@type'] === 'BlogPosting')).toBe(false);
    expect(head.meta('article:published_time')).toBeUndefined();
  });
});

test.describe('post', () => {
  test('renders every Markdown element, with safe external links and resolved images', async ({ page }) => {
    await page.goto(`/blogs/${RICH_POST}`);
    const body = page.locator('.blog-prose');
    for (const tag of ['h2', 'h3', 'ul', 'ol', 'a', 'img', 'blockquote', 'code', 'pre', 'table']) {
      expect(await body.locator(tag).count(), tag).toBeGreaterThan(0);
    }
    await expect(body.locator('h1')).toHaveCount(0);
    // Wide tables and code scroll inside their own boxes; the page itself never gets wider than the screen.
    const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(docWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(page.locator('h1')).toHaveCount(1);

    const external = body.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const a of await external.all()) {
      await expect(a).toHaveAttribute('target', '_blank');
      await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const a of await body.locator('a[href^="/"]').all()) {
      expect(await a.getAttribute('target')).toBeNull();
    }
    for (const img of await body.locator('img').all()) {
      await expect(img).toHaveAttribute('src', /^\/media\/blog\/.+\.webp$/);
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('alt', /.{10,}/);
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
  });

  test('header, tags, byline and the closing call to adventure', async ({ page }) => {
    await page.goto(`/blogs/${SHAILAPUTRI}`);
    const header = page.getByRole('main').locator('article header');
    await expect(header.getByRole('img')).toHaveAttribute('src', `/media/blog/${SHAILAPUTRI}.webp`);
    await expect(header.locator('time')).toHaveText('13 September 2025');
    await expect(header).toContainText('10 min read');
    await expect(header).toContainText('By Diya Tales Story Team');
    await expect(header.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Shailaputri',
      'Navratri Day 1',
      'Navratri 2025',
      'Goddess Durga',
      'Crafts for Kids',
    ]);
    await expect(page.getByRole('heading', { name: 'Ready to Bring These Stories to Life?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Adventure' })).toHaveAttribute(
      'href',
      '/stories',
    );
    expectCompleteHead(
      await liveHead(page),
      `/blogs/${SHAILAPUTRI}`,
      /^Shailaputri Mata for Kids.* \| Diya Tales$/,
    );
    await checkA11y(page);
  });

  test('no article opens a YouTube player while none of its videos is real', async ({ page }) => {
    await page.goto(`/blogs/${SHAILAPUTRI}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('post-video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(0);
  });

  test('a link to another article stays in the app', async ({ page }) => {
    await page.goto(`/blogs/${RICH_POST}`);
    await waitForSignInWidget(page); // hydrated: the router follows the link (decision 053)
    const internal = page.locator('.blog-prose a[href^="/blogs/"]').first();
    const href = (await internal.getAttribute('href'))!;
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await internal.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    // Same document: a full page load would have dropped the marker.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});

test.describe('unknown post', () => {
  test('shows Post Not Found without a data request, then returns to the blog', async ({ page }) => {
    allowFailedRequest(page, /\/blogs\/no-such-post$/); // the server answers the document itself with 404
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.data')) dataRequests.push(r.url());
    });
    await page.goto('/blogs/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    await expect(page).toHaveTitle('Post Not Found | Diya Tales');
    await checkA11y(page);
    await expect(page).toHaveURL(/\/blogs$/, { timeout: 6_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indian Mythology Blogs');
    expect(dataRequests.filter((u) => u.includes('no-such-post'))).toEqual([]);
  });

  test('the same from an in-app link', async ({ page }) => {
    await page.goto('/blogs');
    // The router follows history changes once the app has hydrated; the bar's sign-in controls appear
    // only then (the session is read in an effect), so they say it is listening.
    await waitForSignInWidget(page);
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.data')) dataRequests.push(r.url());
    });
    // A history change the router follows, as a <Link> to a mistyped slug would make.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/blogs/also-missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page).toHaveURL(/\/blogs$/, { timeout: 6_000 });
    expect(dataRequests.filter((u) => u.includes('also-missing'))).toEqual([]);
  });
});
