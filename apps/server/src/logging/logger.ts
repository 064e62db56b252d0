import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';
import { scrubLogLine } from './scrub.ts';

/**
 * The process logger: JSON lines on stdout, written without blocking (pretty in development). Fastify uses it for every
 * request; pass `destination` to capture the output (tests). Every line is scrubbed on its way out
 * (scrub.ts): no working link, credential or personal data reaches the output, whoever logged it.
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
    },
    hooks: { streamWrite: scrubLogLine },
  };
  if (destination) return pino(options, destination);
  if (config.nodeEnv === 'development') {
    // pino-pretty is a dev dependency: only asked for where it is installed.
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    });
  }
  // Asynchronous writes: a request never waits for stdout (a slow pipe or a log shipper). Lines
  // written while one write is under way go out together with the next; pino flushes what is left
  // synchronously when the process exits (docs/decisions/041).
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

// Only what an operator needs to follow a request; headers stay out (they carry tokens and cookies).
// The URL's signed-link and personal parameters are scrubbed with the rest of the line.
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    remoteAddress: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

function serializeReply(reply: FastifyReply) {
  return { statusCode: reply.statusCode };
}
