import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { endpointUrl } from '@shop/contracts/endpoint';
import { HEALTH_ENDPOINTS } from '@shop/contracts/health';
import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { consentFor, DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY } from '@shop/contracts/privacy';
import { UPLOAD_ENDPOINTS } from '@shop/contracts/uploads';
import { loadWithWrk, type LoadResult } from '../load/wrk';
import { onCleanup } from './cleanup';
import type { Metric, Section } from './report';
import { freePort, repoRoot, type RunningServer } from './server';
import { median, round } from './stats';
import { paidOrder, signInToken } from './upload-memory';
import { uploadSessionCookie } from '../scale-test/journey';

// The API section of `npm run bench` (issue 15): a bare Fastify hello-world and our production
// server, started in the same run on the same (shared, busy) machine, loaded the same way
// (wrk, 50 connections); each route's req/s is reported as a RATIO of the bare server's,
// measured in alternating 2-second slices with it, which is what stays comparable between runs
// and machines.
// Absolute req/s and latencies are printed too, for what they are worth on a shared machine.

const BLOG_PAGE = '/blogs/shailaputri-mata-navratri-day-1-kids-guide';
const PARENT_EMAIL = 'bench-parent@example.com';

export interface ApiOptions {
  /** Seconds per route under load. */
  duration: number;
  connections: number;
}

type Load = LoadResult;

/** Saturation: as many requests as `connections` keep in flight (wrk, scripts/load/wrk.ts). */
const load = (url: string, options: ApiOptions & { headers?: Record<string, string> }): Promise<Load> =>
  loadWithWrk({
    url,
    connections: options.connections,
    durationSeconds: options.duration,
    headers: options.headers,
  });

/**
 * A steady rate, the latency a parent sees at that load. wrk has no rate option (wrk2, which has,
 * is not packaged by Debian), so this one run keeps autocannon's `overallRate`: its answers are small.
 */
async function steadyLoad(
  url: string,
  rate: number,
  options: ApiOptions & { headers: Record<string, string> },
) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: options.duration,
    headers: options.headers,
    overallRate: rate,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The size of the answer as it travels (compressed when the headers ask for it). */
async function bodyBytes(url: string, headers: Record<string, string> = {}): Promise<number> {
  // fetch asks for compression by itself; wrk sends only the route's headers.
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  await response.arrayBuffer();
  const length = Number(response.headers.get('content-length'));
  if (!response.ok || !Number.isInteger(length) || length <= 0)
    throw new Error(`${url} answered ${response.status} without a content-length`);
  return length;
}

async function startBareFastify(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-fastify.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const done = onCleanup(stop);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      done();
      await stop();
    },
  };
}

interface Route {
  key: string;
  label: string;
  path: string;
  headers?: Record<string, string>;
  /** Target as a share of bare Fastify's req/s. */
  ratioTarget?: number;
  /** Also measured against bare Fastify sending a body of the same size (the byte ceiling). */
  sameBytes?: boolean;
}

