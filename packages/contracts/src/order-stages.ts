import { z } from 'zod';

// The production stages of an order (issue 12, docs/decisions/031): the studio's state machine.
// The server enforces it (a move it does not allow is a 409); the web app reads the same table to
// offer only the moves that can succeed. The seed's `status` keeps its meaning: `complete` exactly
// when the stage is `delivered`, else `pending`.

export const ORDER_STAGES = [
  'received',
  'photo_needed',
  'in_production',
  'quality_check',
  'delivered',
  'cancelled',
  /** A gift (docs/decisions/115): paid by the giver, waiting for the child's parent to consent and send photos. */
  'awaiting_parent',
] as const;
export const orderStageSchema = z.enum(ORDER_STAGES);
export type OrderStage = z.infer<typeof orderStageSchema>;

/** What the admin reads (and the parent, for the stages they see). */
export const ORDER_STAGE_LABELS: Readonly<Record<OrderStage, string>> = {
  received: 'Received',
  photo_needed: 'We need a better photo',
  in_production: 'In production',
  quality_check: 'Quality check',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  awaiting_parent: 'Waiting for the parent',
};

/** Stages with work still to do: the work list's default, sorted by due time. */
export const OPEN_STAGES = [
  'received',
  'photo_needed',
  'in_production',
  'quality_check',
] as const satisfies readonly OrderStage[];
export const isOpenStage = (stage: OrderStage) => (OPEN_STAGES as readonly OrderStage[]).includes(stage);

/**
 * How a stage is reached: `stage` (POST /api/orders/{id}/stage), `photo-request` (POST
 * /api/orders/{id}/photo-requests, or the parent's replacement back to received), `delivery` (the
 * one-transaction completion, POST /api/videos) or `cancel` (POST /api/orders/{id}/cancel, which refunds).
 */
export type StageMoveAction =
  'stage' | 'photo-request' | 'photos-replaced' | 'delivery' | 'cancel' | 'gift-claimed';

/**
 * Every legal move, from → to, and the one action that makes it. A move not listed is illegal (409).
 * Delivery is the existing completion (docs/decisions/012), allowed from every production stage the
 * studio is working in, so the seed's one-step completion keeps working; the stages in between
 * are the studio's to record.
 */
export const STAGE_MOVES: Readonly<Record<OrderStage, Partial<Record<OrderStage, StageMoveAction>>>> = {
  received: {
    in_production: 'stage',
    photo_needed: 'photo-request',
    delivered: 'delivery',
    cancelled: 'cancel',
  },
  photo_needed: {
    // The parent's replacement photos arrived.
    received: 'photos-replaced',
    // A new request replaces the open one (its link expired, or other photos need replacing too).
    photo_needed: 'photo-request',
    cancelled: 'cancel',
  },
  in_production: {
    quality_check: 'stage',
    photo_needed: 'photo-request',
    delivered: 'delivery',
    cancelled: 'cancel',
  },
  quality_check: {
    // Sent back for rework.
    in_production: 'stage',
    delivered: 'delivery',
    cancelled: 'cancel',
  },
  delivered: {},
  cancelled: {},
  // A gift's order (docs/decisions/115): the parent's claim brings it to the studio; unclaimed, it is refunded.
  awaiting_parent: {
    received: 'gift-claimed',
    cancelled: 'cancel',
  },
};

/** The action that moves an order from `from` to `to`, or undefined when the move is illegal. */
export const stageMoveAction = (from: OrderStage, to: OrderStage): StageMoveAction | undefined =>
  STAGE_MOVES[from][to];

/** The stages POST /api/orders/{id}/stage can reach from `from` (the detail page's buttons). */
export const manualStageMoves = (from: OrderStage): OrderStage[] =>
  ORDER_STAGES.filter((to) => STAGE_MOVES[from][to] === 'stage');

export const STAGE_MESSAGES = {
  illegalMove: (from: OrderStage, to: OrderStage) =>
    `An order cannot move from “${ORDER_STAGE_LABELS[from]}” to “${ORDER_STAGE_LABELS[to]}”.`,
  /** The move is legal, but through its own action (it needs a video, a reason or a refund). */
  useAction: {
    'photo-request': 'To ask the parent for a better photo, send a photo request.',
    'photos-replaced': 'The order returns to “Received” when the parent sends the new photos.',
    delivery: 'To deliver, upload the finished video (Complete order).',
    cancel: 'To cancel, use Cancel order: it refunds the payment.',
    'gift-claimed': 'A gift reaches the studio when the parent accepts it and sends the photos.',
  },
  /** Another admin moved the order first (or it changed since the page was loaded). */
  movedMeanwhile: (now: OrderStage) =>
    `This order was just moved to “${ORDER_STAGE_LABELS[now]}” by someone else. Reload to see its current stage.`,
  sameStage: (stage: OrderStage) => `This order is already “${ORDER_STAGE_LABELS[stage]}”.`,
} as const;

export const STAGE_ERROR_CODES = {
  /** The move is not in STAGE_MOVES, or needs its own action. */
  illegalMove: 'ILLEGAL_STAGE_MOVE',
  /** The order's stage changed between reading and moving it (two admins at once). */
  movedMeanwhile: 'STAGE_CHANGED',
} as const;

/** The stages the parent's timeline shows, in order (plus photo_needed / cancelled when they happen). */
export const PARENT_TIMELINE_STAGES = ['received', 'in_production', 'quality_check', 'delivered'] as const;
