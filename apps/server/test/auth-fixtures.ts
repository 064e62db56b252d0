import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { orders, users, videos } from '../src/db/schema.ts';
import { mintToken } from '../src/modules/auth/auth-token.ts';
import { newOrderNumber } from '../src/modules/orders/order-number.ts';
import type { TestApp } from './create-test-app.ts';

// Rows and tokens for tests of who may see what: users as Google sign-in would have made them,
// genuine tokens for them, and orders and videos owned by them (or by a guest).

export async function createUser(
  t: TestApp,
  role: 'user' | 'admin' = 'user',
  name = 'Asha Rao',
): Promise<AuthenticatedUser> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, name, role, authProvider: 'google', googleSubject: `sub-${randomUUID()}` })
    .returning();
  return { id: row!.id, name: row!.name, email: row!.email, role: row!.role, provider: 'google' };
}

/** A genuine token for the user, signed the way the app signs them. */
export function tokenFor(t: TestApp, user: AuthenticatedUser): Promise<string> {
  return mintToken(
    { secret: t.config.authTokenSecret!, issuer: t.config.siteUrl, ttlSeconds: t.config.authTokenTtlSeconds },
    user,
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let paymentCounter = 0;

export async function createOrder(
  t: TestApp,
  owner: AuthenticatedUser | null,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      userId: owner?.id ?? null,
      itemNumber: 3,
      characterName: 'Aarav',
      language: 'english',
      email: owner?.email ?? 'guest-parent@example.com',
      country: 'IN',
      amountMinor: 129_900,
      currency: 'INR',
      provider: 'sandbox',
      paymentReference: `pay_test_${++paymentCounter}_${randomUUID().slice(0, 8)}`,
      orderNumber: newOrderNumber(),
      dueAt: new Date(Date.now() + 24 * 3600_000),
      // The seed's status and the studio's stage agree (complete exactly when delivered).
      ...(overrides.status === 'complete' ? { stage: 'delivered' as const } : {}),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createVideo(
  t: TestApp,
  order: { id: string; userId: string | null },
  title = 'Aarav and Hanuman',
) {
  const [row] = await t.database.db
    .insert(videos)
    .values({
      orderId: order.id,
      userId: order.userId,
      uri: `videos/${order.id}.mp4`,
      thumbnail: `thumbnails/${order.id}.jpg`,
      title,
    })
    .returning();
  return row!;
}
