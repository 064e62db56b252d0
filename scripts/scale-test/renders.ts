import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import { endpointUrl } from '@shop/contracts/endpoint';
import { ORDER_DETAIL_ENDPOINTS } from '@shop/contracts/order-detail';
import { derivedObjectKey } from '../../apps/server/src/modules/studio/render-cache.ts';
import { superviseIntervalFor } from '../../apps/server/src/modules/studio/render-queue.repository.ts';
import { onCleanup } from '../bench/cleanup';
import { print } from '../bench/report';
import { repoRoot, withoutOutsideSystems } from '../bench/server';
import { purchase } from './journey';

// The scale test's renders (issue 34 point 6, issue 31 finding 7): two `npm run worker` processes
// beside the web processes take the films of paid orders from the queue on the shared Postgres. One
// order renders alone first (it fills the shared-shot cache, and its film is the reference); then six
// render at once, three on each worker, and one worker is SIGKILLed with its render children in the
// middle (a machine gone). Its renders' leases lapse and the other worker renders them again. Every
// order must end with exactly one rendered render and one set of files under the keys derived from
// its inputs, byte for byte the reference's (all seven have the same inputs: the same story, name,
// photo and language), while the pages keep answering.

export const RENDER_ORDERS = 6;
const CONCURRENCY = 3;
const HEARTBEAT_SECONDS = 10;

type Check = (ok: boolean, what: string, detail?: string) => void;
type Measure = (url: string) => Promise<{ rps: number; p99: number; non2xx: number; errors: number }>;

/** A JSON log line of a worker (pino): the fields the scale test reads. */
interface LogLine {
  msg?: string;
  renderId?: string;
  attempt?: number;
  code?: string;
  final?: boolean;
  reason?: string;
  exitCode?: number | null;
  signal?: string | null;
  stderrTail?: string;
  at: number;
}

