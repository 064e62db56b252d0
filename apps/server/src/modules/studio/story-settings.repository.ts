import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storySettings } from '../../db/schema.ts';

// The studio's settings per story (docs/decisions/096): the only SQL on story_settings. A story
// without a row has the defaults: nothing is delivered without a review.

export type StorySettingRow = typeof storySettings.$inferSelect;

export function createStorySettingsRepository(db: Db) {
  return {
    async all(): Promise<StorySettingRow[]> {
      return db.select().from(storySettings);
    },

    /** Whether a successful render of this story is delivered without a review (read in `db`'s transaction). */
    async autoDelivers(story: number): Promise<boolean> {
      const [row] = await db
        .select({ autoDeliver: storySettings.autoDeliver })
        .from(storySettings)
        .where(eq(storySettings.story, story));
      return row?.autoDeliver ?? false;
    },

    async setAutoDeliver(story: number, autoDeliver: boolean, adminId: string): Promise<StorySettingRow> {
      const [row] = await db
        .insert(storySettings)
        .values({ story, autoDeliver, updatedBy: adminId })
        .onConflictDoUpdate({
          target: storySettings.story,
          set: { autoDeliver, updatedBy: adminId, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },
  };
}
