import { CheckIcon } from '~/components/ui/screen-icons';
import type { Notice } from '../hooks/use-timed-notice';

/**
 * A dashboard notice: success as a polite status, failure as an alert (docs/product-guide.md#admin-messages, docs/product-guide.md#numbers-and-limits). The live
 * region is always in the page so screen readers hear the text that arrives in it.
 */
export function NoticeBanner({ notice }: { notice: Notice | null }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center px-4">
      <div role="status" aria-live="polite">
        {notice?.kind === 'success' && (
          <p
            key={notice.id}
            className="animate-pop-in pointer-events-auto flex max-w-xl items-center gap-3 rounded-2xl bg-peacock-700 px-5 py-3.5 font-bold text-white shadow-xl"
          >
            <CheckIcon className="size-6 shrink-0" />
            {notice.text}
          </p>
        )}
      </div>
      <div role="alert">
        {notice?.kind === 'error' && (
          <p
            key={notice.id}
            className="animate-pop-in pointer-events-auto max-w-xl rounded-2xl bg-lotus-700 px-5 py-3.5 font-bold text-white shadow-xl"
          >
            {notice.text}
          </p>
        )}
      </div>
    </div>
  );
}
