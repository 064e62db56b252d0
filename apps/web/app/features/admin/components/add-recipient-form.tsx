import { useState, type FormEvent } from 'react';
import {
  EMAIL_RECIPIENT_MESSAGES,
  emailRecipientInputSchema,
  RECIPIENT_NAME_MAX_LENGTH,
} from '@shop/contracts/email-recipients';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { isApiError } from '~/lib/api-client';
import { addEmailRecipient } from '../api/email-recipients-api';
import type { EmailRecipientsPanelProps } from './email-recipients-panel';
import { RequiredMark } from './required-mark';

/** The server's own reason for a refused request (a 4xx such as a duplicate address), else null. */
const refusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : null;

/** docs/product-guide.md#new-order-notices: checked with the server's own schema before it is sent. */
export function AddRecipientForm({
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
        <Field
          label={
            <>
              Name <RequiredMark />
            </>
          }
          error={problem?.field === 'name' ? problem.message : null}
        >
          {(control) => (
            <input
              {...control}
              aria-required="true"
              className={INPUT_CLASS}
              value={name}
              maxLength={RECIPIENT_NAME_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={
            <>
              E-mail <RequiredMark />
            </>
          }
          error={problem?.field === 'email' ? problem.message : null}
        >
          {(control) => (
            <input
              {...control}
              aria-required="true"
              type="email"
              className={INPUT_CLASS}
              value={email}
              autoComplete="off"
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <label className="flex min-h-11 items-center gap-3 font-bold text-night-900">
          <input
            type="checkbox"
            className="size-5 accent-saffron-700"
            checked={orderCreated}
            onChange={(event) => setOrderCreated(event.target.checked)}
          />
          Notify about new orders
        </label>
        <button type="submit" className={buttonClass('primary', 'md', 'w-full sm:w-auto')} disabled={saving}>
          Add Recipient
        </button>
      </div>
    </form>
  );
}
