import { useCallback } from 'react';
import { fetchOrderStatus } from '../api/order-status-api';
import { useRemote } from './use-remote';

export function useOrderStatus(orderId: string, signature: string) {
  return useRemote(
    useCallback((signal: AbortSignal) => fetchOrderStatus(orderId, signature, signal), [orderId, signature]),
  );
}
