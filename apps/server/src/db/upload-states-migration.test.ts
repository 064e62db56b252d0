import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteDatabaseBeforeMigration } from '../../test/database-before-migration.ts';
import { migrateDatabase } from './migrate.ts';
import { orderEvents, orders, pendingUploads, videos } from './schema.ts';

// Migration 0009 (docs/decisions/022) gives each admin upload an order and a state. Uploads that
// were already verified are in use: the migration must make them `attached` (to the order of the
// video using them), or the sweeper would take a delivered video for an abandoned upload. Its
// data statements are written by hand, so this runs it on a database holding such rows.

const MIGRATION = '0009_uploads_bound_to_orders';

describe(`migration ${MIGRATION}`, () => {
  const databaseBefore = suiteDatabaseBeforeMigration(MIGRATION);

  it('attaches the uploads verified before it to their video’s order, and leaves the others presigned', async () => {
    const { database } = databaseBefore();
    const { db } = database;
    // The orders table as it was then (no order_number, no stage): written in SQL, not with today's schema.
    const inserted = await db.execute<{ id: string }>(sql`
      insert into orders (item_number, character_name, language, email, country, amount_minor, currency,
        provider, payment_reference, due_at, status)
      values (3, 'Aarav', 'english', 'parent@example.com', 'IN', 129900, 'INR', 'sandbox', 'pay_migration_1',
        now(), 'complete')
      returning id`);
    const order = ('rows' in inserted ? inserted.rows : inserted)[0] as { id: string } | undefined;
    const key = (n: number) => `videos/0b5e0c8e-6a4f-4d3c-9d0e-00000000000${n}.mp4`;
    const thumbnail = 'thumbnails/0b5e0c8e-6a4f-4d3c-9d0e-000000000009.png';
    await db.insert(videos).values({ orderId: order!.id, uri: key(1), thumbnail, title: 'Aarav' });
    // The table as it was: no order, no state.
    await db.execute(sql`
      insert into pending_uploads (key, content_type, size, expires_at, verified_at) values
        (${key(1)}, 'video/mp4', 10, now(), now()),
        (${thumbnail}, 'image/png', 10, now(), now()),
        (${key(2)}, 'video/mp4', 10, now(), null),
        (${key(3)}, 'video/mp4', 10, now(), now())`);

    await migrateDatabase(database);

    const rows = Object.fromEntries(
      (await db.select().from(pendingUploads)).map((row) => [row.key, [row.state, row.orderId]]),
    );
    expect(rows).toEqual({
      [key(1)]: ['attached', order!.id],
      [thumbnail]: ['attached', order!.id],
      // Announced, never used: still the sweeper's to remove.
      [key(2)]: ['presigned', null],
      // Verified, yet in no video (a completion rolled back elsewhere): kept, and attachable to no order.
      [key(3)]: ['attached', null],
    });
    // Migration 0014: the complete order was delivered, and its timeline says so.
    const [migrated] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect([migrated!.status, migrated!.stage]).toEqual(['complete', 'delivered']);
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order!.id))
      .orderBy(asc(orderEvents.createdAt));
    expect(events.map((event) => [event.kind, event.fromStage, event.toStage])).toEqual([
      ['created', null, 'received'],
      ['delivered', 'received', 'delivered'],
    ]);
  });
});
