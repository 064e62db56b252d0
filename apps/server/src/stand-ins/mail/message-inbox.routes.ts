import { DEV_MESSAGES_ENDPOINTS, type CaughtMessage } from '@shop/contracts/whatsapp';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaughtMessageStore } from '../messaging/message-catcher.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { html } from '../../lib/html.ts';
import { INBOX_PAGE_CSP, page } from './mail-inbox-pages.ts';
import { LOCAL_INBOX_ROUTE } from './mail-inbox.routes.ts';

// The local WhatsApp catcher's inbox (no WHATSAPP_*), like /dev/mail's:
//   /dev/messages                    list, newest first (?to= filters by number)
//   /dev/messages/api/messages?to=   the same as JSON, for e2e tests
// Only while the catcher is active, and only for requests from this machine (the TCP peer, never
// X-Forwarded-For): caught messages hold parents' numbers and signed order links.

export const messageInboxRoutes: RoutesPlugin<{ inbox: CaughtMessageStore | null }> = async (
  app,
  { inbox },
) => {
  if (!inbox) {
    const notFound = async (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    for (const endpoint of Object.values(DEV_MESSAGES_ENDPOINTS)) app.get(endpoint.path, notFound);
    return;
  }
  const options = LOCAL_INBOX_ROUTE;

  registerEndpoint(
    app,
    DEV_MESSAGES_ENDPOINTS.inbox,
    async (request, reply) => {
      const messages = await inbox.list({ to: request.query.to });
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', INBOX_PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(messagesPage(messages, inbox.dir));
    },
    options,
  );

  registerEndpoint(
    app,
    DEV_MESSAGES_ENDPOINTS.messages,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await inbox.list({ to: request.query.to }) };
    },
    options,
  );
};

function messagesPage(messages: CaughtMessage[], dir: string): string {
  const intro = html`WhatsApp is not sent (WHATSAPP_TOKEN is not set): every message is caught here and in
    <code>${dir}</code>.`;
  const content =
    messages.length === 0
      ? html`<p class="empty">No WhatsApp messages yet.</p>`
      : html`<table class="list">
          <tr>
            <th>When</th>
            <th>To</th>
            <th>Template</th>
            <th>Message</th>
          </tr>
          ${messages.map(
            (message) =>
              html`<tr>
                <td class="when">${new Date(message.date).toLocaleString('en-GB')}</td>
                <td>${message.to}</td>
                <td>${message.template} (${message.language_code})</td>
                <td>
                  <pre lang="${message.language_code}" style="font-family:system-ui,sans-serif">
${message.text}</pre>
                </td>
              </tr>`,
          )}
        </table>`;
  return page('WhatsApp messages · local inbox', intro, content);
}
