import type { Readable } from 'node:stream';
import { TEST_MODE_NOTICE } from '@shop/content/site';
import fp from 'fastify-plugin';

// A shop that runs on a payment sandbox in production (PAYMENTS_SANDBOX=true) says so on every
// page: this puts a fixed bar first in <body> of every HTML response (the prerendered pages, the
// SPA fallback, the storage link pages), so nobody mistakes a test shop for a real one. Shops that
// take real payments never load this plugin: their pages are byte for byte the build's.
//
// Markup only, no script. React hydrates the prerendered document from <html> down, and in <body>
// it skips elements whose tag it does not render itself; a custom element's tag can never be one
// of them (a <div> could be: the app's own first element is one, and would be mistaken for it).

// A bar fixed to the bottom of the screen (the landing page's navigation is fixed to the top), on
// one line down to a 320 px phone, and room under every page's last line for it.
const BANNER_STYLE =
  'diya-test-mode{position:fixed;inset:auto 0 0 0;z-index:2147483647;display:block;padding:.5rem 1rem;' +
  "background:#9f1239;color:#fff;text-align:center;font:700 15px/1.5 ui-sans-serif,system-ui,'Segoe UI',Helvetica,Arial,sans-serif}" +
  'body{padding-bottom:2.5rem}' +
  '@media (max-width:480px){diya-test-mode{padding:.5rem;font-size:12.5px}}';

export const TEST_MODE_BANNER = `<diya-test-mode role="note"><style>${BANNER_STYLE}</style>${TEST_MODE_NOTICE}</diya-test-mode>`;

const BANNER_BYTES = Buffer.byteLength(TEST_MODE_BANNER);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers with the web build's pages, which carry the banner already: the web
     * module loads them through withTestModeBanner once per build, with ETags of that text.
     */
    builtPages?: boolean;
  }
}

/** The page with the banner first in <body>; unchanged when it has no <body> tag. */
export function withTestModeBanner(page: string): string {
  const body = /<body\b[^>]*>/i.exec(page);
  if (!body) return page;
  const at = body.index + body[0].length;
  return page.slice(0, at) + TEST_MODE_BANNER + page.slice(at);
}

// Developer tools on loopback (the local inbox, and the e-mails it shows, which carry their own).
const isDeveloperTool = (url: string) => url.startsWith('/dev/');

export const testModeBanner = fp(
  async (app) => {
    // Both hooks run for every request of a test-mode shop, so they answer the common case (not an
    // HTML page the server makes itself) without a promise (decision 041).
    // A page cached before the shop went into test mode must not be revalidated (304) as current.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.routeOptions.config.builtPages) {
        delete request.headers['if-none-match'];
        delete request.headers['if-modified-since'];
      }
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (
        !type.startsWith('text/html') ||
        reply.statusCode === 206 ||
        isDeveloperTool(request.url) ||
        request.routeOptions.config.builtPages
      ) {
        done(null, payload);
        return;
      }
      // The file on disk no longer describes the answer.
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      if (request.method === 'HEAD') {
        // No body to change: announce the length the GET's body will have.
        const length = Number(reply.getHeader('content-length'));
        if (Number.isInteger(length)) reply.header('content-length', String(length + BANNER_BYTES));
        done(null, payload);
        return;
      }
      pageText(payload).then(
        (page) => {
          if (page === null) return done(null, payload);
          reply.removeHeader('content-length');
          done(null, withTestModeBanner(page));
        },
        (error: Error) => done(error),
      );
    });
  },
  // Before compression, whose own onSend hook must see the page with its banner.
  { name: 'test-mode-banner' },
);

// Pages come as strings (made by the server: the storage link pages) or, from a route that
// streams HTML files, as file streams; both are small.
async function pageText(payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  return null;
}
