import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { consentFor, DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY } from '@shop/contracts/privacy';
import { sandboxSecrets } from '../../apps/server/src/wiring/payment-gateways.ts';
import {
  STRIPE_SIGNATURE_HEADER,
  stripeSignatureHeader,
} from '../../apps/server/src/adapters/payments/stripe-events.ts';
import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { endpointUrl } from '@shop/contracts/endpoint';
import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { ORDER_CREATE_ENDPOINTS } from '@shop/contracts/orders-create';
import { SANDBOX_PAYMENT_ENDPOINTS } from '@shop/contracts/sandbox-payments';
import { UPLOAD_ENDPOINTS } from '@shop/contracts/uploads';
import { VIDEO_ENDPOINTS } from '@shop/contracts/videos';
import { repoRoot } from '../bench/server';

// One whole purchase over HTTP through the balancer, as the order page and the admin's complete-order
// screen make it (e2e/tests/helpers/orders.ts): photo, payment start, the sandbox card's confirmation,
// the provider's webhook (signed with the shared sandbox secret, delivered through nginx like a real
// provider's), POST /api/orders, then the admin's presigned uploads to S3, the video record and the
// completion. Each request names its step in X-Scale-Step; nginx logs which process answered it.

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SAMPLE_VIDEO = readFileSync(path.join(repoRoot, 'apps/web/public/media/stories/story-23-mobile.mp4'));
const SUCCESS_CARD = '4242 4242 4242 4242';

export interface JourneyResult {
  id: number;
  email: string;
  orderId?: string;
  completed: boolean;
  /** Steps retried because the process answering died under them (502 from nginx, reset). */
  retries: number;
  error?: string;
}

/** A request through nginx; a 502/503 or a dropped connection (a process just died) is tried again. */
async function call(
  origin: string,
  step: string,
  url: string,
  init: RequestInit & { expect?: number[] },
  counter: { retries: number },
): Promise<Response> {
  let last = '';
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      const response = await fetch(url.startsWith('http') ? url : `${origin}${url}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'x-scale-step': step },
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status === 502 || response.status === 503) {
        last = `${response.status} ${await response.text()}`;
        counter.retries++;
      } else {
        if (!(init.expect ?? [200, 201]).includes(response.status)) {
          throw new Error(`${step}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
        }
        return response;
      }
    } catch (error) {
      if ((error as Error).message.startsWith(`${step}:`)) throw error;
      last = (error as Error).message;
      counter.retries++;
    }
    await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
  }
  throw new Error(`${step}: gave up after retries (${last})`);
}

const json = { 'content-type': 'application/json' };

/** The upload session cookie an upload answer set, as a browser would send it back ('name=value'). */
export function uploadSessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('diya_upload_session='));
  if (!cookie) throw new Error('the upload answer set no upload session cookie');
  return cookie.split(';')[0]!;
}

export interface PurchaseOptions {
  /** The child's photo (a JPEG): the renders need a real picture to make a portrait of. */
  photo?: Buffer;
  /** Stop once the order is paid and created (the studio then has it rendered): no video upload. */
  paidOnly?: boolean;
}

