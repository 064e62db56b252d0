import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';

// The embedded default on a directory (docs/decisions/044): a new directory is made by initdb in a
// child process, then opened here with the small shared_buffers; what was written stays written.
describe('the embedded database on a data directory', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'diya-client-'));
  const dataDir = path.join(root, 'db');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates a new directory, runs with 16 MB shared buffers and keeps rows across a reopen', async () => {
    const first = await createDatabase({ driver: 'pglite', dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      const shown = await first.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(shown.rows[0]?.shared_buffers).toBe('16MB');
      await first.db.execute(sql`create table kept (note text not null)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
    } finally {
      await first.close();
    }

    const second = await createDatabase({ driver: 'pglite', dataDir });
    try {
      const rows = await second.db.execute<{ note: string }>(sql`select note from kept`);
      expect(rows.rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
