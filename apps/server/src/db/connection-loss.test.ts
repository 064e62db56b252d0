import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

// A Postgres restart ends every connection with 57P01 ("terminating connection due to administrator
// command"), also those a transaction holds between two statements. Before, such a connection's
// 'error' event had no listener and ended the whole process; now the process keeps serving, the
// request in flight gets a 503 that says to retry, and the next request gets a new connection.
// Postgres only: the embedded database has no connections to lose.
const postgres = process.env.TEST_DATABASE_URL;

/** Ends every other session on the app's database, as a restart (or an operator) would. */
async function terminateSessions(databaseUrl: string, notPid?: number): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  admin.on('error', () => {});
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and ($1::int is null or pid <> $1)`,
      [notPid ?? null],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!postgres)('the database connection is lost (Postgres restarts)', () => {
  let t: TestApp;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    t = await createTestApp({
      register: (app) => {
        // A request whose transaction is between two statements when its connection is ended.
        app.get('/test/slow-transaction', async () => {
          await t.database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await new Promise((resolve) => setTimeout(resolve, 300));
            await tx.execute(sql`select 2`);
          });
          return { done: true };
        });
      },
    });
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await t.close();
  });

  it('a transaction whose connection is ended between statements: the process lives, the request gets 503 with Retry-After, the next one works', async () => {
    const inFlight = t.app.inject({ url: '/test/slow-transaction' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await terminateSessions(t.databaseUrl!)).toBeGreaterThan(0);
    const res = await inFlight;
    // Let the ended socket's events run: this is where the unhandled 'error' used to surface.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(uncaught).toEqual([]);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({
      message: 'The shop is briefly unavailable. Please try again in a moment.',
      code: 'DATABASE_UNAVAILABLE',
    });

    // Recovered by itself: the pool dropped the dead connection and opens a new one.
    const again = await t.app.inject({ url: '/test/slow-transaction' });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('idle connections ended between requests are replaced without an error', async () => {
    await t.app.inject({ url: '/readyz' }); // at least one idle pooled connection
    await terminateSessions(t.databaseUrl!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(uncaught).toEqual([]);
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
  });
});

describe.skipIf(!postgres)('the database does not answer at all', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused, as while Postgres restarts.
    t = await createTestApp({ register: () => {} });
    await t.database.close();
  });
  afterAll(() => t.close());

  it('is recognised as the database being unavailable, not as a bug', async () => {
    const refused = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    const error = await refused.connect().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});
