import { useCallback, useState } from 'react';
import type { AdminOrderDetail } from '@shop/contracts/order-detail';
import { apiErrorMessage } from '~/lib/api-client';
import { fromInitial, uploadVideoFiles } from '../api/admin-uploads-api';
import { redeliverOrder } from '../api/order-detail-api';
import { INITIAL_PROGRESS, type CompletionStep, type UploadProgress } from '../upload-progress';

export interface Redelivery {
  title: string;
  note: string;
  video: File;
  thumbnail: File;
}

/**
 * Re-delivery of a delivered order (issue 12 item 4): the corrected video and thumbnail go up as in a
 * first completion, then POST /api/orders/{id}/redeliver records it and e-mails the parent.
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
        const files = await uploadVideoFiles(order.unique_id, { video, thumbnail }, (update) =>
          setProgress(fromInitial(update)),
        );
        at('saving');
        await redeliverOrder(order.unique_id, {
          uri: files.videoKey,
          thumbnail: files.thumbnailKey,
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
