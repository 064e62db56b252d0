// The keepsakes module's one door (docs/decisions/090, 117): the certificate of a delivered film.

export type { CertificateOrder, KeepsakeOrders, KeepsakesService } from './keepsakes.service.ts';
export { createKeepsakesService } from './keepsakes.service.ts';
export { createStoryArt } from './story-art.ts';
