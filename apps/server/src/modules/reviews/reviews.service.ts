import {
  ADMIN_REVIEWS_SHOWN,
  PUBLISHED_REVIEWS_SHOWN,
  REVIEW_ADMIN_ERROR_CODES,
  REVIEW_ADMIN_MESSAGES,
  REVIEW_ERROR_CODES,
  REVIEW_REQUEST_AFTER_DAYS,
  type AdminReview,
  type ReviewState,
} from '@shop/contracts/reviews';
import type { PublishedReview } from '@shop/contracts/published-reviews';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { reviewMessage } from '@shop/content/parent-text/answers';
import { storyTitleIn } from '@shop/content/story-title';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { conflict, notFound } from '../../errors/app-error.ts';
import type { FunnelService } from '../funnel/index.ts';
import type { MailService } from '../mail/index.ts';
import { createReviewsRepository, type ReviewRow, type ReviewWithOrder } from './reviews.repository.ts';

// Parents' reviews of a delivered film (issue 36 point 5; docs/decisions/118). One per order, given
// by whoever holds the order's signed status link (the watch page's key, checked as the watch page
// checks it). The shop asks twice at most: the watch page's card once the film was played, and one
// e-mail a few days after the film reached the family; a review or "Not now" ends both. What the
// testimonials page shows is published by the admin, and only with the parent's tick. Reviews go with
// the order's film or the parent's account (the child-data module calls `eraseIn`). Nothing here logs
// a line or a name.

/** A delivered film a review may be about: the facts the funnel counts it by. */
export interface ReviewableFilm {
  siteLanguage: SiteLanguage;
  country: string;
  story: number;
}

/** What this module needs of the orders and films (the composition builds it). */
export interface ReviewOrders {
  /** Whether `signature` is the order's status link's signature. */
  verifyOwner(orderId: string, signature: string): boolean;
  /** The order's film while the family can watch it (delivered, released, kept); null otherwise. */
  watchable(orderId: string): Promise<ReviewableFilm | null>;
  /** The watch page's address that opens on the review card, in the order's language. */
  reviewUrl(orderId: string, language: SiteLanguage): string;
}

