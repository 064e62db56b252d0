// The gifts module's one door (docs/decisions/090, 115): a gift's record, the parent's invitation,
// reminders and acceptance, the giver's status page, and the refund of a gift never accepted.

export type { GiftFilmCard, GiftPassOutcome, GiftsService } from './gifts.service.ts';
export { createGiftsService } from './gifts.service.ts';
export { giftsRoutes } from './gifts.routes.ts';
export { giftsJob } from './gifts-job.ts';
