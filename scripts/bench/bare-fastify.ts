import Fastify from 'fastify';

// The ceiling the API section measures against (issue 15): Fastify's hello-world, nothing else,
// started by the bench in the same run as our server, so both see the same busy machine.
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
