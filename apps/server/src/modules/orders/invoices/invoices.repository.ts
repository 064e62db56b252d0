import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { creditNoteSeries, creditNotes, invoiceSeries, invoices } from '../../../db/schema.ts';

// Invoices and their series. Every function takes the executor to run on: the database, or the
// caller's transaction (an invoice is issued in the transaction that creates its order).

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = Omit<typeof invoices.$inferInsert, 'id' | 'buyerErasedAt'>;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The database's clock (the transaction's start), shared by every server process. */
export async function databaseNow(db: Db): Promise<Date> {
  const result = await db.execute<{ now: Date | string }>(sql`select now() as now`);
  return new Date(result.rows[0]!.now);
}

/**
 * The next serial of the financial year's series: 1 for its first invoice, then one more each time.
 * The upsert takes the year's row lock and keeps it until the caller's transaction ends, so another
 * process asking for the same year waits, then reads the committed value (no repeat); if the
 * caller's transaction rolls back, so does the increment (no gap).
 */
export async function takeNextSerial(tx: Db, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.financialYear,
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  return row!.lastNumber;
}

/** The credit notes' own series, taken the same way (takeNextSerial). */
export async function takeNextCreditNoteSerial(tx: Db, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(creditNoteSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteSeries.financialYear,
      set: { lastNumber: sql`${creditNoteSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteSeries.lastNumber });
  return row!.lastNumber;
}

export async function insertCreditNote(
  tx: Db,
  row: Omit<typeof creditNotes.$inferInsert, 'id'>,
): Promise<CreditNoteRow> {
  const [inserted] = await tx.insert(creditNotes).values(row).returning();
  return inserted!;
}

export async function findCreditNoteRowByOrderId(
  db: Db,
  orderId: string,
): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).limit(1);
  return row;
}

export async function insertInvoice(tx: Db, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  return inserted!;
}

export async function findInvoiceRowByOrderId(db: Db, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row;
}

/**
 * The one change an issued invoice allows (the database trigger refuses any other): the buyer's
 * name, e-mail and child's name removed, once. Undefined when there is no such invoice or it was
 * erased already.
 */
export async function eraseBuyerOfInvoice(db: Db, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ buyerName: null, buyerEmail: null, childName: null, buyerErasedAt: sql`now()` })
    .where(and(eq(invoices.orderId, orderId), isNull(invoices.buyerErasedAt)))
    .returning();
  return row;
}
