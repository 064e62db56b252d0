import type { AuthenticatedUser } from '@shop/contracts/auth';
import {
  FILM_RENDER_ERROR_CODES,
  FILM_RENDER_MESSAGES,
  type FilmRender,
  type OrderFilm,
  type SendBackRequest,
} from '@shop/contracts/film-renders';
import { ORDER_ERROR_CODES, ORDER_MESSAGES } from '@shop/contracts/order';
import { STAGE_ERROR_CODES, STAGE_MESSAGES, type OrderStage } from '@shop/contracts/order-stages';
import { getStoryboard } from '@shop/content/storyboards/index';
import type { Storyboard } from '@shop/content/storyboards/schema';
import { storyTitleIn } from '@shop/content/story-title';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { conflict, notFound } from '../../errors/app-error.ts';
import { adminActor, type OrderRecord, type OrdersService } from '../orders/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import type { VideosService } from '../videos/index.ts';
import type { RenderQueue } from './render-queue.repository.ts';
import { createMediaAccessRepository } from './media-access.repository.ts';
import { createRendersRepository, type FilmRenderRow } from './renders.repository.ts';

// The studio's side of an order's film (issues 33 and 34, docs/decisions/074): the render's state
// for the order detail with short-lived signed links to its files, "render again", approve (the
// existing delivery) and send back with a note. A render is queued in the transaction that makes it
// due (the photos accepted: the order moved to in_production; render again; sent back), never after.

/** Links to a draft live as long as a review takes; reloading the order makes new ones. */
export const RENDER_LINK_SECONDS = 3600;

/** Stages in which a film may be rendered (the order is being made and has its photos). */
const RENDERABLE_STAGES: readonly OrderStage[] = ['received', 'in_production', 'quality_check'];

export interface RendersService {
  view(admin: AuthenticatedUser, orderId: string): Promise<OrderFilm>;
  renderAgain(admin: AuthenticatedUser, orderId: string): Promise<OrderFilm>;
  approve(admin: AuthenticatedUser, orderId: string): Promise<OrderFilm>;
  sendBack(admin: AuthenticatedUser, orderId: string, request: SendBackRequest): Promise<OrderFilm>;
  /** Awaited before a transaction that may queue a render (pg-boss starts outside it). */
  prepare(): Promise<void>;
  /**
   * In the caller's transaction: supersedes the order's open render and queues a new one, when its
   * story has a storyboard. Returns whether one was queued.
   */
  queueInTransaction(tx: Tx, order: OrderRecord, note?: string | null): Promise<boolean>;
  /** In the caller's transaction: the order's render waiting or under way is superseded (a cancel). */
  dropOpenInTransaction(tx: Tx, orderId: string): Promise<void>;
  /** Every stored file of these orders' renders (child-data deletes them with the photos). */
  fileKeysOf(tx: Tx, orderIds: readonly string[]): Promise<string[]>;
  /** After their deletion: the rows forget the keys. */
  forgetFiles(tx: Tx, orderIds: readonly string[]): Promise<void>;
  /**
   * The delivered film's companions the shop rendered with it (the copy under 16 MB, the
   * captions), with links of `seconds`, while they are kept; nulls for a film the studio uploaded.
   */
  deliveredCompanions(
    orderId: string,
    masterKey: string,
    seconds: number,
  ): Promise<{ small_video_url: string | null; captions_url: string | null }>;
}

export interface RendersDependencies {
  db: Db;
  queue: RenderQueue;
  orders: Pick<OrdersService, 'record' | 'lockRecord' | 'moveStage'>;
  files: Pick<UploadsService, 'orderPhotos' | 'signedUrl'>;
  videos: Pick<VideosService, 'deliverRendered'>;
  maxAttempts: number;
  profile: FilmRenderRow['profile'];
  /** The storyboard of a story (the content package's; tests give the short test storyboard). */
  storyboardOf?: (story: number) => Storyboard | undefined;
  log: FastifyBaseLogger;
}

