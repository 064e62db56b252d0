import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribeNever = () => () => undefined;

/**
 * `value` once hydrated, `whileHydrating` before: the prerendered HTML has no query string, and the first
 * client render must match it. React compares the two right after hydration and renders again only
 * when they differ, so a page without a payment return is not rendered twice (a `hydrated` flag that
 * always flips made every landing visit re-render the whole page synchronously, in one long task,
 * just after hydrating).
 */
function useOnceHydrated<T>(value: T, whileHydrating: T): T {
  return useSyncExternalStore(
    subscribeNever,
    () => value,
    () => whileHydrating,
  );
}

/** Whether the visitor just came back from a successful payment (?payment_success=true). */
export function usePaymentSuccess(): boolean {
  const [params] = useSearchParams();
  return useOnceHydrated(params.get('payment_success') === 'true', false);
}

/**
 * The order number of a payment return (docs/product-guide.md#after-paying: payment_success=true AND order_number present), or
 * null. It is what the address says; only the server's answer is shown as the order's number.
 */
export function usePaymentReturnOrderNumber(): string | null {
  const [params] = useSearchParams();
  const orderNumber = params.get('order_number');
  return useOnceHydrated(params.get('payment_success') === 'true' && orderNumber ? orderNumber : null, null);
}
