import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { VideosQuery } from '@shop/contracts/videos';
import type { Db } from '../../db/client.ts';
import { orders, videos } from '../../db/schema.ts';

export type VideoRow = typeof videos.$inferSelect;

const SORT_COLUMNS = {
  created_date: videos.createdDate,
  updated_date: videos.updatedDate,
  title: videos.title,
} as const;

export function createVideosRepository(db: Db) {
  return {
    async listPageByUser(
      userId: string,
      query: {
        offset: number;
        limit: number;
        sortBy: VideosQuery['sortBy'];
        sortOrder: VideosQuery['sortOrder'];
      },
    ): Promise<{ rows: VideoRow[]; total: number }> {
      const direction = query.sortOrder === 'asc' ? asc : desc;
      // A film held for the family's chosen day is not listed before its release (docs/decisions/114).
      const where = and(
        eq(videos.userId, userId),
        sql`not exists (select 1 from ${orders} where ${orders.id} = ${videos.orderId} and ${orders.deliverAt} is not null and ${orders.releasedAt} is null)`,
      );
      const [rows, [totals]] = await Promise.all([
        // The id breaks ties so pages never repeat or skip a video.
        db
          .select()
          .from(videos)
          .where(where)
          .orderBy(direction(SORT_COLUMNS[query.sortBy]), direction(videos.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(videos).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findById(id: string): Promise<VideoRow | undefined> {
      const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
      return row;
    },

    async findByOrderId(orderId: string): Promise<VideoRow | undefined> {
      const [row] = await db.select().from(videos).where(eq(videos.orderId, orderId)).limit(1);
      return row;
    },

    async insert(
      video: Pick<
        typeof videos.$inferInsert,
        'orderId' | 'userId' | 'uri' | 'thumbnail' | 'title' | 'description'
      >,
    ): Promise<VideoRow> {
      const [row] = await db.insert(videos).values(video).returning();
      return row!;
    },
    /** A re-delivery: the order's video gets the corrected files and title. */
    async replaceFiles(
      orderId: string,
      files: Pick<VideoRow, 'uri' | 'thumbnail' | 'title' | 'description'>,
    ): Promise<VideoRow | undefined> {
      const [row] = await db
        .update(videos)
        .set({ ...files, updatedDate: sql`now()` })
        .where(eq(videos.orderId, orderId))
        .returning();
      return row;
    },
  };
}
