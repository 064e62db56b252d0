import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { PAGES, type PageDefinition } from '@shop/contracts/page-paths';

// Every page comes from the one table of pages (packages/contracts/src/page-paths.ts), which also
// drives prerendering (react-router.config.ts) and the server's SPA answers.

const pages: readonly PageDefinition[] = PAGES.filter(
  (page: PageDefinition) => !page.developmentOnly || process.env.NODE_ENV === 'development',
);
// A page in Hindi too answers under an optional /hi segment ("hi?/stories" is /stories and /hi/stories):
// one route and one module for both languages, which read the language from the path.
function routePath(page: PageDefinition): string {
  const path = page.path.replace(/^\//, '');
  if (!page.hindi || page.rendering === 'not-found') return path;
  return path === '' ? 'hi?' : `hi?/${path}`;
}
const toRoute = (page: PageDefinition) =>
  page.path === '/' && !page.hindi ? index(page.module) : route(routePath(page), page.module);

export default [
  ...pages.filter((page) => !page.shell && page.rendering !== 'not-found').map(toRoute),
  layout('routes/shell.tsx', pages.filter((page) => page.shell).map(toRoute)),
  ...pages.filter((page) => page.rendering === 'not-found').map(toRoute),
] satisfies RouteConfig;
