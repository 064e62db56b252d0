import { queryOptions } from '@tanstack/react-query';
import { FUNNEL_ENDPOINTS } from '@shop/contracts/funnel';
import { callEndpoint } from '~/lib/api-client';

// The owner's funnel (docs/decisions/111): the dashboard's data and its CSV export.

export const fetchFunnel = (days: number) =>
  callEndpoint(FUNNEL_ENDPOINTS.dashboard, { query: { days } }).then((answer) => answer.data);

export const fetchFunnelCsv = async (days: number) =>
  String(await callEndpoint(FUNNEL_ENDPOINTS.exportCsv, { query: { days } }));

export const funnelQuery = (days: number) =>
  queryOptions({ queryKey: ['admin', 'funnel', days], queryFn: () => fetchFunnel(days) });
