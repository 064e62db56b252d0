import Fastify from 'fastify';

// The ceiling the API section measures against (issue 15): Fastify's hello-world, nothing else,
// started by the bench in the same run as our server, so both see the same busy machine.
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
// A body of N bytes made once, sent from memory: what the same machine can move for a page of that
// size with nothing else to do (the ceiling for the shop's pages, which are served the same way).
const bodies = new Map<number, Buffer>();
app.get<{ Params: { bytes: string } }>('/bytes/:bytes', (request, reply) => {
  const size = Math.min(Number(request.params.bytes) || 0, 10_000_000);
  let body = bodies.get(size);
  if (!body) bodies.set(size, (body = Buffer.alloc(size, 'a')));
  reply.type('text/html; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
