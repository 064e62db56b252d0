/** SPEC §9: an order is shown by the last 8 characters of its id. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(-8);
}