export interface ReviewsDependencies {
  db: Db;
  orders: ReviewOrders;
  mail: Pick<MailService, 'enqueue'>;
  funnel?: Pick<FunnelService, 'countIn'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface ReviewInputChecked {
  stars: number;
  line: string | null;
  may_publish: boolean;
  site_language: SiteLanguage;
}

export interface ReviewsService {
  state(orderId: string, signature: string): Promise<ReviewState>;
  submit(orderId: string, signature: string, input: ReviewInputChecked): Promise<ReviewState>;
  decline(orderId: string, signature: string): Promise<ReviewState>;
  /** The testimonials page's list, the stories' titles in `language`. */
  published(language: SiteLanguage): Promise<PublishedReview[]>;
  adminList(): Promise<{ reviews: AdminReview[]; total: number }>;
  setPublished(orderId: string, published: boolean): Promise<AdminReview>;
  /** One pass of the review requests (the job's and a test's): each due order asked once. */
  requestPass(): Promise<{ requested: number }>;
  /** The orders' reviews, in the caller's transaction (their film or account is being deleted). */
  eraseIn(tx: Tx, orderIds: string[]): Promise<number>;
  /** The order's review as the parent's data file shows it; null when none was given. */
  ofOrder(orderId: string): Promise<ReviewInDataFile | null>;
}

/** What the shop keeps of a review, in the parent's own data file (Download my data). */
export interface ReviewInDataFile {
  stars: number;
  line: string | null;
  may_publish: boolean;
  given_at: string;
  published_at: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REQUEST_BATCH = 50;

const stateOf = (row: ReviewRow | undefined): ReviewState =>
  row?.submittedAt ? 'reviewed' : row?.declinedAt ? 'declined' : 'open';

const toAdmin = (row: ReviewWithOrder): AdminReview => ({
  order_id: row.orderId,
  order_number: row.orderNumber,
  story_id: row.story,
  stars: row.stars!,
  line: row.line,
  may_publish: row.mayPublish,
  site_language: row.siteLanguage ?? 'en',
  submitted_at: row.submittedAt!.toISOString(),
  published_at: row.publishedAt?.toISOString() ?? null,
});

export function createReviewsService({
  db,
  orders,
  mail,
  funnel,
  log,
  now = () => new Date(),
}: ReviewsDependencies): ReviewsService {
  const repository = createReviewsRepository(db);

  /** The caller's proof and the film: anything else is answered like an unknown order (404). */
  async function owned(orderId: string, signature: string, language: SiteLanguage = 'en') {
    const film =
      UUID.test(orderId) && orders.verifyOwner(orderId, signature)
        ? await orders.watchable(orderId.toLowerCase())
        : null;
    if (!film) throw notFound(reviewMessage('notFound', language), REVIEW_ERROR_CODES.notFound);
    return { id: orderId.toLowerCase(), film };
  }

  async function adminReview(orderId: string): Promise<AdminReview> {
    const row = await repository.withOrder(orderId);
    if (!row) throw notFound(REVIEW_ADMIN_MESSAGES.notFound, REVIEW_ADMIN_ERROR_CODES.notFound);
    return toAdmin(row);
  }

  return {
    async state(orderId, signature) {
      const { id } = await owned(orderId, signature);
      return stateOf(await repository.find(id));
    },

    async submit(orderId, signature, input) {
      const { id, film } = await owned(orderId, signature, input.site_language);
      const written = await inTransaction(db, async (tx) => {
        const row = await createReviewsRepository(tx).submit({
          orderId: id,
          stars: input.stars,
          line: input.line,
          mayPublish: input.may_publish,
          siteLanguage: input.site_language,
          at: now(),
        });
        if (!row) return false;
        await funnel?.countIn(tx, {
          step: 'reviewed',
          siteLanguage: film.siteLanguage,
          country: film.country,
          story: film.story,
        });
        return true;
      });
      if (!written)
        throw conflict(
          reviewMessage('alreadyReviewed', input.site_language),
          REVIEW_ERROR_CODES.alreadyReviewed,
        );
      log.info({ orderId: id, stars: input.stars, mayPublish: input.may_publish }, 'review given');
      return 'reviewed';
    },

    async decline(orderId, signature) {
      const { id } = await owned(orderId, signature);
      await repository.decline(id, now());
      return stateOf(await repository.find(id));
    },

    async published(language) {
      return (await repository.published(PUBLISHED_REVIEWS_SHOWN)).map((row, index) => ({
        // A position, not the order's id: the public list names no order.
        id: `r${index + 1}-${row.publishedAt!.getTime().toString(36)}`,
        stars: row.stars!,
        line: row.line,
        story_id: row.story,
        story_title: storyTitleIn(row.story, language),
        language: row.siteLanguage ?? 'en',
        published_at: row.publishedAt!.toISOString(),
      }));
    },

    async adminList() {
      const { rows, total } = await repository.submitted(ADMIN_REVIEWS_SHOWN);
      return { reviews: rows.map(toAdmin), total };
    },

    async setPublished(orderId, published) {
      const id = orderId.toLowerCase();
      const before = await adminReview(id);
      if (published && !before.may_publish)
        throw conflict(REVIEW_ADMIN_MESSAGES.notPermitted, REVIEW_ADMIN_ERROR_CODES.notPermitted);
      // Publishing twice keeps the first day it went up.
      if (published && before.published_at) return before;
      if (!(await repository.setPublished(id, published ? now() : null)))
        throw conflict(REVIEW_ADMIN_MESSAGES.notPermitted, REVIEW_ADMIN_ERROR_CODES.notPermitted);
      log.info({ orderId: id, published }, 'review publication changed');
      return adminReview(id);
    },

    async requestPass() {
      const at = now();
      const due = await repository.dueForRequest(
        new Date(at.getTime() - REVIEW_REQUEST_AFTER_DAYS * 86_400_000),
        REQUEST_BATCH,
      );
      let requested = 0;
      for (const order of due) {
        const claimed = await inTransaction(db, async (tx) => {
          if (!(await createReviewsRepository(tx).claimRequest(order.orderId, at))) return false;
          await mail.enqueue(tx, {
            kind: 'review-request',
            to: order.email,
            orderId: order.orderId,
            dedupeKey: `review-request:${order.orderId}`,
            data: {
              siteLanguage: order.siteLanguage,
              childName: order.childName,
              storyTitle: storyTitleIn(order.story, order.siteLanguage),
              reviewUrl: orders.reviewUrl(order.orderId, order.siteLanguage),
            },
          });
          return true;
        });
        if (claimed) requested++;
      }
      return { requested };
    },

    eraseIn: (tx, orderIds) => createReviewsRepository(tx).erase(orderIds),

    async ofOrder(orderId) {
      const row = await createReviewsRepository(db).find(orderId);
      // A "Not now" or an e-mail asked is no review: nothing the parent wrote.
      if (!row || row.stars === null || !row.submittedAt) return null;
      return {
        stars: row.stars,
        line: row.line,
        may_publish: row.mayPublish,
        given_at: row.submittedAt.toISOString(),
        published_at: row.publishedAt?.toISOString() ?? null,
      };
    },
  };
}
