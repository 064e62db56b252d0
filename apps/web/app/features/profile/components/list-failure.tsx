import { buttonClass } from '~/components/ui/button-styles';
import { AlertIcon, RetryIcon } from '~/components/ui/screen-icons';
import { useErrorText, useParentText } from '~/lib/parent-text';

interface ListFailureProps {
  /** docs/product-guide.md#list-and-upload-messages: "Failed to fetch orders" / "Failed to fetch videos". */
  title: string;
  error: unknown;
}

/** A list that could not load: what failed, why, and Retry (docs/product-guide.md#profile: it reloads the page). */
export function ListFailure({ title, error }: ListFailureProps) {
  const { lists } = useParentText().account;
  const errorText = useErrorText();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-8 text-center ring-1 ring-lotus-500/30 sm:flex-row sm:text-left"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-lotus-700 text-white">
        <AlertIcon className="size-6" />
      </span>
      <div className="flex-1">
        <p className="font-display text-lg font-bold text-lotus-700">{title}</p>
        <p className="text-ink/80">{errorText(error)}</p>
      </div>
      <button type="button" className={buttonClass('dark', 'sm')} onClick={() => window.location.reload()}>
        <RetryIcon className="size-4" />
        {lists.retry}
      </button>
    </div>
  );
}
