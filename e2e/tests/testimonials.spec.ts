import { checkA11y, expect, test } from '../support/fixtures';
import { expectCompleteHead, liveHead, rawHead } from './helpers/seo-head';

// The testimonials page (docs/product-guide.md#testimonials, combined reach included).

const TITLE = 'Parent Reviews & Customer Testimonials | Diya Tales';
const UNITS: Record<string, number> = { K: 1_000, M: 1_000_000 };

function parseFollowers(text: string): number {
  const [, amount = '0', unit = ''] = /^([\d.]+)([KM]?)$/.exec(text.trim()) ?? [];
  return Math.round(Number(amount) * (UNITS[unit] ?? 1));
}

function formatReach(total: number): string {
  return total >= 1_000_000 ? `${(total / 1_000_000).toFixed(1)}M+` : `${(total / 1_000).toFixed(1)}K+`;
}

test('served HTML has the head tags and structured data', async ({ request, isMobile }) => {
  test.skip(isMobile, 'plain HTTP, checked once');
  const head = await rawHead(request, '/testimonials');
  expectCompleteHead(head, '/testimonials', TITLE);
  expect(head.meta('description')).toMatch(/parents/i);
  expect(head.html.match(/<article/g)).toHaveLength(25);
});

test('figures, every creator card and the closing invitation', async ({ page }) => {
  await page.goto('/testimonials');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Testimonials & Reviews');
  await expect(page.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  expectCompleteHead(await liveHead(page), '/testimonials', TITLE);

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(25);

  const followers: string[] = [];
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(card).toContainText(/@[\w.]+/);
    const count = await card.getByTestId('followers').textContent();
    followers.push(count!.replace(/\s*followers$/, ''));
    const visit = card.getByRole('link', { name: /^Visit / });
    await expect(visit).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\/.+/);
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card.locator('blockquote')).toHaveText(/.{60,}/);
  }
  // Some creators shared a photo with their words.
  expect(await cards.locator('img[alt^="Shared by"]').count()).toBeGreaterThan(0);

  // Combined reach is the sum of every card's followers, one decimal with K or M and a plus.
  const reach = formatReach(followers.map(parseFollowers).reduce((a, b) => a + b, 0));
  const figures = page.getByTestId('reach-figures');
  await expect(figures.locator('div', { hasText: 'Combined Follower Reach' }).locator('dd')).toHaveText(
    reach,
  );
  await expect(figures.locator('div', { hasText: 'Creator Partners' }).locator('dd')).toHaveText('25');

  await expect(page.getByRole('heading', { name: 'Join Our Community of Creators' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order Your Story' })).toHaveAttribute('href', '/order');
  // Nothing wider than the screen (on a phone, overflow would widen the layout viewport itself).
  const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(docWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  await checkA11y(page);
});
