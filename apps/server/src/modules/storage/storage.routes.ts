import type { Readable } from 'node:stream';
import {
  STORAGE_LINK_ENDPOINTS,
  STORAGE_LINK_ERROR_CODES,
  STORAGE_LINK_MESSAGES,
} from '@shop/contracts/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../adapters/storage/content-disposition.ts';
import type { Query } from '../../adapters/storage/local-signed-urls.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { failedLinkPage, type PageFonts } from './storage-pages.ts';
import type { FileOutcome, StorageLinksService } from './storage.service.ts';

// The local disk's signed links (registered only when S3 is not configured). No session or token:
// the signature in the query is the whole permission, exactly as with S3's presigned URLs.
//   PUT /storage/upload?key&type&size&expires&sig   → 204; 403 / 415 / 413 / 400; 409 once used
//   GET /storage/files?key&expires[&name]&sig       → 200 / 206; 403 / 404 / 410 / 416

// Browsers cache a file for as long as its link lives, at most a day.
const MAX_CACHE_SECONDS = 86_400;

export const storageRoutes: RoutesPlugin<{
  links: StorageLinksService;
  /**
   * Where the web app's own font files are, when it is built (a page names the ones its language
   * needs); without a build, the system's fonts.
   */
  fonts: () => PageFonts;
}> = async (app, { links, fonts }) => {
  // In this plugin only: an upload's body is a file of any type, handed on as a stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  registerEndpoint(app, STORAGE_LINK_ENDPOINTS.upload, async (request, reply) => {
    try {
      await links.receiveUpload({
        query: request.query as Query,
        contentType: request.headers['content-type'],
        contentLength: request.headers['content-length'],
        body: request.body as Readable | undefined,
      });
    } catch (error) {
      // A refused body is left unread (up to 500 MB): end the connection after answering instead
      // of reading the rest only to throw it away.
      reply.header('connection', 'close');
      throw error;
    }
    return reply.status(204).send();
  });

  const sendFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await links.openFile({ query: request.query as Query, range: request.headers.range });
    if (!outcome.ok) return sendFailure(request, reply, outcome, fonts);

    const { read, downloadName, secondsLeft } = outcome;
    reply
      .header('content-type', read.contentType)
      .header('accept-ranges', 'bytes')
      // The link is the permission, so only the browser that holds it may keep the file.
      .header('cache-control', `private, max-age=${Math.min(secondsLeft, MAX_CACHE_SECONDS)}`);
    if (downloadName) reply.header('content-disposition', attachmentDisposition(downloadName));
    if (read.range) {
      reply
        .status(206)
        .header('content-range', `bytes ${read.range.start}-${read.range.end}/${read.size}`)
        .header('content-length', read.range.end - read.range.start + 1);
    } else {
      reply.header('content-length', read.size);
    }
    if (request.method === 'HEAD') {
      read.stream.destroy();
      return reply.send();
    }
    return reply.send(read.stream);
  };
  // HEAD declared on its own, not derived: Fastify's derived HEAD would read the whole file to discard it.
  registerEndpoint(app, STORAGE_LINK_ENDPOINTS.download, sendFile, { exposeHeadRoute: false });
  registerEndpoint(app, STORAGE_LINK_ENDPOINTS.downloadHead, sendFile);
};

const FAILURES = {
  invalid: {
    message: STORAGE_LINK_MESSAGES.invalid,
    code: STORAGE_LINK_ERROR_CODES.invalid,
    page: 'invalid',
  },
  expired: {
    message: STORAGE_LINK_MESSAGES.expired,
    code: STORAGE_LINK_ERROR_CODES.expired,
    page: 'expired',
  },
  missing: {
    message: STORAGE_LINK_MESSAGES.notFound,
    code: STORAGE_LINK_ERROR_CODES.notFound,
    page: 'missing',
  },
  unsatisfiable: {
    message: STORAGE_LINK_MESSAGES.rangeNotSatisfiable,
    code: STORAGE_LINK_ERROR_CODES.rangeNotSatisfiable,
    page: null,
  },
} as const;

// A person who clicked a link in an e-mail gets a page that says what to do; a program gets JSON.
function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Extract<FileOutcome, { ok: false }>,
  fonts: () => PageFonts,
) {
  const failure = FAILURES[outcome.reason];
  reply.status(outcome.status).header('cache-control', 'no-store');
  if (outcome.size !== undefined) reply.header('content-range', `bytes */${outcome.size}`);
  const wantsHtml = /\btext\/html\b/.test(request.headers.accept ?? '');
  if (wantsHtml && failure.page) {
    // The language of the message that gave the link (storageLinkInLanguage); English otherwise.
    const language = (request.query as Query).lang === 'hi' ? 'hi' : 'en';
    return reply.type('text/html; charset=utf-8').send(failedLinkPage(failure.page, language, fonts()));
  }
  const body =
    outcome.reason === 'expired'
      ? { message: `${failure.message}. ${STORAGE_LINK_MESSAGES.howToRenew}`, code: failure.code }
      : { message: failure.message, code: failure.code };
  return reply.send(body);
}
