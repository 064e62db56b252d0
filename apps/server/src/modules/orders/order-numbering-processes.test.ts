import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

// Issue 14: invoice numbers never repeat or skip, even with two server processes creating orders at
// once. Two real Node processes (test/order-process.ts), each with its own connection pool, create
// orders through the order-from-checkout path against one Postgres database, every fifth rolled
// back after its invoice was issued. Postgres only: PGlite is one process by design.

const run = promisify(execFile);
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SELLER_ENV = {
  INVOICE_SELLER_NAME: 'Diya Tales Media Private Limited',
  INVOICE_SELLER_ADDRESS: '4th Floor, 80 Feet Road | Koramangala, Bengaluru 560034',
  INVOICE_SELLER_GSTIN: '29AAPFU0939F1ZR',
};

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.drop());

describe.runIf(process.env.TEST_DATABASE_URL)('invoice numbers with two server processes', () => {
  it('two processes × 20 orders at once, every fifth rolled back: 32 invoices numbered 1..32', async () => {
    const perProcess = 20;
    const startAt = Date.now() + 4_000; // both are loaded and connected by then
    const processes = await Promise.all(
      [0, 1].map(() =>
        run(
          process.execPath,
          [
            '--import',
            'tsx',
            'test/order-process.ts',
            test.url!,
            String(perProcess),
            String(startAt),
            JSON.stringify(SELLER_ENV),
          ],
          { cwd: SERVER_DIR, timeout: 120_000 },
        ),
      ),
    );
    const outputs = processes.map(
      ({ stdout }) => JSON.parse(stdout) as { committed: string[]; failures: string[] },
    );
    for (const output of outputs) {
      expect(output.failures).toEqual([]);
      expect(output.committed).toHaveLength(16);
    }

    const { rows } = await test.database.db.execute<{ number: string; serial: number }>(
      sql`select number, serial from invoices order by serial`,
    );
    const expected = Array.from({ length: 32 }, (_, i) => i + 1);
    // No repeat, no gap: the committed orders hold exactly 1..32 …
    expect(rows.map((row) => Number(row.serial))).toEqual(expected);
    // … and each process saw only its own, all of them.
    const printed = outputs.flatMap((output) => output.committed).sort();
    expect(printed).toEqual(rows.map((row) => row.number).sort());
    expect(new Set(printed).size).toBe(32);
    // One order per invoice, each with its own order number.
    const orders = await test.database.db.execute<{ count: number; numbers: number }>(
      sql`select count(*)::int as count, count(distinct order_number)::int as numbers from orders`,
    );
    expect(orders.rows[0]).toEqual({ count: 32, numbers: 32 });
  }, 150_000);
});
