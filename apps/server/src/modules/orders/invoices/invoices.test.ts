import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction.ts';
import { loadConfig, type InvoiceConfig } from '../../../config.ts';
import { createDatabase, type Database, type Db } from '../../../db/client.ts';
import { creditNotes, invoices, orders, refunds } from '../../../db/schema.ts';
import { AppError } from '../../../errors/app-error.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import { createInvoicesService, issueCreditNote, type InvoiceOrderFacts } from './invoices.service.ts';
import { newOrderNumber } from '../order-number.ts';

// The invoice core against a real database (PGlite, and Postgres with TEST_DATABASE_URL): issued in
// the order's transaction, numbered without gaps or repeats, kept as issued.

const SELLER_ENV = {
  INVOICE_SELLER_NAME: 'Diya Tales Media Private Limited',
  INVOICE_SELLER_ADDRESS: '4th Floor, 80 Feet Road | Koramangala, Bengaluru 560034',
  INVOICE_SELLER_GSTIN: '29AAPFU0939F1ZR',
};
const registered: InvoiceConfig = loadConfig(SELLER_ENV).invoices;

let test: TestDatabase;
let db: Db;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
});
afterAll(() => test.drop());

/** A paid order as the payments module writes it, in the given transaction (or the database). */
async function insertOrder(executor: Db, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await executor
    .insert(orders)
    .values({
      itemNumber: 3,
      characterName: 'Aarav',
      language: 'hindi',
      email: 'priya@example.com',
      country: 'IN',
      amountMinor: 129_900,
      currency: 'INR',
      provider: 'sandbox',
      paymentReference: `pay_${randomUUID()}`,
      orderNumber: newOrderNumber(),
      dueAt: new Date(Date.now() + 86_400_000),
      ...overrides,
    })
    .returning();
  return row!;
}

function factsFor(
  order: typeof orders.$inferSelect,
  overrides: Partial<InvoiceOrderFacts> = {},
): InvoiceOrderFacts {
  return {
    orderId: order.id,
    orderNumber: order.paymentReference,
    buyer: { name: 'प्रिया शर्मा', email: order.email, country: order.country, state: 'MH' },
    childName: order.characterName,
    storyTitle: 'Ganesha and the Moon',
    language: order.language,
    siteLanguage: order.siteLanguage,
    currency: order.currency as 'INR' | 'USD',
    totalMinor: order.amountMinor,
    ...overrides,
  };
}

/** Issues in the transaction that creates the order, as order creation will. */
function orderWithInvoice(
  service: ReturnType<typeof createInvoicesService>,
  database: Db,
  options: { rollBack?: boolean; facts?: Partial<InvoiceOrderFacts> } = {},
) {
  return inTransaction(database, async (tx) => {
    const order = await insertOrder(tx);
    const invoice = await service.issueInvoice(tx, factsFor(order, options.facts));
    if (options.rollBack) throw new RolledBack(invoice.number);
    return invoice;
  });
}

class RolledBack extends Error {}

/** Why the database refused a statement (Drizzle wraps the database's error as its cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  throw new Error('The database accepted the statement');
}

/** The serials issued so far in a financial year, in order. */
async function serialsOf(database: Db, financialYear: string): Promise<number[]> {
  const rows = await database.execute<{ serial: number }>(
    sql`select serial from invoices where financial_year = ${financialYear} order by serial`,
  );
  return rows.rows.map((row) => Number(row.serial));
}

