import { useCallback } from 'react';
import { fetchMyOrders, fetchMyVideos } from '../api/profile-api';
import { useRemote } from './use-remote';

export function useMyOrders() {
  return useRemote(useCallback((signal: AbortSignal) => fetchMyOrders(signal), []));
}

export function useMyVideos(page: number) {
  return useRemote(useCallback((signal: AbortSignal) => fetchMyVideos(page, signal), [page]));
}
