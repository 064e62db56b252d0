import type { Config } from '@react-router/dev/config';
import { BLOG_POST_IDS } from '@shop/content/blog-post-ids';
import { PAGES, concretePaths, localizedPaths, type PageDefinition } from '@shop/contracts/page-paths';

// Every public page is prerendered to real HTML (head tags and JSON-LD included) so search engines
// and chat-app link previews read it without JavaScript; guarded pages use the SPA fallback. Which
// page is which comes from the one table of pages (packages/contracts/src/page-paths.ts).
const PARAMS = { postId: BLOG_POST_IDS };
const pathsOf = (rendering: PageDefinition['rendering']) =>
  PAGES.filter((page: PageDefinition) => page.rendering === rendering).flatMap((page) =>
    localizedPaths(page).flatMap((path) => concretePaths({ ...page, path }, PARAMS)),
  );

/** The prerendered HTML pages in both languages (/stories, /hi/stories), which are also the sitemap's. */
export const PUBLIC_PATHS = pathsOf('prerendered');

export default {
  appDirectory: 'app',
  ssr: false,
  // Files (sitemap, robots, each post's article body for in-app visits) are prerendered too.
  prerender: [...PUBLIC_PATHS, ...pathsOf('file')],
} satisfies Config;