describe('issuing an invoice in the order’s transaction', () => {
  // Each test takes its own financial year, so the series of one test never meets another's.
  const clockAt = (iso: string) => async () => new Date(iso);

  it('copies seller, buyer and amounts into an invoice numbered from 1 in its financial year', async () => {
    const service = createInvoicesService({
      config: registered,
      clock: clockAt('2031-05-10T10:00:00+05:30'),
    });
    const first = await orderWithInvoice(service, db);
    expect(first).toMatchObject({
      number: 'DT/31-32/000001',
      financialYear: '2031-32',
      serial: 1,
      kind: 'tax-invoice',
      issuedAt: new Date('2031-05-10T10:00:00+05:30'),
      seller: {
        legalName: 'Diya Tales Media Private Limited',
        addressLines: ['4th Floor, 80 Feet Road', 'Koramangala, Bengaluru 560034'],
        state: 'KA',
        gstin: '29AAPFU0939F1ZR',
      },
      buyer: { name: 'प्रिया शर्मा', email: 'priya@example.com', country: 'IN', state: 'MH', erasedAt: null },
      childName: 'Aarav',
      placeOfSupply: 'MH',
      item: { description: 'Personalized animated video: Ganesha and the Moon (Hindi)', sac: '999612' },
      currency: 'INR',
      taxableMinor: 110_085,
      taxLines: [{ tax: 'IGST', ratePercent: 18, amountMinor: 19_815 }],
      totalMinor: 129_900,
    });
    expect(await service.findInvoiceByOrderId(db, first.orderId)).toEqual(first);

    const second = await orderWithInvoice(service, db, {
      facts: { buyer: { name: null, email: 'g@example.com', country: 'IN', state: 'KA' } },
    });
    expect(second.number).toBe('DT/31-32/000002');
    expect(second.buyer.name).toBeNull();
    expect(second.taxLines.map((line) => line.tax)).toEqual(['CGST', 'SGST']);
  });

  it('gives an order its one invoice: asking again returns it and takes no number', async () => {
    const service = createInvoicesService({
      config: registered,
      clock: clockAt('2032-05-10T10:00:00+05:30'),
    });
    const order = await insertOrder(db);
    const issued = await service.issueInvoice(db, factsFor(order));
    const again = await inTransaction(db, (tx) =>
      service.issueInvoice(tx, factsFor(order, { totalMinor: 1 })),
    );
    expect(again).toEqual(issued);
    expect(await serialsOf(db, '2032-33')).toEqual([1]);
  });

  it('a rolled-back order gives its number back: the next order gets it', async () => {
    const service = createInvoicesService({
      config: registered,
      clock: clockAt('2033-05-10T10:00:00+05:30'),
    });
    await orderWithInvoice(service, db);
    await expect(orderWithInvoice(service, db, { rollBack: true })).rejects.toThrow(
      new RolledBack('DT/33-34/000002'),
    );
    const next = await orderWithInvoice(service, db);
    expect(next.number).toBe('DT/33-34/000002');
    expect(await serialsOf(db, '2033-34')).toEqual([1, 2]);
  });

  it('starts a new series at midnight of 1 April, India time', async () => {
    let now = new Date('2035-03-31T23:59:59+05:30');
    const service = createInvoicesService({ config: registered, clock: async () => now });
    expect((await orderWithInvoice(service, db)).number).toBe('DT/34-35/000001');
    now = new Date('2035-04-01T00:00:00+05:30');
    expect((await orderWithInvoice(service, db)).number).toBe('DT/35-36/000001');
    now = new Date('2035-03-31T18:29:59Z'); // 23:59:59 in India: still 2034-35
    expect((await orderWithInvoice(service, db)).number).toBe('DT/34-35/000002');
  });

  it('without a clock of its own, dates the invoice by the database', async () => {
    const service = createInvoicesService({ config: registered });
    const before = Date.now();
    const invoice = await orderWithInvoice(service, db);
    expect(Math.abs(invoice.issuedAt.getTime() - before)).toBeLessThan(60_000);
    expect(invoice.number).toMatch(/^DT\/\d{2}-\d{2}\/\d{6}$/);
  });

  it('keeps what was issued when the configuration changes later', async () => {
    const issuedBy = createInvoicesService({
      config: registered,
      clock: clockAt('2036-05-10T10:00:00+05:30'),
    });
    const invoice = await orderWithInvoice(issuedBy, db);
    const renamed = createInvoicesService({
      config: loadConfig({
        ...SELLER_ENV,
        INVOICE_SELLER_NAME: 'Someone Else Pvt Ltd',
        INVOICE_GST_RATE_PERCENT: '5',
      }).invoices,
    });
    expect(await renamed.findInvoiceByOrderId(db, invoice.orderId)).toEqual(invoice);
  });

  it('without a GSTIN issues receipts from the same series, with no GST lines', async () => {
    const unregistered = loadConfig({}).invoices;
    const service = createInvoicesService({
      config: unregistered,
      clock: clockAt('2037-05-10T10:00:00+05:30'),
    });
    const receipt = await orderWithInvoice(service, db);
    expect(receipt).toMatchObject({
      number: 'DT/37-38/000001',
      kind: 'receipt',
      seller: { legalName: 'Diya Tales (sample seller – set INVOICE_SELLER_NAME)', gstin: null },
      taxableMinor: 129_900,
      taxLines: [],
    });
  });

  it('refuses facts no invoice may carry: a state outside India, an unknown state, a broken amount', async () => {
    const service = createInvoicesService({
      config: registered,
      clock: clockAt('2038-05-10T10:00:00+05:30'),
    });
    const order = await insertOrder(db);
    const refusals = [
      factsFor(order, { buyer: { name: null, email: 'a@example.com', country: 'US', state: 'KA' } }),
      factsFor(order, { buyer: { name: null, email: 'a@example.com', country: 'IN', state: 'XX' as 'KA' } }),
      factsFor(order, { totalMinor: 12.5 }),
    ];
    for (const facts of refusals) {
      const error = await service.issueInvoice(db, facts).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
    }
    expect(await service.issueInvoice(db, refusals[1]!).catch((error: AppError) => error.message)).toBe(
      'Please choose your state or union territory.',
    );
    expect(await serialsOf(db, '2038-39')).toEqual([]);
  });
});

