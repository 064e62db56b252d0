import { keepPreviousData, queryOptions, type UseQueryResult } from '@tanstack/react-query';
import {
  EMAIL_RECIPIENT_MESSAGES,
  type EmailRecipient,
  type EmailRecipientListResponse,
} from '@shop/contracts/email-recipients';
import {
  FAILED_MAIL_MESSAGES,
  type FailedMail,
  type FailedMailListResponse,
} from '@shop/contracts/failed-mail';
import { isActiveFilmRenderState, type FilmRender, type OrderFilm } from '@shop/contracts/film-renders';
import type { OrderResponse } from '@shop/contracts/orders';
import type {
  RenderQueueStatus,
  RenderQueueStatusResponse,
  TrustedStoriesResponse,
  TrustedStory,
} from '@shop/contracts/render-queue';
import type { Order } from '@shop/contracts/order';
import { fetchAdminOrders, fetchOrder, type AdminOrdersPage } from './admin-orders-api';
import { fetchEmailRecipients } from './email-recipients-api';
import { fetchOrderFilm } from './film-render-api';
import { fetchOrderDetail } from './order-detail-api';
import { fetchFailedMail } from './failed-mail-api';
import { fetchStoryNarration } from './narration-api';
import type { Language } from '@shop/contracts/catalog';
import { fetchRenderQueue, fetchTrustedStories } from './render-queue-api';

// What the admin screens read (docs/decisions/028): one query each, and the states their panels show.

/** A failed read is logged for the studio's console; the screen shows its own words. */
async function logged<T>(what: string, read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    console.warn(what, error);
    throw error;
  }
}

/**
 * The orders table's page. The last page that loaded stays on screen, dimmed, while the next one
 * loads (keepPreviousData).
 */
export const adminOrdersQuery = (request: AdminOrdersPage) =>
  queryOptions({
    queryKey: ['admin', 'orders', request],
    queryFn: ({ signal }) => logged('Admin orders failed to load', fetchAdminOrders(request, signal)),
    placeholderData: keepPreviousData,
  });

/** Read again before its listening links (15 minutes) run out, as the film panel does with its own. */
export const NARRATION_REFRESH_MS = 10 * 60_000;

/** A story's narration in one language, part by part (the narration panel, docs/decisions/098). */
export const storyNarrationQuery = (story: number, language: Language) =>
  queryOptions({
    queryKey: ['admin', 'narration', story, language],
    refetchInterval: NARRATION_REFRESH_MS,
    queryFn: ({ signal }) =>
      logged('Story narration failed to load', fetchStoryNarration(story, language, signal)),
  });

export const emailRecipientsQuery = queryOptions({
  queryKey: ['admin', 'email-recipients'],
  queryFn: ({ signal }) => logged('Email recipients failed to load', fetchEmailRecipients(signal)),
});

export const failedMailQuery = queryOptions({
  queryKey: ['admin', 'failed-mail'],
  queryFn: ({ signal }) => logged('Failed e-mails could not be loaded', fetchFailedMail(signal)),
});

/** The render queue moves with every render: the dashboard reads it again each half minute. */
export const RENDER_QUEUE_REFRESH_MS = 30_000;

// No abort signal for these two: a read under way when the studio leaves the dashboard (for an
// order's detail) finishes quietly instead of being cancelled as a failed request.
export const renderQueueQuery = queryOptions({
  queryKey: ['admin', 'render-queue'],
  queryFn: () => logged('The render queue failed to load', fetchRenderQueue()),
  refetchInterval: RENDER_QUEUE_REFRESH_MS,
});

export const trustedStoriesQuery = queryOptions({
  queryKey: ['admin', 'trusted-stories'],
  queryFn: () => logged('Trusted stories failed to load', fetchTrustedStories()),
});

/** No stand-in order (docs/decisions/013): without the real one nothing can be completed. */
export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'order', orderId],
    queryFn: ({ signal }) => logged('Order details failed to load', fetchOrder(orderId, signal)),
  });

/** Photo links live 10 minutes: the detail is read again before they run out. */
export const ORDER_DETAIL_REFRESH_MS = 8 * 60_000;

/** The studio's order detail (issue 12): photos, stage, events. Changes answer with a fresh one. */
export const orderDetailQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'order-detail', orderId],
    queryFn: ({ signal }) => logged('Order detail failed to load', fetchOrderDetail(orderId, signal)),
    refetchInterval: ORDER_DETAIL_REFRESH_MS,
  });

/** How often the film is asked for while it waits for a worker or renders. */
export const FILM_RENDER_POLL_MS = 2_500;

/** Whether the film's render is still going (queued or rendering): the page keeps asking. */
export const filmRenderActive = (film: OrderFilm | undefined) =>
  !!film?.render && isActiveFilmRenderState(film.render.state);

