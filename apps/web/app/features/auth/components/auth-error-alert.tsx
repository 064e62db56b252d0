import { CloseIcon } from '~/components/ui/icons';
import { AlertIcon } from '~/components/ui/screen-icons';
import { useUiText } from '~/lib/ui-text';
import type { AuthProblem } from '../auth-problem';
import { authProblemText } from '../sign-in-messages';

/** docs/product-guide.md#sign-in-messages: a banner titled Authentication Error with a dismiss button, for any auth error. */
export function AuthErrorAlert({ problem, onDismiss }: { problem: AuthProblem; onDismiss: () => void }) {
  const text = useUiText().auth;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-3">
      <div
        role="alert"
        data-testid="auth-error-banner"
        className="pointer-events-auto flex w-full max-w-lg animate-pop-in items-start gap-3 rounded-3xl border-2 border-lotus-500/40 bg-white p-4 shadow-xl shadow-lotus-700/15"
      >
        <span
          className="grid size-10 shrink-0 place-items-center rounded-full bg-lotus-700 text-white"
          aria-hidden="true"
        >
          <AlertIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1 pt-0.5">
          <p className="font-display text-lg leading-tight font-extrabold text-lotus-700">
            {text.error.title}
          </p>
          <p className="mt-1 text-ink">{authProblemText(text.messages, problem)}</p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={text.error.dismiss}
          className="grid size-11 shrink-0 place-items-center rounded-full text-night-900 transition hover:bg-marigold-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
