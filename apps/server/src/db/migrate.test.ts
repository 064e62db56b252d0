import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createDatabase } from './client.ts';
import { migrateDatabase, MIGRATIONS_FOLDER } from './migrate.ts';
import { users } from './schema.ts';

describe('migrations', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(); // already migrated once
  });
  afterAll(() => test.drop());

  it('records every migration of the journal once', async () => {
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = await test.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
  });

  it('creates the users table the sign-in work relies on', async () => {
    const { db } = test.database;
    const [user] = await db
      .insert(users)
      .values({ email: 'parent@example.com', name: 'Parent', authProvider: 'google' })
      .returning();
    expect(user).toMatchObject({ role: 'user', avatarUrl: null, lastLogin: null });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.createdAt).toBeInstanceOf(Date);

    await expect(
      db.insert(users).values({ email: 'parent@example.com', name: 'Twin', authProvider: 'google' }),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into users (email, name, role, auth_provider) values ('x@example.com', 'X', 'root', 'google')`,
      ),
    ).rejects.toThrow();
  });

  it('is a no-op when run again (every process runs it at start)', async () => {
    const before = await test.database.db.execute(
      sql`select id, created_at from drizzle.__drizzle_migrations`,
    );
    await migrateDatabase(test.database);
    await migrateDatabase(test.database);
    const after = await test.database.db.execute(
      sql`select id, created_at from drizzle.__drizzle_migrations`,
    );
    expect(after.rows).toEqual(before.rows);
    const [row] = (await test.database.db.select().from(users)) ?? [];
    expect(row?.email).toBe('parent@example.com');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on Postgres, processes starting together migrate one at a time (advisory lock)',
    async () => {
      const fresh = await createTestDatabase({ migrated: false });
      const processes = await Promise.all(
        Array.from({ length: 4 }, () => createDatabase({ driver: 'postgres', url: fresh.url! })),
      );
      try {
        await Promise.all(processes.map((database) => migrateDatabase(database)));
        const applied = await fresh.database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        expect(applied.rows[0]?.count).toBeGreaterThan(0);
        expect(await fresh.database.db.select().from(users)).toEqual([]);
      } finally {
        await Promise.all(processes.map((database) => database.close()));
        await fresh.drop();
      }
    },
  );
});