/**
 * A 12-megapixel photo with EXIF (camera, GPS), like one from a parent's phone: 3840×3125, since
 * uploads refuse a side over 3840 px ("Image too large", docs/product-guide.md#photos; so a 4000×3000 original is refused).
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 3840;
  const height = 3125;
  // Smooth colour with grain compresses like a photo (a few MB), not like a flat fill.
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'BenchPhone', Model: 'Bench 12', Copyright: 'a parent' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 4/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '72/1 52/1 0/1',
      },
    })
    .toBuffer();
}

export async function apiSections(server: RunningServer, options: ApiOptions): Promise<Section[]> {
  const bare = await startBareFastify();
  const throughput: Section = {
    id: 'api-throughput',
    title: `API and pages vs bare Fastify (wrk -t1 -c ${options.connections} -d ${options.duration}, same run)`,
    metrics: [],
    notes: [],
  };
  const details: Record<string, unknown> = {};
  try {
    const token = await signInToken(server.origin, PARENT_EMAIL, 'Bench Parent');
    const admin = await signInToken(server.origin, 'admin@diyatales.test', 'Bench Admin');
    // The parent's list has something in it: three paid orders.
    for (let i = 0; i < 3; i++) await paidOrder(server.origin, admin, PARENT_EMAIL);

    const routes: Route[] = [
      { key: 'home', label: 'GET /', path: '/', ratioTarget: 0.25, sameBytes: true },
      {
        key: 'home-br',
        label: 'GET / (br)',
        path: '/',
        headers: { 'accept-encoding': 'br' },
        ratioTarget: 0.25,
        sameBytes: true,
      },
      { key: 'blog-br', label: 'GET blog page (br)', path: BLOG_PAGE, headers: { 'accept-encoding': 'br' } },
      { key: 'healthz', label: 'GET /healthz', path: HEALTH_ENDPOINTS.liveness.path, ratioTarget: 0.5 },
      {
        key: 'public-json',
        label: 'GET payments config (public JSON)',
        path: endpointUrl(PAYMENT_ENDPOINTS.config),
        ratioTarget: 0.5,
      },
      {
        key: 'orders',
        label: 'GET /api/orders (parent)',
        path: endpointUrl(ORDER_ENDPOINTS.listMine),
        headers: { authorization: `Bearer ${token}` },
      },
    ];

    // Bare and ours take turns in short slices, so that a change in the machine's load (it is
    // shared) falls on both alike; the ratio is ours over bare summed over the slices.
    const rounds = Math.max(1, Math.round(options.duration / 2));
    const slice = { ...options, duration: options.duration / rounds };
    const bareRuns: number[] = [];
    for (const route of routes) {
      const ourSlices: Load[] = [];
      const bareSlices: Load[] = [];
      const sameBytesSlices: Load[] = [];
      const sameBytes = route.sameBytes ? await bodyBytes(`${server.origin}${route.path}`, route.headers) : 0;
      for (let round = 0; round < rounds; round++) {
        bareSlices.push(await load(bare.origin, slice));
        ourSlices.push(await load(`${server.origin}${route.path}`, { ...slice, headers: route.headers }));
        if (sameBytes) sameBytesSlices.push(await load(`${bare.origin}/bytes/${sameBytes}`, slice));
      }
      const sum = (loads: Load[]) => loads.reduce((total, l) => total + l.requestsPerSecond, 0);
      const ours: Load = {
        requestsPerSecond: sum(ourSlices) / rounds,
        p50: median(ourSlices.map((l) => l.p50)) ?? 0,
        p99: Math.max(...ourSlices.map((l) => l.p99)),
        errors: ourSlices.reduce((total, l) => total + l.errors, 0),
        non2xx: ourSlices.reduce((total, l) => total + l.non2xx, 0),
      };
      const ratio = sum(ourSlices) / sum(bareSlices);
      bareRuns.push(sum(bareSlices) / rounds);
      details[route.key] = {
        ours: ourSlices,
        bare: bareSlices.map((l) => l.requestsPerSecond),
        ...(sameBytes && { sameBytes, bareSameBytes: sameBytesSlices.map((l) => l.requestsPerSecond) }),
      };
      throughput.metrics.push(
        {
          key: `${route.key}-ratio`,
          label: `${route.label}: share of bare`,
          value: round(ratio * 100, 1),
          unit: '%',
          ...(route.ratioTarget && { target: { op: '>=', value: route.ratioTarget * 100 } }),
        },
        {
          key: `${route.key}-rps`,
          label: `${route.label}: req/s`,
          value: round(ours.requestsPerSecond),
          unit: 'req/s',
        },
        ...(sameBytes
          ? [
              {
                key: `${route.key}-same-bytes-ratio`,
                label: `${route.label}: share of bare sending the same ${round(sameBytes / 1000, 1)} kB`,
                value: round((sum(ourSlices) / sum(sameBytesSlices)) * 100, 1),
                unit: '%' as const,
              },
              {
                key: `${route.key}-same-bytes-ceiling`,
                label: `${route.label}: that ceiling as a share of bare`,
                value: round((sum(sameBytesSlices) / sum(bareSlices)) * 100, 1),
                unit: '%' as const,
              },
            ]
          : []),
        { key: `${route.key}-p50`, label: `${route.label}: p50`, value: ours.p50, unit: 'ms' },
        { key: `${route.key}-p99`, label: `${route.label}: p99 (worst slice)`, value: ours.p99, unit: 'ms' },
        {
          key: `${route.key}-errors`,
          label: `${route.label}: errors + non-2xx`,
          value: ours.errors + ours.non2xx,
          unit: '',
        },
      );
    }
    throughput.metrics.unshift({
      key: 'bare-rps',
      label: 'bare Fastify hello-world: req/s (median)',
      value: round(median(bareRuns) ?? 0),
      unit: 'req/s',
    });

    // The signed-in list at a steady 200 req/s: the latency a parent sees under that load.
    const steady = await steadyLoad(`${server.origin}${endpointUrl(ORDER_ENDPOINTS.listMine)}`, 200, {
      ...options,
      headers: { authorization: `Bearer ${token}` },
    });
    details['orders-200rps'] = steady;
    throughput.metrics.push(
      {
        key: 'orders-200rps-p99',
        label: 'GET /api/orders at 200 req/s: p99',
        value: steady.p99,
        unit: 'ms',
        target: { op: '<=', value: 50 },
      },
      {
        key: 'orders-200rps-errors',
        label: 'GET /api/orders at 200 req/s: errors + non-2xx',
        value: steady.errors + steady.non2xx,
        unit: '',
      },
    );
    throughput.notes!.push(
      `database: ${process.env.TEST_DATABASE_URL ? 'Postgres (TEST_DATABASE_URL)' : 'embedded PGlite'}`,
      'the machine is shared: absolute req/s and latencies move with its load; the share of bare is the figure to compare',
    );
    throughput.details = details;
  } catch (error) {
    throughput.error = error instanceof Error ? error.message : String(error);
  } finally {
    await bare.stop();
  }
  return [throughput, await checkoutSection(server), await photoSection(server)];
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

const latencyMetrics = (key: string, label: string, times: number[], target?: number): Metric[] => {
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? null;
  return [
    { key: `${key}-p50`, label: `${label}: p50`, value: round(median(times) ?? 0, 1), unit: 'ms' },
    {
      key: `${key}-max`,
      label: `${label}: slowest (p99 of ${times.length})`,
      value: p99 === null ? null : round(p99, 1),
      unit: 'ms',
      ...(target && { target: { op: '<=', value: target } }),
    },
  ];
};

/** Checkout start on the sandbox (its route allows 30 a minute per client: 20 one after another). */
async function checkoutSection(server: RunningServer): Promise<Section> {
  const section: Section = {
    id: 'api-checkout',
    title: 'Checkout start (sandbox), one at a time',
    metrics: [],
  };
  try {
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'kid.png');
    const photo = await fetch(`${server.origin}${endpointUrl(UPLOAD_ENDPOINTS.photo)}`, {
      method: 'POST',
      body: form,
    });
    if (!photo.ok) throw new Error(`photo upload answered ${photo.status}`);
    const session = uploadSessionCookie(photo);
    const { public_id } = (await photo.json()) as { public_id: string };
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < 20; i++) {
      const [response, ms] = await timed(() =>
        fetch(`${server.origin}${endpointUrl(PAYMENT_ENDPOINTS.startCardPayment)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: session },
          body: JSON.stringify({
            kidName: 'Bench',
            storyId: 3,
            language: 'english',
            email: PARENT_EMAIL,
            country: 'US',
            kidPhotoIds: [public_id],
            consent: consentFor(DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY),
          }),
        }),
      );
      await response.arrayBuffer();
      if (!response.ok) errors++;
      times.push(ms);
    }
    section.metrics.push(...latencyMetrics('checkout', 'start', times), {
      key: 'checkout-errors',
      label: 'errors',
      value: errors,
      unit: '',
    });
  } catch (error) {
    section.error = error instanceof Error ? error.message : String(error);
  }
  return section;
}

/** A 12 MP phone photo with EXIF through the upload: checked, stripped (re-encoded), stored. */
async function photoSection(server: RunningServer): Promise<Section> {
  const section: Section = {
    id: 'api-photo',
    title: 'Photo pipeline: 12 MP JPEG with EXIF, time until checked, stripped and stored',
    metrics: [],
  };
  try {
    const photo = await phonePhoto();
    const times: number[] = [];
    let errors = 0;
    let firstError = '';
    for (let i = 0; i < 5; i++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
      const [response, ms] = await timed(async () => {
        const r = await fetch(`${server.origin}${endpointUrl(UPLOAD_ENDPOINTS.photo)}`, {
          method: 'POST',
          body: form,
        });
        return { ok: r.ok, status: r.status, text: await r.text() };
      });
      if (!response.ok) {
        errors++;
        firstError ||= `${response.status} ${response.text.slice(0, 200)}`;
      }
      times.push(ms);
    }
    section.metrics.push(...latencyMetrics('photo', 'upload', times, 400), {
      key: 'photo-errors',
      label: 'errors',
      value: errors,
      unit: '',
    });
    section.notes = [
      `${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, 3840×3125 (12.0 MP), EXIF with GPS; 5 uploads`,
    ];
    if (firstError) section.notes.push(`first error: ${firstError}`);
  } catch (error) {
    section.error = error instanceof Error ? error.message : String(error);
  }
  return section;
}
