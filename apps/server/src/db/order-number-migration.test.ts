import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteDatabaseBeforeMigration } from '../../test/database-before-migration.ts';
import { migrateDatabase } from './migrate.ts';
import { ORDER_NUMBER_PATTERN } from '@shop/contracts/order-number';

// Migration 0011 (docs/decisions/035) gives every order paid before order numbers existed its
// number, before 0012 makes the column required. Its statements are written by hand, so this runs
// it on a database holding such orders.

const MIGRATION = '0011_order_number_backfill';

describe(`migration ${MIGRATION}`, () => {
  const databaseBefore = suiteDatabaseBeforeMigration(MIGRATION);

  it('numbers every older order, each differently, and the column becomes required', async () => {
    const { database } = databaseBefore();
    const { db } = database;
    // The orders table as it was then: no numbers yet.
    await db.execute(sql`
      insert into orders (item_number, character_name, language, email, country, amount_minor, currency,
                          provider, payment_reference, due_at)
      select 3, 'Aarav', 'english', 'parent@example.com', 'IN', 129900, 'INR', 'sandbox', 'pay_old_' || n, now()
      from generate_series(1, 50) as n`);

    await migrateDatabase(database);

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
