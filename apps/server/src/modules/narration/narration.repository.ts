import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@shop/contracts/catalog';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { narrationRecordings, users } from '../../db/schema.ts';

export type NarrationRecordingRow = typeof narrationRecordings.$inferSelect;
export type NewNarrationRecording = Omit<typeof narrationRecordings.$inferInsert, 'id' | 'uploadedAt'>;
export interface PartPlace {
  story: number;
  language: Language;
  segment: string;
  line: number;
  part: number;
}

const atPlace = (place: PartPlace) =>
  and(
    eq(narrationRecordings.story, place.story),
    eq(narrationRecordings.language, place.language),
    eq(narrationRecordings.segment, place.segment),
    eq(narrationRecordings.line, place.line),
    eq(narrationRecordings.part, place.part),
  );

/** The studio's narration recordings: the only SQL on narration_recordings. */
export function createNarrationRepository(db: Db) {
  return {
    /** A story's recordings in one language, with the uploader's e-mail. */
    async listOf(story: number, language: Language) {
      return db
        .select({ recording: narrationRecordings, uploaderEmail: users.email })
        .from(narrationRecordings)
        .leftJoin(users, eq(users.id, narrationRecordings.uploadedBy))
        .where(and(eq(narrationRecordings.story, story), eq(narrationRecordings.language, language)));
    },

    async find(place: PartPlace): Promise<NarrationRecordingRow | undefined> {
      const [row] = await db.select().from(narrationRecordings).where(atPlace(place)).limit(1);
      return row;
    },

    /**
     * Keep this recording for its part, replacing any before it; returns the replaced row's storage
     * key (its file is deleted after), if there was one.
     */
    async put(row: NewNarrationRecording): Promise<{ replacedKey: string | null }> {
      return inTransaction(db, async (tx) => {
        // Two uploads for a part that has none yet both find no row to lock; this lock orders them,
        // so the second sees the first's file and replaces it (not an orphan left in storage).
        const place = `narration:${row.story}:${row.language}:${row.segment}:${row.line}:${row.part}`;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${place}, 0))`);
        const [before] = await tx
          .select({ storageKey: narrationRecordings.storageKey })
          .from(narrationRecordings)
          .where(atPlace(row as PartPlace))
          .for('update');
        await tx
          .insert(narrationRecordings)
          .values(row)
          .onConflictDoUpdate({
            target: [
              narrationRecordings.story,
              narrationRecordings.language,
              narrationRecordings.segment,
              narrationRecordings.line,
              narrationRecordings.part,
            ],
            set: {
              text: row.text,
              storageKey: row.storageKey,
              contentHash: row.contentHash,
              durationSeconds: row.durationSeconds,
              originalType: row.originalType,
              originalBytes: row.originalBytes,
              uploadedBy: row.uploadedBy,
              uploadedAt: new Date(),
            },
          });
        return { replacedKey: before && before.storageKey !== row.storageKey ? before.storageKey : null };
      });
    },

    /** Removes the part's recording; returns its storage key, or null when it had none. */
    async remove(place: PartPlace): Promise<string | null> {
      const [removed] = await db
        .delete(narrationRecordings)
        .where(atPlace(place))
        .returning({ storageKey: narrationRecordings.storageKey });
      return removed?.storageKey ?? null;
    },
  };
}
export type NarrationRepository = ReturnType<typeof createNarrationRepository>;
