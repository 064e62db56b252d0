import { queryOptions } from '@tanstack/react-query';
import { fetchOrderStatus } from './order-status-api';
import { fetchMyOrders, fetchMyVideos } from './profile-api';

// What the profile and order-status screens read (docs/decisions/028). A new page of videos shows
// loading until it answers, not the previous page.

export const myOrdersQuery = queryOptions({
  queryKey: ['profile', 'orders'],
  queryFn: ({ signal }) => fetchMyOrders(signal),
});

export const myVideosQuery = (page: number) =>
  queryOptions({
    queryKey: ['profile', 'videos', page],
    queryFn: ({ signal }) => fetchMyVideos(page, signal),
  });

export const orderStatusQuery = (orderId: string, signature: string) =>
  queryOptions({
    queryKey: ['order-status', orderId, signature],
    queryFn: ({ signal }) => fetchOrderStatus(orderId, signature, signal),
  });
