import { useCallback, useEffect, useState } from 'react';
import type { AdminOrderListResponse } from '@shop/contracts/orders';
import { fetchAdminOrders, type AdminOrdersPage } from '../api/admin-orders-api';

interface Settled {
  /** Which request this answers. */
  key: string;
  /** The last page that loaded (kept on screen, dimmed, while the next one loads or after a failure). */
  data: AdminOrderListResponse | null;
  failed: boolean;
}

/** The orders table's page: reloads whenever the page or the filter changes, or on reload(). */
export function useAdminOrders({ page, status }: AdminOrdersPage) {
  const [generation, setGeneration] = useState(0);
  const [settled, setSettled] = useState<Settled>({ key: '', data: null, failed: false });
  const key = `${page}|${status ?? 'all'}|${generation}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminOrders({ page, status }, controller.signal).then(
      (data) => setSettled({ key, data, failed: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Admin orders failed to load', error);
        setSettled((previous) => ({ key, data: previous.data, failed: true }));
      },
    );
    return () => controller.abort();
  }, [key, page, status]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const loading = settled.key !== key;
  return { data: settled.data, loading, failed: !loading && settled.failed, reload };
}
