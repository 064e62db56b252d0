import { useState, type FormEvent } from 'react';
import { EMAIL_RECIPIENT_MESSAGES, TEST_MESSAGE_MAX_LENGTH } from '@shop/contracts/email-recipients';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { MailIcon } from '~/components/ui/icons';
import { sendTestEmail } from '../api/email-recipients-api';
import type { EmailRecipientsPanelProps } from './email-recipients-panel';

/** Sends a test e-mail to every recipient, with an optional message. */
export function TestEmailForm({
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
      <Field label="Message (optional)" className="mt-3">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={TEST_MESSAGE_MAX_LENGTH}
            className={INPUT_CLASS}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
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
