import { buttonClass } from '~/components/ui/button-styles';
import { RefreshIcon } from '~/components/ui/screen-icons';

interface LoadFailedAlertProps {
  message: string;
  onRetry: () => void;
  className?: string;
}

/** A dashboard panel whose data did not load: the reason, and Retry to fetch it again in place. */
export function LoadFailedAlert({ message, onRetry, className = '' }: LoadFailedAlertProps) {
  return (
    <div
      role="alert"
      className={`rounded-2xl bg-lotus-700/10 px-4 py-4 text-lotus-700 ring-1 ring-lotus-700/30 ${className}`}
    >
      <p className="font-bold">{message}</p>
      <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={onRetry}>
        <RefreshIcon className="size-4" />
        Retry
      </button>
    </div>
  );
}
