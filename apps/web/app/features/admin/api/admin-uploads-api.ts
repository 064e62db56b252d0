import {
  ADMIN_UPLOAD_TIMEOUT_MS,
  UPLOAD_ENDPOINTS,
  type PresignRequest,
  type PresignResponse,
} from '@shop/contracts/uploads';
import { apiErrorMessage, callEndpoint } from '~/lib/api-client';
import { UPLOAD_ERRORS } from '../complete-order-errors';
import { percentOf } from '../upload-progress';

// The admin's uploads (SPEC §7): ask the server for a presigned link, then PUT the file straight to
// storage. fetch() cannot report upload progress, so the PUT uses XMLHttpRequest.

export type PresignedUpload = PresignResponse['data'];

export async function presignUpload(request: PresignRequest): Promise<PresignedUpload> {
  try {
    const response = await callEndpoint(UPLOAD_ENDPOINTS.presign, { body: request });
    return response.data;
  } catch (error) {
    throw new Error(`${UPLOAD_ERRORS.presign}: ${apiErrorMessage(error)}`, { cause: error });
  }
}

/** PUT to the presigned link with its headers; resolves on 200 or 204 (SPEC §7). */
export function putToPresignedUrl(
  upload: Pick<PresignedUpload, 'uploadUrl' | 'headers'>,
  file: Blob,
  onProgress: (percent: number) => void,
  timeoutMs: number = ADMIN_UPLOAD_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', upload.uploadUrl);
    for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(percentOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      if (xhr.status === 200 || xhr.status === 204) {
        onProgress(100);
        resolve();
      } else {
        reject(new Error(UPLOAD_ERRORS.status(xhr.status)));
      }
    };
    xhr.onerror = () => reject(new Error(UPLOAD_ERRORS.network));
    xhr.ontimeout = () => reject(new Error(UPLOAD_ERRORS.timeout));
    xhr.send(file);
  });
}
