import { ORDER_FORM_MESSAGE_CODES, ORDER_FORM_MESSAGES } from '@shop/content/parent-text/order';
import { endpointUrl } from '@shop/contracts/endpoint';
import {
  PHOTO_LIMITS,
  UPLOAD_ENDPOINTS,
  uploadedPhotoResponseSchema,
  type UploadedPhotoResponse,
} from '@shop/contracts/uploads';
import { ApiError, apiErrorOfBody, networkError } from '~/lib/api-client';

// Multipart upload with progress. fetch() cannot report upload progress, so this one call uses
// XMLHttpRequest (still at its contract's method and path); errors are still ApiErrors with the
// server's { message } as the shared client reads them.

// Its messages are the order page's (shown in the page's language by the photo modal).
export const UPLOAD_FAILED_MESSAGE = ORDER_FORM_MESSAGES.uploadFailed;

export function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedPhotoResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(UPLOAD_ENDPOINTS.photo.method, endpointUrl(UPLOAD_ENDPOINTS.photo));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          apiErrorOfBody(body, xhr.status) ??
            new ApiError(UPLOAD_FAILED_MESSAGE, xhr.status, ORDER_FORM_MESSAGE_CODES.uploadFailed),
        );
        return;
      }
      const parsed = uploadedPhotoResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else
        reject(
          new ApiError(ORDER_FORM_MESSAGES.uploadNoUrl, xhr.status, ORDER_FORM_MESSAGE_CODES.uploadNoUrl),
        );
    };
    const form = new FormData();
    form.append(PHOTO_LIMITS.field, file);
    xhr.send(form);
  });
}
