import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formAction, TestBrowser } from '../../apps/server/src/stand-ins/identity/dev-sign-in-browser.ts';
import type { Section } from './report';
import { startServer, type RunningServer } from './server';
import { round } from './stats';
import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { endpointUrl } from '@shop/contracts/endpoint';
import { ORDER_CREATE_ENDPOINTS } from '@shop/contracts/orders-create';
import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { consentFor, DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY } from '@shop/contracts/privacy';
import { SANDBOX_PAYMENT_ENDPOINTS } from '@shop/contracts/sandbox-payments';
import { UPLOAD_ENDPOINTS } from '@shop/contracts/uploads';

// docs/architecture.md#uploads: "the server never holds a whole file in memory". A 500 MB video goes the way an
// admin's browser sends it on the embedded default (presign, then PUT to the local disk's signed
// upload link) into a production server of its own, while the server's RSS is sampled from
// /proc; the result is the peak growth over the RSS before the upload (target ≤ 64 MB) and the
// throughput. The server process is separate from this one, so the generated body's buffers
// don't count. (The heap is not observable from outside; RSS includes it.)

const MB = 1024 * 1024;
const FILE_BYTES = 500 * MB;
const CHUNK_BYTES = 1 * MB;
const WARM_UP_BYTES = 16 * MB;
const SAMPLE_EVERY_MS = 20;
const TARGET_GROWTH_MB = 64;

export async function uploadMemorySection(): Promise<Section> {
  const section: Section = {
    id: 'upload-memory',
    title: 'Upload memory: 500 MB video PUT to local storage',
    metrics: [],
  };
  // Our own server: no other measurement's traffic in its memory figures.
  let server: RunningServer | undefined;
  try {
    server = await startServer();
    const token = await adminToken(server.origin);

    // Upload links are for a pending order (docs/decisions/022): one paid in the sandbox.
    const orderId = await paidOrder(server.origin, token);
    // Code paths, buffers and pools warmed first: growth then means holding the file.
    await upload(server.origin, token, orderId, WARM_UP_BYTES);
    const baseline = rssBytes(server.pid);
    const peakReset = resetPeakRss(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(server!.pid))), SAMPLE_EVERY_MS);
    const started = performance.now();
    try {
      await upload(server.origin, token, orderId, FILE_BYTES);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    // The kernel's own high-water mark since the reset catches a peak between two samples.
    if (peakReset) peak = Math.max(peak, peakRssBytes(server.pid));

    section.metrics.push(
      {
        key: 'rss-growth',
        label: 'peak RSS growth',
        value: round((peak - baseline) / MB, 1),
        unit: 'MB',
        target: { op: '<=', value: TARGET_GROWTH_MB },
      },
      { key: 'throughput', label: 'throughput', value: round(FILE_BYTES / MB / seconds, 1), unit: 'MB/s' },
      { key: 'rss-baseline', label: 'RSS before upload', value: round(baseline / MB, 1), unit: 'MB' },
      { key: 'rss-peak', label: 'RSS peak during upload', value: round(peak / MB, 1), unit: 'MB' },
    );
    section.notes = [
      `${FILE_BYTES / MB} MB in ${round(seconds, 1)} s; RSS sampled every ${SAMPLE_EVERY_MS} ms${peakReset ? ' plus the kernel high-water mark (VmHWM)' : ''}`,
    ];
  } catch (error) {
    section.error = error instanceof Error ? error.message : String(error);
  } finally {
    await server?.stop();
  }
  return section;
}

/**
 * The admin's token, from a real sign-in: admin rights are read from the server's users table on
 * every request (docs/decisions/021), so the admin signs in through the local OpenID provider
 * (PORT+1) as admin@diyatales.test, the default ADMIN_EMAILS, the way a person does.
 */
export async function adminToken(origin: string): Promise<string> {
  return signInToken(origin, 'admin@diyatales.test', 'Bench Admin');
}