/** When each render's signed links were first read (the links themselves carry no common expiry). */
const filmLinksReadAt = new WeakMap<FilmRender, number>();

/**
 * Every read of the film signs its links anew, and a player given a new link starts again from the
 * beginning (and drops its caption track mid-load). So a read that brings the same render keeps the
 * links the page already holds while they are fresh: the studio's draft keeps playing through a
 * delivery, a refocus or a poll, and only the scheduled read, before they run out, renews them.
 */
export function keepFreshFilmLinks(
  held: OrderFilm | undefined,
  read: OrderFilm,
  now = Date.now(),
): OrderFilm {
  const before = held?.render;
  const after = read.render;
  if (!after) return read;
  const readAt = before ? filmLinksReadAt.get(before) : undefined;
  const keep =
    before &&
    readAt !== undefined &&
    before.id === after.id &&
    before.state === after.state &&
    now - readAt < ORDER_DETAIL_REFRESH_MS - 30_000;
  if (!keep) {
    filmLinksReadAt.set(after, now);
    return read;
  }
  const render: FilmRender = {
    ...after,
    files: before.files,
    stills: before.stills,
    name_audio_url: before.name_audio_url,
  };
  filmLinksReadAt.set(render, readAt);
  return { ...read, render };
}

/**
 * The order's film (issues 33 and 34): polled while its render is queued or rendering, else read
 * again before the signed links to the draft, the stills and the spoken name run out.
 */
export const orderFilmQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'order-film', orderId],
    // No abort signal: a poll under way when the panel goes (the studio opens another page) finishes
    // quietly instead of being cancelled mid-flight every few seconds.
    queryFn: () => logged('The film failed to load', fetchOrderFilm(orderId)),
    refetchInterval: (query) =>
      filmRenderActive(query.state.data) ? FILM_RENDER_POLL_MS : ORDER_DETAIL_REFRESH_MS,
    structuralSharing: (held, read) => keepFreshFilmLinks(held as OrderFilm | undefined, read as OrderFilm),
  });

export type RecipientsState =
  | { kind: 'loading' }
  | { kind: 'loaded'; recipients: EmailRecipient[] }
  | { kind: 'failed'; message: string };

export function recipientsState(query: UseQueryResult<EmailRecipientListResponse>): RecipientsState {
  if (query.isSuccess) return { kind: 'loaded', recipients: query.data.data };
  if (query.isError) return { kind: 'failed', message: EMAIL_RECIPIENT_MESSAGES.loadFailed };
  return { kind: 'loading' };
}

export type FailedMailState =
  | { kind: 'loading' }
  | { kind: 'loaded'; mails: FailedMail[]; total: number }
  | { kind: 'failed'; message: string };

export function failedMailState(query: UseQueryResult<FailedMailListResponse>): FailedMailState {
  if (query.isSuccess) return { kind: 'loaded', mails: query.data.data, total: query.data.pagination.total };
  if (query.isError) return { kind: 'failed', message: FAILED_MAIL_MESSAGES.loadFailed };
  return { kind: 'loading' };
}

export type RenderQueueState =
  { kind: 'loading' } | { kind: 'loaded'; queue: RenderQueueStatus } | { kind: 'failed'; message: string };

export const RENDER_QUEUE_LOAD_FAILED = 'The render queue could not be loaded. Please try again.';

export function renderQueueState(query: UseQueryResult<RenderQueueStatusResponse>): RenderQueueState {
  if (query.isSuccess) return { kind: 'loaded', queue: query.data.data };
  if (query.isError) return { kind: 'failed', message: RENDER_QUEUE_LOAD_FAILED };
  return { kind: 'loading' };
}

export type TrustedStoriesState =
  { kind: 'loading' } | { kind: 'loaded'; stories: TrustedStory[] } | { kind: 'failed'; message: string };

export const TRUSTED_STORIES_LOAD_FAILED = 'The stories’ settings could not be loaded. Please try again.';

export function trustedStoriesState(query: UseQueryResult<TrustedStoriesResponse>): TrustedStoriesState {
  if (query.isSuccess) return { kind: 'loaded', stories: query.data.data };
  if (query.isError) return { kind: 'failed', message: TRUSTED_STORIES_LOAD_FAILED };
  return { kind: 'loading' };
}

/** docs/product-guide.md#completing-an-order: the complete-order screen is loading, loaded or load-failed (submitting is the form's). */
export type OrderDetailsState = { kind: 'loading' } | { kind: 'loaded'; order: Order } | { kind: 'failed' };

export function orderDetailsState(query: UseQueryResult<OrderResponse>): OrderDetailsState {
  if (query.isSuccess) return { kind: 'loaded', order: query.data.data };
  if (query.isError) return { kind: 'failed' };
  return { kind: 'loading' };
}
