import { useCallback, useEffect, useState } from 'react';
import { EMAIL_RECIPIENT_MESSAGES, type EmailRecipient } from '@shop/contracts/email-recipients';
import { fetchEmailRecipients } from '../api/email-recipients-api';

export type RecipientsState =
  | { kind: 'loading' }
  | { kind: 'loaded'; recipients: EmailRecipient[] }
  | { kind: 'failed'; message: string };

/** The recipient list; reload() after an add or a removal. */
export function useEmailRecipients() {
  const [state, setState] = useState<RecipientsState>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchEmailRecipients(controller.signal).then(
      (response) => setState({ kind: 'loaded', recipients: response.data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Email recipients failed to load', error);
        setState({ kind: 'failed', message: EMAIL_RECIPIENT_MESSAGES.loadFailed });
      },
    );
    return () => controller.abort();
  }, [generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state, reload };
}
