import { readdir } from 'node:fs/promises';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addRecipient, orderForm, uploadedPhotos } from '../../test/payment-fixtures.ts';
import { bearer, createOrder, createUser, createVideo, tokenFor } from '../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { API_ENDPOINTS } from '@shop/contracts/api';
import { phoneJpeg } from '../../test/upload-fixtures.ts';
import { uploadSpoolDir } from '../modules/uploads/uploads.service.ts';

// "Every malformed input is a 4xx" (docs/decisions/023), checked by fast-check: every endpoint the
// contracts declare (API_ENDPOINTS) and every /api route the app guards (app.accessRules; the
// access-control plugin refuses to start with an /api route that is not in it), so a new endpoint is
// fuzzed without anyone adding it here, is sent generated requests as a guest, a
// signed-in user and an admin: random JSON, NUL characters, lone surrogates, huge strings, wrong
// types, nested junk, __proto__ keys, broken percent-encoding, wrong content types; bodies that are
// real requests with a field or two spoiled reach past validation into the services. Then the photo
// upload gets broken multipart bodies. No answer may be a 5xx.
//
// Reproducible: FUZZ_SEED (default below) seeds every route's sample; FUZZ_RUNS sets the number of
// requests per route and caller. A failure prints the route, the caller and the request.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const MULTIPART_RUNS = RUNS * 6;

const CALLERS = ['guest', 'user', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface Tally {
  routes: Set<string>;
  inputs: number;
  byClass: Record<string, number>;
}

// ── What the requests are made of ─────────────────────────────────────────────────────────────

const NUL = '\u0000';
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const NASTY = [
  ...PROTO_KEYS,
  'toString',
  'hasOwnProperty',
  "'; drop table orders; --",
  '../../etc/passwd',
  '%00',
  '\\u0000',
  'null',
  'undefined',
  'true',
  '1e309',
  '-0',
  'NaN',
  ' ',
  '\r\n',
  '<script>alert(1)</script>',
  '{"$ne":null}',
  'pi_',
  'pi__secret_',
  'order_',
  '0',
  '-1',
  '99999999999999999999',
];

/**
 * Anything a client can put in a JSON string, a key, a query value or a path segment. `hugeUpTo`:
 * the longest of the long ones (bodies take up to 1 MB; a request line longer than Node's 16 KB
 * header limit never reaches the app, so strings for the address stay well under it).
 */
function junkStrings(realValues: string[], hugeUpTo: number): fc.Arbitrary<string> {
  const withNul = fc
    .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
    .map(([a, b]) => `${a}${NUL}${b}`);
  const loneSurrogate = fc
    .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }))
    .map(([text, unit]) => `${text}${String.fromCharCode(unit)}`);
  const huge = fc
    .tuple(fc.integer({ min: Math.min(1_000, hugeUpTo), max: hugeUpTo }), fc.boolean())
    .map(([length, nul]) => `${'ॐ'.repeat(length)}${nul ? NUL : ''}`);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 3, arbitrary: withNul },
    { weight: 1, arbitrary: loneSurrogate },
    { weight: 1, arbitrary: huge },
    { weight: 4, arbitrary: fc.constantFrom(...realValues) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
  );
}

function junkValues(strings: fc.Arbitrary<string>, keys: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const numbers = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1, 3, 27, 28, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 0.5),
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      strings,
      numbers,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(keys, tie('value'), { maxKeys: 4, noNullPrototype: true }),
    ),
  }));
  return value;
}

