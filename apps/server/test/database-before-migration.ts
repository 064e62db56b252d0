import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// A test database migrated up to just before one migration, for tests of hand-written migrations: the
// test writes rows the way the schema was then (in SQL, not with today's schema), then runs the rest.

/** The migrations folder as it was before `tag`, in a temporary copy. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'diya-migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`No migration ${tag} after the first in ${MIGRATIONS_FOLDER}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

async function databaseBeforeMigration(tag: string): Promise<TestDatabase> {
  const test = await createTestDatabase({ migrated: false });
  const migrationsFolder = await migrationsBefore(tag);
  try {
    const { connection } = test.database;
    if (connection.driver === 'pglite') {
      await migratePglite(drizzlePglite({ client: connection.client }), { migrationsFolder });
    } else {
      await migrateNodePg(drizzleNodePg({ client: connection.pool }), { migrationsFolder });
    }
  } finally {
    await rm(migrationsFolder, { recursive: true, force: true });
  }
  return test;
}

/**
 * For the suite it is called in: a database migrated up to just before `tag` (made before the tests,
 * dropped after them). Returns the database's getter, valid once the suite's tests run.
 */
export function suiteDatabaseBeforeMigration(tag: string): () => TestDatabase {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await databaseBeforeMigration(tag);
  });
  afterAll(async () => {
    await test?.drop();
  });
  return () => {
    if (!test) throw new Error('The database before the migration is made in beforeAll');
    return test;
  };
}
