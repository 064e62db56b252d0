// The reviews module's one door (docs/decisions/090, 118): a parent's review of their delivered film,
// the asking for it (the watch page's card, one e-mail), the admin's publishing with the parent's
// permission, and the testimonials page's list.

export type { ReviewableFilm, ReviewInDataFile, ReviewOrders, ReviewsService } from './reviews.service.ts';
export { createReviewsService } from './reviews.service.ts';
export { reviewRequestsJob } from './reviews-job.ts';
export { reviewsRoutes } from './reviews.routes.ts';