describe('an issued invoice cannot be changed', () => {
  const service = createInvoicesService({
    config: registered,
    clock: async () => new Date('2040-06-01T12:00:00+05:30'),
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const invoice = await orderWithInvoice(service, db);
    const refused = /invoices are immutable/;
    expect(
      await refusal(db.execute(sql`update invoices set total_minor = 1 where id = ${invoice.id}`)),
    ).toMatch(refused);
    expect(
      await refusal(db.execute(sql`update invoices set buyer_name = 'Someone' where id = ${invoice.id}`)),
    ).toMatch(refused);
    expect(
      await refusal(db.execute(sql`update invoices set number = 'DT/40-41/999999' where id = ${invoice.id}`)),
    ).toMatch(refused);
    expect(await refusal(db.execute(sql`delete from invoices where id = ${invoice.id}`))).toMatch(refused);
    // Credit notes reference the invoices: truncating both together meets the triggers too.
    expect(await refusal(db.execute(sql`truncate invoices`))).toMatch(/referenced in a foreign key/);
    expect(await refusal(db.execute(sql`truncate invoices, credit_notes`))).toMatch(
      /(invoices|credit notes) are immutable/,
    );
    // Erasing personal data cannot be used to slip in another change.
    expect(
      await refusal(
        db.execute(
          sql`update invoices set buyer_name = null, buyer_email = null, child_name = null, buyer_erased_at = now(), total_minor = 1 where id = ${invoice.id}`,
        ),
      ),
    ).toMatch(refused);
    expect(await service.findInvoiceByOrderId(db, invoice.orderId)).toEqual(invoice);
  });

  it('the series only counts up by one and is never removed', async () => {
    await orderWithInvoice(service, db);
    const refused = /invoice_series only counts up by one/;
    expect(
      await refusal(
        db.execute(sql`update invoice_series set last_number = 1 where financial_year = '2040-41'`),
      ),
    ).toMatch(refused);
    expect(
      await refusal(
        db.execute(
          sql`update invoice_series set last_number = last_number + 2 where financial_year = '2040-41'`,
        ),
      ),
    ).toMatch(refused);
    expect(await refusal(db.execute(sql`delete from invoice_series`))).toMatch(refused);
  });

  it('erasing the buyer (GDPR/DPDP) removes name, e-mail and child’s name once, and keeps number and amounts', async () => {
    const invoice = await orderWithInvoice(service, db);
    const erased = await service.eraseInvoiceBuyer(db, invoice.orderId);
    expect(erased).toEqual({
      ...invoice,
      buyer: { ...invoice.buyer, name: null, email: null, erasedAt: expect.any(Date) },
      childName: null,
    });
    expect(await service.eraseInvoiceBuyer(db, invoice.orderId)).toBeUndefined();
    expect(await service.eraseInvoiceBuyer(db, randomUUID())).toBeUndefined();
    // Once erased, nothing comes back.
    expect(
      await refusal(
        db.execute(sql`update invoices set buyer_email = 'priya@example.com' where id = ${invoice.id}`),
      ),
    ).toMatch(/invoices are immutable/);
    const [row] = await db
      .select()
      .from(invoices)
      .where(sql`${invoices.id} = ${invoice.id}`);
    expect(row).toMatchObject({ buyerName: null, buyerEmail: null, childName: null, totalMinor: 129_900 });
  });
});

