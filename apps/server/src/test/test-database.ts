import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, openPglite, type Database } from '../db/client.ts';
import { migrateDatabase, MIGRATIONS_FOLDER } from '../db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** The connection URL of the throw-away Postgres database; null on PGlite. */
  url: string | null;
  /** Closes the database and, on Postgres, drops it. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; when
 * TEST_DATABASE_URL is set (CI: postgres://postgres@127.0.0.1:5432/test), a throw-away database
 * `t_<random>` created through that server, so test files never see each other's rows.
 * `migrated: false` gives an empty database (migration tests).
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
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
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