/** Percent-encoded, whatever the string holds (a lone surrogate has no UTF-8 form: sent as its WTF-8 bytes). */
function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** Raw bytes as %XX: invalid UTF-8, %00, anything. */
const percentBytes = fc
  .uint8Array({ minLength: 1, maxLength: 6 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
const brokenEscapes = fc.constantFrom(
  '%',
  '%z',
  '%zz',
  '%%',
  '%0',
  '%u0000',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
);

const printableAscii = fc
  .string({ unit: 'binary-ascii', maxLength: 60 })
  .map((text) => text.replace(/[^\x20-\x7e]/g, ''));

// ── The app and the things a real request would name ──────────────────────────────────────────

describe('fuzzing every JSON endpoint and the photo upload: never a 5xx', () => {
  let t: TestApp;
  let user: AuthenticatedUser;
  let admin: AuthenticatedUser;
  const seedBodies = new Map<string, Record<string, unknown>[]>();
  let realValues: string[] = [];
  let paramValues: string[] = [];

  beforeAll(async () => {
    // Warnings and errors only: they say why a request failed; thousands of request lines would not.
    t = await createTestApp({ captureLogs: true, env: { LOG_LEVEL: 'warn' } });
    user = await createUser(t, 'user', 'Asha Rao');
    admin = await createUser(t, 'admin', 'Studio Admin');
    const order = await createOrder(t, user);
    const pending = await createOrder(t, null);
    const video = await createVideo(t, order);
    await addRecipient(t, 'night@diyatales.test');
    const photos = await uploadedPhotos(t, 3);

    // A started card payment and an India one, so their references and secrets are real.
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: orderForm(photos.slice(0, 1)),
    });
    const india = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-razorpay-order',
      payload: orderForm(photos.slice(1, 2), { country: 'IN' }),
    });
    const { clientSecret } = card.json() as { clientSecret: string };
    const { orderId } = india.json() as { orderId: string };
    const reference = clientSecret.slice(0, clientSecret.indexOf('_secret_'));

    realValues = [
      order.id,
      pending.id,
      video.id,
      reference,
      clientSecret,
      orderId,
      photos[2]!,
      'night@diyatales.test',
      admin.email,
      'parent@example.com',
      'Aarav',
      'pending',
      'complete',
      'english',
      'hindi',
      'IN',
      'US',
      '+91',
      '98765 43210',
      '4242 4242 4242 4242',
      '12/39',
      'video',
      'thumbnail',
      'video/mp4',
      'image/jpeg',
      `videos/${order.id}.mp4`,
      '1',
      '3',
    ];
    paramValues = [order.id, pending.id, video.id, 'night@diyatales.test', 'not-an-id'];

    const stripeEvent = {
      id: 'evt_fuzz',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: reference, object: 'payment_intent', amount: 1499, currency: 'usd' } },
    };
    const seeds: Record<string, Record<string, unknown>[]> = {
      'POST /api/payments/create-payment-intent': [orderForm([photos[2]!])],
      'POST /api/payments/create-razorpay-order': [orderForm([photos[2]!], { country: 'IN', storyId: 20 })],
      'POST /api/payments/sandbox/card/confirm': [
        { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
      ],
      'POST /api/payments/sandbox/upi/confirm': [{ orderId, outcome: 'success' }],
      'POST /api/orders': [
        { order_number: reference, character_name: 'Aarav', item_number: 3 },
        {
          payment_intent_id: reference,
          item_number: 3,
          customer_details: { kid_name: 'Aarav', email: 'parent@example.com', selected_story: 3 },
        },
        {
          razorpay_order_id: orderId,
          razorpay_payment_id: 'pay_sandbox_X',
          razorpay_signature: 'f'.repeat(64),
        },
      ],
      'PUT /api/orders/:id': [{ status: 'complete' }],
      'POST /api/videos': [
        {
          order_id: pending.id,
          uri: `videos/${pending.id}.mp4`,
          thumbnail: `thumbnails/${pending.id}.jpg`,
          title: 'Aarav and Hanuman',
        },
      ],
      'POST /api/uploads/presign': [
        { fileName: 'story.mp4', fileType: 'video/mp4', fileSize: 1_000_000, contentType: 'video' },
      ],
      'POST /api/aws/upload-url': [
        { fileName: 'thumb.jpg', fileType: 'image/jpeg', fileSize: 50_000, contentType: 'thumbnail' },
      ],
      'POST /api/email/recipients': [
        { email: 'morning@diyatales.test', name: 'Morning', notificationTypes: { orderCreated: true } },
      ],
      'POST /api/email/test': [{ message: 'Hello from the fuzz test' }],
      'POST /api/payments/webhooks/stripe': [stripeEvent],
      'POST /api/payments/webhooks/razorpay': [
        {
          entity: 'event',
          event: 'payment.captured',
          payload: {
            payment: { entity: { id: 'pay_x', amount: 129_900, currency: 'INR', order_id: orderId } },
          },
        },
      ],
    };
    for (const [route, bodies] of Object.entries(seeds)) seedBodies.set(route, bodies);
  });
  afterAll(() => t.close());

  /** Keys a real request uses, so generated objects often get as far as the schemas' own checks. */
  function knownKeys(): string[] {
    const keys = new Set(['page', 'limit', 'status', 'sortBy', 'sortOrder', 'sig', 'token', 'to', 'id']);
    for (const bodies of seedBodies.values())
      for (const body of bodies) for (const key of Object.keys(body)) keys.add(key);
    return [...keys];
  }

  function requestArbitrary(route: { method: string; url: string }): fc.Arbitrary<FuzzRequest> {
    const strings = junkStrings(realValues, 120_000);
    const addressStrings = junkStrings(realValues, 600);
    const keys = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...knownKeys()) },
      { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
      { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }).map((key) => `${key}${NUL}`) },
    );
    const values = junkValues(strings, keys);

    // Path parameters: real ids, junk, raw bytes, broken escapes.
    const paramArbitrary = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...paramValues) },
      { weight: 4, arbitrary: addressStrings.map(percentEncode) },
      { weight: 2, arbitrary: percentBytes },
      { weight: 1, arbitrary: brokenEscapes },
    );
    const names = route.url.match(/:[A-Za-z_]+/g) ?? [];
    const path = fc.tuple(...names.map(() => paramArbitrary)).map((parts) => {
      let url = route.url;
      names.forEach((name, index) => (url = url.replace(name, parts[index]!)));
      return url;
    });

    const queryValue = fc.oneof(
      { weight: 4, arbitrary: addressStrings.map(percentEncode) },
      { weight: 1, arbitrary: percentBytes },
      { weight: 1, arbitrary: brokenEscapes },
    );
    const query = fc.oneof(
      { weight: 1, arbitrary: fc.constant('') },
      {
        weight: 4,
        arbitrary: fc
          .array(fc.tuple(keys.map(percentEncode), queryValue), { minLength: 1, maxLength: 5 })
          .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '?',
          '?&&',
          '?=',
          '?a[b]=1',
          '?a[__proto__][x]=1',
          '?__proto__=1',
          '?%00=%00',
          '?page=1&page=2',
        ),
      },
    );

    const seeds = seedBodies.get(`${route.method} ${route.url}`) ?? [{}];
    const mutated = fc
      .tuple(
        fc.constantFrom(...seeds),
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...Object.keys(seeds[0]!), 'x'), keys),
            fc.option(values, { nil: undefined }),
          ),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
      )
      .map(([seed, changes]) => {
        const body: Record<string, unknown> = structuredClone(seed);
        for (const [key, value] of changes) {
          if (value === undefined) delete body[key];
          else
            Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
        }
        return JSON.stringify(body);
      });
    const deepNesting = fc
      .tuple(
        fc.integer({ min: 100, max: 60_000 }),
        fc.constantFrom('[', '{"a":'),
        fc.constantFrom('1', `"\\u0000"`, '"x"'),
      )
      .map(
        ([depth, open, leaf]) => `${open.repeat(depth)}${leaf}${(open === '[' ? ']' : '}').repeat(depth)}`,
      );
    const pollution = fc.constantFrom(...seeds).map((seed) => {
      const text = JSON.stringify(seed);
      return `{"__proto__":{"isAdmin":true,"polluted":1},"constructor":{"prototype":{"x":1}},${text.slice(1)}`;
    });
    const rawText = fc.oneof(
      fc.constantFrom(
        '',
        ' ',
        'null',
        '[]',
        '{}',
        '"x"',
        '{',
        '{"a":',
        '{"a":1,}',
        "{'a':1}",
        '\uFEFF{}',
        'NaN',
        '1e999',
        `"${NUL}"`,
        '{"a":"\\ud800"}',
      ),
      fc.string({ maxLength: 100 }),
      fc.integer({ min: 1_048_000, max: 1_100_000 }).map((length) => `{"message":"${'a'.repeat(length)}"}`),
    );
    const bodyText = fc.oneof(
      { weight: 6, arbitrary: mutated },
      { weight: 3, arbitrary: values.map((value) => JSON.stringify(value) ?? 'null') },
      { weight: 1, arbitrary: deepNesting },
      { weight: 1, arbitrary: pollution },
      { weight: 2, arbitrary: rawText },
    );
    const contentType = fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'application/json, text/plain',
          '',
        ),
      },
      { weight: 1, arbitrary: printableAscii },
    );
    const extraHeaders = fc.record(
      {
        accept: fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*'), printableAscii),
        'x-forwarded-for': printableAscii,
        'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'gzip;q=0,*;q=0'),
        'stripe-signature': printableAscii,
        'x-razorpay-signature': printableAscii,
      },
      { requiredKeys: [] },
    );
    const hasBody = route.method !== 'GET';
    return fc
      .record({
        path,
        query,
        body: hasBody ? fc.option(bodyText, { nil: undefined, freq: 8 }) : fc.constant(undefined),
        contentType,
        extraHeaders,
      })
      .map(({ path: url, query: search, body, contentType: type, extraHeaders: extra }) => ({
        method: route.method,
        url: `${url}${search}`,
        headers: { ...extra, ...(body !== undefined && type ? { 'content-type': type } : {}) },
        ...(body !== undefined ? { payload: body } : {}),
      }));
  }

  // Each request from its own address: the rate limits are per client and would otherwise answer
  // 429 for most of the run. Addresses on the loopback range; nothing is sent anywhere (inject).
  let addressCounter = 0;
  const nextAddress = () => {
    addressCounter++;
    return `127.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };

  async function authorization(caller: Caller): Promise<Record<string, string>> {
    // A fresh token each time: POST /auth/logout revokes the one it is sent.
    if (caller === 'user') return bearer(await tokenFor(t, user));
    if (caller === 'admin') return bearer(await tokenFor(t, admin));
    return {};
  }

  // The 5xx answers of the test that is running (each test starts with none).
  let failures: string[] = [];
  beforeEach(() => {
    failures = [];
  });
  const tallies = new Map<string, Tally>();

  function tally(group: string, route: string, status: number) {
    const entry = tallies.get(group) ?? { routes: new Set(), inputs: 0, byClass: {} };
    entry.routes.add(route);
    entry.inputs++;
    const statusClass = `${Math.floor(status / 100)}xx`;
    entry.byClass[statusClass] = (entry.byClass[statusClass] ?? 0) + 1;
    tallies.set(group, entry);
  }

  async function send(group: string, route: string, label: string, request: FuzzRequest) {
    const logStart = t.logText().length;
    const res = await t.app.inject({ ...request, remoteAddress: nextAddress() });
    tally(group, route, res.statusCode);
    if (res.statusCode >= 500) {
      const errors = t
        .logText()
        .slice(logStart)
        .split('\n')
        .filter((line) => line.includes('"level":50'))
        .map((line) => line.slice(0, 600));
      const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 300);
      failures.push(
        `${res.statusCode} ${label}: ${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${JSON.stringify(payload)}\n    ${errors.join('\n    ')}`,
      );
    }
  }

  /** A stable seed per route and caller, so adding a route does not change another's sample. */
  const seedFor = (text: string) => {
    let hash = SEED | 0;
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
    return hash;
  };

  const groupOf = (url: string) =>
    url
      .split('/')
      .slice(0, url.startsWith('/api/') ? 3 : 2)
      .join('/');

  it('every JSON endpoint, as a guest, a signed-in user and an admin', { timeout: 600_000 }, async () => {
    // Every endpoint the contracts declare (health probes, the sign-in flow, signed storage links and
    // the dev inbox included), and every /api route the app guards.
    const declared = API_ENDPOINTS.map(({ method, path }) => ({ method, url: path }));
    const guarded = t.app.accessRules.map(({ method, url }) => ({ method, url }));
    const routes = [
      ...new Map([...declared, ...guarded].map((route) => [`${route.method} ${route.url}`, route])).values(),
    ];
    // Every /api route the app declares is here, and the list is not trivially small.
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      for (const caller of CALLERS) {
        const label = `${name} as ${caller} (FUZZ_SEED=${SEED})`;
        const requests = fc.sample(requestArbitrary(route), {
          seed: seedFor(`${name} ${caller}`),
          numRuns: RUNS,
        });
        for (const request of requests) {
          request.headers = { ...request.headers, ...(await authorization(caller)) };
          await send(groupOf(route.url), name, label, request);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('broken multipart bodies to the photo upload', { timeout: 600_000 }, async () => {
    const photo = await phoneJpeg({ width: 96, height: 64 });
    const boundary = fc.oneof(
      { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9'()+_,\-./:=?]{1,70}$/) },
      { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
    );
    const part = fc.record({
      name: fc.oneof(
        fc.constantFrom('file', 'upload_preset', 'folder', '__proto__'),
        fc.string({ maxLength: 10 }),
      ),
      filename: fc.option(
        fc.oneof(fc.constantFrom('kid.jpg', `kid${NUL}.jpg`, '../../x.jpg'), fc.string({ maxLength: 20 })),
      ),
      contentType: fc.option(
        fc.constantFrom('image/jpeg', 'image/png', 'text/plain', 'image/jpeg\r\nX-Evil: 1'),
      ),
      data: fc.oneof(
        { weight: 3, arbitrary: fc.constant(photo) },
        { weight: 2, arbitrary: fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)) },
        { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((text) => Buffer.from(text)) },
      ),
    });
    const upload = fc
      .record({
        boundary,
        parts: fc.array(part, { minLength: 0, maxLength: 4 }),
        closing: fc.boolean(),
        // Where the body stops (as a fraction of it), if it is cut off.
        cutAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 2 }),
        header: fc.constantFrom('quoted', 'plain', 'missing', 'other'),
      })
      .map(({ boundary: mark, parts, closing, cutAt, header }) => {
        const chunks: Buffer[] = [];
        for (const { name, filename, contentType, data } of parts) {
          const disposition = `form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}`;
          const head = [
            `--${mark}`,
            `Content-Disposition: ${disposition}`,
            ...(contentType ? [`Content-Type: ${contentType}`] : []),
          ];
          chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), data, Buffer.from('\r\n'));
        }
        if (closing) chunks.push(Buffer.from(`--${mark}--\r\n`));
        let body = Buffer.concat(chunks);
        if (cutAt !== null) body = body.subarray(0, Math.floor(body.length * cutAt));
        const contentTypes = {
          quoted: `multipart/form-data; boundary="${mark.replace(/["\\\r\n]/g, '')}"`,
          plain: `multipart/form-data; boundary=${mark.replace(/[\r\n]/g, '')}`,
          missing: 'multipart/form-data',
          other: 'multipart/form-data; boundary=somethingelse',
        };
        return { body, contentType: contentTypes[header] };
      });
    const route = 'POST /api/uploads/photos';
    const samples = fc.sample(upload, { seed: seedFor(`${route} multipart`), numRuns: MULTIPART_RUNS });
    for (const [index, { body, contentType }] of samples.entries()) {
      const caller = CALLERS[index % CALLERS.length]!;
      await send(
        '/api/uploads (multipart)',
        route,
        `${route} multipart #${index} as ${caller} (FUZZ_SEED=${SEED})`,
        {
          method: 'POST',
          url: '/api/uploads/photos',
          headers: { 'content-type': contentType, ...(await authorization(caller)) },
          payload: body,
        },
      );
    }
    expect(failures).toEqual([]);
    // Nothing half-written stays behind: every spooled upload, refused or kept, is gone.
    expect(await readdir(uploadSpoolDir(t.config.dataDir)).catch(() => [])).toEqual([]);
  });

  afterAll(() => {
    const rows = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
    const lines = rows.map(
      ([group, { routes, inputs, byClass }]) =>
        `  ${group.padEnd(28)} routes ${String(routes.size).padStart(2)}  inputs ${String(inputs).padStart(5)}  ` +
        ['2xx', '3xx', '4xx', '5xx']
          .map((statusClass) => `${statusClass} ${byClass[statusClass] ?? 0}`)
          .join('  '),
    );
    const total = rows.reduce((sum, [, { inputs }]) => sum + inputs, 0);
    const fiveHundreds = rows.reduce((sum, [, { byClass }]) => sum + (byClass['5xx'] ?? 0), 0);
    // warn: the one console channel the lint allows in tests besides error (which fails a test).
    console.warn(
      `Request fuzz (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS} per route and caller, database ${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'}):\n${lines.join('\n')}\n  total inputs ${total}, 5xx ${fiveHundreds}`,
    );
  });
});
