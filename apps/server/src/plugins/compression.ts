import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// br or gzip for text responses over 1 KB (HTML, JS, CSS, JSON, SVG); images and video are
// already compressed and are left alone, as are range responses. Request bodies are never
// compressed by the shop's clients (the web app, the payment providers' webhooks), so the plugin's
// request decompression, a hook on every route, is off: such a body is read as sent and refused.
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      // Brotli's default (11) costs far more CPU per response than it saves in bytes when
      // compressing on the fly; 5 is close to gzip's speed with smaller output.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
