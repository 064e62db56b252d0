import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';
import { migrateDatabase, MIGRATIONS_FOLDER } from './migrate.ts';
import { ORDER_NUMBER_PATTERN } from '@shop/contracts/order-number';

// Migration 0011 (docs/decisions/035) gives every order paid before order numbers existed its
// number, before 0012 makes the column required. Its statements are written by hand, so this runs
// it on a database holding such orders.

const MIGRATION = '0011_order_number_backfill';

/** The migrations folder as it was before MIGRATION, in a temporary copy. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'diya-migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateWith(database: Database, migrationsFolder: string): Promise<void> {
  const { connection } = database;
  if (connection.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: connection.client }), { migrationsFolder });
  } else {
    await migrateNodePg(drizzleNodePg({ client: connection.pool }), { migrationsFolder });
  }
}

describe(`migration ${MIGRATION}`, () => {
  let test: TestDatabase;
  let oldMigrations: string;

  beforeAll(async () => {
    test = await createTestDatabase({ migrated: false });
    oldMigrations = await migrationsBefore(MIGRATION);
  });
  afterAll(async () => {
    await test?.drop();
    if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true });
  });

  it('numbers every older order, each differently, and the column becomes required', async () => {
    await migrateWith(test.database, oldMigrations);
    const { db } = test.database;
    // The orders table as it was then: no numbers yet.
    await db.execute(sql`
      insert into orders (item_number, character_name, language, email, country, amount_minor, currency,
                          provider, payment_reference, due_at)
      select 3, 'Aarav', 'english', 'parent@example.com', 'IN', 129900, 'INR', 'sandbox', 'pay_old_' || n, now()
      from generate_series(1, 50) as n`);

    await migrateDatabase(test.database);

    const { rows } = await db.execute<{ order_number: string }>(sql`select order_number from orders`);
    expect(rows).toHaveLength(50);
    for (const row of rows) expect(row.order_number).toMatch(ORDER_NUMBER_PATTERN);
    expect(new Set(rows.map((row) => row.order_number)).size).toBe(50);
    const column = await db.execute<{ is_nullable: string }>(
      sql`select is_nullable from information_schema.columns where table_name = 'orders' and column_name = 'order_number'`,
    );
    expect(column.rows[0]!.is_nullable).toBe('NO');
  });
});
