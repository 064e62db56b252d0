import { mkdir } from 'node:fs/promises';
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

/** Postgres when DATABASE_URL is set, else the embedded PGlite (DESIGN §4): same schema, same migrations. */
export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.driver === 'postgres') {
    const nodePg = drizzleNodePg({
      connection: { connectionString: config.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
      schema,
    });
    const pool = nodePg.$client;
    // An idle client losing its connection (database restart) must not crash the process;
    // the pool drops it and the next query reconnects.
    pool.on('error', () => {});
    return wrap(nodePg, { driver: 'postgres', pool }, () => pool.end());
  }

  if (config.dataDir !== 'memory://') await mkdir(config.dataDir, { recursive: true });
  return openPglite(await PGlite.create(config.dataDir));
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
