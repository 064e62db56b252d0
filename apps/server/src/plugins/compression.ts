import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

// br or gzip for text responses over 1 KB (HTML, JS, CSS, JSON, SVG); images and video are
// already compressed and are left alone, as are range responses.
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Brotli's default (11) costs far more CPU per response than it saves in bytes when
      // compressing on the fly; 5 is close to gzip's speed with smaller output.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
