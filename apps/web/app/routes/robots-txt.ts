import { SITE_URL } from '~/lib/config';

// Prerendered into build/client/robots.txt so the sitemap line carries the real public origin.
// Private and transactional pages (and their Hindi twins) are kept out of search results; everything
// else is open.
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /profile',
    'Disallow: /order',
    'Disallow: /order-confirmation',
    'Disallow: /hi/profile',
    'Disallow: /hi/order',
    'Disallow: /hi/order-confirmation',
    'Disallow: /auth/',
    '',
    `Sitemap: ${SITE_URL}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
