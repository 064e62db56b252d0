import { DEV_MAIL_ENDPOINTS } from '@shop/contracts/dev-mail';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaughtMailStore } from './caught-mail-store.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { isFromThisMachine } from '../../http/trusted-proxies.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import {
  INBOX_PAGE_CSP,
  MESSAGE_BODY_CSP,
  inboxListPage,
  inboxMessagePage,
  messageBodyDocument,
} from './mail-inbox-pages.ts';

// The local inbox (docs/architecture.md#real-parts-and-stand-ins):
//   /dev/mail                    list, newest first (?to= filters)
//   /dev/mail/:id                one message: headers, links, HTML part (sandboxed frame), text part
//   /dev/mail/api/messages?to=   the same as JSON, for e2e tests
// Only while the catcher is active (no SMTP_URL): with a real relay every path is a 404. Even then
// only for requests from this machine: caught mail holds customers' download links, and an
// operator who forgot SMTP_URL on a public server must not publish them. "From this machine" is
// the TCP peer itself, never request.ip: with TRUST_PROXY set, that comes from X-Forwarded-For,
// which any client can write.

/**
 * The route options of the local inboxes (caught e-mails here, caught WhatsApp messages in
 * message-inbox.routes.ts): they hold parents' addresses and signed links, so they answer only
 * requests from this machine, and a developer tool is not rate limited.
 */
export const LOCAL_INBOX_ROUTE = {
  onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isFromThisMachine(request.raw)) {
      return reply.status(403).send({ message: 'The local inbox only answers requests from this machine.' });
    }
  },
  config: { rateLimit: false },
} as const;

export const mailInboxRoutes: RoutesPlugin<{ inbox: CaughtMailStore | null }> = async (app, { inbox }) => {
  if (!inbox) {
    // Claimed anyway, so the paths are an honest 404 rather than the web app's fallback page; no
    // schema, so an id of the wrong shape is the same 404.
    const notFound = async (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    for (const endpoint of Object.values(DEV_MAIL_ENDPOINTS)) app.get(endpoint.path, notFound);
    app.get(`${DEV_MAIL_ENDPOINTS.inbox.path}/*`, notFound);
    return;
  }

  const options = LOCAL_INBOX_ROUTE;

  registerEndpoint(
    app,
    DEV_MAIL_ENDPOINTS.inbox,
    async (request, reply) => {
      const messages = await inbox.list({ to: request.query.to });
      return htmlPage(reply, INBOX_PAGE_CSP).send(
        inboxListPage({ messages, to: request.query.to, dir: inbox.dir }),
      );
    },
    options,
  );

  registerEndpoint(
    app,
    DEV_MAIL_ENDPOINTS.messages,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await inbox.list({ to: request.query.to }) };
    },
    options,
  );

  registerEndpoint(
    app,
    DEV_MAIL_ENDPOINTS.message,
    async (request, reply) => {
      const mail = await inbox.get(request.params.id);
      if (!mail) return notFound(reply);
      return htmlPage(reply, INBOX_PAGE_CSP).send(inboxMessagePage(mail));
    },
    options,
  );

  registerEndpoint(
    app,
    DEV_MAIL_ENDPOINTS.messageHtml,
    async (request, reply) => {
      const mail = await inbox.get(request.params.id);
      if (!mail) return notFound(reply);
      // Framed by the message page (same origin), unlike every other page of the app.
      reply.header('x-frame-options', 'SAMEORIGIN');
      return htmlPage(reply, MESSAGE_BODY_CSP).send(messageBodyDocument(mail));
    },
    options,
  );

  registerEndpoint(
    app,
    DEV_MAIL_ENDPOINTS.messageRaw,
    async (request, reply) => {
      const raw = await inbox.raw(request.params.id);
      if (!raw) return notFound(reply);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${request.params.id}.eml"`)
        .type('message/rfc822')
        .send(raw);
    },
    options,
  );
};

/** The app's 404, as for a path nobody serves. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

function htmlPage(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .type('text/html; charset=utf-8');
}
