import type { Page } from '@playwright/test';
import { allowFailedRequest, checkA11y, expect, test } from '../support/fixtures';

// The production server is up, serves the prerendered site, and every client-rendered route renders a
// real page (not a crash, not an endless spinner) at desktop and phone width with no axe violations.

test.describe('server', () => {
  // Plain HTTP: once is enough, not once per screen size.
  test.skip(({ isMobile }) => isMobile, 'plain HTTP, checked in the desktop project');

  test('is alive and ready', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    expect((await request.get('/readyz')).status()).toBe(200);
  });

  test('serves / as prerendered HTML with its title and structured data', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('application/ld+json');
  });

  test('answers an unknown path with 404 and the app shell', async ({ request }) => {
    const res = await request.get('/this-page-does-not-exist');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('text/html');
  });
});

/** The route rendered: hydration finished, no error boundary, a visible heading. */
async function expectRealPage(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/something went wrong|unexpected application error/i)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const clientRoutes = [
  '/order',
  '/order-confirmation',
  '/profile',
  '/admin',
  '/admin/complete-order/abc123',
  '/auth/success',
];

for (const path of clientRoutes) {
  test(`${path} renders a page`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status(), 'document status').toBe(200);
    await expectRealPage(page);
    await checkA11y(page);
  });
}

for (const path of ['/this-page-does-not-exist', '/no/such/deep/page']) {
  test(`${path} shows the not-found page`, async ({ page }) => {
    allowFailedRequest(page, new RegExp(`${path}$`));
    const res = await page.goto(path);
    expect(res?.status(), 'document status').toBe(404);
    await expectRealPage(page);
    await expect(page.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
    await checkA11y(page);
  });
}
