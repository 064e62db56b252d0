import { useEffect, useState } from 'react';

// One read from the API for a page section: loading, then the data or the error. `load` must be
// stable (useCallback) — a new one starts a new read, and the answer of an older read is dropped.

export type Remote<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

type Load<T> = (signal: AbortSignal) => Promise<T>;

const LOADING = { status: 'loading' } as const;

export function useRemote<T>(load: Load<T>): Remote<T> {
  const [result, setResult] = useState<{ load: Load<T>; remote: Remote<T> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ load, remote: { status: 'ready', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ load, remote: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [load]);

  // Until the current read answers, the page shows loading (not the previous page's answer).
  return result?.load === load ? result.remote : LOADING;
}
