import { useCallback, useEffect, useState } from 'react';

/** docs/product-guide.md#numbers-and-limits: the dashboard's notices disappear after 3 s. */
export const NOTICE_MS = 3000;

export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** Tells two notices with the same text apart, so the second one restarts the timer. */
  id: number;
}

let nextId = 0;

/** One notice at a time; a new one replaces the old and gets its own 3 s. */
export function useTimedNotice(initial: Omit<Notice, 'id'> | null = null) {
  const [notice, setNotice] = useState<Notice | null>(() => (initial ? { ...initial, id: ++nextId } : null));

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const show = useCallback(
    (kind: Notice['kind'], text: string) => setNotice({ kind, text, id: ++nextId }),
    [],
  );
  return { notice, show };
}
