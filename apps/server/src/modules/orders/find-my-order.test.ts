import { FIND_ORDER_MESSAGES } from '@shop/contracts/find-my-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { createOrder } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

// Find my order (issue 14): the same answer whether or not the address has orders; the links go
// by e-mail to that address only, once per window; malformed addresses get the field's message.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const find = (email: unknown, ip = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/orders/find', payload: { email }, remoteAddress: ip });
const mailTo = (address: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));

describe('POST /api/orders/find', () => {
  it('e-mails the signed status links of the address’s orders, answering exactly as for an unknown address', async () => {
    const first = await createOrder(t, null, { email: 'meera@example.com', characterName: 'Kabir' });
    const second = await createOrder(t, null, { email: 'meera@example.com', characterName: 'Anaya' });
    await createOrder(t, null, { email: 'someone-else@example.com', characterName: 'Zoya' });

    const known = await find('  Meera@Example.com ', '203.0.113.10');
    const unknown = await find('nobody@example.com', '203.0.113.11');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, message: FIND_ORDER_MESSAGES.sent });

    expect(await mailTo('nobody@example.com')).toEqual([]);
    const [mail, ...more] = await mailTo('meera@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'order-links', status: 'pending' });
    for (const order of [first, second]) expect(mail!.text).toContain(order.orderNumber);
    expect(mail!.text).not.toContain('Zoya');
    // Each link opens its order's status page.
    const links = [...mail!.text.matchAll(/http:\/\/localhost:3000(\/order-status\/[^\s"<>]+)/g)].map(
      (match) => new URL(match[1]!, 'http://x'),
    );
    expect(links.map((link) => link.pathname.split('/').pop()).sort()).toEqual([first.id, second.id].sort());
    for (const link of links) {
      const id = link.pathname.split('/').pop()!;
      const sig = link.searchParams.get('sig')!;
      const page = await t.app.inject({ url: `/api/orders/status/${id}?sig=${encodeURIComponent(sig)}` });
      expect(page.statusCode).toBe(200);
    }

    // Asked again at once: the same answer, and no second e-mail to fill the inbox.
    expect((await find('meera@example.com', '203.0.113.12')).statusCode).toBe(202);
    expect(await mailTo('meera@example.com')).toHaveLength(1);
  });

  it('a malformed address gets the field’s message and nothing is sent', async () => {
    for (const email of ['nope', 'x<y@example.com', '', 42, undefined]) {
      const res = await find(email, '203.0.113.20');
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json()).toMatchObject({ message: FIND_ORDER_MESSAGES.invalidEmail, code: 'INVALID_EMAIL' });
    }
  });

  it('is rate-limited per client', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await find(`probe-${i}@example.com`, '203.0.113.30')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