export interface RenderWorkerProcess {
  name: string;
  pid: number;
  lines: LogLine[];
  alive(): boolean;
  /** SIGKILL to the worker and everything it started (its process group): a machine gone. */
  killAll(): void;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `npm run worker`'s entry as its own process group, its JSON log lines kept. */
async function startRenderWorker(name: string, env: Record<string, string>): Promise<RenderWorkerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diya-scale-worker-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/render-worker.ts'], {
    cwd: repoRoot,
    env: { ...withoutOutsideSystems(), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: the render children it forks (and their ffmpeg) are in it too.
    detached: true,
  });
  const lines: LogLine[] = [];
  let output = '';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop()!;
    for (const line of complete) {
      try {
        lines.push({ ...(JSON.parse(line) as LogLine), at: Date.now() });
      } catch {
        // not a log line
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const killAll = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
  };
  const stop = async () => {
    done();
    if (alive()) {
      child.kill('SIGTERM');
      const timer = setTimeout(killAll, 10_000);
      await exited;
      clearTimeout(timer);
    }
    killAll(); // render children left behind by a worker that did not stop them
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  const done = onCleanup(stop);
  const deadline = Date.now() + 120_000;
  while (!lines.some((l) => l.msg === 'render worker started')) {
    if (!alive() || Date.now() > deadline) {
      await stop();
      throw new Error(`render worker ${name} did not start:\n${output}`);
    }
    await sleep(250);
  }
  return { name, pid: child.pid!, lines, alive, killAll, stop };
}

interface RenderRow {
  id: string;
  order_id: string;
  state: string;
  attempts: number;
  progress: number;
  inputs_hash: string | null;
  master_key: string | null;
  whatsapp_key: string | null;
  poster_key: string | null;
  captions_key: string | null;
  name_audio_key: string | null;
  stills: { label: string; key: string }[];
  error_code: string | null;
}

const rowsOf = async (db: pg.Pool, orderIds: string[]) =>
  (await db.query(`select * from film_renders where order_id = any($1) order by queued_at`, [orderIds]))
    .rows as RenderRow[];

/** The render's files by name (master, poster, …, still-0): what publish() stored, and where. */
const filesOf = (row: RenderRow): [string, string][] =>
  (
    [
      ['master', row.master_key],
      ['whatsapp', row.whatsapp_key],
      ['poster', row.poster_key],
      ['captions', row.captions_key],
      ['name', row.name_audio_key],
      ...row.stills.map((still, index) => [`still-${index}`, still.key]),
    ] as [string, string | null][]
  ).filter((entry): entry is [string, string] => entry[1] !== null);

/** Each file's type as publish() keys it (render-worker.service.ts). */
const TYPES: Record<string, 'video/mp4' | 'image/jpeg' | 'text/vtt' | 'audio/wav'> = {
  master: 'video/mp4',
  whatsapp: 'video/mp4',
  poster: 'image/jpeg',
  captions: 'text/vtt',
  name: 'audio/wav',
};

export interface RenderFigures {
  survivor: RenderWorkerProcess;
  referenceSeconds: number;
  batchSeconds: number;
  p99Without: number;
  p99With: number;
  rpsWithout: number;
  rpsWith: number;
  killedRenders: number;
  leaseLapsedMs: number;
  takenOverMs: number;
}

export async function rendersWithAWorkerKilled(options: {
  site: string;
  sandboxSecret: string;
  adminToken: () => string;
  db: pg.Pool;
  /** The environment every process of the run shares (database, storage, secrets). */
  env: Record<string, string>;
  /** s3rver's directory of the bucket: what the store holds (its list API refuses the SDK's signature). */
  bucketDir: string;
  check: Check;
  measure: Measure;
}): Promise<RenderFigures> {
  const { site, db, check } = options;
  const workerEnv = {
    ...options.env,
    RENDER_PROFILE: 'test',
    RENDER_TEST_STORYBOARD: 'true',
    RENDER_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
    RENDER_CONCURRENCY: String(CONCURRENCY),
  };
  const workers = await Promise.all([startRenderWorker('w1', workerEnv), startRenderWorker('w2', workerEnv)]);
  print(
    `  ${workers.map((w) => `${w.name} pid ${w.pid}`).join(', ')}: ${CONCURRENCY} renders at once each, heartbeat ${HEARTBEAT_SECONDS} s, lapsed leases looked for every ${superviseIntervalFor(HEARTBEAT_SECONDS)} s`,
  );
  // A 4:3 photo with a face-sized shape to crop the portrait from.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6b8fb5' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="600"><circle cx="400" cy="260" r="150" fill="#d9a066"/><circle cx="350" cy="230" r="18" fill="#333"/><circle cx="450" cy="230" r="18" fill="#333"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const admin = () => ({
    authorization: `Bearer ${options.adminToken()}`,
    'content-type': 'application/json',
  });
  const paidOrders = async (from: number, count: number) => {
    const made = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        purchase(site, from + i, options.sandboxSecret, options.adminToken, { photo, paidOnly: true }),
      ),
    );
    const failed = made.filter((j) => !j.orderId);
    if (failed.length)
      throw new Error(`paid orders for the renders: ${failed.map((j) => j.error).join('; ')}`);
    return made.map((j) => j.orderId!);
  };
  /** The studio accepts the photos: the order moves to in_production and its render is queued. */
  const acceptPhotos = async (orderId: string) => {
    const res = await fetch(`${site}${endpointUrl(ORDER_DETAIL_ENDPOINTS.moveStage, { id: orderId })}`, {
      method: 'POST',
      headers: admin(),
      body: JSON.stringify({ stage: 'in_production' }),
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`accepting the photos: HTTP ${res.status} ${body.slice(0, 300)}`);
  };
  const settled = async (orderIds: string[], timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await rowsOf(db, orderIds);
      const open = rows.filter((r) => r.state === 'queued' || r.state === 'rendering');
      if (open.length === 0 && rows.length >= orderIds.length) return rows;
      if (Date.now() > deadline) return rows;
      await sleep(500);
    }
  };

  // ── One order alone: the reference film, and the shared shots in the cache for the batch.
  const [reference] = await paidOrders(200, 1);
  const referenceStart = Date.now();
  await acceptPhotos(reference!);
  const [referenceRow] = await settled([reference!], 300_000);
  const referenceSeconds = (Date.now() - referenceStart) / 1000;
  print(`  the reference order rendered alone in ${referenceSeconds.toFixed(1)} s (${referenceRow?.state})`);
  if (referenceRow?.state !== 'rendered')
    throw new Error(`the reference render ended ${referenceRow?.state}: ${referenceRow?.error_code}`);

  const without = await options.measure(`${site}/`);
  print(`  GET / through nginx, no render running: p99 ${without.p99} ms, ${without.rps} req/s`);

  // ── Six at once; one worker SIGKILLed in the middle.
  const batch = await paidOrders(210, RENDER_ORDERS);
  const batchStart = Date.now();
  await Promise.all(batch.map(acceptPhotos));
  const renderIds = new Map((await rowsOf(db, batch)).map((r) => [r.id, r.order_id]));
  const startedOn = (w: RenderWorkerProcess) =>
    new Set(
      w.lines
        .filter((l) => l.msg === 'film render started' && renderIds.has(l.renderId!))
        .map((l) => l.renderId!),
    );
  // All six taken (three on each worker, as their free slots fetch them), then the load under them.
  const takenBy = Date.now() + 60_000;
  while (workers.reduce((n, w) => n + startedOn(w).size, 0) < RENDER_ORDERS && Date.now() < takenBy)
    await sleep(250);
  print(
    `  ${RENDER_ORDERS} renders queued: ${workers.map((w) => `${w.name} took ${startedOn(w).size}`).join(', ')}`,
  );
  const during = await options.measure(`${site}/`);
  print(
    `  GET / through nginx while ${RENDER_ORDERS} films render: p99 ${during.p99} ms, ${during.rps} req/s (non-2xx ${during.non2xx}, errors ${during.errors})`,
  );

  // The worker holding the most renders, killed while they are under way (not before they began
  // drawing, not after they finished).
  const victim = [...workers].sort((a, b) => startedOn(b).size - startedOn(a).size)[0]!;
  const survivor = workers.find((w) => w !== victim)!;
  const victims = [...startedOn(victim)];
  const survivorsOwn = startedOn(survivor).size;
  const midRender = Date.now() + 60_000;
  let inFlight: RenderRow[] = [];
  while (Date.now() < midRender) {
    inFlight = (await rowsOf(db, batch)).filter((r) => victims.includes(r.id) && r.state === 'rendering');
    if (inFlight.some((r) => r.progress >= 0.1)) break;
    await sleep(200);
  }
  const killAt = Date.now();
  victim.killAll();
  print(
    `  SIGKILL ${victim.name} (pid ${victim.pid}, its process group: the worker and its render children) ${seconds(killAt - batchStart)} after the photos were accepted; ${inFlight.length} of its renders in flight (progress ${inFlight.map((r) => r.progress.toFixed(2)).join(', ')})`,
  );
  check(inFlight.length > 0, `${victim.name} was killed in the middle of its renders`);

  // Its renders: the lease lapses (pg-boss retries the job), then the other worker begins them again.
  const lapsed = new Map<string, number>();
  const taken = new Map<string, number>();
  const attemptsAtKill = new Map(inFlight.map((r) => [r.id, r.attempts]));
  const takeoverDeadline = Date.now() + 240_000;
  while (taken.size < inFlight.length && Date.now() < takeoverDeadline) {
    for (const row of inFlight) {
      if (!lapsed.has(row.id)) {
        const job = await db.query(
          `select state, retry_count from pgboss.job where name = 'film-render' and data->>'renderId' = $1`,
          [row.id],
        );
        const j = job.rows[0] as { state: string; retry_count: number } | undefined;
        if (j && (j.retry_count > 0 || j.state !== 'active')) lapsed.set(row.id, Date.now() - killAt);
      }
      if (!taken.has(row.id)) {
        const now = (await rowsOf(db, [row.order_id])).find((r) => r.id === row.id);
        if (now && now.attempts > attemptsAtKill.get(row.id)!) taken.set(row.id, Date.now() - killAt);
      }
    }
    await sleep(250);
  }
  const leaseLapsedMs = Math.max(...lapsed.values(), 0);
  const takenOverMs = Math.max(...taken.values(), 0);
  print(
    `  leases lapsed ${[...lapsed.values()].map(seconds).join(', ')} after the SIGKILL; begun again on ${survivor.name} ${[...taken.values()].map(seconds).join(', ')} after it (its own ${survivorsOwn} renders held its ${CONCURRENCY} slots until they finished)`,
  );
  check(
    taken.size === inFlight.length,
    `every render in flight on ${victim.name} was taken over by ${survivor.name}`,
    `${taken.size}/${inFlight.length}`,
  );

  const rows = await settled([reference!, ...batch], 300_000);
  const batchSeconds = (Date.now() - batchStart) / 1000;
  print(`  all ${RENDER_ORDERS} settled ${batchSeconds.toFixed(1)} s after their photos were accepted`);

  // ── Nothing lost, nothing doubled.
  const orders = [reference!, ...batch];
  const perOrder = orders.map((orderId) => ({
    orderId,
    rendered: rows.filter((r) => r.order_id === orderId && r.state === 'rendered'),
    other: rows.filter((r) => r.order_id === orderId && r.state !== 'rendered'),
  }));
  const wrong = perOrder.filter((o) => o.rendered.length !== 1 || o.other.length > 0);
  check(
    wrong.length === 0,
    `every order (${orders.length}) has exactly one render, rendered`,
    wrong
      .map(
        (o) =>
          `${o.orderId.slice(0, 8)}: ${o.rendered.length} rendered, ${o.other.map((r) => `${r.state} ${r.error_code ?? ''}`).join(' ')}`,
      )
      .join('; '),
  );
  const stages = await db.query(
    `select stage, count(*)::int as n from orders where id = any($1) group by stage`,
    [orders],
  );
  check(
    stages.rows.length === 1 && stages.rows[0].stage === 'quality_check',
    'every rendered order moved to quality_check',
    stages.rows.map((r) => `${r.stage} ×${r.n}`).join(', '),
  );
  const retried = rows.filter((r) => taken.has(r.id));
  check(
    retried.length > 0 && retried.every((r) => r.state === 'rendered'),
    `the ${retried.length} renders taken over were rendered by ${survivor.name}`,
    retried.map((r) => `${r.state} after ${r.attempts} tries`).join(', '),
  );

  // One set of files per order, under the keys derived from the order and the inputs, and nothing
  // else under films/: a try that died left no file of its own, and none was published twice.
  // s3rver keeps each object as `<key>._S3rver_object` under the bucket's directory.
  const OBJECT = '._S3rver_object';
  const objectFile = (key: string) => path.join(options.bucketDir, `${key}${OBJECT}`);
  const filmsDir = path.join(options.bucketDir, 'films');
  const stored = new Set(
    (existsSync(filmsDir) ? readdirSync(filmsDir) : [])
      .filter((name) => name.endsWith(OBJECT))
      .map((name) => `films/${name.slice(0, -OBJECT.length)}`),
  );
  const rendered = perOrder.flatMap((o) => o.rendered);
  const recorded = new Set(rendered.flatMap((r) => filesOf(r).map(([, key]) => key)));
  const misKeyed = rendered.flatMap((r) =>
    filesOf(r)
      .filter(
        ([name, key]) =>
          key !==
          derivedObjectKey('films', `${r.order_id}:${r.inputs_hash}:${name}`, TYPES[name] ?? 'image/jpeg'),
      )
      .map(([name]) => `${r.order_id.slice(0, 8)} ${name}`),
  );
  check(
    misKeyed.length === 0,
    'every file under the key derived from its order and inputs',
    misKeyed.join(', '),
  );
  const extra = [...stored].filter((key) => !recorded.has(key));
  const missing = [...recorded].filter((key) => !stored.has(key));
  check(
    extra.length === 0 && missing.length === 0,
    `films/ holds exactly the rendered renders' files (${stored.size} objects, ${rendered.length} orders)`,
    `${extra.length} not recorded on a render, ${missing.length} recorded but not stored`,
  );

  // Byte for byte: the same inputs make the same film, whichever worker made it and however often
  // it was begun; every order's files are the reference's.
  const sha = async (key: string) =>
    createHash('sha256')
      .update(readFileSync(objectFile(key)))
      .digest('hex');
  const hashes = new Set(rendered.map((r) => r.inputs_hash));
  const referenceFiles = new Map(
    await Promise.all(filesOf(rendered[0]!).map(async ([name, key]) => [name, await sha(key)] as const)),
  );
  const differing: string[] = [];
  for (const row of rendered.slice(1)) {
    const files = filesOf(row);
    if (files.length !== referenceFiles.size)
      differing.push(`${row.order_id.slice(0, 8)}: ${files.length} files`);
    for (const [name, key] of files)
      if ((await sha(key)) !== referenceFiles.get(name))
        differing.push(`${row.order_id.slice(0, 8)} ${name}`);
  }
  check(
    hashes.size === 1 && differing.length === 0,
    `every order's film is byte for byte the reference's (same inputs: ${[...hashes].join(', ')}; master ${referenceFiles.get('master')?.slice(0, 12)}, ${referenceFiles.size} files each)`,
    differing.join(', '),
  );

  check(!victim.alive() && survivor.alive(), `${victim.name} is gone, ${survivor.name} still working`);
  check(
    during.non2xx === 0 && during.errors === 0,
    'pages answered while the films rendered',
    `non-2xx ${during.non2xx}, errors ${during.errors}`,
  );
  // A try that failed and was retried loses nothing, but says why (the log carries the child's end).
  for (const w of workers)
    for (const line of w.lines.filter((l) => l.msg === 'film render try failed'))
      print(
        `  NOTE  ${w.name}: try ${line.attempt} failed (${line.code}${line.final ? ', final' : ''}): ${line.reason ?? ''}${line.exitCode !== undefined ? ` exit ${line.exitCode ?? line.signal}` : ''}${line.stderrTail ? ` | stderr: ${line.stderrTail.replace(/\s+/g, ' ').slice(-300)}` : ''}`,
      );

  return {
    survivor,
    referenceSeconds,
    batchSeconds,
    p99Without: without.p99,
    p99With: during.p99,
    rpsWithout: without.rps,
    rpsWith: during.rps,
    killedRenders: inFlight.length,
    leaseLapsedMs,
    takenOverMs,
  };
}
