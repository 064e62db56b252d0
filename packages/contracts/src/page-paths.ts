import { pathInLocale } from './locale';

// The one table of the web app's pages: apps/web/app/routes.ts builds its routes from it, the web build
// prerenders (and lists in the sitemap) its prerendered pages, and the server answers its browser-rendered
// pages with the SPA fallback and a 200. A page added here exists everywhere at once.

/**
 * How a page reaches the browser:
 * - prerendered: real HTML at build time (search engines, link previews), in the sitemap;
 * - browser: the SPA fallback, rendered in the browser (signed-in, private or per-visit pages);
 * - file: a prerendered non-HTML file (sitemap.xml, an article's JSON);
 * - not-found: the catch-all page for every other path.
 */
export type PageRendering = 'prerendered' | 'browser' | 'file' | 'not-found';

export interface PageDefinition {
  /** React Router path syntax: `:param`, `:param?`, `*`. */
  path: string;
  /** The route module, relative to apps/web/app. */
  module: string;
  rendering: PageRendering;
  /** Inside the shared shell (header, footer, sign-in). */
  shell: boolean;
  /** Only served by the development server (never built, never answered by the production server). */
  developmentOnly?: boolean;
  /** The page also exists in Hindi, at the same path under /hi (issue 16); the not-found page speaks
   * Hindi under /hi without a path of its own. */
  hindi?: boolean;
  /**
   * Under /hi only the site's frame (header, footer, buttons) is Hindi: the page's own text is English
   * (the blog's articles, until they are translated). Its Hindi twin then names the English page as
   * canonical, neither claims the other as a translation (no hreflang), and only the English page is
   * in the sitemap.
   */
  englishContent?: boolean;
}

export const PAGES = [
  { path: '/auth/success', module: 'routes/auth-success.tsx', rendering: 'browser', shell: false },
  { path: '/', module: 'routes/home.tsx', rendering: 'prerendered', shell: true, hindi: true },
  { path: '/stories', module: 'routes/stories.tsx', rendering: 'prerendered', shell: true, hindi: true },
  { path: '/order', module: 'routes/order.tsx', rendering: 'browser', shell: true, hindi: true },
  {
    path: '/order-confirmation',
    module: 'routes/order-confirmation.tsx',
    rendering: 'browser',
    shell: true,
    hindi: true,
  },
  { path: '/profile', module: 'routes/profile.tsx', rendering: 'browser', shell: true, hindi: true },
  {
    path: '/order-status/:orderId',
    module: 'routes/order-status.tsx',
    rendering: 'browser',
    shell: true,
    hindi: true,
  },
  {
    path: '/find-my-order',
    module: 'routes/find-my-order.tsx',
    rendering: 'prerendered',
    shell: true,
    hindi: true,
  },
  { path: '/admin', module: 'routes/admin.tsx', rendering: 'browser', shell: true },
  {
    path: '/admin/complete-order/:orderId?',
    module: 'routes/admin-complete-order.tsx',
    rendering: 'browser',
    shell: true,
  },
  { path: '/admin/orders/:orderId', module: 'routes/admin-order.tsx', rendering: 'browser', shell: true },
  {
    path: '/photo-request/:requestId',
    module: 'routes/photo-request.tsx',
    rendering: 'browser',
    shell: true,
    hindi: true,
  },
  // A family link's page (docs/decisions/100): outside the shop's shell (no sign-in, nothing but the
  // film); the server answers it itself, with the link's card and status.
  {
    path: '/family/:token',
    module: 'routes/family-link.tsx',
    rendering: 'browser',
    shell: false,
    hindi: true,
  },
  { path: '/watch/:orderId', module: 'routes/watch.tsx', rendering: 'browser', shell: true, hindi: true },
  // A gift's pages (docs/decisions/115): the parent's invitation and the giver's status, keyed by a token.
  { path: '/gift/:token', module: 'routes/gift.tsx', rendering: 'browser', shell: true, hindi: true },
  {
    path: '/gift-status/:token',
    module: 'routes/gift-status.tsx',
    rendering: 'browser',
    shell: true,
    hindi: true,
  },
  {
    path: '/reminders/stop',
    module: 'routes/reminders-stop.tsx',
    rendering: 'browser',
    shell: true,
    hindi: true,
  },
  {
    path: '/profile-test',
    module: 'stand-ins/profile-test.tsx',
    rendering: 'browser',
    shell: true,
    developmentOnly: true,
  },
  {
    path: '/blogs',
    module: 'routes/blogs.tsx',
    rendering: 'prerendered',
    shell: true,
    hindi: true,
    englishContent: true,
  },
  {
    path: '/blogs/:postId',
    module: 'routes/blog-post.tsx',
    rendering: 'prerendered',
    shell: true,
    hindi: true,
    englishContent: true,
  },
  {
    path: '/testimonials',
    module: 'routes/testimonials.tsx',
    rendering: 'prerendered',
    shell: true,
    hindi: true,
  },
  {
    path: '/return-policy',
    module: 'routes/return-policy.tsx',
    rendering: 'prerendered',
    shell: false,
    hindi: true,
  },
  {
    path: '/refund-policy',
    module: 'routes/refund-policy.tsx',
    rendering: 'prerendered',
    shell: false,
    hindi: true,
  },
  {
    path: '/privacy-policy',
    module: 'routes/privacy-policy.tsx',
    rendering: 'prerendered',
    shell: false,
    hindi: true,
  },
  {
    path: '/disclaimer',
    module: 'routes/disclaimer.tsx',
    rendering: 'prerendered',
    shell: false,
    hindi: true,
  },
  {
    path: '/about-contact',
    module: 'routes/about-contact.tsx',
    rendering: 'prerendered',
    shell: false,
    hindi: true,
  },
  { path: '/shipping', module: 'routes/shipping.tsx', rendering: 'prerendered', shell: false, hindi: true },
  { path: '/blogs/:postId/article.json', module: 'routes/blog-article.ts', rendering: 'file', shell: false },
  { path: '/sitemap.xml', module: 'routes/sitemap-xml.ts', rendering: 'file', shell: false },
  { path: '/robots.txt', module: 'routes/robots-txt.ts', rendering: 'file', shell: false },
  { path: '*', module: 'routes/not-found.tsx', rendering: 'not-found', shell: false, hindi: true },
] as const satisfies readonly PageDefinition[];

