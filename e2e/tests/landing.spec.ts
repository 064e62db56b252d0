import type { Locator, Page } from '@playwright/test';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';
import { waitForSignInWidget } from './helpers/auth';
import { expectFocusKeptByModal } from './helpers/modal';
import { expectCompleteHead, jsonLdOfType, liveHead, rawHead } from './helpers/seo-head';

// The landing page (docs/product-guide.md#landing-page, docs/product-guide.md#navigation-and-footer, docs/product-guide.md#numbers-and-limits): every section and its words,
// in-page navigation, the nav bar's scroll behaviour and phone menu, music, story cards and the video
// player, the reviews carousel, the FAQ, the hero clip's states and the prerendered head.

const SECTION_IDS = ['hero', 'about', 'nexus', 'story', 'trailer-section', 'how-to-order', 'contact'];
const NAV = [
  { label: 'TRAILER', section: 'hero' },
  { label: 'ABOUT', section: 'about' },
  { label: 'FEATURES', section: 'nexus' },
  { label: 'STORY', section: 'story' },
  { label: 'CONTACT', section: 'contact' },
];
const FOOTER_PATHS = [
  '/stories',
  '/blogs',
  '/testimonials',
  '/about-contact',
  '/privacy-policy',
  '/return-policy',
  '/refund-policy',
  '/disclaimer',
  '/shipping',
  '/find-my-order',
];
const YOUTUBE = /youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com/;

const nav = (page: Page) => page.getByTestId('landing-nav');
const section = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const cards = (page: Page) => page.getByTestId('story-card');
const dialog = (page: Page) => page.getByRole('dialog');
const carousel = (page: Page) => page.getByTestId('reviews-carousel');
const slide = (page: Page) => carousel(page).getByRole('group', { name: /^Page \d+ of \d+$/ });
/**
 * The carousel is turning by itself right now (autoplay on, on screen, neither hovered nor focused): it
 * then stops announcing its slides (aria-live off, WAI-ARIA APG), and its timer runs from here on.
 */
