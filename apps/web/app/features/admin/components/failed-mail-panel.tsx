import { useState } from 'react';
import { FAILED_MAIL_MESSAGES, mailKindLabel, type FailedMail } from '@shop/contracts/failed-mail';
import { buttonClass } from '~/components/ui/button-styles';
import { AlertIcon, CheckIcon, RetryIcon } from '~/components/ui/screen-icons';
import { isApiError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date';
import { retryFailedMail } from '../api/failed-mail-api';
import type { FailedMailState } from '../api/admin-queries';
import type { Notice } from '../hooks/use-timed-notice';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { LoadFailedAlert } from './load-failed-alert';

export interface FailedMailPanelProps {
  state: FailedMailState;
  reload: () => void;
  notify: (kind: Notice['kind'], text: string) => void;
}

/**
 * The e-mails the shop could not send (docs/decisions/019): their orders exist all the same, so the
 * team sees who missed which e-mail and why, and sends one again once the cause is fixed.
 */
export function FailedMailPanel({ state, reload, notify }: FailedMailPanelProps) {
  const [retrying, setRetrying] = useState<string | null>(null);

  async function retry(mail: FailedMail) {
    setRetrying(mail.id);
    try {
      await retryFailedMail(mail.id);
      notify('success', FAILED_MAIL_MESSAGES.retried);
    } catch (error) {
      console.warn('Retrying the e-mail failed', error);
      // The server's reason (already retried, an address that cannot work) says more than a generic line.
      const refused = isApiError(error) && (error.status === 404 || error.status === 409);
      notify('error', refused ? error.message : FAILED_MAIL_MESSAGES.retryFailed);
    } finally {
      setRetrying(null);
      reload();
    }
  }

  return (
    <section id="failed-mail" aria-labelledby="failed-mail-title" tabIndex={-1} className={PANEL_CLASS}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-saffron-700 text-white">
          <AlertIcon className="size-5" />
        </span>
        <div>
          <h2 id="failed-mail-title" className={PANEL_TITLE_CLASS}>
            E-mails not delivered
          </h2>
          <p className="mt-1 text-ink/85">
            Their orders are safe. Fix the cause (an address, the mail server), then send them again.
          </p>
        </div>
      </div>

      <div className="mt-5">
        {state.kind === 'loading' && (
          <p role="status" className="font-bold text-night-700">
            Loading undelivered e-mails...
          </p>
        )}
        {state.kind === 'failed' && <LoadFailedAlert message={state.message} onRetry={reload} />}
        {state.kind === 'loaded' && state.mails.length === 0 && (
          <p className="flex items-center justify-center gap-2 rounded-2xl bg-cream px-4 py-6 text-center font-bold text-peacock-700">
            <CheckIcon className="size-5" />
            Every e-mail went out.
          </p>
        )}
        {state.kind === 'loaded' && state.mails.length > 0 && (
          <>
            <ul className="space-y-3" aria-label="Undelivered e-mails">
              {state.mails.map((mail) => (
                <li
                  key={mail.id}
                  data-testid="failed-mail"
                  className="flex flex-col gap-3 rounded-2xl bg-cream px-4 py-3 ring-1 ring-marigold-300/70 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="text-xs font-bold tracking-wide text-saffron-700 uppercase">
                      {mailKindLabel(mail.kind)}
                    </p>
                    <p className="font-bold break-all text-night-900">{mail.to}</p>
                    {mail.subject && <p className="truncate text-sm text-ink/85">{mail.subject}</p>}
                    <p className="mt-1 text-sm font-bold text-lotus-700">{mail.error}</p>
                    <p className="mt-1 text-xs text-ink/80">
                      Failed {formatDateTime(mail.failedAt)}
                      {mail.attempts > 0 &&
                        ` · ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}`}
                    </p>
                  </div>
                  {mail.retryable ? (
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm', 'shrink-0 self-start sm:self-center')}
                      disabled={retrying !== null}
                      aria-label={`Send again to ${mail.to}`}
                      onClick={() => void retry(mail)}
                    >
                      <RetryIcon className="size-4" />
                      Send again
                    </button>
                  ) : (
                    <p className="shrink-0 text-sm font-bold text-night-700 sm:max-w-40 sm:text-right">
                      Cannot be sent again
                    </p>
                  )}
                </li>
              ))}
            </ul>
            {state.total > state.mails.length && (
              <p className="mt-3 text-sm text-ink/80">
                Showing the latest {state.mails.length} of {state.total}.
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
