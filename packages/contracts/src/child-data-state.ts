import { z } from 'zod';

// What of a child's media an order still has (docs/decisions/047): on every order the API gives, so
// the admin, the profile and the order-status page say "Photos deleted on …" instead of showing them.

/** Why a child's photos or video were deleted; every deletion is recorded with one. */
export const CHILD_DATA_DELETION_REASONS = [
  'retention_delivered',
  'retention_undelivered',
  'cancelled',
  'parent_request',
  'account_erased',
] as const;
export const childDataDeletionReasonSchema = z.enum(CHILD_DATA_DELETION_REASONS);
export type ChildDataDeletionReason = z.infer<typeof childDataDeletionReasonSchema>;

/** How the studio reads a reason (the parent's own pages say theirs: "at your request"). */
export const CHILD_DATA_DELETION_REASON_LABELS: Record<ChildDataDeletionReason, string> = {
  retention_delivered: 'kept the promised days after delivery',
  retention_undelivered: 'the order was never delivered',
  cancelled: 'the order was cancelled',
  parent_request: "at the parent's request",
  account_erased: 'the account was deleted',
};

const isoTime = z.iso.datetime({ offset: true });

/** On every order the API gives: what of the child's media is already gone. */
export const childDataStateSchema = z.object({
  photos_deleted_at: isoTime.nullable(),
  photos_deleted_reason: childDataDeletionReasonSchema.nullable(),
  video_deleted_at: isoTime.nullable(),
  /**
   * Present once the parent deleted their account: the order keeps its amounts and references, and
   * its names, e-mail, phone, consent record and the child's media are erased (docs/decisions/047).
   */
  account_erased_at: isoTime.optional(),
});
export type ChildDataState = z.infer<typeof childDataStateSchema>;
