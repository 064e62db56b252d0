import { useCallback, useState } from 'react';
import type { AdminOrderDetail } from '@shop/contracts/order-detail';
import { apiErrorMessage } from '~/lib/api-client';
import { presignUpload, putToPresignedUrl } from '../api/admin-uploads-api';
import { redeliverOrder } from '../api/order-detail-api';
import { INITIAL_PROGRESS, type CompletionStep, type UploadProgress } from '../upload-progress';

export interface Redelivery {
  title: string;
  note: string;
  video: File;
  thumbnail: File;
}

/**
 * Re-delivery of a delivered order (issue 12 item 4): the corrected video and thumbnail go up through
 * links made for this order, then POST /api/orders/{id}/redeliver records it and e-mails the parent.
 */
export function useRedeliver(order: AdminOrderDetail, onDone: () => void) {
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async ({ title, note, video, thumbnail }: Redelivery) => {
      setSubmitting(true);
      setError(null);
      setProgress(INITIAL_PROGRESS);
      const at = (step: CompletionStep) => setProgress((p) => ({ ...(p ?? INITIAL_PROGRESS), step }));
      try {
        const thumbnailLink = await presignUpload({
          orderId: order.unique_id,
          fileName: thumbnail.name,
          fileType: thumbnail.type,
          fileSize: thumbnail.size,
          contentType: 'photo',
          customFolder: 'thumbnails',
        });
        const videoLink = await presignUpload({
          orderId: order.unique_id,
          fileName: video.name,
          fileType: video.type,
          fileSize: video.size,
          contentType: 'video',
          customFolder: 'videos',
        });
        at('thumbnail');
        await putToPresignedUrl(thumbnailLink, thumbnail, (percent) =>
          setProgress((p) => ({ ...(p ?? INITIAL_PROGRESS), thumbnailPercent: percent })),
        );
        at('video');
        await putToPresignedUrl(videoLink, video, (percent) =>
          setProgress((p) => ({ ...(p ?? INITIAL_PROGRESS), videoPercent: percent })),
        );
        at('saving');
        await redeliverOrder(order.unique_id, {
          uri: videoLink.fileKey,
          thumbnail: thumbnailLink.fileKey,
          title: title.trim(),
          ...(note.trim() ? { note: note.trim() } : {}),
        });
        at('done');
        setSubmitting(false);
        onDone();
      } catch (failure) {
        console.warn('Re-delivery failed', failure);
        setProgress((p) => ({ ...(p ?? INITIAL_PROGRESS), failed: true }));
        setError(apiErrorMessage(failure));
        setSubmitting(false);
      }
    },
    [order.unique_id, onDone],
  );

  return { submit, submitting, progress, error };
}
