import { useCallback, useEffect, useState } from 'react';
import { FAILED_MAIL_MESSAGES, type FailedMail } from '@shop/contracts/failed-mail';
import { fetchFailedMail } from '../api/failed-mail-api';

export type FailedMailState =
  | { kind: 'loading' }
  | { kind: 'loaded'; mails: FailedMail[]; total: number }
  | { kind: 'failed'; message: string };

/** The latest e-mails that were not delivered; reload() after a retry. */
export function useFailedMail() {
  const [state, setState] = useState<FailedMailState>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchFailedMail(controller.signal).then(
      (response) => setState({ kind: 'loaded', mails: response.data, total: response.pagination.total }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Failed e-mails could not be loaded', error);
        setState({ kind: 'failed', message: FAILED_MAIL_MESSAGES.loadFailed });
      },
    );
    return () => controller.abort();
  }, [generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state, reload };
}