export async function purchase(
  origin: string,
  id: number,
  sandboxSecret: string,
  adminToken: () => string,
  options: PurchaseOptions = {},
): Promise<JourneyResult> {
  const email = `scale-${id}-${randomUUID().slice(0, 6)}@example.com`;
  const result: JourneyResult = { id, email, completed: false, retries: 0 };
  const step = (name: string) => `${id}:${name}`;
  try {
    const form = new FormData();
    form.append(
      'file',
      options.photo
        ? new Blob([new Uint8Array(options.photo)], { type: 'image/jpeg' })
        : new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }),
      options.photo ? 'kid.jpg' : 'kid.png',
    );
    const uploaded = await call(
      origin,
      step('photo'),
      endpointUrl(UPLOAD_ENDPOINTS.photo),
      { method: 'POST', body: form },
      result,
    );
    // The browser's upload session: the checkout may name only its own photos (docs/decisions/070).
    const session = uploadSessionCookie(uploaded);
    const photo = (await uploaded.json()) as { public_id: string };
    const intent = (await (
      await call(
        origin,
        step('checkout'),
        endpointUrl(PAYMENT_ENDPOINTS.startCardPayment),
        {
          method: 'POST',
          headers: { ...json, cookie: session },
          body: JSON.stringify({
            kidName: 'Aarav',
            storyId: 3,
            language: 'english',
            email,
            country: 'US',
            kidPhotoIds: [photo.public_id],
            consent: consentFor(DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY),
          }),
        },
        result,
      )
    ).json()) as { clientSecret: string; checkoutToken: string; amount: number; currency: string };
    const paid = (await (
      await call(
        origin,
        step('pay'),
        endpointUrl(SANDBOX_PAYMENT_ENDPOINTS.confirmCard),
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            clientSecret: intent.clientSecret,
            cardNumber: SUCCESS_CARD,
            expiry: '12/34',
            cvc: '123',
          }),
        },
        result,
      )
    ).json()) as { paymentIntentId: string };

    // The provider's webhook through the balancer (the sandbox also sends its own over loopback to
    // the process that confirmed): a second process sees the same payment.
    const event = JSON.stringify({
      id: `evt_scale_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: paid.paymentIntentId,
          object: 'payment_intent',
          amount: intent.amount,
          amount_received: intent.amount,
          currency: intent.currency.toLowerCase(),
          status: 'succeeded',
          latest_charge: 'ch_scale',
        },
      },
    });
    await call(
      origin,
      step('webhook'),
      endpointUrl(PAYMENT_ENDPOINTS.stripeWebhook),
      {
        method: 'POST',
        headers: {
          ...json,
          [STRIPE_SIGNATURE_HEADER]: stripeSignatureHeader(
            event,
            sandboxSecrets(sandboxSecret).webhookSecret,
          ),
        },
        body: event,
      },
      result,
    );
    const created = (await (
      await call(
        origin,
        step('confirm'),
        endpointUrl(ORDER_CREATE_ENDPOINTS.create),
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            payment_intent_id: paid.paymentIntentId,
            checkout_token: intent.checkoutToken,
          }),
        },
        result,
      )
    ).json()) as { data: { unique_id: string; user_id: string | null } };
    result.orderId = created.data.unique_id;
    if (options.paidOnly) {
      result.completed = true;
      return result;
    }

    const admin = () => ({ authorization: `Bearer ${adminToken()}` });
    const upload = async (kind: 'video' | 'photo', name: string, mimeType: string, bytes: Buffer) => {
      const presigned = (await (
        await call(
          origin,
          step(`presign-${kind}`),
          endpointUrl(UPLOAD_ENDPOINTS.presign),
          {
            method: 'POST',
            headers: { ...json, ...admin() },
            body: JSON.stringify({
              orderId: result.orderId,
              fileName: name,
              fileType: mimeType,
              fileSize: bytes.length,
              contentType: kind,
              customFolder: kind === 'video' ? 'videos' : 'thumbnails',
            }),
          },
          result,
        )
      ).json()) as { data: { uploadUrl: string; fileKey: string; headers: Record<string, string> } };
      // Straight to S3 (s3rver), as the admin's browser does.
      const put = await fetch(presigned.data.uploadUrl, {
        method: 'PUT',
        headers: presigned.data.headers,
        body: new Uint8Array(bytes),
      });
      await put.arrayBuffer();
      if (put.status !== 200 && put.status !== 204) throw new Error(`S3 PUT ${kind}: HTTP ${put.status}`);
      return presigned.data.fileKey;
    };
    const thumbnail = await upload('photo', 'thumbnail.png', 'image/png', TINY_PNG);
    const video = await upload('video', 'finished-video.mp4', 'video/mp4', SAMPLE_VIDEO);
    await call(
      origin,
      step('video'),
      endpointUrl(VIDEO_ENDPOINTS.create),
      {
        method: 'POST',
        headers: { ...json, ...admin() },
        body: JSON.stringify({
          order_id: result.orderId,
          user_id: created.data.user_id,
          uri: video,
          thumbnail,
          title: `Scale test ${id}`,
        }),
        // 409 not pending: a retried POST whose first try completed the order before its process died.
        expect: [200, 201, 409],
      },
      result,
    );
    await call(
      origin,
      step('complete'),
      endpointUrl(ORDER_ENDPOINTS.complete, { id: result.orderId! }),
      { method: 'PUT', headers: { ...json, ...admin() }, body: JSON.stringify({ status: 'complete' }) },
      result,
    );
    result.completed = true;
  } catch (error) {
    result.error = (error as Error).message;
  }
  return result;
}
