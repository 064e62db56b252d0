import { RENDER_QUEUE_ENDPOINTS } from '@shop/contracts/render-queue';
import { callEndpoint } from '~/lib/api-client';

// The studio's render queue and its trusted stories (docs/decisions/096).

export const fetchRenderQueue = (signal?: AbortSignal) =>
  callEndpoint(RENDER_QUEUE_ENDPOINTS.status, { signal });

export const fetchTrustedStories = (signal?: AbortSignal) =>
  callEndpoint(RENDER_QUEUE_ENDPOINTS.trustedStories, { signal });

export const setTrustedStory = (story: number, autoDeliver: boolean) =>
  callEndpoint(RENDER_QUEUE_ENDPOINTS.setTrustedStory, {
    params: { story },
    body: { auto_deliver: autoDeliver },
  });
