import type { Config } from '@react-router/dev/config';
import { BLOG_POST_IDS } from '@shop/content/blog-post-ids';

// Every public page is prerendered to real HTML (head tags and JSON-LD included) so search engines
// and chat-app link previews read it without JavaScript; guarded pages use the SPA fallback.
export const PUBLIC_PATHS = [
  '/',
  '/stories',
  '/blogs',
  ...BLOG_POST_IDS.map((id) => `/blogs/${id}`),
  '/testimonials',
  '/return-policy',
  '/refund-policy',
  '/privacy-policy',
  '/disclaimer',
  '/about-contact',
  '/shipping',
];

export default {
  appDirectory: 'app',
  ssr: false,
  // Each post's article body also gets a file of its own, for in-app visits (routes/blog-article).
  prerender: [
    ...PUBLIC_PATHS,
    ...BLOG_POST_IDS.map((id) => `/blogs/${id}/article.json`),
    '/sitemap.xml',
    '/robots.txt',
  ],
} satisfies Config;
