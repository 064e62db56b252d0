import { useEffect, useState } from 'react';
import type { Order } from '@shop/contracts/orders';
import { fetchOrder } from '../api/admin-orders-api';

/** SPEC §4: the complete-order screen is loading, loaded or load-failed (submitting is the form's). */
export type OrderDetailsState = { kind: 'loading' } | { kind: 'loaded'; order: Order } | { kind: 'failed' };

export function useOrderDetails(orderId: string): OrderDetailsState {
  const [settled, setSettled] = useState<{ orderId: string; state: OrderDetailsState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchOrder(orderId, controller.signal).then(
      (response) => setSettled({ orderId, state: { kind: 'loaded', order: response.data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // No stand-in order (docs/decisions/013): without the real one nothing can be completed.
        console.warn('Order details failed to load', error);
        setSettled({ orderId, state: { kind: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [orderId]);

  return settled?.orderId === orderId ? settled.state : { kind: 'loading' };
}
