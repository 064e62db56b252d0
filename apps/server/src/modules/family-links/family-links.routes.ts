import {
  FAMILY_LINK_ENDPOINTS,
  FAMILY_LINK_ERROR_CODES,
  familyLinkPosterPath,
  type FamilyLinkTarget,
} from '@shop/contracts/family-links';
import { familyLinkMessage } from '@shop/content/parent-text/answers';
import { serverPagesIn } from '@shop/content/server-pages/by-language';
import { pathInLocale } from '@shop/contracts/locale';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { uploadSessionOf } from '../../http/upload-session.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { AppError, badRequest } from '../../errors/app-error.ts';
import type { FamilyLinksService } from './family-links.service.ts';

// Family links (docs/decisions/100): the parent's endpoints (create, list, revoke: the preview's
// upload session or the film's signed status link decides), the family's (open, no cookie needed),
// the parent's watch page data, and the link's own page and poster outside /api: the page is the web
// app's shell with the link's card in its head (og:title with the first name, og:image the poster)
// so that WhatsApp shows a card, and a status a crawler and a browser understand (404, 410).
// Every answer about a link says no-referrer (its URL is the key) and noindex.

const PRIVATE_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
};
const OWNER_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const OPEN_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** The web app's shell for a browser-rendered page, with its CSP header: null without a build. */
export type PageShell = (path: string) => Promise<{ html: string; csp: string } | null>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const familyLinksRoutes: RoutesPlugin<{
  familyLinks: FamilyLinksService;
  shell: PageShell;
  siteUrl: string;
}> = async (app, { familyLinks, shell, siteUrl }) => {
  const callerOf = (request: { headers: Record<string, unknown> }) => ({
    session: uploadSessionOf(request as Parameters<typeof uploadSessionOf>[0]),
  });

  registerEndpoint(
    app,
    FAMILY_LINK_ENDPOINTS.create,
    async (request, reply) =>
      reply
        .status(201)
        .headers(PRIVATE_HEADERS)
        .send({ success: true as const, data: await familyLinks.create(request.body, callerOf(request)) }),
    { config: { rateLimit: OWNER_RATE_LIMIT } },
  );

  registerEndpoint(
    app,
    FAMILY_LINK_ENDPOINTS.list,
    async (request) => {
      const { previewId, orderId, sig } = request.query;
      const target: FamilyLinkTarget | null = previewId
        ? { kind: 'preview', previewId }
        : orderId && sig
          ? { kind: 'film', orderId, sig }
          : null;
      if (!target) throw badRequest('Name the preview, or the order with its link’s signature.');
      return { success: true as const, data: await familyLinks.list(target, callerOf(request)) };
    },
    { config: { rateLimit: OWNER_RATE_LIMIT } },
  );

  registerEndpoint(
    app,
    FAMILY_LINK_ENDPOINTS.revoke,
    async (request) => ({
      success: true as const,
      data: await familyLinks.revoke(request.params.id, request.body.target, callerOf(request)),
    }),
    { config: { rateLimit: OWNER_RATE_LIMIT } },
  );

  registerEndpoint(
    app,
    FAMILY_LINK_ENDPOINTS.open,
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      const opened = await familyLinks.open(request.params.token);
      if ('view' in opened) return { success: true as const, data: opened.view };
      if (opened.state === 'unknown')
        throw new AppError(404, familyLinkMessage('notFound'), FAMILY_LINK_ERROR_CODES.notFound);
      throw new AppError(
        410,
        familyLinkMessage('notFound', opened.siteLanguage),
        FAMILY_LINK_ERROR_CODES.gone,
      );
    },
    { config: { rateLimit: OPEN_RATE_LIMIT } },
  );

  registerEndpoint(
    app,
    FAMILY_LINK_ENDPOINTS.watch,
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return { success: true as const, data: await familyLinks.watch(request.params.id, request.query.sig) };
    },
    { config: { rateLimit: OWNER_RATE_LIMIT } },
  );

  // The link's poster for its card: a redirect to a short-lived signed link while the link works.
  app.get<{ Params: { token: string } }>(
    '/family/:token/poster.jpg',
    { config: { rateLimit: OPEN_RATE_LIMIT } },
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      const poster = await familyLinks.posterOf(request.params.token);
      if (!poster) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.redirect(poster, 302);
    },
  );

  // The link's page, in the language it was made in (the path's /hi is the page's own choice).
  const page = (language: SiteLanguage) =>
    app.get<{ Params: { token: string } }>(
      pathInLocale('/family/:token', language),
      { config: { rateLimit: OPEN_RATE_LIMIT } },
      async (request, reply) => {
        reply.headers(PRIVATE_HEADERS);
        const path = pathInLocale(`/family/${encodeURIComponent(request.params.token)}`, language);
        const document = await shell(path);
        if (!document) return reply.status(503).type('text/plain; charset=utf-8').send('Not built');
        const card = await familyLinks.cardOf(request.params.token);
        let head = '<meta name="robots" content="noindex, nofollow">';
        if ('childName' in card) {
          const title = escapeHtml(
            serverPagesIn(card.siteLanguage).familyCard.title(card.childName, card.storyTitle),
          );
          const poster = `${siteUrl}${familyLinkPosterPath(request.params.token)}`;
          head +=
            `<meta property="og:title" content="${title}">` +
            `<meta property="og:description" content="${escapeHtml(serverPagesIn(card.siteLanguage).familyCard.description)}">` +
            `<meta property="og:type" content="video.other">` +
            `<meta property="og:image" content="${escapeHtml(poster)}">` +
            `<meta property="og:image:width" content="1280"><meta property="og:image:height" content="720">`;
        }
        // Whatever the prerendered shell says about the page (search engines, social tags) is
        // replaced: this page is nobody's but the family's.
        const html = document.html
          .replace(/<meta (?:name|property)="(?:robots|description|og:[^"]*|twitter:[^"]*)"[^>]*>/g, '')
          .replace('</head>', `${head}</head>`);
        return reply
          .status('childName' in card ? 200 : card.state === 'gone' ? 410 : 404)
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', document.csp)
          .send(html);
      },
    );
  page('en');
  page('hi');
};
