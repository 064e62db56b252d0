import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no types; only run() and close() are used here
import S3rver from '@20minutes/s3rver';
import pg from 'pg';
import { formAction, TestBrowser } from '../../apps/server/src/stand-ins/identity/dev-sign-in-browser.ts';
import { onCleanup, runCleanups } from '../bench/cleanup';
import { loadWithWrk } from '../load/wrk';
import { freshDatabase } from '../bench/postgres';
import { print } from '../bench/report';
import { build, freePort, repoRoot, startServer, type RunningServer } from '../bench/server';
import { purchase, type JourneyResult } from './journey';
import { restartPostgres } from './postgres-restart';
import { RENDER_ORDERS, rendersWithAWorkerKilled } from './renders';
import { startNginx } from './nginx';
import { startSmtpSink } from './smtp-sink';
import { endpointUrl } from '@shop/contracts/endpoint';
import { ORDER_ENDPOINTS } from '@shop/contracts/orders';

// `npm run scale-test`: the shop as it grows past one process (README "Production topology"): one
// Postgres (a fresh database on the local server, dropped after), S3 (s3rver), nginx from Debian with
// the config of deploy/nginx/diya-tales.conf, three server processes with the same secrets. Drives
// whole purchases through nginx while one process is SIGKILLed, then asserts from the database and the
// mail sink. Then two render workers (`npm run worker`) render paid orders' films while one of them is
// SIGKILLed (./renders.ts), and Postgres restarts under load. Exit code 1 when an assertion fails;
// everything started is stopped on every way out.

const POSTGRES = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PURCHASES = Number(process.env.SCALE_PURCHASES ?? 12);
const ADMIN_EMAIL = 'admin@diyatales.test';
const BENCH_SECONDS = 4;

