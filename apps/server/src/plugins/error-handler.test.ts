import { apiErrorBodySchema } from '@shop/contracts/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, notFound } from '../errors/app-error.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

// Routes a module would write, to see how their failures reach the client.
async function register(app: TestApp['app']) {
  app.post(
    '/api/test/kids',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({ kidName: z.string().min(1), email: z.email(), storyId: z.number().int() }),
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => reply.status(201).send({ id: `kid-${request.body.storyId}` }),
  );
  app.get(
    '/api/test/orders',
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) },
    },
    async (request) => ({ page: request.query.page }),
  );
  app.get('/api/test/missing', { config: { access: 'public' } }, async () => {
    throw notFound('Order not found', 'ORDER_NOT_FOUND');
  });
  app.get('/api/test/duplicate', { config: { access: 'public' } }, async () => {
    throw conflict('Already exists');
  });
  app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed for user shop');
  });
  app.get(
    '/api/test/broken-contract',
    { config: { access: 'public' }, schema: { response: { 200: z.object({ id: z.string() }) } } },
    // A handler returning what its contract does not allow: a server bug, not the client's problem.
    async () => ({ id: 42 }) as unknown as { id: string },
  );
  app.get(
    '/api/test/limited',
    { config: { access: 'public', rateLimit: { max: 2, timeWindow: '1 minute' } } },
    async () => ({
      ok: true,
    }),
  );
}

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true, register });
  });
  afterAll(() => t.close());

  const errorBody = (payload: string) => apiErrorBodySchema.strict().parse(JSON.parse(payload));

  it('AppError: its status, message and code', async () => {
    const res = await t.app.inject({ url: '/api/test/missing' });
    expect(res.statusCode).toBe(404);
    expect(errorBody(res.payload)).toEqual({ message: 'Order not found', code: 'ORDER_NOT_FOUND' });

    const dup = await t.app.inject({ url: '/api/test/duplicate' });
    expect(dup.statusCode).toBe(409);
    expect(errorBody(dup.payload)).toEqual({ message: 'Already exists' });
  });

  it('valid input passes through the contract', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/kids',
      payload: { kidName: 'Aarav', email: 'parent@example.com', storyId: 3 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'kid-3' });
  });

  it('invalid body: 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/kids',
      payload: { kidName: 'Aarav', email: 'not-an-email', storyId: 3 },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBody(res.payload);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/^email: /);
  });

  it('missing body and bad query: 400 with a clear message', async () => {
    const noBody = await t.app.inject({ method: 'POST', url: '/api/test/kids' });
    expect(noBody.statusCode).toBe(400);
    expect(errorBody(noBody.payload).message).toMatch(/^body: /);

    const badQuery = await t.app.inject({ url: '/api/test/orders?page=0' });
    expect(badQuery.statusCode).toBe(400);
    expect(errorBody(badQuery.payload).message).toMatch(/^page: /);
  });

  it('malformed JSON: 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/kids',
      headers: { 'content-type': 'application/json' },
      payload: '{"kidName": "Aarav",',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res.payload)).toEqual({
      message: 'Request body is not valid JSON',
      code: 'INVALID_JSON',
    });
  });

  it('oversized body: 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/kids',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ kidName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorBody(res.payload).code).toBe('BODY_TOO_LARGE');
  });

  it('unsupported content type: 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/kids',
      headers: { 'content-type': 'application/xml' },
      payload: '<kid/>',
    });
    expect(res.statusCode).toBe(415);
    expect(errorBody(res.payload).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('unexpected error: 500 with a masked message, full details in the log', async () => {
    const res = await t.app.inject({ url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(errorBody(res.payload)).toEqual({ message: 'Internal server error' });

    const logged = t.logs().find((line) => line.msg === 'unhandled error') as {
      level: number;
      err: { message: string; stack: string };
    };
    expect(logged.level).toBe(50);
    expect(logged.err.message).toContain('password authentication failed');
    expect(logged.err.stack).toContain('error-handler.test.ts');
  });

  it('a response that breaks its contract: 500, never the bad data', async () => {
    const res = await t.app.inject({ url: '/api/test/broken-contract' });
    expect(res.statusCode).toBe(500);
    expect(errorBody(res.payload)).toEqual({ message: 'Internal server error' });
  });

  it('unknown API route: 404 JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nothing-here?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(errorBody(res.payload)).toEqual({ message: 'Not found' });
    }
  });

  it('rate limit: 429 with the same error body once a route limit is exceeded', async () => {
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ url: '/api/test/limited' })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/test/limited' });
    expect(res.statusCode).toBe(429);
    expect(errorBody(res.payload)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
