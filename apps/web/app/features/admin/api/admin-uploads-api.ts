import {
  ADMIN_UPLOAD_TIMEOUT_MS,
  UPLOAD_ENDPOINTS,
  type PresignRequest,
  type PresignResponse,
} from '@shop/contracts/uploads';
import { apiErrorMessage, callEndpoint } from '~/lib/api-client';
import { UPLOAD_ERRORS } from '../complete-order-errors';
import { INITIAL_PROGRESS, percentOf, type UploadProgress } from '../upload-progress';

// The admin's uploads (docs/architecture.md#api-paths): ask the server for a presigned link, then PUT the file straight to
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

/** PUT to the presigned link with its headers; resolves on 200 or 204 (docs/architecture.md#api-paths). */
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

/** The keys of a finished video and its thumbnail, ready for the video record. */
export interface UploadedVideoFiles {
  videoKey: string;
  thumbnailKey: string;
}

/**
 * The thumbnail and the video of an order's delivery (a first completion or a re-delivery): a link for
 * each, made for this order only (docs/decisions/022), then both PUTs, reporting each step and percent.
 */
export async function uploadVideoFiles(
  orderId: string,
  { video, thumbnail }: { video: File; thumbnail: File },
  report: (update: (progress: UploadProgress) => UploadProgress) => void,
): Promise<UploadedVideoFiles> {
  const link = (file: File, contentType: 'photo' | 'video', customFolder: 'thumbnails' | 'videos') =>
    presignUpload({
      orderId,
      fileName: file.name,
      fileType: file.type,
      fileSize: file.size,
      contentType,
      customFolder,
    });
  const thumbnailLink = await link(thumbnail, 'photo', 'thumbnails');
  const videoLink = await link(video, 'video', 'videos');
  report((p) => ({ ...p, step: 'thumbnail' }));
  await putToPresignedUrl(thumbnailLink, thumbnail, (percent) =>
    report((p) => ({ ...p, thumbnailPercent: percent })),
  );
  report((p) => ({ ...p, step: 'video' }));
  await putToPresignedUrl(videoLink, video, (percent) => report((p) => ({ ...p, videoPercent: percent })));
  return { videoKey: videoLink.fileKey, thumbnailKey: thumbnailLink.fileKey };
}

/** A progress setter's update that starts from the initial progress when there is none yet. */
export const fromInitial =
  (update: (progress: UploadProgress) => UploadProgress) =>
  (progress: UploadProgress | null): UploadProgress =>
    update(progress ?? INITIAL_PROGRESS);
