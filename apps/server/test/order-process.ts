import { renderQueueFor } from '../src/modules/studio/render-queue.repository.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { storageFromConfig } from '../src/adapters/storage/storage-from-config.ts';
import { composeModules } from '../src/compose.ts';

// One "server process" for the invoice-numbering test (order-numbering-processes.test.ts): its own
// Node process and connection pool, creating orders through the real order-from-checkout path at
// the same moment as another such process. Every fifth order's transaction is rolled back after its
// invoice was issued. Prints the committed invoices' numbers as JSON on stdout.
//   node --import tsx test/order-process.ts <postgres-url> <orders> <start-at-ms> <env-json>

const [url, countText, startAtText, envJson] = process.argv.slice(2);
const config = loadConfig(JSON.parse(envJson!) as Record<string, string>);
const database = await createDatabase({ driver: 'postgres', url: url! });
// The orders service as the app composes it, on this process's own pool.
const { orders, payments } = await composeModules({
  config,
  db: database.db,
  storage: storageFromConfig(config),
  log: pino({ level: 'silent' }),
  serverAddress: () => null,
  // Never started: nothing here queues a render.
  renderQueue: renderQueueFor(config, database, pino({ level: 'silent' }), false),
});

class RolledBack extends Error {}

// Both processes start together, so their transactions overlap.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAtText) - Date.now())));
const results = await Promise.allSettled(
  Array.from({ length: Number(countText) }, (_, i) =>
    inTransaction(database.db, async (tx) => {
      const { order } = await orders.createFromPaidCheckout(tx, {
        id: randomUUID(),
        userId: null,
        storyId: 3,
        kidName: 'Aarav',
        language: 'english',
        email: 'parent@example.com',
        country: 'IN',
        buyerState: i % 2 === 0 ? 'KA' : 'MH',
        amountMinor: 129_900,
        currency: 'INR',
        provider: 'sandbox-upi',
        paymentReference: `order_process_${process.pid}_${i}_${randomUUID().slice(0, 8)}`,
        paidAt: new Date(),
        photoIds: [],
        siteLanguage: 'en',
        phoneUpdates: false,
        phoneE164: null,
        phoneOptInAt: null,
        phoneOptInText: null,
      });
      const [invoice] = (
        await tx.execute<{ number: string }>(
          sql`select number from invoices where order_id = ${order.unique_id}`,
        )
      ).rows;
      if (i % 5 === 4) throw new RolledBack();
      return invoice!.number;
    }),
  ),
);
const failures = results.filter(
  (result) => result.status === 'rejected' && !(result.reason instanceof RolledBack),
);
process.stdout.write(
  JSON.stringify({
    committed: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    failures: failures.map((result) => String((result as PromiseRejectedResult).reason)),
  }),
);
await payments.close();
await database.close();
