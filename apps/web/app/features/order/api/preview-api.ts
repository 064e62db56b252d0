import { PREVIEW_ENDPOINTS, type PreviewRequest } from '@shop/contracts/previews';
import { callEndpoint } from '~/lib/api-client';

// The personal preview's calls (docs/decisions/099): ask for one from the form's inputs, then read its
// state while it renders. Both carry the upload session cookie, so only this browser's photo counts.

export const requestPreview = (body: PreviewRequest) =>
  callEndpoint(PREVIEW_ENDPOINTS.request, { body }).then((answer) => answer.data);

export const readPreview = (id: string) =>
  callEndpoint(PREVIEW_ENDPOINTS.read, { params: { id } }).then((answer) => answer.data);
