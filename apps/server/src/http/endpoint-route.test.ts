import { defineEndpoint } from '@shop/contracts/endpoint';
import { UNSTORABLE_TEXT_MESSAGE } from '@shop/contracts/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { registerConstantEndpoint, registerEndpoint } from './endpoint-route.ts';

// What registerEndpoint adds to a contract: a form's own messages for a bad body, and the access
// guard on /api paths only.

const NAME_MISSING = 'Please enter a name.';
const form = defineEndpoint({
  method: 'POST',
  path: '/api/test/form',
  access: 'public',
  group: 'test',
  summary: 'A form.',
  query: z.object({ page: z.coerce.number().int().min(1).optional() }),
  body: z.object({ name: z.string().trim().min(1, NAME_MISSING), note: z.string().optional() }),
  formErrors: { code: 'FORM_INVALID', codeByMessage: { [NAME_MISSING]: 'NAME_MISSING' } },
  responses: { 200: z.object({ name: z.string() }) },
});
const probe = defineEndpoint({
  method: 'GET',
  path: '/test/probe',
  access: 'public',
  group: 'test',
  summary: 'Outside /api.',
  responses: { 200: z.object({ ok: z.literal(true) }) },
});

describe('registerEndpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      register: (app) => {
        registerEndpoint(app, form, async (request) => ({ name: request.body.name }));
        registerEndpoint(app, probe, async () => ({ ok: true as const }));
      },
    });
  });
  afterAll(() => t.close());

  const post = (payload: object, url: string = form.path) => t.app.inject({ method: 'POST', url, payload });

  it('answers a form body with its first message and that message’s code', async () => {
    const res = await post({ name: ' ' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { message: NAME_MISSING, code: 'NAME_MISSING' },
    });
    expect((await post({ name: 'Aarav' })).json()).toEqual({ name: 'Aarav' });
  });

  it('answers the text rule and a bad query by field, as every other route does', async () => {
    expect((await post({ name: 'Aa\u0000rav' })).json()).toEqual({
      message: `name: ${UNSTORABLE_TEXT_MESSAGE}`,
      code: 'VALIDATION_ERROR',
    });
    const query = await post({ name: 'Aarav' }, `${form.path}?page=0`);
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/^page: /);
  });

  it('guards /api paths only', () => {
    const guarded = t.app.accessRules.map((rule) => rule.url);
    expect(guarded).toContain(form.path);
    expect(guarded).not.toContain(probe.path);
  });
});

describe('registerConstantEndpoint', () => {
  const settings = defineEndpoint({
    method: 'GET',
    path: '/api/test/settings',
    access: 'public',
    group: 'test',
    summary: 'Fixed at start.',
    responses: { 200: z.object({ live: z.boolean(), key: z.string().nullable() }) },
  });

  it('sends the value as JSON, checked and serialized once', async () => {
    const value = { live: true, key: 'pk_1', extra: 'not in the contract' };
    const t = await createTestApp({
      register: (app) => registerConstantEndpoint(app, settings, value),
    });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ url: settings.path });
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.json()).toEqual({ live: true, key: 'pk_1' });
      }
    } finally {
      await t.close();
    }
  });

  it('refuses at start a value its contract does not allow', async () => {
    const t = createTestApp({
      register: (app) => registerConstantEndpoint(app, settings, { live: 'yes', key: null } as never),
    });
    await expect(t).rejects.toThrow();
  });
});
