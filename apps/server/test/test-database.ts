import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, openPglite, type Database } from '../src/db/client.ts';
import { migrateDatabase, MIGRATIONS_FOLDER } from '../src/db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** The connection URL of the throw-away Postgres database; null on PGlite. */
  url: string | null;
  /** Done with it: a migrated one waits, emptied, for the file's next test; an empty one is closed and dropped. */
  drop(): Promise<void>;
}

/**
 * An empty, migrated database for a test or a group of tests. Migrating a new one takes seconds, so
 * each test file (vitest gives each its own module state) keeps one: a database given back with
 * drop() is handed to the file's next caller with every table truncated, and closed after the file
 * (closeTestDatabases, a setup file's afterAll). A second database at once, one a test closed, or
 * one a test added functions, triggers or sequences to, is made anew. In-memory PGlite by default;
 * when TEST_DATABASE_URL is set (CI: postgres://postgres@127.0.0.1:5432/test), a throw-away database
 * `t_<random>` created through that server, so test files never see each other's rows.
 * `migrated: false` gives a new, empty database (migration tests).
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (!migrated) return newTestDatabase({ migrated });
  const kept = idle;
  idle = null;
  if (kept && (await emptied(kept))) return reusable(kept);
  await kept?.test.drop().catch(() => {});
  const test = await newTestDatabase({ migrated });
  return reusable({ test, schema: await schemaObjects(test.database) });
}

/** Closes and drops the database the file kept; the server setup file runs it after each file. */
export async function closeTestDatabases(): Promise<void> {
  const kept = idle;
  idle = null;
  await kept?.test.drop();
}

interface KeptDatabase {
  test: TestDatabase;
  /** Its functions, triggers and sequences as migrated (schemaObjects). */
  schema: string;
}

/** The migrated database this test file keeps between its tests, while no test holds it. */
let idle: KeptDatabase | null = null;

function reusable(kept: KeptDatabase): TestDatabase {
  return {
    ...kept.test,
    async drop() {
      if (idle)
        await kept.test.drop(); // one is kept already
      else idle = kept;
    },
  };
}

/** Empties a kept database for its next test; false when it cannot serve again as it is. */
async function emptied(kept: KeptDatabase): Promise<boolean> {
  try {
    // A test added a function, trigger or sequence: TRUNCATE would leave it there.
    if ((await schemaObjects(kept.test.database)) !== kept.schema) return false;
    await emptyAllTables(kept.test.database);
    return true;
  } catch {
    return false; // a test closed it (e.g. a database outage)
  }
}

/** The names of the functions, triggers and sequences in the schema: what TRUNCATE leaves behind. */
async function schemaObjects(database: Database): Promise<string> {
  const { rows } = await database.db.execute<{ name: string }>(sql`
    select 'function ' || proname as name from pg_proc where pronamespace = 'public'::regnamespace
    union all
    select 'trigger ' || tgname from pg_trigger where not tgisinternal
    union all
    select 'sequence ' || relname from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace
    order by name`);
  return rows.map((row) => row.name).join('\n');
}

/**
 * Every table of the schema, emptied as if new. The invoices table refuses TRUNCATE by trigger
 * (docs/decisions/024); replica mode skips triggers, for this transaction only (needs a superuser,
 * as the test databases are).
 */
async function emptyAllTables(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    if (rows.length === 0) return;
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`));
  });
}

async function newTestDatabase({ migrated }: { migrated: boolean }): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = migrated
      ? await PGlite.create('memory://', { loadDataDir: await migratedPgliteSnapshot() })
      : await PGlite.create('memory://');
    const database = openPglite(client);
    // A no-op on the snapshot; kept so tests take the same path as production.
    if (migrated) await migrateDatabase(database);
    return { database, url: null, drop: () => database.close() };
  }

  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ driver: 'postgres', url: url.toString() });
  try {
    if (migrated) await migrateDatabase(database);
  } catch (error) {
    await dropDatabase(serverUrl, name, database);
    throw error;
  }
  return { database, url: url.toString(), drop: () => dropDatabase(serverUrl, name, database) };
}

/**
 * Creating a PGlite database runs initdb (3-5 s of WASM); loading a snapshot takes about 1 s. The
 * first test file to need one makes a migrated snapshot in the temp directory, keyed by the
 * migrations and the PGlite version, and every later file starts from it.
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = path.join(tmpdir(), `diya-tales-pglite-${await migrationsFingerprint()}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);

  const client = await PGlite.create('memory://');
  await migrateDatabase(openPglite(client));
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  // Parallel test workers may race here: each writes its own file, and rename is atomic.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, file);
  return snapshot;
}

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The installed PGlite's package.json (not exported, so found beside its entry point).
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const name of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const content = await readFile(path.join(MIGRATIONS_FOLDER, name)).catch(() => null); // null: a directory
    if (content) hash.update(name).update(content);
  }
  return hash.digest('hex').slice(0, 16);
}

async function dropDatabase(serverUrl: string, name: string, database: Database) {
  await database.close();
  // FORCE: a test that leaked a connection must not leave the database behind.
  await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a lost connection fails the statement, never the test run
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
