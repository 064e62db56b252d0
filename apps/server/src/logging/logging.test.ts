import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { bearer, createUser, tokenFor } from '../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { REDACTED, scrubLogLine, scrubText, scrubValue } from './scrub.ts';

// Logs never hold a working link or personal data (docs/architecture.md#requests): requests carrying each kind, through
// the real app, then the whole log output is searched for every sensitive value.

const SENSITIVE = {
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzZWNyZXQtand0In0.c2lnbmF0dXJlLXZhbHVl',
  bearer: 'secret-bearer-token-4711',
  cookie: 'secret-cookie-4711',
  oauthCode: 'oauth-code-4711',
  orderLinkSig: 'order-link-sig-4711',
  storageSig: 'storage-sig-4711',
  amzSignature: 'f00dfeedc0ffee4711amzsignature',
  amzCredential: 'AKIAEXAMPLE4711',
  amzSessionToken: 'amz-session-token-4711',
  email: 'parent.4711@example.com',
  emailInText: 'night.shift4711@diyatales.test',
  emailInPath: 'staff.4711@example.com',
  phone: '+91 98765 43210',
  phoneDigits: '9876501234',
  phoneInText: '+1 (555) 010-4711',
  kidName: 'Aaravkumar',
  characterName: 'Ishaanveer',
  characterNameSnake: 'Meherbano',
  childName: 'Vihaanraj',
  recipientName: 'Kavyashree',
  downloadName: 'Ananyaprakash',
  sqlKidName: 'Riyanshika',
  sqlEmail: 'sql.param4711@example.com',
} as const;

describe('log scrubbing through the real app', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({
      captureLogs: true,
      register: (app) => {
        // Outside /api on purpose: it receives a made-up bearer token, which /api routes refuse
        // before any handler runs (plugins/access-control.ts).
        app.post('/test/echo', async (request) => {
          // What a careless module might log.
          request.log.info({ body: request.body, headers: request.headers }, 'received');
          return { ok: true };
        });
        // A module that puts a link or an address into an error message.
        app.get('/test/fails-with-text', async () => {
          throw new Error(
            `SMTP 550 <${SENSITIVE.emailInText}> rejected; call ${SENSITIVE.phoneInText}; upload to https://bucket.s3.amazonaws.com/v.mp4?X-Amz-Credential=${SENSITIVE.amzCredential}&X-Amz-Signature=${SENSITIVE.amzSignature}&X-Amz-Security-Token=${SENSITIVE.amzSessionToken}`,
          );
        });
        // A failed query: Drizzle (and PGlite) errors carry the statement's parameters.
        app.get('/test/fails-in-database', async () => {
          const row = {
            email: SENSITIVE.sqlEmail,
            name: SENSITIVE.sqlKidName,
            authProvider: 'google',
            googleSubject: `sub-${randomUUID()}`,
          };
          await t.database.db.insert(users).values(row);
          await t.database.db.insert(users).values({ ...row, googleSubject: `sub-${randomUUID()}` });
        });
      },
    });
    adminToken = await tokenFor(t, await createUser(t, 'admin'));
  });
  afterAll(() => t.close());

  it('the whole log output holds no link, credential or personal data', async () => {
    const orderId = randomUUID();
    const requests = [
      // Sign-in: token in the callback page's query, OAuth code and state in the callback's.
      { url: `/auth/success?token=${SENSITIVE.jwt}&next=%2Fprofile` },
      { url: `/auth/google/callback?code=${SENSITIVE.oauthCode}&state=s-4711&iss=https%3A%2F%2Fidp` },
      // Signed links: the order-status link (sig) and a local-disk download (expires + name + sig).
      { url: `/order-status/${orderId}?sig=${SENSITIVE.orderLinkSig}` },
      { url: `/api/orders/status/${orderId}?sig=${SENSITIVE.orderLinkSig}` },
      {
        url: `/storage/files?key=videos%2F${orderId}.mp4&expires=1999999999&name=Diya%20Tales%20-%20${SENSITIVE.downloadName}.mp4&sig=${SENSITIVE.storageSig}`,
      },
      // An S3 presigned URL's parameters.
      {
        url: `/media/x.mp4?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${SENSITIVE.amzCredential}%2F20261123%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261123T000000Z&X-Amz-Expires=900&X-Amz-Security-Token=${SENSITIVE.amzSessionToken}&X-Amz-Signature=${SENSITIVE.amzSignature}&X-Amz-SignedHeaders=host`,
      },
      // Personal data in query strings and paths.
      {
        url: `/api/orders?email=${encodeURIComponent(SENSITIVE.email)}&phone=${encodeURIComponent(SENSITIVE.phone)}&kidName=${SENSITIVE.kidName}&page=2`,
      },
      {
        method: 'DELETE' as const,
        url: `/api/email/recipients/${encodeURIComponent(SENSITIVE.emailInPath)}`,
        headers: bearer(adminToken),
      },
      // Bodies: the order form as the careless module logs it, with its headers.
      {
        method: 'POST' as const,
        url: '/test/echo',
        headers: { authorization: `Bearer ${SENSITIVE.bearer}`, cookie: `session=${SENSITIVE.cookie}` },
        payload: {
          kidName: SENSITIVE.kidName,
          email: SENSITIVE.email,
          phoneNumber: SENSITIVE.phone,
          countryCode: '+91',
          customer_details: { kid_name: SENSITIVE.kidName, email: SENSITIVE.email },
          characterName: SENSITIVE.characterName,
          character_name: SENSITIVE.characterNameSnake,
          childName: SENSITIVE.childName,
          recipient: { name: SENSITIVE.recipientName, mobile: SENSITIVE.phoneDigits },
          note: `call me on ${SENSITIVE.phoneDigits}`,
        },
      },
      // A real payment start with a bad form (rejected by validation): its body is never logged.
      {
        method: 'POST' as const,
        url: '/api/payments/create-payment-intent',
        payload: { kidName: SENSITIVE.kidName, email: SENSITIVE.email, phoneNumber: SENSITIVE.phone },
      },
      // Errors whose messages quote addresses, phone numbers and presigned URLs; a failed query.
      { url: '/test/fails-with-text' },
      { url: '/test/fails-in-database' },
    ];
    for (const request of requests) await t.app.inject(request);

    const text = t.logText();
    for (const [kind, value] of Object.entries(SENSITIVE)) {
      expect(text, kind).not.toContain(value);
      expect(text, `${kind} (URL-encoded)`).not.toContain(encodeURIComponent(value));
    }

    // What an operator needs is still there.
    const lines = t.logs();
    const urls = lines.flatMap((line) => (line.req ? [(line.req as { url: string }).url] : []));
    expect(urls).toContain(`/auth/success?token=${REDACTED}&next=%2Fprofile`);
    expect(urls).toContain(`/order-status/${orderId}?sig=${REDACTED}`);
    expect(urls).toContain(
      `/storage/files?key=videos%2F${orderId}.mp4&expires=1999999999&name=${REDACTED}&sig=${REDACTED}`,
    );
    expect(urls).toContain(`/api/orders?email=${REDACTED}&phone=${REDACTED}&kidName=${REDACTED}&page=2`);
    const failed = lines.find(
      (line) =>
        line.msg === 'unhandled error' && String((line.err as { message: string }).message).includes('users'),
    ) as { err: { type: string; message: string; params?: unknown } } | undefined;
    expect(failed?.err.type).toBe('DrizzleQueryError');
    expect(failed?.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failed?.err.message).toContain(`params: ${REDACTED}`);
    expect(failed?.err.params).toBe(REDACTED);
    const echoed = lines.find((line) => line.msg === 'received') as { body: Record<string, unknown> };
    expect(echoed.body).toMatchObject({ kidName: REDACTED, email: REDACTED, countryCode: '+91' });
  });
});

