import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';
import { REDACTED, scrubUrl, scrubValue } from './scrub.ts';

/**
 * The process logger: JSON lines on stdout (pretty in development). Fastify uses it for every
 * request; pass `destination` to capture the output (tests).
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    serializers: {
      req: serializeRequest,
      res: serializeReply,
      err: stdSerializers.err,
      // Whoever logs `{ body }` or `{ query }` gets them scrubbed.
      body: scrubValue,
      query: scrubValue,
    },
    // Belt and braces for code that logs raw headers.
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
  };
  if (destination) return pino(options, destination);
  if (config.nodeEnv === 'development') {
    // pino-pretty is a dev dependency: only asked for where it is installed.
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    });
  }
  return pino(options);
}

// Only what an operator needs to follow a request; headers stay out (they carry tokens and cookies).
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubUrl(request.url),
    remoteAddress: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

function serializeReply(reply: FastifyReply) {
  return { statusCode: reply.statusCode };
}
