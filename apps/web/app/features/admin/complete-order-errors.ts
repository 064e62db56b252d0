// docs/product-guide.md#admin-messages: which alert a failed submission shows, chosen from the
// error's message as the seed does, and the underlying reason as a second line when it adds something.

export const UPLOAD_ERRORS = {
  status: (status: number) => `Upload failed with status ${status}`,
  network: 'Upload failed due to network error',
  timeout: 'Upload timed out',
  presign: 'Failed to get presigned URL',
} as const;

export const COMPLETE_ORDER_ALERTS = {
  default: 'Failed to complete order. Please try again.',
  network: 'Network error during upload. Please check your connection and try again.',
  timeout: 'Upload timed out. Please try again with a smaller file or better connection.',
  presign: 'Failed to prepare upload. Please try again.',
} as const;

export interface CompleteOrderAlert {
  message: string;
  /** The reason behind a default alert (e.g. the server's "This order is already completed"). */
  detail: string | null;
}

export function completeOrderAlert(error: unknown): CompleteOrderAlert {
  const reason = error instanceof Error ? error.message : '';
  const text = reason.toLowerCase();
  if (text.includes('network')) return { message: COMPLETE_ORDER_ALERTS.network, detail: null };
  if (text.includes('timed out') || text.includes('timeout'))
    return { message: COMPLETE_ORDER_ALERTS.timeout, detail: null };
  if (text.includes('presigned url')) return { message: COMPLETE_ORDER_ALERTS.presign, detail: null };
  return { message: COMPLETE_ORDER_ALERTS.default, detail: reason || null };
}
