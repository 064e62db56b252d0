import {
  caughtMailIdParamsSchema as idParams,
  caughtMailListResponseSchema,
  caughtMailQuerySchema,
} from '@shop/contracts/dev-mail';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaughtMailStore } from '../../adapters/mail/caught-mail-store.ts';
import { isFromThisMachine } from '../../http/trusted-proxies.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import {
  INBOX_PAGE_CSP,
  MESSAGE_BODY_CSP,
  inboxListPage,
  inboxMessagePage,
  messageBodyDocument,
} from './mail-inbox-pages.ts';

// The local inbox (DESIGN §4 "a local SMTP catcher … whose inbox a developer can open"):
//   /dev/mail                    list, newest first (?to= filters)
//   /dev/mail/:id                one message: headers, links, HTML part (sandboxed frame), text part
//   /dev/mail/api/messages?to=   the same as JSON, for e2e tests
// Only while the catcher is active (no SMTP_URL): with a real relay every path is a 404. Even then
// only for requests from this machine: caught mail holds customers' download links, and an
// operator who forgot SMTP_URL on a public server must not publish them. "From this machine" is
// the TCP peer itself, never request.ip: with TRUST_PROXY set, that comes from X-Forwarded-For,
// which any client can write.

export const mailInboxRoutes: RoutesPlugin<{ inbox: CaughtMailStore | null }> = async (app, { inbox }) => {
  if (!inbox) {
    // Claimed anyway, so the paths are an honest 404 rather than the web app's fallback page.
    const notFound = async (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    app.get('/dev/mail', notFound);
    app.get('/dev/mail/*', notFound);
    return;
  }

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isFromThisMachine(request.raw)) {
      return reply.status(403).send({ message: 'The local inbox only answers requests from this machine.' });
    }
  };
  // Pages of a developer tool, never cached by a browser or a proxy.
  const options = { onRequest: guard, config: { rateLimit: false } } as const;

  app.get(
    '/dev/mail',
    { ...options, schema: { querystring: caughtMailQuerySchema } },
    async (request, reply) => {
      const messages = await inbox.list({ to: request.query.to });
      return htmlPage(reply, INBOX_PAGE_CSP).send(
        inboxListPage({ messages, to: request.query.to, dir: inbox.dir }),
      );
    },
  );

  app.get(
    '/dev/mail/api/messages',
    {
      ...options,
      schema: { querystring: caughtMailQuerySchema, response: { 200: caughtMailListResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await inbox.list({ to: request.query.to }) };
    },
  );

  app.get('/dev/mail/:id', { ...options, schema: { params: idParams } }, async (request, reply) => {
    const mail = await inbox.get(request.params.id);
    if (!mail) return reply.callNotFound();
    return htmlPage(reply, INBOX_PAGE_CSP).send(inboxMessagePage(mail));
  });

  app.get('/dev/mail/:id/html', { ...options, schema: { params: idParams } }, async (request, reply) => {
    const mail = await inbox.get(request.params.id);
    if (!mail) return reply.callNotFound();
    // Framed by the message page (same origin), unlike every other page of the app.
    reply.header('x-frame-options', 'SAMEORIGIN');
    return htmlPage(reply, MESSAGE_BODY_CSP).send(messageBodyDocument(mail));
  });

  app.get('/dev/mail/:id/raw', { ...options, schema: { params: idParams } }, async (request, reply) => {
    const raw = await inbox.raw(request.params.id);
    if (!raw) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${request.params.id}.eml"`)
      .type('message/rfc822')
      .send(raw);
  });
};

function htmlPage(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .type('text/html; charset=utf-8');
}