/**
 * The paths a page answers: its own and, when it exists in Hindi too, the same under /hi (issue 16).
 * One route serves both (an optional /hi segment), so the browser's route manifest does not double.
 */
export function localizedPaths(page: PageDefinition): string[] {
  return page.hindi && page.rendering !== 'not-found'
    ? [page.path, pathInLocale(page.path, 'hi')]
    : [page.path];
}

/**
 * Whether the page at this site path (English or /hi) has its own text in Hindi too, so that its two
 * versions are translations of each other: false for a page in English only and for one whose Hindi
 * twin wraps English text (`englishContent`).
 */
export function isTranslated(path: string): boolean {
  const english = pathInLocale(path.replace(/[?#].*$/, ''), 'en');
  const page = (PAGES as readonly PageDefinition[]).find(
    (candidate) => candidate.rendering !== 'not-found' && pathMatcher(candidate.path).test(english),
  );
  return !!page?.hindi && !page.englishContent;
}

/** The admin's order detail (issue 12), linked from the work list, the complete-order screen and staff e-mails. */
export const adminOrderPagePath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

/**
 * The concrete paths of a page: its own path, or one per value of its parameters
 * (`/blogs/:postId` with `{ postId: ['a', 'b'] }` gives `/blogs/a`, `/blogs/b`).
 */
export function concretePaths(
  page: PageDefinition,
  params: Record<string, readonly string[]> = {},
): string[] {
  const names = [...page.path.matchAll(/:(\w+)\??/g)].map((match) => match[1]!);
  let paths = [page.path];
  for (const name of names) {
    const values = params[name];
    if (!values) throw new Error(`No values for :${name} of ${page.path}`);
    paths = paths.flatMap((path) => values.map((value) => path.replace(new RegExp(`:${name}\\??`), value)));
  }
  return paths;
}

/** A matcher for a page's path: `:param` is one non-empty segment, `:param?` an optional one. */
export function pathMatcher(path: string): RegExp {
  const pattern = path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${pattern || '/'}$`);
}

/** Linked from the order form's consent (docs/decisions/046). */
export const PRIVACY_POLICY_PATH = '/privacy-policy' satisfies (typeof PAGES)[number]['path'];
/** "Find my order" (issue 14): linked from the footer, the confirmation e-mail and the expired-link page. */
export const FIND_MY_ORDER_PATH = '/find-my-order' satisfies (typeof PAGES)[number]['path'];
/**
 * An unpaid checkout's reminder links (docs/decisions/112): the order form reopened filled, and the
 * one-click stop. The signed token rides in the fragment (#…), which browsers never send to a server,
 * so no request log or proxy ever sees it.
 */
export const ORDER_PAGE_PATH = '/order' satisfies (typeof PAGES)[number]['path'];
export const REMINDERS_STOP_PATH = '/reminders/stop' satisfies (typeof PAGES)[number]['path'];
export const RESUME_FRAGMENT_KEY = 'resume';
export const STOP_FRAGMENT_KEY = 'stop';
