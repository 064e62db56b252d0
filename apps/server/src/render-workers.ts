import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_STORYBOARD } from '@shop/content/storyboards/test-storyboard';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorage } from './adapters/storage/object-storage.ts';
import type { Modules } from './compose.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { storageSegmentCache } from './modules/studio/render-cache.ts';
import type { RenderQueue } from './modules/studio/render-queue.repository.ts';
import {
  doorPortraits,
  createRenderWorker,
  type RenderWorker,
} from './modules/studio/render-worker.service.ts';

// A render worker as `npm run worker` and `npm start` run one (docs/decisions/074): it takes the
// film renders from the queue, `config.renders.concurrency` at a time, with the segment cache in
// the shop's object storage (a local copy under DATA_DIR/film-cache) and scratch space in the
// system's temp directory. RENDER_TEST_STORYBOARD (test only, with RENDER_PROFILE=test) renders
// every order's film from the short test storyboard: the scale test's whole-process renders.

export function renderWorkerFor({
  config,
  db,
  storage,
  queue,
  modules,
  log,
}: {
  config: Config;
  db: Db;
  storage: ObjectStorage;
  queue: RenderQueue;
  modules: Pick<Modules, 'orders' | 'uploads' | 'previews' | 'narration' | 'videos' | 'gifts'>;
  log: FastifyBaseLogger;
}): RenderWorker {
  return createRenderWorker({
    db,
    queue,
    orders: modules.orders,
    videos: modules.videos,
    portraits: doorPortraits(modules.uploads),
    narration: modules.narration,
    gifts: modules.gifts,
    storage,
    cache: storageSegmentCache(storage, join(config.dataDir, 'film-cache')),
    workDir: join(tmpdir(), 'diya-renders'),
    concurrency: config.renders.concurrency,
    previews: modules.previews,
    ...(config.renders.testStoryboard ? { storyboardOf: () => TEST_STORYBOARD } : {}),
    log,
  });
}