const orderNotFound = () => notFound(ORDER_MESSAGES.notFound, ORDER_ERROR_CODES.notFound);
const noRender = () => conflict(FILM_RENDER_MESSAGES.noRender, FILM_RENDER_ERROR_CODES.noRender);
const notRendered = () => conflict(FILM_RENDER_MESSAGES.notRendered, FILM_RENDER_ERROR_CODES.notRendered);

export function createRendersService({
  db,
  queue,
  orders,
  files,
  videos,
  maxAttempts,
  profile,
  storyboardOf = getStoryboard,
  log,
}: RendersDependencies): RendersService {
  const link = (key: string, downloadName?: string) =>
    files.signedUrl(key, {
      expiresInSeconds: RENDER_LINK_SECONDS,
      ...(downloadName ? { downloadName } : {}),
    });

  async function renderView(row: FilmRenderRow): Promise<FilmRender> {
    const rendered = row.state === 'rendered' && row.masterKey && row.posterKey && row.captionsKey;
    return {
      id: row.id,
      order_id: row.orderId,
      state: row.state,
      progress: row.progress,
      step: row.step,
      error: row.error,
      error_code: row.errorCode,
      attempts: row.attempts,
      max_attempts: row.maxAttempts,
      queued_at: row.queuedAt.toISOString(),
      started_at: row.startedAt?.toISOString() ?? null,
      finished_at: row.finishedAt?.toISOString() ?? null,
      duration_seconds: row.durationSeconds,
      inputs_hash: row.inputsHash,
      note: row.note,
      files: rendered
        ? {
            master_url: await link(row.masterKey!),
            whatsapp_url: row.whatsappKey ? await link(row.whatsappKey) : null,
            poster_url: await link(row.posterKey!),
            captions_url: await link(row.captionsKey!),
          }
        : null,
      stills: rendered
        ? await Promise.all(
            row.stills.map(async (still) => ({
              label: still.label,
              at_seconds: still.at,
              url: await link(still.key),
            })),
          )
        : [],
      name_audio_url: rendered && row.nameAudioKey ? await link(row.nameAudioKey) : null,
    };
  }

  async function filmOf(order: OrderRecord, admin: AuthenticatedUser): Promise<OrderFilm> {
    const [latest, photos] = await Promise.all([
      createRendersRepository(db).latestOf(order.id),
      files.orderPhotos(order.id),
    ]);
    // The film shows the child's face and name: links to it given to a staff member are recorded
    // like a photo's view (docs/decisions/032), one record each time the panel receives them.
    if (latest?.state === 'rendered')
      await createMediaAccessRepository(db).record([
        { orderId: order.id, media: 'film', mediaId: latest.id, adminUserId: admin.id, kind: 'view' },
      ]);
    const renderable = Boolean(storyboardOf(order.itemNumber));
    return {
      order_id: order.id,
      stage: order.stage,
      render: latest ? await renderView(latest) : null,
      can_render: renderable && RENDERABLE_STAGES.includes(order.stage) && photos.length > 0,
      story_renderable: renderable,
    };
  }

  async function findOrder(orderId: string): Promise<OrderRecord> {
    const order = await orders.record(orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  async function queueInTransaction(tx: Tx, order: OrderRecord, note: string | null = null) {
    if (!storyboardOf(order.itemNumber)) return false;
    const renders = createRendersRepository(tx);
    await renders.supersedeOpen(order.id);
    const row = await renders.insert({ orderId: order.id, maxAttempts, profile, note });
    const jobId = await queue.send(tx, { renderId: row.id, orderId: order.id });
    await renders.setJob(row.id, jobId);
    return true;
  }

  /** The latest render, which must be the finished draft. */
  async function rendered(orderId: string, tx: Db = db) {
    const latest = await createRendersRepository(tx).latestOf(orderId);
    if (!latest) throw noRender();
    if (latest.state !== 'rendered' || !latest.masterKey || !latest.posterKey) throw notRendered();
    return latest;
  }

  return {
    prepare: () => queue.ready(),
    queueInTransaction,
    dropOpenInTransaction: (tx, orderId) => createRendersRepository(tx).supersedeUnfinished(orderId),

    async view(admin, orderId) {
      return filmOf(await findOrder(orderId), admin);
    },

    async renderAgain(admin, orderId) {
      const order = await findOrder(orderId);
      const photos = await files.orderPhotos(orderId);
      if (!RENDERABLE_STAGES.includes(order.stage) || !storyboardOf(order.itemNumber))
        throw conflict(FILM_RENDER_MESSAGES.cannotRender, FILM_RENDER_ERROR_CODES.cannotRender);
      if (photos.length === 0) throw conflict(FILM_RENDER_MESSAGES.noPhoto, FILM_RENDER_ERROR_CODES.noPhoto);
      await queue.ready();
      await inTransaction(db, async (tx) => {
        const locked = await orders.lockRecord(tx, orderId);
        if (!locked || !RENDERABLE_STAGES.includes(locked.stage))
          throw conflict(FILM_RENDER_MESSAGES.cannotRender, FILM_RENDER_ERROR_CODES.cannotRender);
        if (locked.stage !== 'in_production') {
          const moved = await orders.moveStage(tx, {
            orderId,
            from: locked.stage,
            to: 'in_production',
            kind: 'stage',
            note: 'Rendering the film again',
            actor: adminActor(admin),
          });
          if (!moved)
            throw conflict(STAGE_MESSAGES.movedMeanwhile(locked.stage), STAGE_ERROR_CODES.movedMeanwhile);
        }
        await queueInTransaction(tx, locked);
      });
      log.info({ orderId }, 'film render queued again');
      return filmOf(await findOrder(orderId), admin);
    },

    async approve(admin, orderId) {
      const order = await findOrder(orderId);
      const draft = await rendered(orderId);
      const video = await videos.deliverRendered(
        admin,
        {
          orderId,
          uri: draft.masterKey!,
          thumbnail: draft.posterKey!,
          title: `${storyTitleIn(order.itemNumber, order.siteLanguage)} (${order.characterName})`,
        },
        // The same draft, still the latest (not replaced by a render again meanwhile).
        async (tx) => {
          if ((await rendered(orderId, tx)).id !== draft.id) throw notRendered();
        },
      );
      log.info({ orderId, videoId: video.id }, 'rendered film approved and delivered');
      return filmOf(await findOrder(orderId), admin);
    },

    async sendBack(admin, orderId, { note, render_again }) {
      const order = await findOrder(orderId);
      await rendered(orderId);
      if (order.stage !== 'quality_check')
        throw conflict(
          STAGE_MESSAGES.illegalMove(order.stage, 'in_production'),
          STAGE_ERROR_CODES.illegalMove,
        );
      if (render_again) await queue.ready();
      await inTransaction(db, async (tx) => {
        const moved = await orders.moveStage(tx, {
          orderId,
          from: 'quality_check',
          to: 'in_production',
          kind: 'stage',
          note,
          actor: adminActor(admin),
        });
        if (!moved)
          throw conflict(STAGE_MESSAGES.movedMeanwhile(order.stage), STAGE_ERROR_CODES.movedMeanwhile);
        if (render_again) await queueInTransaction(tx, moved.order, note);
      });
      log.info({ orderId, renderAgain: render_again }, 'rendered film sent back');
      return filmOf(await findOrder(orderId), admin);
    },

    fileKeysOf: (tx, orderIds) => createRendersRepository(tx).fileKeysOf(orderIds),

    async deliveredCompanions(orderId, masterKey, seconds) {
      const row = await createRendersRepository(db).ofMaster(orderId, masterKey);
      const signed = (key: string | null | undefined) =>
        key ? files.signedUrl(key, { expiresInSeconds: seconds }) : null;
      return {
        small_video_url: await signed(row?.whatsappKey),
        captions_url: await signed(row?.captionsKey),
      };
    },
    forgetFiles: (tx, orderIds) => createRendersRepository(tx).forgetFiles(orderIds),
  };
}
