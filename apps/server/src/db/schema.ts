import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The whole database schema. Change it here, then `npm run db:generate -w @shop/server` writes
// the SQL migration into apps/server/drizzle/ (commit it); the server applies it at start.

export const USER_ROLES = ['user', 'admin'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased by the auth service, so the unique constraint is case-insensitive in effect.
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    authProvider: text('auth_provider').notNull(),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('user', 'admin')`)],
);
