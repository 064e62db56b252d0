import { ORDER_MESSAGES } from '@shop/contracts/order';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrder, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

// GET /api/orders/{id}/receipt (issue 14): the signed-in owner's receipt from /profile, any for an
// admin; someone else's order is answered like an unknown one. The PDF is read back as a reader would.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
  } finally {
    await document.destroy();
  }
}

describe('GET /api/orders/{id}/receipt', () => {
  it('the owner and an admin download the receipt; another parent, or nobody, cannot', async () => {
    const owner = await createUser(t, 'user', 'Priya Sharma');
    const order = await createOrder(t, owner, { amountMinor: 1_499, currency: 'USD', country: 'US' });
    const url = `/api/orders/${order.id}/receipt`;

    const mine = await t.app.inject({ url, headers: bearer(await tokenFor(t, owner)) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const [{ number }] = (
      await t.database.db.execute<{ number: string }>(
        sql`select number from invoices where order_id = ${order.id}`,
      )
    ).rows as [{ number: string }];
    expect(mine.headers['content-disposition']).toContain(number.replaceAll('/', '-'));
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('Priya Sharma');
    expect(text).toContain('$14.99');
    expect(text).toContain('HST @ 13% $1.72');
    expect(text).not.toContain(order.paymentReference);

    // Again, and by an admin: the same invoice, no second number.
    const admin = await t.app.inject({
      url,
      headers: bearer(await tokenFor(t, await createUser(t, 'admin'))),
    });
    expect(admin.statusCode).toBe(200);
    expect(await pdfText(admin.rawPayload)).toContain(number);
    const count = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from invoices`);
    expect(count.rows[0]!.n).toBe(1);

    const stranger = await t.app.inject({ url, headers: bearer(await tokenFor(t, await createUser(t))) });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(ORDER_MESSAGES.notFound);
    const unknown = await t.app.inject({
      url: '/api/orders/5b0f3b1e-0000-4000-8000-000000000000/receipt',
      headers: bearer(await tokenFor(t, owner)),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
