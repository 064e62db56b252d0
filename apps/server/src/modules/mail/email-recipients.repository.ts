import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailRecipients } from '../../db/schema.ts';

export type EmailRecipientRow = typeof emailRecipients.$inferSelect;

export function createEmailRecipientsRepository(db: Db) {
  return {
    async list({ orderCreatedOnly = false } = {}): Promise<EmailRecipientRow[]> {
      return db
        .select()
        .from(emailRecipients)
        .where(orderCreatedOnly ? eq(emailRecipients.orderCreated, true) : undefined)
        .orderBy(asc(emailRecipients.createdAt), asc(emailRecipients.email));
    },

    /** Returns the new row, or null when the address is already a recipient. */
    async insert(
      row: Pick<EmailRecipientRow, 'email' | 'name' | 'orderCreated'>,
    ): Promise<EmailRecipientRow | null> {
      const inserted = await db.insert(emailRecipients).values(row).onConflictDoNothing().returning();
      return inserted[0] ?? null;
    },

    /** Returns whether a row was removed. */
    async remove(email: string): Promise<boolean> {
      const deleted = await db
        .delete(emailRecipients)
        .where(eq(emailRecipients.email, email))
        .returning({ email: emailRecipients.email });
      return deleted.length > 0;
    },
  };
}