describe('a refunded invoice’s credit note', () => {
  /** A refund of the invoice's order as the cancel records it. */
  async function refundOf(orderId: string) {
    const [row] = await db
      .insert(refunds)
      .values({
        orderId,
        provider: 'sandbox',
        paymentReference: `pay_${randomUUID()}`,
        amountMinor: 129_900,
        currency: 'INR',
        idempotencyKey: `refund-order-${orderId}`,
        reason: 'Parent asked to cancel',
        state: 'succeeded',
      })
      .returning();
    return row!;
  }

  it('reverses the whole invoice under a number of its own series, gapless, dated as the refund', async () => {
    const service = createInvoicesService({
      config: registered,
      clock: async () => new Date('2050-05-10T10:00:00+05:30'),
    });
    const clock = async () => new Date('2050-06-01T09:30:00+05:30');
    const issued = [];
    for (let i = 0; i < 3; i += 1) {
      const invoice = await orderWithInvoice(service, db);
      const refund = await refundOf(invoice.orderId);
      // Rolled back with its transaction (a refund whose success could not be recorded): no number kept.
      await expect(
        inTransaction(db, async (tx) => {
          await issueCreditNote(tx, { orderId: invoice.orderId, refundId: refund.id }, clock);
          throw new RolledBack('credit note');
        }),
      ).rejects.toBeInstanceOf(RolledBack);
      issued.push({
        invoice,
        note: (await issueCreditNote(db, { orderId: invoice.orderId, refundId: refund.id }, clock))!,
      });
    }
    expect(issued.map(({ note }) => note.number)).toEqual([
      'CN/50-51/000001',
      'CN/50-51/000002',
      'CN/50-51/000003',
    ]);
    const [{ invoice, note }] = issued as [(typeof issued)[number]];
    expect(invoice.number).toMatch(/^DT\/50-51\/\d{6}$/);
    expect(note).toMatchObject({
      orderId: invoice.orderId,
      issuedAt: new Date('2050-06-01T09:30:00+05:30'),
      currency: 'INR',
      taxableMinor: invoice.taxableMinor,
      taxLines: invoice.taxLines,
      totalMinor: 129_900,
      invoice: { number: invoice.number, seller: invoice.seller, language: invoice.language },
    });
    // Asked again (another cancel, a download): the same note, no second number.
    const refund = (
      await db
        .select()
        .from(refunds)
        .where(sql`${refunds.orderId} = ${invoice.orderId}`)
    )[0]!;
    expect((await issueCreditNote(db, { orderId: invoice.orderId, refundId: refund.id }))!.number).toBe(
      'CN/50-51/000001',
    );
    expect((await service.findCreditNoteByOrderId(db, invoice.orderId))!.number).toBe('CN/50-51/000001');
    const series = await db.execute<{ last_number: number }>(
      sql`select last_number from credit_note_series where financial_year = '2050-51'`,
    );
    expect(Number(series.rows[0]?.last_number)).toBe(3);
  });

  it('is kept as issued: the database refuses to change or remove it, or to step its series back', async () => {
    const service = createInvoicesService({
      config: registered,
      clock: async () => new Date('2051-05-10T10:00:00+05:30'),
    });
    const invoice = await orderWithInvoice(service, db);
    const refund = await refundOf(invoice.orderId);
    const note = (await issueCreditNote(db, { orderId: invoice.orderId, refundId: refund.id }))!;
    expect(
      await refusal(
        db
          .update(creditNotes)
          .set({ totalMinor: 1 })
          .where(sql`${creditNotes.id} = ${note.id}`),
      ),
    ).toMatch(/credit notes are immutable/);
    expect(await refusal(db.delete(creditNotes).where(sql`${creditNotes.id} = ${note.id}`))).toMatch(
      /credit notes are immutable/,
    );
    expect(
      await refusal(db.execute(sql`update credit_note_series set last_number = last_number - 1`)),
    ).toMatch(/credit_note_series only counts up by one/);
  });

  it('has nothing to reverse for an order without an invoice', async () => {
    const order = await insertOrder(db);
    const refund = await refundOf(order.id);
    expect(await issueCreditNote(db, { orderId: order.id, refundId: refund.id })).toBeUndefined();
    expect(
      await createInvoicesService({ config: registered }).findCreditNoteByOrderId(db, order.id),
    ).toBeUndefined();
  });
});

describe('numbering with two server processes at once', () => {
  // Two pools on one Postgres database are two processes as far as locking goes. On PGlite (one
  // process by design) the same orders run through its one connection.
  let processes: Database[] = [];
  beforeAll(async () => {
    processes = test.url
      ? await Promise.all([0, 1].map(() => createDatabase({ driver: 'postgres', url: test.url! })))
      : [test.database];
  });
  afterAll(async () => {
    if (test.url) await Promise.all(processes.map((database) => database.close()));
  });

  it('50 orders at once, every fifth rolled back: the committed invoices are numbered 1..40, no gap, no repeat', async () => {
    const perProcess = 25;
    const results = await Promise.allSettled(
      processes.flatMap((database, p) =>
        Array.from({ length: test.url ? perProcess : perProcess * 2 }, (_, i) => {
          const service = createInvoicesService({
            config: registered,
            clock: async () => new Date('2045-07-01T12:00:00+05:30'),
          });
          return orderWithInvoice(service, database.db, { rollBack: (p * perProcess + i) % 5 === 4 });
        }),
      ),
    );
    const committed = results.filter((result) => result.status === 'fulfilled');
    const rolledBack = results.filter((result) => result.status === 'rejected');
    expect(committed).toHaveLength(40);
    expect(rolledBack.every((result) => result.reason instanceof RolledBack)).toBe(true);

    const numbers = committed.map((result) => result.value.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 40 }, (_, i) => `DT/45-46/${String(i + 1).padStart(6, '0')}`),
    );
    expect(await serialsOf(db, '2045-46')).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const series = await db.execute<{ last_number: number }>(
      sql`select last_number from invoice_series where financial_year = '2045-46'`,
    );
    expect(Number(series.rows[0]?.last_number)).toBe(40);
  });
});
