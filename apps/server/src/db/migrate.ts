import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

/** SQL written by `drizzle-kit generate` (apps/server/drizzle); applied in order, each once. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any fixed 64-bit number, the same in every process of this app: several server processes may
// start at once against one Postgres, and only one of them may run the migrations at a time.
const MIGRATION_LOCK_KEY = 4_620_193_187_001n;

/** Applies pending migrations; a no-op when the database is up to date. */
export async function migrateDatabase(database: Database): Promise<void> {
  const { connection } = database;
  if (connection.driver === 'pglite') {
    // One process owns a PGlite data directory, so there is nothing to lock.
    await migratePglite(drizzlePglite({ client: connection.client }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }

  // The advisory lock belongs to a session, so lock and migrate on one dedicated connection.
  const client = await connection.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    // Whoever waited finds the journal already applied and does nothing.
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases the lock, also when a migration failed half-way.
    client.release(true);
  }
}