/** A token from a real sign-in through the local OpenID provider, as `email`. */
export async function signInToken(origin: string, email: string, name: string): Promise<string> {
  const landing = `${origin}/auth/success`;
  const browser = new TestBrowser();
  const page = await browser.navigate(`${origin}/auth/google`, { stopAt: landing });
  if (page.response.status !== 200) throw new Error(`the sign-in page answered ${page.response.status}`);
  const provider = new URL(origin);
  provider.port = String(Number(provider.port) + 1);
  const done = await browser.navigate(formAction(page.html, provider), {
    method: 'POST',
    form: { email, name },
    stopAt: landing,
  });
  const token = done.stoppedAt?.searchParams.get('token');
  if (!token)
    throw new Error(`the sign-in did not end with a token (${done.stoppedAt?.href ?? 'no redirect'})`);
  return token;
}

/** A 1x1 PNG: the smallest photo the upload pipeline accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A guest's order paid with the sandbox's success card, as the order page makes one; its id, from the admin list. */
export async function paidOrder(
  origin: string,
  adminToken: string,
  email = 'bench-parent@example.com',
): Promise<string> {
  // The browser's upload session, sent back like a browser does (docs/decisions/070).
  let session = '';
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${origin}${path}`, init);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    session ||=
      response.headers
        .getSetCookie()
        .find((c) => c.startsWith('diya_upload_session='))
        ?.split(';')[0] ?? '';
    return (await response.json()) as T;
  };
  const json = (data: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { cookie: session } : {}) },
    body: JSON.stringify(data),
  });
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'kid.png');
  const photo = await call<{ public_id: string }>(endpointUrl(UPLOAD_ENDPOINTS.photo), {
    method: 'POST',
    body: form,
  });
  const intent = await call<{ clientSecret: string }>(
    endpointUrl(PAYMENT_ENDPOINTS.startCardPayment),
    json({
      kidName: 'Bench',
      storyId: 3,
      language: 'english',
      email,
      country: 'US',
      kidPhotoIds: [photo.public_id],
      consent: consentFor(DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY),
    }),
  );
  const paid = await call<{ paymentIntentId: string }>(
    endpointUrl(SANDBOX_PAYMENT_ENDPOINTS.confirmCard),
    json({
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    }),
  );
  await call(endpointUrl(ORDER_CREATE_ENDPOINTS.create), json({ payment_intent_id: paid.paymentIntentId }));
  // The bench's own server holds this one order.
  const list = await call<{ data: { unique_id: string }[] }>(
    endpointUrl(ORDER_ENDPOINTS.listAll, undefined, { page: 1, limit: 1 }),
    {
      headers: { authorization: `Bearer ${adminToken}` },
    },
  );
  if (!list.data[0]) throw new Error('the paid order is not in the admin list');
  return list.data[0].unique_id;
}

/** Presign as the admin form does, then PUT a generated body of `bytes` to the link, streamed. */
async function upload(origin: string, token: string, orderId: string, bytes: number): Promise<void> {
  const presigned = await fetch(`${origin}${endpointUrl(UPLOAD_ENDPOINTS.presign)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      orderId,
      fileName: 'bench.mp4',
      fileType: 'video/mp4',
      fileSize: bytes,
      contentType: 'video',
      customFolder: 'videos',
    }),
  });
  if (!presigned.ok) throw new Error(`presign answered ${presigned.status}: ${await presigned.text()}`);
  const { data } = (await presigned.json()) as {
    data: { uploadUrl: string; headers: Record<string, string> };
  };

  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      data.uploadUrl,
      { method: 'PUT', headers: { ...data.headers, 'content-length': String(bytes) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    pipeline(generatedBody(bytes), req).catch(reject);
  });
  if (status !== 200 && status !== 204) throw new Error(`the upload answered ${status}`);
}

/** `bytes` of incompressible data, one reused chunk at a time. */
function generatedBody(bytes: number): Readable {
  const chunk = randomBytes(CHUNK_BYTES);
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += CHUNK_BYTES)
        yield chunk.subarray(0, Math.min(CHUNK_BYTES, bytes - sent));
    })(),
  );
}

export const statusField = (pid: number, field: string) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`/proc/${pid}/status has no ${field} (this measurement needs Linux)`);
  return Number(match[1]) * 1024;
};
const rssBytes = (pid: number) => statusField(pid, 'VmRSS');
const peakRssBytes = (pid: number) => statusField(pid, 'VmHWM');

/** Resets the kernel's peak-RSS mark (clear_refs 5); false where that is not allowed. */
function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
