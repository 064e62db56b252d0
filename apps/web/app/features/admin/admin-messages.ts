import type { OrderStatus } from '@shop/contracts/order';

// The admin screens' texts of docs/product-guide.md#admin-dashboard, docs/product-guide.md#admin-upload-checks, docs/product-guide.md#admin-messages, word for word. The e-mail recipient texts are in
// @shop/contracts/email-recipients and the upload checks in @shop/contracts/uploads (shared with the server).

export const ADMIN_MESSAGES = {
  loadOrdersFailed: 'Failed to load orders. Please check if you have admin access and the API is running.',
  exportFailed: 'Failed to export data. Please try again.',
  exported: 'Orders data exported successfully!',
  loadOrderFailed: 'Failed to load order details',
  loadBeforeUpload: 'Order details must be loaded before uploading files.',
  requiredFields: 'Please fill in all required fields and ensure order details are loaded',
  invalidOrder: 'Invalid Order',
} as const;

/** "Order … completed successfully!" (docs/product-guide.md#admin-messages), with the order's one number (issue 14) for the seed's last 8 characters. */
export const orderCompletedMessage = (orderNumber: string) => `Order ${orderNumber} completed successfully!`;

/** The status filters of the orders table (docs/product-guide.md#numbers-and-limits: all, pending, complete). */
export const STATUS_FILTERS: { value: OrderStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'complete', label: 'Complete' },
];
