import { useCallback, useEffect, useState } from 'react';
import type { Preview, PreviewRequest } from '@shop/contracts/previews';
import { readPreview, requestPreview } from '../api/preview-api';

// The order page's personal preview (docs/product-guide.md#the-order-form, docs/decisions/099): once
// the inputs are complete it is asked for by itself, again when they change (after a pause, so typing
// a name asks once), and read every second while it renders. A request already sent is never
// aborted: its answer is dropped when the inputs moved on (a cancelled fetch would be a failed
// request in the browser's eyes for nothing).

/** Typing pauses this long before the inputs count as changed. */
export const PREVIEW_DEBOUNCE_MS = 900;
const POLL_MS = 1000;

export type PreviewStatus =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'preview'; preview: Preview }
  /** The answer that refused it (a limit, a name too long), shown by its code. */
  | { kind: 'error'; failure: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `request` null: the inputs are not complete. `active` false: the form is hidden (paying). */
export function usePersonalPreview(
  request: PreviewRequest | null,
  active = true,
): {
  status: PreviewStatus;
  retry: () => void;
} {
  const key = request ? JSON.stringify(request) : null;
  // Each status belongs to the inputs it was made for: older inputs' answers are never shown.
  const [shown, setShown] = useState<{ key: string; status: PreviewStatus } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key || !active) return;
    let current = true;
    const show = (status: PreviewStatus) => {
      if (current) setShown({ key, status });
    };
    const body = JSON.parse(key) as PreviewRequest;
    const started = setTimeout(() => {
      void (async () => {
        try {
          show({ kind: 'asking' });
          let preview = await requestPreview(body);
          while (current) {
            show({ kind: 'preview', preview });
            if (preview.state !== 'queued' && preview.state !== 'rendering') return;
            await sleep(POLL_MS);
            if (!current) return;
            preview = await readPreview(preview.id);
          }
        } catch (error) {
          show({ kind: 'error', failure: error });
        }
      })();
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(started);
    };
  }, [key, active, attempt]);

  const status: PreviewStatus = key && shown?.key === key ? shown.status : { kind: 'idle' };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
