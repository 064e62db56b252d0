// The orders module's one door (docs/decisions/090): the order record (made from a paid checkout,
// its events and stages, its links, receipts and the parent's views of it). Other modules build on
// it and use only what this file exports; what orders needs of them, it asks through the ports it
// owns (ports.ts), which they implement and the composition root (app.ts) hands in.

export type { InvoicesService, Invoice } from './invoices/invoices.service.ts';
export type { OrderStatusLinks } from './order-status-links.ts';
export type { Actor, StageMove } from './order-stages.service.ts';
export type { ParentUpdates } from './parent-updates.service.ts';
export type { PaidCheckout } from './order-from-checkout.service.ts';
export type { OrderCreation, OrdersService, PaidOrder, ReceiptFile } from './orders.service.ts';
export type { AdminOrderDetails, NewGiftOrder, OrderFilms, OrderGifts, OrderMediaClaims } from './ports.ts';
export type { OrderRow as OrderRecord } from './orders.repository.ts';
export type { OrderEventRow as OrderEventRecord } from './order-events.repository.ts';
export type { OrderStudioFacts, PhotoRequestFact } from './ports.ts';
export { isHeldForRelease, isOverdue } from './orders.service.ts';
export { adminActor, toOrder } from './orders.service.ts';
