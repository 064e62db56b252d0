import { ORDER_FORM_MESSAGES } from '@shop/content/parent-text/order';
import { endpointUrl } from '@shop/contracts/endpoint';
import {
  uploadedVoiceClipResponseSchema,
  VOICE_CLIP_ENDPOINTS,
  VOICE_CLIP_LIMITS,
  type UploadedVoiceClip,
} from '@shop/contracts/voice';
import { ApiError, NETWORK_ERROR_MESSAGE } from '~/lib/api-client';

// The voice clip's multipart upload (the shared client sends JSON only; a clip is at most 1 MB, so
// no progress is shown). Errors are ApiErrors with the server's { message }, as the client reads them.

// Its message is the order page's (shown in the page's language by the voice-clip field).
export const VOICE_UPLOAD_FAILED_MESSAGE = ORDER_FORM_MESSAGES.voiceUploadFailed;

export async function uploadVoiceClip(clip: Blob, fileName: string): Promise<UploadedVoiceClip> {
  const form = new FormData();
  form.append(VOICE_CLIP_LIMITS.field, clip, fileName);
  let response: Response;
  try {
    response = await fetch(endpointUrl(VOICE_CLIP_ENDPOINTS.upload), {
      method: VOICE_CLIP_ENDPOINTS.upload.method,
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      typeof message === 'string' && message ? message : VOICE_UPLOAD_FAILED_MESSAGE,
      response.status,
    );
  }
  const parsed = uploadedVoiceClipResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(VOICE_UPLOAD_FAILED_MESSAGE, response.status);
  return parsed.data;
}
