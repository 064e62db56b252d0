import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '@shop/contracts/order';
import { markOrderComplete } from '../api/admin-orders-api';
import { fromInitial, uploadVideoFiles } from '../api/admin-uploads-api';
import { createVideo } from '../api/videos-api';
import { orderCompletedMessage } from '../admin-messages';
import { completeOrderAlert, type CompleteOrderAlert } from '../complete-order-errors';
import { INITIAL_PROGRESS, type CompletionStep, type UploadProgress } from '../upload-progress';

/** docs/product-guide.md#numbers-and-limits: the dashboard opens 1 s after the order is completed. */
export const REDIRECT_DELAY_MS = 1000;

/** What the dashboard shows when it opens after a completion (router state). */
export interface AdminNoticeState {
  notice: string;
}

export interface Completion {
  order: Order;
  title: string;
  video: File;
  thumbnail: File;
}

/**
 * docs/product-guide.md#completing-an-order: upload links for the thumbnail and the video, the thumbnail, the
 * video, the video record (which completes the order on the server, docs/decisions/012), the
 * order's status, then back to /admin after 1 s.
 */
export function useCompleteOrder() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [alert, setAlert] = useState<CompleteOrderAlert | null>(null);
  const [completed, setCompleted] = useState<string | null>(null);
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const submit = useCallback(
    async ({ order, title, video, thumbnail }: Completion) => {
      setSubmitting(true);
      setAlert(null);
      setProgress(INITIAL_PROGRESS);
      const at = (step: CompletionStep) => setProgress((p) => ({ ...(p ?? INITIAL_PROGRESS), step }));
      try {
        const files = await uploadVideoFiles(order.unique_id, { video, thumbnail }, (update) =>
          setProgress(fromInitial(update)),
        );
        at('saving');
        // user_id is the order's (null for a guest's order); the server takes it from the order anyway.
        await createVideo({
          order_id: order.unique_id,
          user_id: order.user_id,
          uri: files.videoKey,
          thumbnail: files.thumbnailKey,
          title: title.trim(),
        });
        at('completing');
        await markOrderComplete(order.unique_id);
        at('done');
        const notice = orderCompletedMessage(order.order_number);
        setCompleted(notice);
        redirect.current = window.setTimeout(
          () => void navigate('/admin', { state: { notice } satisfies AdminNoticeState }),
          REDIRECT_DELAY_MS,
        );
      } catch (error) {
        console.warn('Completing the order failed', error);
        setProgress((p) => ({ ...(p ?? INITIAL_PROGRESS), failed: true }));
        setAlert(completeOrderAlert(error));
        setSubmitting(false);
      }
    },
    [navigate],
  );

  return { submit, submitting, progress, alert, completed };
}
