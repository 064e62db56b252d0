import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PREVIEW_ENDPOINTS, type PreviewFigurePeriod } from '@shop/contracts/previews';
import { callEndpoint } from '~/lib/api-client';

// How many previews led to an order (docs/decisions/103), computed by the server.

export const fetchPreviewFigures = (days: PreviewFigurePeriod, signal?: AbortSignal) =>
  callEndpoint(PREVIEW_ENDPOINTS.figures, { query: { days }, signal });

export const previewFiguresQuery = (days: PreviewFigurePeriod) =>
  queryOptions({
    queryKey: ['admin', 'preview-figures', days],
    queryFn: ({ signal }) => fetchPreviewFigures(days, signal),
    placeholderData: keepPreviousData,
  });
