import type { AuthenticatedUser } from '@shop/contracts/auth';
import {
  adminOrderListResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '@shop/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrder, createUser, tokenFor } from '../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

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

  it('a signed-in user calling the admin list: 403 Admin access required', async () => {
    const res = await t.app.inject({ url: '/api/orders/admin/all', headers: bearer(aliceToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
  });
});
