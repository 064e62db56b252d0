import { ORDER_FORM_MESSAGE_CODES, ORDER_FORM_MESSAGES } from '@shop/content/parent-text/order';
import { endpointUrl } from '@shop/contracts/endpoint';
import {
  uploadedVoiceClipResponseSchema,
  VOICE_CLIP_ENDPOINTS,
  VOICE_CLIP_LIMITS,
  type UploadedVoiceClip,
} from '@shop/contracts/voice';
import { ApiError, apiErrorOfBody, networkError } from '~/lib/api-client';

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
    throw networkError();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw (
      apiErrorOfBody(body, response.status) ??
      new ApiError(VOICE_UPLOAD_FAILED_MESSAGE, response.status, ORDER_FORM_MESSAGE_CODES.voiceUploadFailed)
    );
  }
  const parsed = uploadedVoiceClipResponseSchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(
      VOICE_UPLOAD_FAILED_MESSAGE,
      response.status,
      ORDER_FORM_MESSAGE_CODES.voiceUploadFailed,
    );
  return parsed.data;
}
