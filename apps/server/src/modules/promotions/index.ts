// The promotions module's one door (docs/decisions/090, 108): campaigns and codes, the price a checkout
// gets with them, the festival banner, and the admin's campaigns with their results.

export { createPromotionsService } from './promotions.service.ts';
export type { PromotionDecision, PromotionRequest, PromotionsService } from './promotions.service.ts';
