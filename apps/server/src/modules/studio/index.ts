// The studio module's one door (docs/decisions/090): the studio's side of an order. Stage moves by
// staff, better-photo requests and the parent's answer, the children's photos behind staff links
// with every access recorded, cancelling with a refund, and (to come) the film's renders. It works
// on orders through the orders module's service, and answers that module's OrderStudioFacts port.

export type { OrderStudioService } from './studio.service.ts';
export type { RendersService } from './renders.service.ts';
export type { RenderQueueStatusService } from './render-queue-status.service.ts';
