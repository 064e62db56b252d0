import { execFile } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '../config.ts';
import * as schema from './schema.ts';

/** What a raw `db.execute(sql…)` returns on either driver (Drizzle's neutral type says `unknown`). */
export interface DbQueryResult<Row> {
  rows: Row[];
}
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<this['row']>;
}

/** The one Drizzle type repositories use, whichever driver is underneath. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

/** The underlying client, for the migrator (each driver has its own) and nothing else. */
export type DatabaseConnection = { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; pool: PgPool };

// pg's Pool as drizzle types it (drizzle-orm pins its own @types/pg, which differs from ours).
type PgPool = ReturnType<typeof drizzleNodePg<typeof schema>>['$client'];

export interface Database {
  readonly db: Db;
  readonly connection: DatabaseConnection;
  /** Resolves when the database answers a trivial query; rejects otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Connections fail fast so a missing database shows up at start and in /readyz, not as a hang.
const CONNECT_TIMEOUT_MS = 5_000;

/** Postgres when DATABASE_URL is set, else the embedded PGlite (docs/architecture.md#real-parts-and-stand-ins): same schema, same migrations. */
export async function createDatabase(
  config: DatabaseConfig,
  { onConnectionLost = () => {} }: { onConnectionLost?: (error: Error) => void } = {},
): Promise<Database> {
  if (config.driver === 'postgres') {
    const nodePg = drizzleNodePg({
      connection: { connectionString: config.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
      schema,
    });
    const pool = nodePg.$client;
    keepConnectionLossInside(pool, onConnectionLost);
    return wrap(nodePg, { driver: 'postgres', pool }, () => pool.end());
  }

  if (config.dataDir !== 'memory://') {
    await mkdir(config.dataDir, { recursive: true });
    if (!existsSync(path.join(config.dataDir, 'PG_VERSION'))) await initdbInChildProcess(config.dataDir);
  }
  return openPglite(await PGlite.create(config.dataDir, { startParams: PGLITE_START_PARAMS }));
}

/**
 * A database restart ends every connection (57P01), and a connection's end is an 'error' event on
 * its client. The pool listens on the clients it holds idle, but not on one checked out by a
 * transaction waiting between two statements: that event had no listener and ended the whole
 * process (docs/decisions/067). Every client gets a listener for its whole life; the statement in
 * flight still fails (the request answers 503), pg marks the client unusable and the pool discards
 * it on release, so the next query opens a new connection once the database is back.
 */
export function keepConnectionLossInside(pool: PgPool, onConnectionLost: (error: Error) => void): void {
  const checkedOut = new WeakSet<object>();
  pool.on('acquire', (client) => checkedOut.add(client));
  // 'release' is a pool event the @types/pg that drizzle pins does not list.
  (pool as unknown as EventEmitter).on('release', (_error: unknown, client: object) =>
    checkedOut.delete(client),
  );
  pool.on('connect', (client) => {
    // An idle client's loss is also reported by the pool (below): told once either way.
    client.on('error', (error) => {
      if (checkedOut.has(client)) onConnectionLost(error);
    });
  });
  pool.on('error', (error) => onConnectionLost(error));
}

/**
 * The embedded Postgres runs inside one WebAssembly memory, which only grows and is resident once
 * touched. Postgres' stock shared_buffers (128 MB, written by initdb) made that memory grow past
 * its 128 MB minimum at the first queries (the idle process at ~500-600 MB RSS). 16 MB is 2,048
 * pages, several times the shop's working set; the files are still cached by the OS page cache
 * underneath. Durability settings are PGlite's own defaults, untouched (docs/decisions/044).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A new data directory is made by PGlite's initdb, which runs a second whole Postgres instance in
 * the same process: the process peaks near 1 GB and glibc keeps ~100 MB of it for good. Done in a
 * short-lived child process instead (the same PGlite, the same files), that memory goes back to the
 * OS when the child exits; this process then opens the ready directory (docs/decisions/044).
 */
async function initdbInChildProcess(dataDir: string): Promise<void> {
  const script =
    "import { PGlite } from '@electric-sql/pglite';" +
    'const pg = await PGlite.create(process.argv[1]); await pg.close();';
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script, dataDir], {
    // Bare imports in --eval resolve from the working directory: this package's.
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    env: process.env,
  });
}

/** A Database over an already created PGlite (tests start theirs from a migrated snapshot). */
export function openPglite(client: PGlite): Database {
  const db: Db = drizzlePglite({ client, schema });
  return wrap(db, { driver: 'pglite', client }, () => client.close());
}

function wrap(db: Db, connection: DatabaseConnection, end: () => Promise<void>): Database {
  let closed: Promise<void> | undefined;
  return {
    db,
    connection,
    async ping() {
      if (closed) throw new Error('Database is closed');
      await db.execute(sql`select 1`);
    },
    // Idempotent: shutdown and test teardown may both close.
    close: () => (closed ??= end()),
  };
}
