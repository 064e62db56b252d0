import type { AuthenticatedUser } from '@shop/contracts/auth';
import type { AdminOrderDetail } from '@shop/contracts/order-detail';
import type { OrderStatusView } from '@shop/contracts/order-status';
import type { GiftDetails } from '@shop/contracts/gifts';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { Tx } from '../../db/transaction.ts';

// What the orders module needs of the modules that build on it, as interfaces it owns (the ports,
// docs/decisions/090). They implement them and the composition root (app.ts) hands them in, so
// orders imports none of them: a paid checkout's photos are claimed by the uploads module, the
// film a status page plays comes from the videos module, and what the studio decided (a better-
// photo request, a refund) comes from the studio module.

/** The uploads module's claim of a paid checkout's photos and voice clip, in the order's transaction. */
export interface OrderMediaClaims {
  /** Gives the photos to the order; their storage keys. Throws a 400 AppError if any cannot be. */
  claimPhotos(tx: Tx, photoIds: readonly string[], orderId: string): Promise<{ storageKey: string }[]>;
  /** Gives the clip to the order; false when it can no longer be. */
  claimVoiceClip(tx: Tx, clipId: string, orderId: string): Promise<boolean>;
}

/** A paid gift's order (docs/decisions/115), as the gifts module is handed it in the order's transaction. */
export interface NewGiftOrder {
  orderId: string;
  orderNumber: string;
  storyId: number;
  childName: string;
  siteLanguage: SiteLanguage;
  giverEmail: string;
  deliverAt: Date | null;
}

/**
 * The gifts module's side of a paid gift: its record, the parent's invitation and the giver's
 * receipt, in the order's transaction. It never throws into it (money first): what fails is logged.
 */
export interface OrderGifts {
  open(tx: Tx, order: NewGiftOrder, gift: GiftDetails): Promise<void>;
}

/** The videos module's delivered film of an order, with fresh links, for the parent's pages. */
export interface OrderFilms {
  deliveredFilmOf(orderId: string): Promise<OrderStatusView['video']>;
}

/** An order's latest better-photo request, as the parent's progress shows it. */
export interface PhotoRequestFact {
  id: string;
  reason: string;
  createdAt: Date;
  expiresAt: Date;
  fulfilledAt: Date | null;
  withdrawnAt: Date | null;
}

/** What the studio module decided about orders, read for the parent's views and the delivery. */
export interface OrderStudioFacts {
  /** Each order's latest better-photo request (open or not), by order id. */
  latestPhotoRequests(orderIds: readonly string[]): Promise<Map<string, PhotoRequestFact>>;
  /** The orders whose refund went through, for the parent's progress ("refunded"). */
  refundedOrders(orderIds: readonly string[]): Promise<Set<string>>;
  /** The order's refund if it went through (its credit note is issued from it). */
  succeededRefund(orderId: string): Promise<{ id: string } | undefined>;
  /**
   * Whether a cancel has claimed the order (its refund asked for or made), read in the delivery's
   * transaction under the order's lock: the order must then not be delivered (docs/decisions/068).
   */
  blocksDelivery(tx: Tx, orderId: string): Promise<boolean>;
}

/** The admin's detail of an order (GET /api/orders/{id} as an admin): the studio module's. */
export interface AdminOrderDetails {
  detail(admin: AuthenticatedUser, orderId: string): Promise<AdminOrderDetail>;
}
