import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { PAGES, type PageDefinition } from '@shop/contracts/page-paths';

// Every page comes from the one table of pages (packages/contracts/src/page-paths.ts), which also
// drives prerendering (react-router.config.ts) and the server's SPA answers.

const pages: readonly PageDefinition[] = PAGES.filter(
  (page: PageDefinition) => !page.developmentOnly || process.env.NODE_ENV === 'development',
);
const toRoute = (page: PageDefinition) =>
  page.path === '/'
    ? index(page.module)
    : route(page.path.slice(page.path.startsWith('/') ? 1 : 0), page.module);

export default [
  ...pages.filter((page) => !page.shell && page.rendering !== 'not-found').map(toRoute),
  layout('routes/shell.tsx', pages.filter((page) => page.shell).map(toRoute)),
  ...pages.filter((page) => page.rendering === 'not-found').map(toRoute),
] satisfies RouteConfig;
