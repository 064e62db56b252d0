import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribeNever = () => () => undefined;

/**
 * Whether the visitor just came back from a successful payment (?payment_success=true). False while
 * hydrating: the prerendered HTML has no query string, and the first client render must match it.
 */
export function usePaymentSuccess(): boolean {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return hydrated && params.get('payment_success') === 'true';
}
