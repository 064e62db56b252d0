import type { AuthenticatedUser } from '@shop/contracts/auth';
import {
  ADMIN_ORDERS_EXPORT_PATH,
  adminOrderListResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '@shop/contracts/orders';
import { ORDER_MESSAGES } from '@shop/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '@shop/contracts/order-number';
import { bearer, createOrder, createUser, createVideo, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

// A family sees its own orders and no one else's; admins see all of them, page by page.

describe('orders: who sees what', () => {
  let t: TestApp;
  let alice: AuthenticatedUser;
  let bob: AuthenticatedUser;
  let admin: AuthenticatedUser;
  let aliceToken: string;
  let bobToken: string;
  let adminToken: string;
  let aliceOrders: Awaited<ReturnType<typeof createOrder>>[];
  let bobOrder: Awaited<ReturnType<typeof createOrder>>;
  let guestOrder: Awaited<ReturnType<typeof createOrder>>;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, admin] = await Promise.all([
      createUser(t, 'user', 'Alice'),
      createUser(t, 'user', 'Bob'),
      createUser(t, 'admin', 'Admin'),
    ]);
    [aliceToken, bobToken, adminToken] = await Promise.all([
      tokenFor(t, alice),
      tokenFor(t, bob),
      tokenFor(t, admin),
    ]);
    const hour = 3600_000;
    aliceOrders = [
      await createOrder(t, alice, { characterName: 'Aarav', createdDate: new Date(Date.now() - 2 * hour) }),
      await createOrder(t, alice, {
        characterName: 'Diya',
        status: 'complete',
        createdDate: new Date(Date.now() - hour),
      }),
    ];
    bobOrder = await createOrder(t, bob, { characterName: 'Kabir', language: 'hindi' });
    guestOrder = await createOrder(t, null, { characterName: 'Meera' });
  });
  afterAll(() => t.close());

  it('GET /api/orders: the caller’s own orders, newest first, in the seed’s field names', async () => {
    const res = await t.app.inject({ url: '/api/orders', headers: bearer(aliceToken) });
    expect(res.statusCode).toBe(200);
    const body = orderListResponseSchema.strict().parse(res.json());
    expect(body.data.map((o) => o.character_name)).toEqual(['Diya', 'Aarav']);
    expect(body.data[0]).toMatchObject({
      unique_id: aliceOrders[1]!.id,
      user_id: alice.id,
      item_number: 3,
      status: 'complete',
      language: 'english',
    });
    // Internal fields stay inside.
    expect(Object.keys(body.data[0]!)).not.toEqual(
      expect.arrayContaining(['payment_reference', 'photo_keys', 'provider']),
    );

    const bobs = orderListResponseSchema.parse(
      (await t.app.inject({ url: '/api/orders', headers: bearer(bobToken) })).json(),
    );
    expect(bobs.data.map((o) => o.unique_id)).toEqual([bobOrder.id]);
  });

  it('GET /api/orders/{id}: own order 200; another family’s, a guest’s or an unknown id: 404 Order not found', async () => {
    const own = await t.app.inject({ url: `/api/orders/${aliceOrders[0]!.id}`, headers: bearer(aliceToken) });
    expect(own.statusCode).toBe(200);
    expect(orderResponseSchema.parse(own.json()).data.character_name).toBe('Aarav');

    for (const id of [bobOrder.id, guestOrder.id, '5b0f3b1e-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ url: `/api/orders/${id}`, headers: bearer(aliceToken) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
  });

  it('GET /api/orders/{id} with something that is not an id: 400', async () => {
    const res = await t.app.inject({ url: '/api/orders/not-an-id', headers: bearer(aliceToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id: must be an order id');
  });

  it('an admin opens any order (the complete-order screen)', async () => {
    for (const order of [bobOrder, guestOrder]) {
      const res = await t.app.inject({ url: `/api/orders/${order.id}`, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.unique_id).toBe(order.id);
    }
  });

  it('GET /api/orders/admin/all: every order, paged, filtered by status', async () => {
    const all = adminOrderListResponseSchema.parse(
      (await t.app.inject({ url: '/api/orders/admin/all', headers: bearer(adminToken) })).json(),
    );
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 4, pages: 1 });
    expect(all.data).toHaveLength(4);

    const page2 = adminOrderListResponseSchema.parse(
      (
        await t.app.inject({ url: '/api/orders/admin/all?page=2&limit=3', headers: bearer(adminToken) })
      ).json(),
    );
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
    expect(page2.data).toHaveLength(1);

    const complete = adminOrderListResponseSchema.parse(
      (
        await t.app.inject({ url: '/api/orders/admin/all?status=complete', headers: bearer(adminToken) })
      ).json(),
    );
    expect(complete.data.map((o) => o.character_name)).toEqual(['Diya']);
    expect(complete.pagination.total).toBe(1);
    // The dashboard's counts are over every order, whatever the filter.
    for (const body of [all, page2, complete]) {
      expect(body.summary).toEqual({
        total: 4,
        pending: 3,
        complete: 1,
        stages: {
          received: 3,
          photo_needed: 0,
          in_production: 0,
          quality_check: 0,
          delivered: 1,
          cancelled: 0,
          awaiting_parent: 0,
        },
        overdue: 0,
      });
    }
  });

  it('GET /api/orders/admin/all refuses bad paging and statuses with a clear 400', async () => {
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['status=shipped', 'status'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/orders/admin/all?${query}`, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it.each([
    { method: 'GET', url: '/api/orders/admin/all' },
    { method: 'GET', url: ADMIN_ORDERS_EXPORT_PATH },
    {
      method: 'PUT',
      url: '/api/orders/5b0f3b1e-0000-4000-8000-000000000000',
      payload: { status: 'complete' },
    },
  ] as const)('$method $url: 403 for a signed-in parent, 401 without a token', async (route) => {
    const res = await t.app.inject({ ...route, headers: bearer(aliceToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
    expect((await t.app.inject({ ...route })).statusCode).toBe(401);
  });
});

describe('orders: the admin’s CSV export', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await tokenFor(t, await createUser(t, 'admin'));
    const minute = 60_000;
    const base = Date.parse('2026-11-20T10:00:00.000Z');
    // Oldest first; the export lists newest first, like the table.
    await createOrder(t, null, {
      characterName: 'Aarav',
      itemNumber: 1,
      email: 'plain@example.com',
      country: 'IN',
      amountMinor: 129_900,
      currency: 'INR',
      paymentReference: 'pay_plain_1',
      orderNumber: 'DT-7K3F9Q',
      createdDate: new Date(base),
      dueAt: new Date(base + 24 * 60 * minute),
    });
    await createOrder(t, null, {
      characterName: '=HYPERLINK("http://evil.test","Click")',
      email: '+1@example.com',
      country: 'US',
      amountMinor: 1_499,
      currency: 'USD',
      paymentReference: '-pi_dash',
      status: 'complete',
      createdDate: new Date(base + minute),
    });
    await createOrder(t, null, {
      characterName: 'Meera, "Mimi"\nRao',
      email: '@odd@example.com',
      language: 'hindi',
      paymentReference: 'pay_quotes_3',
      createdDate: new Date(base + 2 * minute),
    });
    await createOrder(t, null, {
      characterName: 'आरव',
      paymentReference: 'pay_unicode_4',
      createdDate: new Date(base + 3 * minute),
    });
  });
  afterAll(() => t.close());

  const exportCsv = (query = '') =>
    t.app.inject({ url: `${ADMIN_ORDERS_EXPORT_PATH}${query}`, headers: bearer(adminToken) });

  /** The rows a spreadsheet would read (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
  function parseCsv(text: string): string[][] {
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 1; i < text.length; i++) {
      const c = text[i]!;
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        row.push(cell);
        cell = '';
      } else if (c === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i++;
      } else cell += c;
    }
    expect(cell).toBe(''); // the file ends with CRLF
    return rows;
  }

  it('the page as a file: header, one row per order, newest first, values a spreadsheet shows as text', async () => {
    const res = await exportCsv('?sort=newest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-all-page-1.csv"');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Order ID',
      'Order Number',
      "Kid's Name",
      'Story',
      'Language',
      'Email',
      'Country',
      'Amount',
      'Status',
      'Created',
      'Due',
      'Payment Reference',
      'Stage',
      'Overdue',
    ]);
    expect(rows.map((r) => r[2])).toEqual([
      'आरव',
      'Meera, "Mimi"\nRao',
      `'=HYPERLINK("http://evil.test","Click")`,
      'Aarav',
    ]);
    const dashed = rows[2]!;
    expect(dashed[1]).toMatch(ORDER_NUMBER_PATTERN);
    expect(dashed[11]).toBe("'-pi_dash");
    expect(dashed.slice(5, 9)).toEqual(["'+1@example.com", 'US', '$14.99', 'complete']);
    expect(rows[1]![4]).toBe('Hindi');
    expect(rows[1]![5]).toBe("'@odd@example.com");
    expect(rows[3]).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      'DT-7K3F9Q',
      'Aarav',
      expect.any(String),
      'English',
      'plain@example.com',
      'IN',
      '₹1,299',
      'pending',
      '2026-11-20T10:00:00.000Z',
      '2026-11-21T10:00:00.000Z',
      'pay_plain_1',
      'received',
      // Due a day after 2026-11-20, long past.
      'yes',
    ]);
    expect(rows[2]!.slice(-2)).toEqual(['delivered', 'no']);
    expect(rows[3]![3]).not.toMatch(/^Story \d/); // the story's title from the catalogue
  });

  it('the same page and filter as the list', async () => {
    const page2 = parseCsv((await exportCsv('?page=2&limit=3&sort=newest')).body);
    expect(page2.slice(1).map((r) => r[1])).toEqual(['DT-7K3F9Q']);
    const complete = await exportCsv('?status=complete');
    expect(complete.headers['content-disposition']).toBe('attachment; filename="orders-complete-page-1.csv"');
    expect(
      parseCsv(complete.body)
        .slice(1)
        .map((r) => r[11]),
    ).toEqual(["'-pi_dash"]);
    const empty = parseCsv((await exportCsv('?page=9')).body);
    expect(empty).toHaveLength(1);
    expect((await exportCsv('?status=shipped')).statusCode).toBe(400);
  });
});