describe('scrubbers', () => {
  it('scrubText keeps paths and harmless query parameters', () => {
    expect(scrubText('/stories')).toBe('/stories');
    expect(scrubText('/order?story=3&id_token=abc&Email=x')).toBe(
      `/order?story=3&id_token=${REDACTED}&Email=${REDACTED}`,
    );
    expect(scrubText('/x?%74oken=abc')).toBe(`/x?%74oken=${REDACTED}`);
    expect(scrubText('/auth/google/callback?code=c&state=s&iss=https%3A%2F%2Fidp&scope=openid')).toBe(
      `/auth/google/callback?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Fidp&scope=openid`,
    );
    expect(scrubText('/v.mp4?X-Amz-Date=1&x-amz-signature=s&response-content-disposition=a')).toBe(
      `/v.mp4?X-Amz-Date=${REDACTED}&x-amz-signature=${REDACTED}&response-content-disposition=${REDACTED}`,
    );
  });

  it('scrubText finds addresses, phone numbers and quoted values in free text, and leaves ids alone', () => {
    expect(scrubText("to Parent.Name+tag@Example.co.in, cc o'brien@example.com")).toBe(
      `to ${REDACTED}, cc ${REDACTED}`,
    );
    expect(scrubText('+91-98765-43210 / 98765 43210 / (555) 010-4711')).toBe(
      `${REDACTED} / ${REDACTED} / ${REDACTED}`,
    );
    expect(scrubText('duplicate key: Key (email)=(a@b.co) already exists.')).toBe(
      `duplicate key: Key (email)=(${REDACTED}) already exists.`,
    );
    expect(scrubText('new row violates check: Failing row contains (1, Aarav, 99).')).toBe(
      `new row violates check: Failing row contains (${REDACTED}).`,
    );
    expect(scrubText('Unexpected token in {"kidName":"Aarav","story":3}')).toBe(
      `Unexpected token in {"kidName":"${REDACTED}","story":3}`,
    );
    const harmless = [
      'order 7d0b5c1e-2f4a-4a7e-9d61-1f0c2b3a4d5e, payment pi_3Qabc9876543210, at 2026-11-23T04:01:53.000+00:00',
      'listening on 198.51.100.23:3000 after 1763870513 s; 7340032 bytes',
      'at file:///work/node_modules/@fastify/static/index.js:12:34',
    ];
    for (const text of harmless) expect(scrubText(text)).toBe(text);
  });

  it('scrubValue walks arrays and objects, judging keys and every string', () => {
    expect(scrubValue([{ password: 'p', name: 'n', story: 3, note: 'mail a@b.co' }, 'plain'])).toEqual([
      { password: REDACTED, name: REDACTED, story: 3, note: `mail ${REDACTED}` },
      'plain',
    ]);
    // Error codes and types are what an operator searches for: kept.
    expect(scrubValue({ err: { type: 'DatabaseError', code: '23505' }, fastifyCode: 'FST_ERR_X' })).toEqual({
      err: { type: 'DatabaseError', code: '23505' },
      fastifyCode: 'FST_ERR_X',
    });
  });

  it('scrubLogLine keeps a line JSON, and scrubs one that is not', () => {
    const line = scrubLogLine(`${JSON.stringify({ level: 30, msg: 'sent to a@b.co', kidName: 'Aarav' })}\n`);
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toEqual({ level: 30, msg: `sent to ${REDACTED}`, kidName: REDACTED });
    expect(scrubLogLine('not json a@b.co\n')).toBe(`not json ${REDACTED}\n`);
  });
});
