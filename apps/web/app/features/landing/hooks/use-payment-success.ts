import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribeNever = () => () => undefined;

// False while hydrating: the prerendered HTML has no query string, and the first client render must
// match it.
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Whether the visitor just came back from a successful payment (?payment_success=true). */
export function usePaymentSuccess(): boolean {
  const [params] = useSearchParams();
  return useHydrated() && params.get('payment_success') === 'true';
}

/**
 * The order number of a payment return (SPEC §2: payment_success=true AND order_number present), or
 * null. It is what the address says; only the server's answer is shown as the order's number.
 */
export function usePaymentReturnOrderNumber(): string | null {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const orderNumber = params.get('order_number');
  return hydrated && params.get('payment_success') === 'true' && orderNumber ? orderNumber : null;
}
