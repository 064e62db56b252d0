import { isApiPath } from '@shop/contracts/endpoint';
import fastifyStatic from '@fastify/static';
import type { ContentSecurityPolicy } from '../../http/content-security-policy.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { BuiltBody } from './web-build.ts';
import type { WebAnswer, WebService } from './web.service.ts';

const NOT_BUILT_MESSAGE =
  'The web app has not been built. Run `npm run build` (or `npm start`, which builds first); the server picks the build up by itself.';

const NO_REVALIDATION = { etag: false, lastModified: false };

type Encoding = 'br' | 'gzip' | 'identity';
type Headers = Record<string, string>;

/** Every header of one file's answers, made once per file of a build (docs/decisions/040). */
interface PreparedFile {
  /** 200s, per encoding: with that representation's ETag and Content-Encoding. */
  ok: Record<Encoding, Headers>;
  /** Pages answered with 404 (the SPA fallback for an unknown path): no validator. */
  notFound: Record<Encoding, Headers>;
  /** Every ETag a client may hold for this file (any of its encodings). */
  etags: ReadonlySet<string>;
}

/**
 * Serves the built web app for every GET/HEAD that no API route claims. Registered last, so
 * specific routes always win over this wildcard. Files of the build come from memory with headers
 * made once per build (compression chosen from the precomputed variants, 304 on If-None-Match);
 * video and audio stream from disk with Range.
 */
export const webRoutes: RoutesPlugin<{ web: WebService; csp: ContentSecurityPolicy }> = async (
  app,
  { web, csp },
) => {
  // Streams files with ETag, Last-Modified and Range (video seeking); only through reply.sendFile.
  await app.register(fastifyStatic, { serve: false, cacheControl: false, index: false });

  const prepared = new WeakMap<BuiltBody, PreparedFile>();
  const prepare = (answer: Extract<WebAnswer, { kind: 'file' }>, body: BuiltBody): PreparedFile => {
    const common: Headers = {
      'content-type': body.contentType,
      'cache-control': answer.cacheControl,
      // HTML documents allow exactly their own inline scripts; other public build files may be
      // embedded from a CDN host in front of /media or /assets.
      ...(answer.scriptHashes
        ? { 'content-security-policy': csp.header(answer.scriptHashes) }
        : { 'cross-origin-resource-policy': 'cross-origin' }),
      ...((body.br || body.gzip) && { vary: 'Accept-Encoding' }),
    };
    const variant = (encoding: Encoding) =>
      encoding === 'identity' ? body.etag : `${body.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
    const per = (withValidator: boolean) =>
      Object.fromEntries(
        (['br', 'gzip', 'identity'] as const).map((encoding) => [
          encoding,
          {
            ...common,
            ...(encoding !== 'identity' && { 'content-encoding': encoding }),
            ...(withValidator && { etag: variant(encoding) }),
          },
        ]),
      ) as Record<Encoding, Headers>;
    return {
      ok: per(true),
      notFound: per(false),
      etags: new Set([variant('identity'), variant('br'), variant('gzip')]),
    };
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Static files are cheap and one page pulls dozens; the API keeps the global limit. Answers
    // come compressed already (or are media), so the compression plugin stays out of this route.
    config: { rateLimit: false, builtPages: true },
    compress: false,
    handler: async (request, reply) => {
      // An unknown API path is an API 404 (JSON), never the web app's HTML.
      if (isApiPath(request.url)) {
        return reply.callNotFound();
      }
      const answer = await web.answer(request.url);
      switch (answer.kind) {
        case 'redirect':
          return reply.redirect(answer.location, 301);
        case 'not-found':
          return reply.callNotFound();
        case 'unavailable':
          return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
        case 'file': {
          const { body } = answer;
          if (body) {
            let file = prepared.get(body);
            if (!file) prepared.set(body, (file = prepare(answer, body)));
            const encoding = chooseEncoding(request.headers['accept-encoding'], body);
            if (answer.status === 404)
              return reply.status(404).headers(file.notFound[encoding]).send(body[encoding]);
            reply.headers(file.ok[encoding]);
            if (matches(request.headers['if-none-match'], file.etags)) return reply.status(304).send();
            return reply.send(body[encoding]);
          }
          reply.status(answer.status).header('cache-control', answer.cacheControl);
          if (answer.scriptHashes) reply.header('content-security-policy', csp.header(answer.scriptHashes));
          else reply.header('cross-origin-resource-policy', 'cross-origin');
          // A 404 page must not turn into a 304 for a client holding some earlier copy.
          return reply.sendFile(answer.file, web.root, answer.status === 404 ? NO_REVALIDATION : {});
        }
      }
    },
  });
};

/** br when the client takes it, else gzip, else the file as it is (an encoding with q=0 is refused). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  body: Pick<BuiltBody, 'br' | 'gzip'>,
): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding || (!body.br && !body.gzip)) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    if (q !== undefined && Number(q) === 0) continue;
    if (coding === 'br') br = true;
    else if (coding === 'gzip' || coding === 'x-gzip') gzip = true;
    else if (coding === '*') br = gzip = true;
  }
  if (br && body.br) return 'br';
  if (gzip && body.gzip) return 'gzip';
  return 'identity';
}

/** If-None-Match names one of the file's ETags (weak or strong; '*' matches any). */
function matches(ifNoneMatch: string | undefined, etags: ReadonlySet<string>): boolean {
  if (!ifNoneMatch) return false;
  for (const tag of ifNoneMatch.split(',')) {
    const trimmed = tag.trim();
    if (trimmed === '*' || etags.has(trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed)) return true;
  }
  return false;
}
