import { useState, type FormEvent } from 'react';
import {
  EMAIL_RECIPIENT_MESSAGES,
  emailRecipientInputSchema,
  RECIPIENT_NAME_MAX_LENGTH,
  TEST_MESSAGE_MAX_LENGTH,
  type EmailRecipient,
} from '@shop/contracts/email-recipients';
import { buttonClass } from '~/components/ui/button-styles';
import { INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field-styles';
import { MailIcon, TrashIcon } from '~/components/ui/icons';
import { isApiError } from '~/lib/api-client';
import { addEmailRecipient, removeEmailRecipient, sendTestEmail } from '../api/email-recipients-api';
import type { RecipientsState } from '../api/admin-queries';
import type { Notice } from '../hooks/use-timed-notice';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailedAlert } from './load-failed-alert';
import { RequiredMark } from './required-mark';

export interface EmailRecipientsPanelProps {
  state: RecipientsState;
  reload: () => void;
  notify: (kind: Notice['kind'], text: string) => void;
}

/** The server's own reason for a refused request (a 4xx such as a duplicate address), else null. */
const refusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : null;

/** SPEC §2 "e-mail recipient management", §5 "Admin recipient form", §7 /api/email/*. */
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

function AddRecipientForm({
  onAdded,
  notify,
}: {
  onAdded: () => void;
  notify: EmailRecipientsPanelProps['notify'];
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [orderCreated, setOrderCreated] = useState(true);
  const [problem, setProblem] = useState<{ field: 'name' | 'email'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's own schema, so the form's message is the one the server would give.
    const parsed = emailRecipientInputSchema.safeParse({ name, email, notificationTypes: { orderCreated } });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: issue?.path[0] === 'email' ? 'email' : 'name', message: issue?.message ?? '' });
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await addEmailRecipient(parsed.data);
      notify('success', EMAIL_RECIPIENT_MESSAGES.added);
      setName('');
      setEmail('');
      setOrderCreated(true);
      onAdded();
    } catch (error) {
      console.warn('Adding the recipient failed', error);
      const reason = refusal(error);
      if (reason) setProblem({ field: 'email', message: reason });
      notify('error', EMAIL_RECIPIENT_MESSAGES.addFailed);
    } finally {
      setSaving(false);
    }
  }

  const invalid = (field: 'name' | 'email') => (problem?.field === field ? true : undefined);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="add-recipient-title"
      className="rounded-2xl bg-cream p-4 sm:p-5"
    >
      <h3 id="add-recipient-title" className="font-display text-lg font-extrabold text-night-900">
        Add a recipient
      </h3>
      <div className="mt-3 space-y-3">
        <div>
          <label htmlFor="recipient-name" className={LABEL_CLASS}>
            Name <RequiredMark />
          </label>
          <input
            id="recipient-name"
            aria-required="true"
            className={INPUT_CLASS}
            value={name}
            maxLength={RECIPIENT_NAME_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={invalid('name')}
            aria-describedby={invalid('name') ? 'recipient-problem' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="recipient-email" className={LABEL_CLASS}>
            E-mail <RequiredMark />
          </label>
          <input
            id="recipient-email"
            aria-required="true"
            type="email"
            className={INPUT_CLASS}
            value={email}
            autoComplete="off"
            aria-invalid={invalid('email')}
            aria-describedby={invalid('email') ? 'recipient-problem' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 font-bold text-night-900">
          <input
            type="checkbox"
            className="size-5 accent-saffron-700"
            checked={orderCreated}
            onChange={(event) => setOrderCreated(event.target.checked)}
          />
          Notify about new orders
        </label>
        {problem && (
          <p id="recipient-problem" role="alert" className="font-bold text-lotus-700">
            {problem.message}
          </p>
        )}
        <button type="submit" className={buttonClass('primary', 'md', 'w-full sm:w-auto')} disabled={saving}>
          Add Recipient
        </button>
      </div>
    </form>
  );
}

function TestEmailForm({
  disabled,
  notify,
}: {
  disabled: boolean;
  notify: EmailRecipientsPanelProps['notify'];
}) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      await sendTestEmail({ message });
      notify('success', EMAIL_RECIPIENT_MESSAGES.testSent);
      setMessage('');
    } catch (error) {
      console.warn('Sending the test e-mail failed', error);
      notify('error', EMAIL_RECIPIENT_MESSAGES.testFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="test-email-title" className="rounded-2xl bg-cream p-4 sm:p-5">
      <h3 id="test-email-title" className="font-display text-lg font-extrabold text-night-900">
        Send a test e-mail
      </h3>
      <p className="mt-1 text-sm text-ink/85">
        Checks that every recipient receives the shop&apos;s e-mails.
      </p>
      <label htmlFor="test-message" className={`${LABEL_CLASS} mt-3`}>
        Message (optional)
      </label>
      <textarea
        id="test-message"
        rows={2}
        maxLength={TEST_MESSAGE_MAX_LENGTH}
        className={INPUT_CLASS}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <button
        type="submit"
        className={buttonClass('peacock', 'md', 'mt-3 w-full sm:w-auto')}
        disabled={disabled || sending}
      >
        <MailIcon className="size-5" />
        Send Test Email
      </button>
      {disabled && <p className="mt-2 text-sm text-ink/80">{EMAIL_RECIPIENT_MESSAGES.noRecipients}</p>}
    </form>
  );
}