const failures: string[] = [];
function check(ok: boolean, what: string, detail = ''): void {
  print(`  ${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures.push(detail ? `${what}: ${detail}` : what);
}
const section = (title: string) => print(`\n== ${title}`);
const secret = () => randomBytes(32).toString('base64url');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** s3rver as the shop's S3: the settings every process gets, and the directory s3rver keeps it in. */
async function startS3(): Promise<{ env: Record<string, string>; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'diya-scale-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'diya-tales-scale' }],
  });
  const address = (await server.run()) as AddressInfo;
  onCleanup(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    env: {
      S3_BUCKET: 'diya-tales-scale',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    dir,
  };
}

/** The admin signs in with the local provider through nginx, as a browser would; returns the token. */
async function signIn(site: string): Promise<string> {
  const browser = new TestBrowser();
  const stopAt = `${site}/auth/success`;
  const page = await browser.navigate(`${site}/auth/google`, { stopAt });
  if (page.response.status !== 200) throw new Error(`sign-in page: HTTP ${page.response.status}`);
  const back = await browser.navigate(formAction(page.html, page.response.url), {
    method: 'POST',
    form: { email: ADMIN_EMAIL, name: 'Scale Admin' },
    stopAt,
  });
  const token = back.stoppedAt?.searchParams.get('token');
  if (!token) {
    // Where it ended says why (the shop's error code on /auth/success); it never holds a token here.
    const where = back.stoppedAt ? `${back.stoppedAt.pathname}${back.stoppedAt.search}` : back.response.url;
    throw new Error(
      `sign-in did not come back with a token (HTTP ${back.response.status} at ${where} ${back.html.slice(0, 300)})`,
    );
  }
  return token;
}

async function measure(url: string): Promise<{ rps: number; p99: number; non2xx: number; errors: number }> {
  const result = await loadWithWrk({ url, connections: 50, durationSeconds: BENCH_SECONDS });
  return {
    rps: Math.round(result.requestsPerSecond),
    p99: Math.round(result.p99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** nginx's log: which upstream answered which marked step. */
function loggedSteps(file: string): { upstream: string; status: number; journey: number; step: string }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .filter((f) => f.length >= 5 && f[4] !== '-')
    .map(([upstream, status, , , mark]) => {
      const [journey, step] = mark!.split(':');
      // After a retry nginx logs "a, b": the one that answered is the last.
      return {
        upstream: upstream!.split(',').pop()!.trim(),
        status: Number(status),
        journey: Number(journey),
        step: step!,
      };
    });
}

async function main(): Promise<void> {
  const started = Date.now();
  section('Setting up: Postgres database, s3rver, SMTP sink, 3 server processes, nginx');
  if (!existsSync(path.join(repoRoot, 'apps/web/build/client/index.html'))) {
    print('  apps/web/build is missing: npm run build');
    await build();
  }
  const database = await freshDatabase(POSTGRES, 'diya_scale');
  const { env: s3, dir: s3Dir } = await startS3();
  const smtp = await startSmtpSink();
  const nginxPort = await freePort();
  const site = `http://127.0.0.1:${nginxPort}`;
  const sandboxSecret = secret();
  const shared = {
    DATABASE_URL: database.url,
    SITE_URL: site,
    TRUST_PROXY: '1',
    AUTH_TOKEN_SECRET: secret(),
    ORDER_LINK_SECRET: secret(),
    PAYMENTS_SANDBOX_SECRET: sandboxSecret,
    STORAGE_SIGNING_SECRET: secret(),
    // One local sign-in provider for all processes on this machine (docs/decisions/043).
    DEV_IDP_PORT: String(await freePort()),
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Payments whose webhook met the database restart get their order from the reconciler.
    RECONCILE_INTERVAL_MS: '3000',
    // The films are rendered by the two `npm run worker` processes of ./renders.ts, not beside each
    // web process; at the low-resolution test profile.
    RENDER_WORKERS: '0',
    RENDER_PROFILE: 'test',
    ...s3,
  };
  const envFor = (name: string) => ({ ...shared, SMTP_URL: smtp.urlFor(name) });
  // The first migrates the empty database; the other two start on it together.
  const first = await startServer({ env: envFor('p1') });
  const rest = await Promise.all([startServer({ env: envFor('p2') }), startServer({ env: envFor('p3') })]);
  const servers: (RunningServer & { name: string; port: number })[] = [first, ...rest].map((s, i) => ({
    ...s,
    name: `p${i + 1}`,
    port: Number(new URL(s.origin).port),
  }));
  const nameOf = (upstream: string) =>
    servers.find((s) => upstream === `127.0.0.1:${s.port}`)?.name ?? upstream;
  const nginx = await startNginx(
    servers.map((s) => s.port),
    nginxPort,
  );
  print(
    `  ${servers.map((s) => `${s.name} pid ${s.pid} :${s.port}`).join(', ')}; nginx ${site}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  section(`Throughput through nginx (wrk -t1 -c 50 -d ${BENCH_SECONDS})`);
  const figures: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  // Warm-up (first requests compile and fill caches), not counted.
  for (const route of ['/healthz', '/'])
    await loadWithWrk({ url: `${site}${route}`, connections: 20, durationSeconds: 2 });
  for (const count of [1, 3]) {
    await nginx.setUpstreams(servers.slice(0, count).map((s) => s.port));
    for (const route of ['/healthz', '/']) {
      const figure = await measure(`${site}${route}`);
      figures[`${count} ${route}`] = figure;
      print(
        `  ${count} process${count > 1 ? 'es' : ''}  GET ${route.padEnd(9)} ${String(figure.rps).padStart(6)} req/s  p99 ${figure.p99} ms  non-2xx ${figure.non2xx}  errors ${figure.errors}`,
      );
    }
  }
  await nginx.setUpstreams(servers.map((s) => s.port));

  section('Admin sign-in through nginx (local provider, callback on any process)');
  let adminToken = await signIn(site);
  check(true, 'admin signed in through the balancer');

  section(
    `${PURCHASES} purchases at once; SIGKILL ${servers[0]!.name} (it hosts the local sign-in provider) in the middle`,
  );
  // One purchase alone first: with nothing else going through nginx, round robin puts its steps on
  // the processes in turn (the access log shows where each landed).
  const traced = await purchase(site, 0, sandboxSecret, () => adminToken);
  if (!traced.completed) throw new Error(`the first purchase failed: ${traced.error}`);
  const victim = servers[0]!;
  const survivors = servers.slice(1);
  const results: Promise<JourneyResult>[] = [];
  for (let i = 1; i <= PURCHASES; i++) {
    results.push(purchase(site, i, sandboxSecret, () => adminToken));
    await sleep(150);
  }
  const killAt = Date.now();
  process.kill(victim.pid, 'SIGKILL');
  print(
    `  SIGKILL ${victim.name} (pid ${victim.pid}) ${((killAt - started) / 1000).toFixed(1)} s into the run`,
  );
  // A sign-in after the host of the provider died: a survivor takes the provider over.
  let resignedIn = false;
  let resignError = '';
  const resignStart = Date.now();
  for (let attempt = 0; attempt < 20 && !resignedIn; attempt++) {
    await sleep(1_000);
    try {
      adminToken = await signIn(site);
      resignedIn = true;
      resignError = `${((Date.now() - resignStart) / 1000).toFixed(1)} s after the kill`;
    } catch (error) {
      resignError = (error as Error).message;
    }
  }
  const journeys = await Promise.all(results);
  const journeySeconds = (Date.now() - killAt) / 1000;
  for (const j of journeys.filter((j) => j.error)) print(`  journey ${j.id}: ${j.error}`);
  print(
    `  ${journeys.filter((j) => j.completed).length}/${PURCHASES} completed, ${journeys.reduce((n, j) => n + j.retries, 0)} step(s) retried after the kill`,
  );

  section('Waiting for the outbox to drain');
  // A pool, not one client: the Postgres restart below ends its connections too, and every place
  // that connects must survive that (a lost connection's 'error' event is handled, then replaced).
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  db.on('error', () => {}); // the database is dropped (with force) on the way out, or restarted
  db.on('connect', (client) => client.on('error', () => {}));
  const closeDb = onCleanup(() => db.end());
  const drainStart = Date.now();
  let pending = -1;
  while (Date.now() - drainStart < 120_000) {
    pending = Number((await db.query(`select count(*) from outbox where status = 'pending'`)).rows[0].count);
    if (pending === 0) break;
    await sleep(1_000);
  }
  print(`  pending e-mails: ${pending} after ${((Date.now() - drainStart) / 1000).toFixed(1)} s`);

  section('Assertions');
  check(
    journeys.every((j) => j.completed),
    `every purchase completed (${PURCHASES}), through the kill`,
    journeys
      .filter((j) => !j.completed)
      .map((j) => `#${j.id}`)
      .join(', '),
  );
  check(resignedIn, `admin signs in again after ${victim.name} (the provider's host) died`, resignError);

  const paid = await db.query(
    `select s.reference, count(o.id)::int as orders from sandbox_payments s
       left join orders o on o.payment_reference = s.reference
      where s.status = 'succeeded' group by s.reference`,
  );
  const wrong = paid.rows.filter((r) => r.orders !== 1);
  check(
    paid.rows.length >= PURCHASES + 1 && wrong.length === 0,
    `every paid payment has exactly one order (${paid.rows.length} paid)`,
    wrong.map((r) => `${r.reference}: ${r.orders}`).join(', '),
  );
  const paidCheckouts = await db.query(
    `select c.payment_reference, count(o.id)::int as orders from checkouts c
       left join orders o on o.payment_reference = c.payment_reference
      where c.status = 'paid' group by c.payment_reference having count(o.id) <> 1`,
  );
  check(paidCheckouts.rows.length === 0, 'every paid checkout has exactly one order');
  const orphan = await db.query(
    `select count(*)::int as n from orders o where not exists
       (select 1 from sandbox_payments s where s.reference = o.payment_reference and s.status = 'succeeded')`,
  );
  check(orphan.rows[0].n === 0, 'no order without a paid payment', `${orphan.rows[0].n}`);
  const completedIds = [traced, ...journeys].filter((j) => j.orderId).map((j) => j.orderId!);
  const complete = await db.query(
    `select count(*)::int as n from orders where id = any($1) and status = 'complete'`,
    [completedIds],
  );
  check(
    complete.rows[0].n === PURCHASES + 1,
    `all ${PURCHASES + 1} orders complete in the database`,
    `${complete.rows[0].n}`,
  );
  // E-mail: each queued message went out exactly once; the sink names the process that sent it.
  const outboxRows = (
    await db.query(`select kind, to_address, subject, status, attempts from outbox order by created_at`)
  ).rows as { kind: string; to_address: string; subject: string; status: string; attempts: number }[];
  const key = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;
  const queued = new Map<string, number>();
  for (const row of outboxRows)
    queued.set(key(row.to_address, row.subject), (queued.get(key(row.to_address, row.subject)) ?? 0) + 1);
  const sent = new Map<string, number>();
  for (const m of smtp.messages)
    for (const to of m.to) sent.set(key(to, m.subject), (sent.get(key(to, m.subject)) ?? 0) + 1);
  // The one duplicate no outbox can prevent: the sender was killed after the SMTP server took the
  // message and before it could mark the row sent; a survivor sent it again once the lease ran out.
  // Allowed only in exactly that shape (claimed twice, one copy from the killed process), and shown.
  const diedMidSend = (k: string) =>
    queued.get(k) === 1 &&
    sent.get(k) === 2 &&
    outboxRows.some((r) => key(r.to_address, r.subject) === k && r.attempts >= 2) &&
    smtp.messages.some((m) => m.process === victim.name && m.to.some((to) => key(to, m.subject) === k));
  const mismatched = [...new Set([...queued.keys(), ...sent.keys()])].filter(
    (k) => queued.get(k) !== sent.get(k) && !diedMidSend(k),
  );
  for (const k of [...sent.keys()].filter(diedMidSend)) {
    print(
      `  NOTE  sent twice because ${victim.name} died between the SMTP handover and marking it sent: ${k}`,
    );
  }
  const perJourney = journeys.every(
    (j) => outboxRows.filter((r) => r.to_address.toLowerCase() === j.email.toLowerCase()).length >= 2,
  );
  check(
    outboxRows.length > 0 && outboxRows.every((r) => r.status === 'sent'),
    `every queued e-mail sent (${outboxRows.length}: ${[...new Set(outboxRows.map((r) => r.kind))].join(', ')})`,
    outboxRows
      .filter((r) => r.status !== 'sent')
      .map((r) => `${r.kind} ${r.status}`)
      .join(', '),
  );
  check(perJourney, 'each parent got a confirmation and a delivery e-mail queued');
  check(
    mismatched.length === 0,
    `every e-mail delivered exactly once (${smtp.messages.length} at the SMTP sink)`,
    mismatched
      .slice(0, 5)
      .map((k) => `${k}: queued ${queued.get(k) ?? 0}, delivered ${sent.get(k) ?? 0}`)
      .join('; '),
  );
  const senders = new Map<string, number>();
  for (const m of smtp.messages) senders.set(m.process, (senders.get(m.process) ?? 0) + 1);
  // The outbox job runs in every process; its claim (FOR UPDATE SKIP LOCKED + a lease, counted in
  // `attempts`) keeps two processes off one message. A message claimed twice is one the killed
  // process held when it died: taken again once its lease ran out, it must still go out once, and
  // from a survivor.
  const reclaimed = outboxRows.filter((r) => r.attempts !== 1);
  const badReclaims = reclaimed.filter((r) => {
    const deliveries = smtp.messages.filter(
      (m) => m.subject === r.subject && m.to.includes(r.to_address.toLowerCase()),
    );
    if (diedMidSend(key(r.to_address, r.subject))) return false; // one after the other, shown above
    return deliveries.length !== 1 || deliveries[0]!.process === victim.name;
  });
  check(
    senders.size >= 2,
    'the outbox job ran in several processes',
    [...senders].map(([p, n]) => `${p}: ${n}`).join(', '),
  );
  check(
    badReclaims.length === 0,
    'every message claimed by one process at a time',
    `${reclaimed.length} claimed again after the killed process's lease ran out, each delivered once by a survivor` +
      (badReclaims.length ? `; NOT: ${badReclaims.map((r) => `${r.kind} ×${r.attempts}`).join(', ')}` : ''),
  );
  // Which process answered each step (nginx's access log).
  const steps = loggedSteps(nginx.accessLog);
  const at = (journey: number, step: string) =>
    steps.filter((s) => s.journey === journey && s.step === step && s.status < 500).pop()?.upstream;
  const spreadOver = (journey: number) => {
    const three = [at(journey, 'checkout'), at(journey, 'webhook'), at(journey, 'complete')];
    return three.every(Boolean) && new Set(three).size === 3 ? three.map((u) => nameOf(u!)) : null;
  };
  const tracedSpread = spreadOver(0);
  const spread = journeys.filter((j) => spreadOver(j.id)).length;
  const answering = new Set(steps.filter((s) => s.status < 500).map((s) => nameOf(s.upstream)));
  check(
    answering.size === 3,
    `journey steps answered by every process (${[...answering].sort().join(', ')})`,
  );
  check(
    tracedSpread !== null,
    'the first purchase: checkout, webhook and completion on three different processes',
    tracedSpread
      ? tracedSpread.join(' → ')
      : `${['checkout', 'webhook', 'complete'].map((step) => `${step} ${nameOf(at(0, step) ?? '?')}`).join(', ')}`,
  );
  print(
    `  (in the concurrent batch, ${spread} of ${PURCHASES} purchases also had those three steps on three processes)`,
  );
  // The survivors keep serving.
  let healthy = 0;
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${site}/healthz`);
    await res.arrayBuffer();
    if (res.ok) healthy++;
  }
  check(healthy === 20, 'GET /healthz through nginx after the kill: 20/20 answered', `${healthy}/20`);
  for (const s of survivors) {
    const res = await fetch(`${s.origin}/readyz`).catch(() => null);
    check(res?.ok === true, `${s.name} still ready`);
  }
  const afterKill = steps.filter((s) => s.upstream.includes(`:${victim.port}`) === false);
  check(
    survivors.every((s) => afterKill.some((a) => a.upstream === `127.0.0.1:${s.port}`)),
    'both survivors answered journey steps',
  );

  section(
    `Films: 2 render workers beside the web processes; ${RENDER_ORDERS} orders render at once, one worker SIGKILLed mid-render`,
  );
  await nginx.setUpstreams(survivors.map((s) => s.port));
  const renders = await rendersWithAWorkerKilled({
    site,
    sandboxSecret,
    adminToken: () => adminToken,
    db,
    env: envFor('workers'),
    bucketDir: path.join(s3Dir, s3.S3_BUCKET!),
    check,
    measure,
  });

  const restart = await postgresRestartUnderLoad({
    site,
    databaseUrl: database.url,
    serving: [{ ...(await startServer({ env: envFor('p4') })), name: 'p4' }, ...survivors].map((s) => ({
      ...s,
      port: Number(new URL(s.origin).port),
    })),
    setUpstreams: (ports) => nginx.setUpstreams(ports),
    sandboxSecret,
    adminToken: () => adminToken,
    db,
  });

  check(renders.survivor.alive(), `render worker ${renders.survivor.name} survived the Postgres restart`);

  section('Figures');
  print(
    `  through nginx, GET /healthz: 1 process ${figures['1 /healthz']!.rps} req/s (p99 ${figures['1 /healthz']!.p99} ms), 3 processes ${figures['3 /healthz']!.rps} req/s (p99 ${figures['3 /healthz']!.p99} ms)`,
  );
  print(
    `  through nginx, GET /:        1 process ${figures['1 /']!.rps} req/s (p99 ${figures['1 /']!.p99} ms), 3 processes ${figures['3 /']!.rps} req/s (p99 ${figures['3 /']!.p99} ms)`,
  );
  print(
    `  ${PURCHASES} purchases finished ${journeySeconds.toFixed(1)} s after the kill; whole run ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  print(
    `  films (test profile, the 22 s test storyboard): one alone ${renders.referenceSeconds.toFixed(1)} s; ${RENDER_ORDERS} at once on 2 workers, ${renders.killedRenders} of them on the SIGKILLed one, all rendered ${renders.batchSeconds.toFixed(1)} s after their photos were accepted`,
  );
  print(
    `  worker SIGKILL: leases lapsed ${(renders.leaseLapsedMs / 1000).toFixed(1)} s after it, renders taken over (begun again on the other worker) ${(renders.takenOverMs / 1000).toFixed(1)} s after it`,
  );
  print(
    `  through nginx, GET / on 2 processes: p99 ${renders.p99Without} ms (${renders.rpsWithout} req/s) without renders, ${renders.p99With} ms (${renders.rpsWith} req/s) while ${RENDER_ORDERS} films render`,
  );
  print(
    `  Postgres restart (${restart.how}): down ${(restart.downMs / 1000).toFixed(1)} s; every process ready again ${(restart.recoveredMs / 1000).toFixed(1)} s after it answered; answers during it: ${restart.statuses}`,
  );
  closeDb();
  await db.end();
  await database.drop();
}

const RESTART_PURCHASES = 6;

/**
 * The shared Postgres restarts while purchases and admin reads go through nginx (issue 31, finding
 * 1). Before, an ended connection's unhandled 'error' event could end a process: every process must
 * still be alive and serving afterwards, requests in the outage must get 503 (never 500), each
 * process must be ready again within seconds of the database answering, and every payment taken
 * meanwhile must end with exactly one order (webhook, the client's POST, or the reconciler).
 */
async function postgresRestartUnderLoad(options: {
  site: string;
  databaseUrl: string;
  serving: (RunningServer & { name: string; port: number })[];
  setUpstreams: (ports: number[]) => Promise<void>;
  sandboxSecret: string;
  adminToken: () => string;
  db: pg.Pool;
}): Promise<{ how: string; downMs: number; recoveredMs: number; statuses: string }> {
  const { site, serving } = options;
  section(
    `Postgres restarts under load: ${RESTART_PURCHASES} purchases and admin reads through ${serving.length} processes (${serving.map((s) => s.name).join(', ')})`,
  );
  await options.setUpstreams(serving.map((s) => s.port));

  // Admin reads in a loop (each one a database query), every answer's status counted.
  const statuses = new Map<string, number>();
  let loading = true;
  const adminList = `${site}${endpointUrl(ORDER_ENDPOINTS.listAll)}?limit=5`;
  const readers = Array.from({ length: 6 }, async () => {
    while (loading) {
      let status: string;
      try {
        const res = await fetch(adminList, {
          headers: { authorization: `Bearer ${options.adminToken()}` },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        status = String(res.status);
      } catch (error) {
        status = `error (${(error as Error).message})`;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await sleep(20);
    }
  });

  const journeys: Promise<JourneyResult>[] = [];
  for (let i = 0; i < RESTART_PURCHASES; i++) {
    journeys.push(purchase(site, 100 + i, options.sandboxSecret, options.adminToken));
    await sleep(250);
  }
  const db = options.db;
  const restart = await restartPostgres(options.databaseUrl);
  print(`  ${restart.how}; Postgres answered again after ${(restart.downMs / 1000).toFixed(1)} s`);

  // Every process ready again: /readyz straight to each, not through the balancer.
  const answered = Date.now();
  const readyAfter = await Promise.all(
    serving.map(async (s) => {
      while (Date.now() - answered < 30_000) {
        const res = await fetch(`${s.origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(
          () => null,
        );
        await res?.arrayBuffer();
        if (res?.ok) return Date.now() - answered;
        await sleep(100);
      }
      return Infinity;
    }),
  );
  const recoveredMs = Math.max(...readyAfter);
  await sleep(2_000);
  loading = false;
  await Promise.all(readers);
  const results = await Promise.all(journeys);
  for (const j of results.filter((j) => j.error)) print(`  journey ${j.id}: ${j.error}`);

  const summary = [...statuses]
    .sort()
    .map(([status, count]) => `${status} ×${count}`)
    .join(', ');
  print(`  admin reads answered: ${summary}`);
  check(
    serving.every((s) => {
      try {
        process.kill(s.pid, 0);
        return true;
      } catch {
        return false;
      }
    }),
    'every process survived the Postgres restart',
  );
  for (const s of serving) {
    const res = await fetch(`${s.origin}/healthz`).catch(() => null);
    check(res?.ok === true, `${s.name} serves after the restart`);
  }
  check(
    recoveredMs <= 10_000,
    'every process ready again within 10 s of Postgres answering',
    readyAfter.map((ms, i) => `${serving[i]!.name} ${(ms / 1000).toFixed(1)} s`).join(', '),
  );
  const unexpected = [...statuses.keys()].filter((status) => status !== '200' && status !== '503');
  check(
    unexpected.length === 0,
    'admin reads during the restart answered 200 or 503, never 500 or a dropped connection',
    unexpected.map((status) => `${status} ×${statuses.get(status)}`).join(', '),
  );
  check(
    results.every((j) => j.completed),
    `every purchase made across the restart completed (${RESTART_PURCHASES})`,
    results
      .filter((j) => !j.completed)
      .map((j) => `#${j.id}`)
      .join(', '),
  );

  // Payments whose webhook met the outage: the reconciler (every 3 s here) makes their orders.
  let wrong: { reference: string; orders: number }[];
  const deadline = Date.now() + 60_000;
  do {
    wrong = (
      await db.query(
        `select s.reference, count(o.id)::int as orders from sandbox_payments s
           left join orders o on o.payment_reference = s.reference
          where s.status = 'succeeded' group by s.reference having count(o.id) <> 1`,
      )
    ).rows;
    if (wrong.length === 0) break;
    await sleep(1_000);
  } while (Date.now() < deadline);
  check(
    wrong.length === 0,
    'every paid payment has exactly one order after the restart',
    wrong.map((r) => `${r.reference}: ${r.orders}`).join(', '),
  );
  let pending: number;
  const drainDeadline = Date.now() + 90_000;
  do {
    pending = Number((await db.query(`select count(*) from outbox where status = 'pending'`)).rows[0].count);
    if (pending === 0) break;
    await sleep(1_000);
  } while (Date.now() < drainDeadline);
  check(pending === 0, 'the outbox drained after the restart', `${pending} pending`);
  return { ...restart, recoveredMs, statuses: summary };
}

// Every way out stops everything once; a second way out (Ctrl-C while the run fails) waits for it.
let cleaning: Promise<void> | undefined;
const cleanUp = () => (cleaning ??= runCleanups());

// A crash anywhere (an unhandled 'error' event, a rejected promise nobody awaited) must not leave
// the servers, nginx or the database behind.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    console.error(`\n${event}: ${(error as Error)?.stack ?? String(error)}`);
    void cleanUp().finally(() => process.exit(1));
  });
}

let exiting = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (exiting) return;
    exiting = true;
    console.error(`\n${signal}: stopping everything the scale test started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  failures.push(`the run stopped: ${(error as Error).stack ?? error}`);
  console.error(`\nERROR ${(error as Error).stack ?? error}`);
} finally {
  await cleanUp();
  // Anything the run started while a signal's cleanup was under way.
  await runCleanups();
}
if (exiting) process.exit(130);
if (failures.length) {
  console.error(`\nscale-test FAILED (${failures.length}):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
print('\nscale-test passed');
process.exit(0);