describe('orders: PUT /api/orders/{id} confirms completion', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await tokenFor(t, await createUser(t, 'admin')));
  });
  afterAll(() => t.close());

  const put = (id: string, payload: object = { status: 'complete' }) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${id}`, payload, headers: admin });

  it('200 with the order once its video completed it', async () => {
    const order = await createOrder(t, null, { status: 'complete' });
    await createVideo(t, order);
    const res = await put(order.id);
    expect(res.statusCode).toBe(200);
    expect(orderResponseSchema.strict().parse(res.json()).data).toMatchObject({
      unique_id: order.id,
      status: 'complete',
    });
  });

  it('409 for a pending order (no video yet), and the order stays pending', async () => {
    const order = await createOrder(t, null);
    const res = await put(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ORDER_MESSAGES.videoRequired, code: 'VIDEO_REQUIRED' });
    const after = await t.app.inject({ url: `/api/orders/${order.id}`, headers: admin });
    expect(after.json().data.status).toBe('pending');
  });

  it('404 for an unknown order; 400 for another status or a malformed id', async () => {
    const unknown = await put('5b0f3b1e-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ORDER_MESSAGES.notFound, code: 'ORDER_NOT_FOUND' });
    const order = await createOrder(t, null);
    expect((await put(order.id, { status: 'pending' })).statusCode).toBe(400);
    expect((await put(order.id, {})).statusCode).toBe(400);
    expect((await put('not-an-id')).statusCode).toBe(400);
  });
});
