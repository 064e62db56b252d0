import { orderDetailResponseSchema } from '@shop/contracts/order-detail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrder, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

// An erased account's orders stay for the accounts (docs/decisions/047); the studio's detail must say
// they were erased (issue 38), so an empty name or a missing consent is not read as an old order's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an order of an erased account', () => {
  it('tells the admin when the account was erased; other orders say nothing of it', async () => {
    const parent = await createUser(t, 'user', 'Priya Sharma');
    const erased = await createOrder(t, parent, { status: 'complete' });
    const kept = await createOrder(t, await createUser(t), { status: 'complete' });
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/account/erase',
      headers: bearer(await tokenFor(t, parent)),
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const erasedAt = gone.json().data.erased_at as string;

    const adminToken = await tokenFor(t, await createUser(t, 'admin'));
    const detailOf = async (id: string) => {
      const res = await t.app.inject({ url: `/api/orders/${id}`, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(200);
      return orderDetailResponseSchema.parse(res.json()).data;
    };
    const after = await detailOf(erased.id);
    expect(after.child_data.account_erased_at).toBe(erasedAt);
    expect(after.character_name).toBe('');
    expect(after.view === 'admin' && after.consent).toBeNull();
    expect((await detailOf(kept.id)).child_data).not.toHaveProperty('account_erased_at');
  });
});
