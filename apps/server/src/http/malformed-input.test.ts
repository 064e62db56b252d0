import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { PHOTO_ERROR_CODES, PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { UNSTORABLE_TEXT_MESSAGE } from '@shop/contracts/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkouts,
  emailRecipients,
  outbox,
  photoUploads,
  sandboxPayments,
  voiceClips,
} from '../db/schema.ts';
import { uploadSpoolDir } from '../modules/uploads/uploads.service.ts';
import { phoneJpeg } from '../../test/upload-fixtures.ts';
import { bearer, createUser, tokenFor } from '../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { orderForm, uploadedPhotos } from '../../test/payment-fixtures.ts';

// "Every malformed input is a 4xx" (docs/decisions/023): a NUL (or a lone surrogate) in any text a
// request carries is refused before anything is written, naming the field; the payment provider
// is never asked for a payment the checkout row could not then be stored for; and a multipart body
// that breaks off is the sender's 400. (The database's own refusal, the last line: db/unstorable-text.test.ts.)

const NUL = '\u0000';
const refusal = (field: string) => `${field}: ${UNSTORABLE_TEXT_MESSAGE}`;

describe('malformed input', () => {
  let t: TestApp;
  let admin: AuthenticatedUser;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
    admin = await createUser(t, 'admin', 'Studio Admin');
    adminToken = await tokenFor(t, admin);
  });
  afterAll(() => t.close());

  const count = async (table: typeof checkouts | typeof sandboxPayments | typeof outbox) =>
    (await t.database.db.select().from(table)).length;

  it('a NUL in a body, a query value, a path parameter or a key is a 400 that names the field', async () => {
    const cases = [
      {
        request: {
          method: 'POST' as const,
          url: '/api/payments/sandbox/card/confirm',
          payload: {
            clientSecret: `pi_sandbox_A${NUL}_secret_b`,
            cardNumber: '4242 4242 4242 4242',
            expiry: '12/39',
            cvc: '123',
          },
        },
        message: refusal('clientSecret'),
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/orders',
          payload: { order_number: 'pi_sandbox_Abc123', customer_details: { kid_name: `Aa${NUL}rav` } },
        },
        message: refusal('customer_details.kid_name'),
      },
      {
        request: { method: 'GET' as const, url: '/api/orders/status/abc%00?sig=x' },
        message: refusal('id'),
      },
      {
        request: {
          method: 'GET' as const,
          url: '/api/orders/admin/all?status=pending%00',
          headers: bearer(adminToken),
        },
        message: refusal('status'),
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/email/recipients',
          headers: bearer(adminToken),
          payload: {
            email: 'night@diyatales.test',
            name: `Night${NUL}Shift`,
            notificationTypes: { orderCreated: true },
          },
        },
        // This route answers with the contract's first message alone, as the admin form shows it.
        message: UNSTORABLE_TEXT_MESSAGE,
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/email/test',
          headers: bearer(adminToken),
          payload: { message: `hello${NUL}` },
        },
        message: UNSTORABLE_TEXT_MESSAGE,
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/orders',
          headers: { 'content-type': 'application/json' },
          // In a key, written as JSON's own escape.
          payload: `{"order_number":"pi_sandbox_Abc123","x\\u0000":1}`,
        },
        message: refusal('x\\u0000'),
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/orders',
          headers: { 'content-type': 'application/json' },
          // Half of an emoji's surrogate pair.
          payload: `{"order_number":"pi_sandbox_Abc123","character_name":"Aarav \\ud83d"}`,
        },
        message: refusal('character_name'),
      },
    ];
    const outboxBefore = await count(outbox);
    for (const { request, message } of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json(), request.url).toEqual({ message, code: 'VALIDATION_ERROR' });
    }
    expect(await count(outbox)).toBe(outboxBefore);
    expect(await t.database.db.select().from(emailRecipients)).toEqual([]);
    expect(t.logs().filter((line) => (line.level as number) >= 50 && line.msg === 'unhandled error')).toEqual(
      [],
    );
  });

  it('a NUL in the order form starts no payment: no provider object, no checkout, on either path', async () => {
    const photos = await uploadedPhotos(t);
    const before = { ledger: await count(sandboxPayments), checkouts: await count(checkouts) };
    const cases = [
      ['/api/payments/create-payment-intent', orderForm(photos, { kidName: `Aa${NUL}rav` }), 'kidName'],
      [
        '/api/payments/create-payment-intent',
        orderForm(photos, { email: `parent${NUL}@example.com` }),
        'email',
      ],
      [
        '/api/payments/create-razorpay-order',
        orderForm(photos, {
          country: 'IN',
          phoneUpdates: true,
          phoneNumber: '98765 43210',
          countryCode: `+91${NUL}`,
        }),
        'countryCode',
      ],
      [
        '/api/payments/create-razorpay-order',
        orderForm([photos[0]!, `${photos[1]}${NUL}`], { country: 'IN' }),
        'kidPhotoIds[1]',
      ],
    ] as const;
    for (const [url, payload, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toBe(refusal(field));
    }
    expect({ ledger: await count(sandboxPayments), checkouts: await count(checkouts) }).toEqual(before);

    // The same form without the NUL goes through: it was the NUL, nothing else.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: orderForm(photos),
    });
    expect(fine.statusCode).toBe(200);
    expect(await count(sandboxPayments)).toBe(before.ledger + 1);
  });

  it('a compressed body is read as sent: a 400, and no payment starts', async () => {
    // The shop's clients never compress what they send, so the server does not inflate it
    // (plugins/compression.ts): the gzip bytes are not JSON.
    const photos = await uploadedPhotos(t);
    const before = await count(sandboxPayments);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(orderForm(photos))),
    });
    expect(res.statusCode).toBe(400);
    expect(await count(sandboxPayments)).toBe(before);
  });

  describe('POST /api/uploads/photos with a broken multipart body', () => {
    const BOUNDARY = 'x';
    const upload = (payload: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads/photos',
        headers: { 'content-type': contentType },
        payload,
      });
    const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="kid.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

    it('a body cut off in the file, in a part header or before any boundary: 400, nothing kept', async () => {
      const photo = await phoneJpeg({ width: 640, height: 480 });
      const photosBefore = (await t.database.db.select().from(photoUploads)).length;
      const bodies: [string, Buffer | string, string?][] = [
        [
          'cut off inside the file',
          Buffer.concat([Buffer.from(fileHead), photo.subarray(0, photo.length / 2)]),
        ],
        ['a whole file without its closing boundary', Buffer.concat([Buffer.from(fileHead), photo])],
        ['cut off inside a part header', `--${BOUNDARY}\r\nContent-Disp`],
        ['no boundary in the body at all', 'this is not multipart'],
        ['no boundary parameter', 'abc', 'multipart/form-data'],
        [
          'a boundary that never closes a field',
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nkid-pict`,
        ],
      ];
      for (const [what, body, contentType] of bodies) {
        const res = await upload(body, contentType);
        expect(res.statusCode, what).toBe(400);
        expect(res.json(), what).toMatchObject({
          code: expect.stringMatching(/^(INCOMPLETE_UPLOAD|NO_FILE)$/),
        });
      }
      // The ones that reached the file say what happened.
      const cut = await upload(Buffer.concat([Buffer.from(fileHead), photo.subarray(0, 1000)]));
      expect(cut.json()).toEqual({ message: PHOTO_MESSAGES.incomplete, code: PHOTO_ERROR_CODES.incomplete });

      expect(await t.database.db.select().from(photoUploads)).toHaveLength(photosBefore);
      const spool = await readdir(uploadSpoolDir(t.config.dataDir)).catch(() => []);
      expect(spool).toEqual([]);
      expect(t.logs().filter((line) => line.msg === 'unhandled error')).toEqual([]);
    });

    it('a voice clip cut off the same ways: 400 INCOMPLETE_UPLOAD, never 500, nothing kept', async () => {
      // A valid WAV's head and part of its samples, with no closing boundary.
      const wav = Buffer.alloc(44 + 16_000);
      wav.write('RIFF', 0);
      wav.writeUInt32LE(36 + 16_000, 4);
      wav.write('WAVEfmt ', 8);
      wav.writeUInt32LE(16, 16);
      wav.writeUInt16LE(1, 20);
      wav.writeUInt16LE(1, 22);
      wav.writeUInt32LE(8_000, 24);
      wav.writeUInt32LE(16_000, 28);
      wav.writeUInt16LE(2, 32);
      wav.writeUInt16LE(16, 34);
      wav.write('data', 36);
      wav.writeUInt32LE(16_000, 40);
      const clipHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="name.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
      const clipsBefore = (await t.database.db.select().from(voiceClips)).length;
      for (const body of [
        Buffer.concat([Buffer.from(clipHead), wav]),
        Buffer.concat([Buffer.from(clipHead), wav.subarray(0, 300)]),
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/uploads/voice-clips',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: body,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: PHOTO_MESSAGES.incomplete,
          code: PHOTO_ERROR_CODES.incomplete,
        });
      }
      expect(await t.database.db.select().from(voiceClips)).toHaveLength(clipsBefore);
      expect(t.logs().filter((line) => line.msg === 'unhandled error')).toEqual([]);
    });

    it('the same photo, complete, is accepted: it was the cut, nothing else', async () => {
      const photo = await phoneJpeg({ width: 640, height: 480 });
      const res = await upload(
        Buffer.concat([Buffer.from(fileHead), photo, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
      );
      expect(res.statusCode).toBe(200);
      expect(path.basename(res.json().public_id)).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
