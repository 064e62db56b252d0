import { useEffect, useRef } from 'react';

/**
 * The payment widgets' messages (a decline, a retry, the last attempt): announced at once (assertive
 * live region) and scrolled into view, so on a phone the parent sees the message and the button
 * under it together instead of a message below the fold.
 */
export function PaymentMessage({ error, status = null }: { error: string | null; status?: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error && !status) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    ref.current?.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  }, [error, status]);
  return (
    <div ref={ref} aria-live="assertive" className="scroll-mt-24 space-y-2">
      {error && <p className="rounded-xl bg-lotus-700/10 px-4 py-2 font-semibold text-lotus-700">{error}</p>}
      {status && (
        <p
          className="rounded-xl bg-night-900/5 px-4 py-2 font-semibold text-night-900"
          data-testid="payment-retry-status"
        >
          {status}
        </p>
      )}
    </div>
  );
}
