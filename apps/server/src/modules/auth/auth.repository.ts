import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revokedTokens, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

export type UserRow = typeof users.$inferSelect;

export interface SignedInUser {
  googleSubject: string;
  /** Lower-cased. */
  email: string;
  name: string;
  role: UserRow['role'];
  avatarUrl: string | null;
  at: Date;
}

// Read on every signed-in request (docs/decisions/021): its SQL is built once per repository (a
// prepared statement) instead of by Drizzle's query builder per request (docs/decisions/044).
const prepareTokenHolder = (db: Db) =>
  db
    .select({
      role: users.role,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_token_holder');

export function createAuthRepository(db: Db) {
  let tokenHolder: ReturnType<typeof prepareTokenHolder> | undefined;
  return {
    /**
     * The user for this Google account: found by subject (the account's stable id), else by
     * e-mail (a user known before they first signed in), else created. Name, e-mail, role,
     * picture and last login are refreshed at every sign-in.
     */
    async upsertSignedInUser(input: SignedInUser): Promise<UserRow> {
      const fresh = {
        email: input.email,
        name: input.name,
        role: input.role,
        avatarUrl: input.avatarUrl,
        authProvider: 'google',
        lastLogin: input.at,
      };
      return inTransaction(db, async (tx) => {
        const [known] = await tx
          .update(users)
          .set(fresh)
          .where(eq(users.googleSubject, input.googleSubject))
          .returning();
        if (known) return known;
        // Two first sign-ins racing for one address: the second one updates what the first made.
        const [row] = await tx
          .insert(users)
          .values({ ...fresh, googleSubject: input.googleSubject })
          .onConflictDoUpdate({ target: users.email, set: { ...fresh, googleSubject: input.googleSubject } })
          .returning();
        return row!;
      });
    },

    /** Until expiresAt; rows of tokens that have expired anyway are dropped on the way. */
    async revokeToken(jti: string, expiresAt: Date, now: Date): Promise<void> {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
      await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    },

    /**
     * What a token's holder may do now: their current role, and whether this token was revoked.
     * One query by two primary keys, run for every request that carries a token. Null when the
     * user no longer exists.
     */
    async findTokenHolder(
      userId: string,
      jti: string,
    ): Promise<{ role: UserRow['role']; revoked: boolean } | null> {
      tokenHolder ??= prepareTokenHolder(db);
      const [row] = await tokenHolder.execute({ userId, jti });
      return row ?? null;
    },

    /** Demotes every admin whose address is not in `adminEmails` (lower-cased); returns how many. */
    async demoteAdminsNotIn(adminEmails: readonly string[]): Promise<number> {
      const demoted = await db
        .update(users)
        .set({ role: 'user' })
        .where(
          and(
            eq(users.role, 'admin'),
            adminEmails.length > 0 ? notInArray(users.email, [...adminEmails]) : undefined,
          ),
        )
        .returning({ id: users.id });
      return demoted.length;
    },

    async isTokenRevoked(jti: string): Promise<boolean> {
      const rows = await db
        .select({ jti: revokedTokens.jti })
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, jti))
        .limit(1);
      return rows.length > 0;
    },
  };
}
