import { API_ENDPOINTS, API_VERSION } from '@shop/contracts/api';
import { API_DOCS_ENDPOINTS } from '@shop/contracts/api-docs';
import { openApiDocument } from '@shop/contracts/openapi';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { apiDocsPage } from './docs-page.ts';

// GET /api/openapi.json: what an integrator reads to call the API; GET /api/docs, outside
// production, the same as a page. Built once at start: the contracts do not change while the
// process runs.

export type DocsRoutesOptions = {
  siteUrl: string;
  /** Serve the readable page too (development and tests; production serves the document only). */
  page: boolean;
};

export const docsRoutes: RoutesPlugin<DocsRoutesOptions> = async (app, { siteUrl, page }) => {
  const document = openApiDocument(API_ENDPOINTS, {
    title: 'Diya Tales API',
    version: API_VERSION,
    description:
      'The storefront API: sign-in, orders, payments, uploads, videos and e-mail recipients. Errors are { message, code? } with a real HTTP status.',
    serverUrl: siteUrl,
  });
  registerEndpoint(app, API_DOCS_ENDPOINTS.openApi, async () => document);

  if (!page) return;
  const pageHtml = apiDocsPage(document);
  registerEndpoint(app, API_DOCS_ENDPOINTS.page, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(pageHtml),
  );
};
