import { useState } from 'react';
import { EMAIL_RECIPIENT_MESSAGES, type EmailRecipient } from '@shop/contracts/email-recipients';
import { MailIcon } from '~/components/ui/icons';
import { TrashIcon } from '~/components/ui/screen-icons';
import { removeEmailRecipient } from '../api/email-recipients-api';
import type { RecipientsState } from '../api/admin-queries';
import type { Notice } from '../hooks/use-timed-notice';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailedAlert } from './load-failed-alert';
import { TestEmailForm } from './test-email-form';
import { AddRecipientForm } from './add-recipient-form';

export interface EmailRecipientsPanelProps {
  state: RecipientsState;
  reload: () => void;
  notify: (kind: Notice['kind'], text: string) => void;
}

/** docs/product-guide.md#new-order-notices, docs/architecture.md#api-paths /api/email/*. */
export function EmailRecipientsPanel({ state, reload, notify }: EmailRecipientsPanelProps) {
  const [removing, setRemoving] = useState<EmailRecipient | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmRemoval() {
    if (!removing) return;
    setBusy(true);
    try {
      await removeEmailRecipient(removing.email);
      notify('success', EMAIL_RECIPIENT_MESSAGES.removed);
      reload();
    } catch (error) {
      console.warn('Removing the recipient failed', error);
      notify('error', EMAIL_RECIPIENT_MESSAGES.removeFailed);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  const recipients = state.kind === 'loaded' ? state.recipients : [];
  return (
    <section id="email-recipients" aria-labelledby="recipients-title" tabIndex={-1} className={PANEL_CLASS}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-lotus-700 text-white">
          <MailIcon className="size-5" />
        </span>
        <div>
          <h2 id="recipients-title" className={PANEL_TITLE_CLASS}>
            E-mail recipients
          </h2>
          <p className="mt-1 text-ink/85">The team members told by e-mail about every new order.</p>
        </div>
      </div>

      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <div>
          {state.kind === 'loading' && (
            <p role="status" className="font-bold text-night-700">
              Loading recipients...
            </p>
          )}
          {state.kind === 'failed' && <LoadFailedAlert message={state.message} onRetry={reload} />}
          {state.kind === 'loaded' && recipients.length === 0 && (
            <p className="rounded-2xl bg-cream px-4 py-6 text-center font-bold text-night-700">
              No recipients yet. Add the first one.
            </p>
          )}
          {recipients.length > 0 && (
            <ul className="space-y-2" aria-label="Recipients">
              {recipients.map((recipient) => (
                <li
                  key={recipient.email}
                  data-testid="recipient"
                  className="flex items-center gap-3 rounded-2xl bg-cream px-4 py-3 ring-1 ring-marigold-300/70"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-bold text-night-900">{recipient.name}</p>
                    <p className="truncate text-sm text-ink/85">{recipient.email}</p>
                    {recipient.notificationTypes.orderCreated && (
                      <p className="mt-1 inline-block rounded-full bg-peacock-700/10 px-2.5 py-0.5 text-xs font-bold text-peacock-700">
                        New orders
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    className="grid size-11 shrink-0 place-items-center rounded-full text-lotus-700 ring-2 ring-lotus-700/30 transition hover:bg-lotus-700 hover:text-white"
                    aria-label={`Remove ${recipient.email}`}
                    onClick={() => setRemoving(recipient)}
                  >
                    <TrashIcon className="size-5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="space-y-6">
          <AddRecipientForm onAdded={reload} notify={notify} />
          <TestEmailForm disabled={recipients.length === 0} notify={notify} />
        </div>
      </div>

      {removing && (
        <ConfirmDialog
          title="Remove this recipient?"
          confirmLabel="Remove"
          busy={busy}
          onConfirm={() => void confirmRemoval()}
          onCancel={() => setRemoving(null)}
        >
          <p>
            <strong className="text-night-900">{removing.name}</strong> ({removing.email}) will no longer
            receive new-order e-mails.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
