import { queryOptions } from '@tanstack/react-query';
import { fetchPaymentsConfig } from './payments-api';

// What the order form reads (docs/decisions/028): the payments configuration, for the price box's
// tax number. It does not change while the shop runs, so one read per visit to the page is enough.

export const paymentsConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: () => fetchPaymentsConfig(),
  staleTime: Infinity,
});
