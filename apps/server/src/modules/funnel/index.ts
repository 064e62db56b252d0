// The funnel module's one door (docs/decisions/090, 111): the shop's own daily counts of each step a
// family reaches, and the owner's dashboard over them. At the bottom of the module table: orders and
// payments count their steps through FunnelService.countIn, inside their own transactions.

export type { FunnelService, ServerFunnelStep } from './funnel.service.ts';
export { createFunnelService } from './funnel.service.ts';
