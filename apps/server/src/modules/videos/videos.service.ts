import type { AuthenticatedUser } from '@shop/contracts/auth';
import type { Pagination } from '@shop/contracts/pagination';
import { VIDEO_MESSAGES, type Video, type VideosQuery } from '@shop/contracts/videos';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/app-error.ts';
import { createVideosRepository, type VideoRow } from './videos.repository.ts';

// Finished videos. A user sees their own; an admin may open any one by id. Someone else's video
// answers exactly like an unknown one.

export interface VideosService {
  listOwn(caller: AuthenticatedUser, query: VideosQuery): Promise<{ data: Video[]; pagination: Pagination }>;
  getVisibleTo(caller: AuthenticatedUser, id: string): Promise<Video>;
}

export function createVideosService({ db }: { db: Db }): VideosService {
  const repository = createVideosRepository(db);
  return {
    async listOwn(caller, { page, limit, sortBy, sortOrder }) {
      const { rows, total } = await repository.listPageByUser(caller.id, {
        offset: (page - 1) * limit,
        limit,
        sortBy,
        sortOrder,
      });
      return { data: rows.map(toVideo), pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
    },

    async getVisibleTo(caller, id) {
      const row = await repository.findById(id);
      if (!row || (caller.role !== 'admin' && row.userId !== caller.id)) {
        throw notFound(VIDEO_MESSAGES.notFound, 'VIDEO_NOT_FOUND');
      }
      return toVideo(row);
    },
  };
}

function toVideo(row: VideoRow): Video {
  return {
    unique_id: row.id,
    id: row.id,
    order_id: row.orderId,
    user_id: row.userId,
    uri: row.uri,
    thumbnail: row.thumbnail,
    title: row.title,
    description: row.description,
    created_date: row.createdDate.toISOString(),
    updated_date: row.updatedDate.toISOString(),
  };
}