const expectTurning = (page: Page) =>
  expect(carousel(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');

/**
 * Opens / and waits until it is interactive. The sections after the hero are prerendered HTML whose
 * code loads when the visitor starts scrolling, so this scrolls a pixel and waits for them.
 */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollBy({ top: 1, behavior: 'instant' }));
  await expect(page.locator('#below-the-fold')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

async function scrollToTop(page: Page) {
  // A smooth scroll still under way (a section is in view before it ends) would carry on after an
  // instant jump to the top: wait until the page stands still.
  const scrollY = () => page.evaluate(() => window.scrollY);
  await expect
    .poll(async () => {
      const before = await scrollY();
      await page.waitForTimeout(150);
      return (await scrollY()) === before;
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(nav(page)).toHaveAttribute('data-state', 'shown');
}

/** Remembers every request the page makes, to prove none went to YouTube before Play. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function clickNavLink(page: Page, label: string, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const links = isMobile ? page.locator('#landing-menu') : nav(page).getByRole('list').first();
  await links.getByRole('link', { name: label, exact: true }).click();
}

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
}

test.describe('served HTML (no JavaScript)', () => {
  test.skip(({ isMobile }) => isMobile, 'plain HTTP, checked once');

  test('has title, description, social tags, canonical and the video, review and FAQ data', async ({
    request,
  }) => {
    const head = await rawHead(request, '/');
    expectCompleteHead(head, '/', /^Diya Tales/);
    expect(head.meta('og:image')).toMatch(/\/media\/og\/og-default\.jpg$/);
    expect(head.jsonLd).toHaveLength(3);

    const video = jsonLdOfType(head, 'VideoObject');
    expect(video.duration).toBe('PT8S');
    expect(video.name).toBeTruthy();
    expect(video.description).toBeTruthy();
    expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((video.thumbnailUrl as string[])[0]).toMatch(
      /^https?:\/\/[^/]+\/media\/trailer\/trailer-poster\.webp$/,
    );
    // The film the page plays, not a YouTube player that has no video (docs/decisions/069).
    expect(video.embedUrl).toBeUndefined();
    expect(video.contentUrl).toMatch(/^https?:\/\/[^/]+\/media\/hero\/hero-1\.mp4$/);

    const product = jsonLdOfType(head, 'Product') as {
      name: string;
      aggregateRating: { ratingValue: number; bestRating: number };
      review: { author: { name: string }; reviewBody: string }[];
      offers: { priceCurrency: string };
    };
    expect(product.name).toBe('Personalized Mythology Video');
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.9, bestRating: 5 });
    expect(product.review).toHaveLength(10);
    expect(product.review.every((review) => review.author.name && review.reviewBody)).toBe(true);
    expect(product.review.every((review) => !('reviewRating' in review))).toBe(true);
    expect(product.offers.priceCurrency).toBe('INR');

    const faq = jsonLdOfType(head, 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(6);
    for (const question of faq.mainEntity) {
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer.text).not.toMatch(/\]\(|<a /);
    }

    // Every section is in the HTML itself, and the hero poster is the one image fetched first.
    for (const id of SECTION_IDS) expect(head.html).toContain(`id="${id}"`);
    expect(head.html).toContain('Start Your Mythology Video Order');
    expect(head.html).toMatch(
      /<img[^>]+fetchPriority="high"[^>]+src="\/media\/hero\/hero-1\.webp"|<img[^>]+src="\/media\/hero\/hero-1\.webp"[^>]+fetchPriority="high"/i,
    );
    // Preloaded: the hero poster (phone and desktop crops), the Latin core cuts of the two fonts
    // (decision 061) and the small cut holding the Hindi words of the language switch; nothing else
    // (not Fontsource's whole Latin or Devanagari files).
    const preloads = [...head.html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].map(([link]) => {
      const as = link.match(/as="(\w+)"/)?.[1];
      return as === 'font' ? link.match(/href="\/assets\/([a-z0-9-]+?)-[\w-]{8}\.woff2"/)?.[1] : as;
    });
    expect(preloads.sort()).toEqual([
      'baloo-2-hindi-words',
      'baloo-2-latin-core',
      'image',
      'image',
      'nunito-latin-core',
    ]);
    expect(head.html).not.toMatch(/<iframe/);
  });
});

test.describe('landing page', () => {
  test('hydrating leaves <html> alone (a write, even of the same lang, restyles every element)', async ({
    page,
  }) => {
    // Installed before the page's own scripts, while <html> may not be parsed yet: watch the document.
    await page.addInitScript(() => {
      const written: string[] = [];
      Object.assign(window, { htmlWrites: written });
      new MutationObserver((records) => {
        for (const r of records) if (r.target.nodeName === 'HTML') written.push(r.attributeName ?? '');
      }).observe(document, { attributes: true, subtree: true });
    });
    const htmlWrites = () => page.evaluate(() => (window as unknown as { htmlWrites: string[] }).htmlWrites);
    for (const path of ['/', '/hi']) {
      await openLanding(page, path);
      // The one write is the visitor's first scroll (openLanding's), not hydration: from then on every
      // section is laid out (render-whole-page.ts), and only they are restyled.
      expect(await htmlWrites(), path).toEqual(['data-render-whole-page']);
    }
  });

  test('shows every section with its words, and passes axe', async ({ page, isMobile }) => {
    test.slow(); // axe over the whole long page
    const requests = recordRequests(page);
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const id of SECTION_IDS) await expect(section(page, id)).toBeAttached();

    // Nav: the six entries, in order (on a phone inside the menu).
    const navLinks = isMobile
      ? page.locator('#landing-menu a')
      : nav(page).getByRole('list').first().getByRole('link');
    await expect(navLinks).toHaveText(['TRAILER', 'ABOUT', 'FEATURES', 'STORY', 'BLOGS', 'CONTACT']);
    expect(await hrefs(navLinks)).toEqual(['#hero', '#about', '#nexus', '#story', '/blogs', '#contact']);
    await expect(page.getByRole('button', { name: 'Play background music' })).toBeVisible();

    // Hero: the order and trailer buttons over the poster.
    const hero = section(page, 'hero');
    await expect(hero.getByRole('button')).toHaveCount(3); // order, trailer, pause/play the clip
    await expect(hero.locator('img').first()).toHaveAttribute('src', /\/media\/hero\/hero-1\.webp$/);

    // Feature items and the six featured story cards.
    await expect(section(page, 'nexus').getByRole('listitem')).toHaveCount(6);
    await expect(cards(page)).toHaveCount(6);
    for (const card of await cards(page).all()) {
      const id = await card.getAttribute('data-story-id');
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.getByRole('link', { name: /^Order Now/ })).toHaveAttribute(
        'href',
        `/order?story=${id}`,
      );
      const instagram = card.getByRole('link', { name: /on Instagram/ });
      if (await instagram.count()) {
        await expect(instagram).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
        await expect(instagram).toHaveAttribute('target', '_blank');
        await expect(instagram).toHaveAttribute('rel', /noopener/);
      }
    }
    await expect(page.getByRole('button', { name: /^Watch Video/ }).first()).toBeVisible();

    // Trailer: our own film behind our own poster, with its real length; nothing from YouTube.
    const trailer = section(page, 'trailer-section');
    await expect(trailer.getByText('0:08').first()).toBeVisible();
    await expect(trailer.locator('img')).toHaveAttribute('src', /\/media\/trailer\/trailer-poster\.webp$/);
    await expect(trailer.locator('iframe, video')).toHaveCount(0);
    await trailer.getByRole('button', { name: /^Play video/ }).click();
    await expect(trailer.getByTestId('own-film')).toHaveAttribute('src', '/media/hero/hero-1.mp4');
    await expect(trailer.locator('iframe')).toHaveCount(0);

    // Stats band, exactly.
    const stats = page.getByRole('region', { name: 'Diya Tales in numbers' });
    await expect(stats.getByRole('listitem')).toHaveText([
      '20+Epic Tales',
      '50+Happy Kids',
      '3 daysDelivery Time',
    ]);

    // How to Order: three steps with their links, then the final call to action.
    const steps = page.getByTestId('order-step');
    await expect(steps).toHaveCount(3);
    expect(await hrefs(steps.nth(0).getByRole('link'))).toEqual(['/stories', '/blogs']);
    expect(await hrefs(steps.nth(1).getByRole('link'))).toEqual(['/order']);
    expect(await hrefs(steps.nth(2).getByRole('link'))).toEqual(['/shipping', '/refund-policy']);
    await expect(page.getByRole('link', { name: 'Start Your Mythology Video Order' })).toHaveAttribute(
      'href',
      '/stories',
    );

    // FAQ and contact.
    await expect(page.getByTestId('faq-item')).toHaveCount(6);
    const contact = section(page, 'contact');
    await expect(contact.getByRole('link', { name: /contact us/i })).toHaveAttribute(
      'href',
      /^mailto:\S+@\S+$/,
    );
    const follow = contact.getByRole('link', { name: /Follow on Instagram/ });
    await expect(follow).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
    await expect(follow).toHaveAttribute('target', '_blank');
    await expect(follow).toHaveAttribute('rel', /noopener/);

    // Footer: every destination, the e-mail, Instagram and the year.
    const footer = page.getByRole('contentinfo');
    const footerHrefs = await hrefs(footer.locator('a[href^="/"]:not([data-testid="language-switch"])'));
    expect([...footerHrefs].sort()).toEqual([...FOOTER_PATHS].sort());
    // …and the same page in Hindi (issue 16).
    await expect(footer.getByTestId('language-switch')).toHaveAttribute('href', '/hi');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator('a[href*="instagram.com"]')).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    // The live document keeps the prerendered head.
    const head = await liveHead(page);
    expectCompleteHead(head, '/', /^Diya Tales/);
    expect(head.jsonLd.map((block) => block['@type']).sort()).toEqual(['FAQPage', 'Product', 'VideoObject']);

    await checkA11y(page);
    expect(requests.filter((url) => YOUTUBE.test(url))).toEqual([]);
  });

  test('the About collage’s stills are fetched once the first screen is painted, then show', async ({
    page,
  }) => {
    await openLanding(page); // the live sections replace the prerendered ones: the same stills
    const stills = section(page, 'about').locator('figure img');
    await expect(stills).toHaveCount(3);
    await section(page, 'about').scrollIntoViewIfNeeded();
    for (const still of await stills.all()) {
      await expect(still).toHaveAttribute('alt', /: a scene from the story$/);
      await expect
        .poll(() => still.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(1);
    }
    // Each still's request (the cut its srcset chose for this screen) started after the first
    // contentful paint.
    const fetched = await page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return Array.from(document.querySelectorAll<HTMLImageElement>('#about figure img'), (image) => ({
        file: image.currentSrc.split('/').pop()?.replace('-small', ''),
        afterPaint: (performance.getEntriesByName(image.currentSrc)[0]?.startTime ?? -1) >= painted,
      }));
    });
    expect(fetched).toEqual(['01', '04', '08'].map((id) => ({ file: `story-${id}.webp`, afterPaint: true })));
  });

  test('hero buttons scroll to How to Order and to the trailer', async ({ page }) => {
    await openLanding(page);
    const hero = section(page, 'hero');
    await hero.getByRole('button').first().click();
    await expect(section(page, 'how-to-order')).toBeInViewport();
    await expect(section(page, 'how-to-order')).toBeFocused();

    await scrollToTop(page);
    await hero.getByRole('button', { name: /trailer/i }).click();
    await expect(section(page, 'trailer-section')).toBeInViewport();
  });

  test('nav links scroll to their sections and BLOGS opens the blog', async ({ page, isMobile }) => {
    // Jumps instead of glides: the same links, without racing a long smooth scroll between steps.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding(page);
    for (const { label, section: id } of NAV) {
      if (id === 'hero') {
        // TRAILER leads back up to the hero: start further down, scrolling up a little to show the bar.
        await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
        await expect(nav(page)).toHaveAttribute('data-state', 'hidden');
        await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      } else {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      }
      await expect(nav(page)).toHaveAttribute('data-state', 'shown');
      await clickNavLink(page, label, isMobile);
      await expect(section(page, id)).toBeInViewport();
    }
    await scrollToTop(page);
    await clickNavLink(page, 'BLOGS', isMobile);
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the nav hides while scrolling down and comes back on scrolling up', async ({ page }) => {
    await openLanding(page);
    await expect(nav(page)).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect(nav(page)).toHaveAttribute('data-state', 'hidden');
    await expect(nav(page)).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect(nav(page)).toHaveAttribute('data-state', 'shown');
    await expect(nav(page)).toBeInViewport();
  });

  test('music is off at first and the toggle says what it will do', async ({ page }) => {
    await openLanding(page);
    const audioRequest = page.waitForRequest(/\/media\/audio\/loop\.mp3$/);
    await nav(page).getByRole('button', { name: 'Play background music' }).click();
    await audioRequest;
    await expect(nav(page).getByRole('button', { name: 'Pause background music' })).toBeVisible();

    // The same music state carries over to the inner pages' top bar.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Stories' }).click();
    await expect(page).toHaveURL(/\/stories$/);
    const topBar = page.getByTestId('top-bar');
    await topBar.getByRole('button', { name: 'Pause background music' }).click();
    await expect(topBar.getByRole('button', { name: 'Play background music' })).toBeVisible();
  });

  test('footer links reach their pages', async ({ page, request }) => {
    test.slow(); // nine pages
    for (const path of FOOTER_PATHS) {
      expect((await request.get(path)).status(), path).toBe(200);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      // The page's own requests (the price list, after hydration) finish before the next visit, as
      // they do for a reader; leaving mid-fetch would cancel them.
      await page.waitForLoadState('networkidle');
    }
    // And a click from the landing page's footer is a client-side visit.
    await openLanding(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the About collage shows its stills', async ({ page }) => {
    await page.goto('/');
    await section(page, 'about').scrollIntoViewIfNeeded();
    const shown = section(page, 'about').locator('figure img:visible');
    await expect(shown).toHaveCount(3);
    for (const still of await shown.all()) {
      await expect
        .poll(() => still.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(1);
    }
  });
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button only shows on small screens');

  test('opens and closes with its button, Escape and a link', async ({ page }) => {
    await openLanding(page);
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#landing-menu')).toBeHidden();

    await button.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#landing-menu').getByRole('link')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await expect(page.locator('#landing-menu')).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await close.click();
    await expect(page.locator('#landing-menu')).toBeHidden();

    await button.click();
    await page.locator('#landing-menu').getByRole('link', { name: 'ABOUT' }).click();
    await expect(page.locator('#landing-menu')).toBeHidden();
    await expect(section(page, 'about')).toBeInViewport();
  });
});

test.describe('story cards and the video player', () => {
  test('Watch Video opens the player; Escape, the backdrop and Close close it', async ({ page }) => {
    test.slow(); // axe on the open dialog
    const requests = recordRequests(page);
    await openLanding(page);
    const card = cards(page).first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const watch = card.getByRole('button', { name: /^Watch Video/ });

    await watch.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(title);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // The player starts as our own poster and a Play button; nothing is fetched from YouTube.
    await expect(dialog(page).getByRole('button', { name: `Play video: ${title}` })).toBeVisible();
    await expect(dialog(page).locator('iframe')).toHaveCount(0);
    await checkA11y(page, { include: 'dialog[open]' });
    // Focus stays in the dialog (or the browser's own controls) while it is open, never the page behind.
    await expectFocusKeptByModal(page, dialog(page));

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(watch).toBeFocused();

    await watch.click();
    await expect(dialog(page)).toBeVisible();
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog(page)).toHaveCount(0);

    await watch.click();
    await dialog(page).getByRole('button', { name: 'Close video' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(requests.filter((url) => YOUTUBE.test(url))).toEqual([]);
  });

  test('Play plays the story’s own preview clip from our media: no dead YouTube player', async ({ page }) => {
    const requests = recordRequests(page);
    await openLanding(page);
    const card = cards(page).first();
    const id = Number(await card.getAttribute('data-story-id'));
    await card.getByRole('button', { name: /^Watch Video/ }).click();
    await dialog(page)
      .getByRole('button', { name: /^Play video/ })
      .click();
    const film = dialog(page).getByTestId('own-film');
    await expect(film).toHaveAttribute('src', `/media/stories/story-${String(id).padStart(2, '0')}.mp4`);
    await expect(film).toBeFocused();
    await expect.poll(() => film.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
    await expect(dialog(page).locator('iframe')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Close video' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(requests.filter((url) => YOUTUBE.test(url))).toEqual([]);
  });

  test('clicking a card opens its video (every story has one: its YouTube video or its own clip)', async ({
    page,
  }) => {
    await openLanding(page);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('button', { name: /^Watch Video/ })).toBeVisible();
    }
    await cards(page).last().locator('p').first().click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('Order Now opens the order page for that story', async ({ page }) => {
    await openLanding(page);
    const card = cards(page).first();
    const id = await card.getAttribute('data-story-id');
    await card.getByRole('link', { name: /^Order Now/ }).click();
    // What the order page then asks for (sign-in, the form) is the order journey's own business.
    await expect(page).toHaveURL(new RegExp(`/order\\?story=${id}$`));
  });

  test('previews load only on screen, sized for the screen', async ({ page, isMobile }) => {
    await openLanding(page);
    const preview = cards(page).first().getByTestId('story-preview');
    await expect(preview).not.toHaveAttribute('src', /.+/);
    await cards(page).first().scrollIntoViewIfNeeded();
    await expect(preview).toHaveAttribute('src', isMobile ? /-mobile\.mp4$/ : /\/story-\d+\.mp4$/);
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
  });

  test('a phone falls back to the full-size preview when the small one fails', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the -mobile preview is only used at 768 px or less');
    allowFailedRequest(page, /-mobile\.mp4$/);
    await page.route(/\/media\/stories\/story-\d+-mobile\.mp4$/, (route) => route.fulfill({ status: 404 }));
    await openLanding(page);
    const preview = cards(page).first().getByTestId('story-preview');
    await cards(page).first().scrollIntoViewIfNeeded();
    await expect(preview).toHaveAttribute('src', /\/story-\d+\.mp4$/);
  });

  test('with reduced motion previews do not play and the poster stays', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding(page);
    await cards(page).first().scrollIntoViewIfNeeded();
    await expect(cards(page).first().locator('img')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(cards(page).first().getByTestId('story-preview')).not.toHaveAttribute('src', /.+/);
  });
});

test.describe('reviews carousel', () => {
  test('shows 6 reviews a page from 768 px and 3 below, and wraps both ways', async ({ page, isMobile }) => {
    const perPage = isMobile ? 3 : 6;
    const pages = Math.ceil(25 / perPage);
    await openLanding(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page).getByTestId('review-card')).toHaveCount(perPage);
    await expect(carousel(page).getByRole('button', { name: /^Go to page/ })).toHaveCount(pages);
    await expect(slide(page)).toHaveAccessibleName(`Page 1 of ${pages}`);

    await carousel(page).getByRole('button', { name: 'Previous reviews' }).click();
    await expect(slide(page)).toHaveAccessibleName(`Page ${pages} of ${pages}`);
    await expect(carousel(page).getByTestId('review-card')).toHaveCount(25 - perPage * (pages - 1));
    await carousel(page).getByRole('button', { name: 'Next reviews' }).click();
    await expect(slide(page)).toHaveAccessibleName(`Page 1 of ${pages}`);
    await carousel(page).getByRole('button', { name: 'Next reviews' }).click();
    await expect(slide(page)).toHaveAccessibleName(`Page 2 of ${pages}`);
  });

  test('advances every 8 seconds, pauses on request, and a dot stops it', async ({ page }) => {
    await page.clock.install();
    await openLanding(page);
    // From here the page's time moves only when the test moves it: a timer started now starts at a
    // known moment, however long the steps below take on a busy machine.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await carousel(page).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on');
    await expectTurning(page);
    await page.clock.fastForward(7_000);
    await expect(carousel(page)).toHaveAttribute('data-page', '0');
    await page.clock.fastForward(1_100);
    await expect(carousel(page)).toHaveAttribute('data-page', '1');

    // The visible pause control.
    await carousel(page).getByRole('button', { name: 'Pause automatic sliding' }).click();
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
    await page.clock.fastForward(20_000);
    await expect(carousel(page)).toHaveAttribute('data-page', '1');
    await carousel(page).getByRole('button', { name: 'Start automatic sliding' }).click();
    await page.mouse.move(0, 0);
    await expectTurning(page);
    await page.clock.fastForward(8_100);
    await expect(carousel(page)).toHaveAttribute('data-page', '2');

    // A dot jumps straight to its page and stops the autoplay for good.
    await carousel(page).getByRole('button', { name: 'Go to page 4' }).click();
    await page.mouse.move(0, 0);
    await expect(slide(page)).toHaveAccessibleName(/^Page 4 of/);
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
    await expect(carousel(page).getByRole('button', { name: 'Start automatic sliding' })).toBeVisible();
    await page.clock.fastForward(30_000);
    await expect(carousel(page)).toHaveAttribute('data-page', '3');
  });

  test('does not move by itself for reduced-motion visitors', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openLanding(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
    await page.clock.fastForward(20_000);
    await expect(carousel(page)).toHaveAttribute('data-page', '0');
  });
});

test.describe('FAQ', () => {
  test('answers open independently, several at once, with working links', async ({ page }) => {
    await openLanding(page);
    const questions = page.getByTestId('faq-item').getByRole('button');
    await expect(questions).toHaveCount(6);
    for (const question of await questions.all())
      await expect(question).toHaveAttribute('aria-expanded', 'false');

    await questions.nth(0).click();
    await questions.nth(2).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    for (const index of [0, 2]) {
      const panel = page.locator(`[id="${await questions.nth(index).getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
    }
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');

    await questions.nth(0).click();
    const link = page.getByTestId('faq-item').nth(0).getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\//);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe('hero clip', () => {
  test('plays muted and loops, and its loading notice goes once it has loaded', async ({
    page,
    isMobile,
  }) => {
    await openLanding(page);
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveAttribute('data-state', 'ready');
    await expect(video).toHaveAttribute('src', isMobile ? /hero-1-mobile\.mp4$/ : /hero-1\.mp4$/);
    await expect(page.getByTestId('hero-loading')).toHaveCount(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && v.playsInline)).toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  const brokenClip = (page: Page) =>
    page.route(/\/media\/hero\/hero-1(-mobile)?\.mp4$/, (route) =>
      route.fulfill({ status: 200, contentType: 'video/mp4', body: 'not a video' }),
    );

  test('says "Error loading video" when the clip cannot play', async ({ page }) => {
    await brokenClip(page);
    await openLanding(page);
    await expect(page.getByText('Error loading video')).toBeVisible();
  });

  test('back from payment (payment_success=true) it plays again with no loader or error', async ({
    page,
  }) => {
    await brokenClip(page);
    await openLanding(page, '/?payment_success=true');
    await expect(page.getByTestId('hero-video')).toHaveAttribute('data-state', 'error');
    await expect(page.getByText('Error loading video')).toHaveCount(0);
    await expect(page.getByTestId('hero-loading')).toHaveCount(0);

    await page.unrouteAll();
    await openLanding(page, '/?payment_success=true');
    await expect(page.getByTestId('hero-video')).toHaveAttribute('data-state', 'ready');
    await expect
      .poll(() => page.getByTestId('hero-video').evaluate((v: HTMLVideoElement) => !v.paused))
      .toBe(true);
  });
});

test.describe('inner pages', () => {
  test('have the top bar: logo and Home back to /, music, hidden while scrolling down', async ({ page }) => {
    await page.goto('/testimonials');
    await waitForSignInWidget(page); // hydrated: the bar listens for scrolling (decision 053)
    const bar = page.getByTestId('top-bar');
    await expect(bar.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('button', { name: 'Play background music' })).toBeVisible();
    await expect(bar).toHaveAttribute('data-state', 'shown');
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-state', 'hidden');
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect(bar).toHaveAttribute('data-state', 'shown');

    await bar.getByRole('link', { name: 'Diya Tales home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page)).toBeVisible();
    // Arriving by a client-side visit, the sections after the hero still appear and work.
    await expect(page.getByTestId('story-card')).toHaveCount(6);
    await expect(page.locator('#below-the-fold')).toHaveAttribute('data-hydrated', 'true');
  });
});
