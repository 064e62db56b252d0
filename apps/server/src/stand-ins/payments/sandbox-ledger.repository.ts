import { and, eq, ne, sql } from 'drizzle-orm';
import type { SandboxLedger, SandboxPayment } from './sandbox-ledger.ts';
import type { Db } from '../../db/client.ts';
import { sandboxPayments, sandboxRefunds } from '../../db/schema.ts';

// The sandbox provider's own records, in the shop's database (see sandbox-ledger.ts beside it).

type Row = typeof sandboxPayments.$inferSelect;

const toPayment = (row: Row): SandboxPayment => ({
  reference: row.reference,
  method: row.method,
  clientSecret: row.clientSecret,
  checkoutId: row.checkoutId,
  amountMinor: row.amountMinor,
  currency: row.currency,
  status: row.status,
  paymentId: row.paymentId,
});

export function createSandboxLedgerRepository(db: Db): SandboxLedger {
  return {
    async create(payment) {
      await db.insert(sandboxPayments).values(payment);
    },
    async find(reference) {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.reference, reference))
        .limit(1);
      return row && toPayment(row);
    },
    async markSucceeded(reference, paymentId) {
      // Only the first success counts: two confirms racing keep one payment id.
      await db
        .update(sandboxPayments)
        .set({ status: 'succeeded', paymentId, updatedAt: sql`now()` })
        .where(and(eq(sandboxPayments.reference, reference), ne(sandboxPayments.status, 'succeeded')));
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.reference, reference))
        .limit(1);
      if (!row) throw new Error(`No sandbox payment ${reference}`);
      return toPayment(row);
    },
    async markFailed(reference) {
      await db
        .update(sandboxPayments)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(sandboxPayments.reference, reference), ne(sandboxPayments.status, 'succeeded')));
    },
    async findRefund(idempotencyKey) {
      const [row] = await db
        .select({ refundId: sandboxRefunds.refundId })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey))
        .limit(1);
      return row;
    },
    async insertRefund(refund) {
      await db
        .insert(sandboxRefunds)
        .values({
          idempotencyKey: refund.idempotencyKey,
          refundId: refund.refundId,
          paymentReference: refund.reference,
          amountMinor: refund.amountMinor,
        })
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey });
      const [row] = await db
        .select({ refundId: sandboxRefunds.refundId })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, refund.idempotencyKey))
        .limit(1);
      if (!row) throw new Error('Sandbox refund conflicted but cannot be found');
      return row;
    },
    async refundedMinor(reference) {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${sandboxRefunds.amountMinor}), 0)` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentReference, reference));
      return Number(row?.total ?? 0);
    },
  };
}
