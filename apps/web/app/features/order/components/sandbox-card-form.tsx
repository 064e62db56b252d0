import { useState, type FormEvent } from 'react';
import { PAYMENT_RETRY_LIMIT } from '@shop/contracts/checkout';
import { SANDBOX_ERROR_CODES, SANDBOX_TEST_CARDS } from '@shop/contracts/sandbox-payments';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { RefreshIcon } from '~/components/ui/screen-icons';
import { isApiError } from '~/lib/api-client';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import { confirmSandboxCard } from '../api/payments-api';
import { backoffMs, sleep } from '../retry';
import { PaymentMessage } from './payment-message';
import { TestModeBadge } from './test-mode-badge';
import { fillParts } from '~/lib/fill-parts';

// The offline sandbox's stand-in for Stripe's Payment Element (docs/architecture.md#real-parts-and-stand-ins), clearly marked test mode.
// A decline is retried after 1 s, 2 s and 4 s as the seed retries a failed confirm (docs/product-guide.md#payment-messages); in
// the sandbox a declined card stays declined, so the retries end in the maximum-attempts message.

const retryable = (error: unknown) =>
  isApiError(error) &&
  (error.code === SANDBOX_ERROR_CODES.cardDeclined || error.status === 0 || error.status >= 500);

export function SandboxCardForm({
  clientSecret,
  amount,
  onPaid,
}: {
  clientSecret: string;
  amount: string;
  onPaid: () => void;
}) {
  const { payment, messages } = useParentText();
  const errorText = useErrorText();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [exhausted, setExhausted] = useState(false);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setStatus(null);
    for (let attempt = 0; attempt <= PAYMENT_RETRY_LIMIT; attempt += 1) {
      try {
        await confirmSandboxCard({ clientSecret, cardNumber, expiry, cvc });
        setStatus(null);
        setBusy(false);
        onPaid();
        return;
      } catch (caught) {
        setError(`${messages.payment.paymentFailed}: ${errorText(caught)}`);
        if (!retryable(caught)) break;
        if (attempt === PAYMENT_RETRY_LIMIT) {
          setStatus(messages.payment.maxRetries);
          setExhausted(true);
          break;
        }
        setStatus(payment.card.retrying(attempt + 1));
        await sleep(backoffMs(attempt));
      }
    }
    setBusy(false);
  }

  return (
    <form onSubmit={pay} noValidate className="space-y-4" aria-labelledby="card-heading" aria-busy={busy}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="card-heading" className="font-display text-xl font-bold text-night-900">
          {payment.card.heading}
        </h3>
        <TestModeBadge />
      </div>
      <p className="rounded-xl bg-marigold-100 px-4 py-2 text-sm text-ink" id="card-hint">
        {messages.sandbox.testMode}{' '}
        {fillParts(payment.card.hint, {
          success: <strong>{SANDBOX_TEST_CARDS.success}</strong>,
          declined: <strong>{SANDBOX_TEST_CARDS.declined}</strong>,
        })}
      </p>
      <Field id="card-number" label={payment.card.number}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="cc-number"
            value={cardNumber}
            onChange={(e) => setCardNumber(e.target.value)}
            // The test cards are explained above the fields, for all three of them.
            aria-describedby="card-hint"
            placeholder="4242 4242 4242 4242"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="card-expiry" label={payment.card.expiry}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="cc-exp"
              value={expiry}
              onChange={(e) => setExpiry(e.target.value)}
              placeholder="12/34"
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field id="card-cvc" label={payment.card.cvc}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="cc-csc"
              value={cvc}
              onChange={(e) => setCvc(e.target.value)}
              placeholder="123"
              className={INPUT_CLASS}
            />
          )}
        </Field>
      </div>
      <PaymentMessage error={error} status={status} />
      {exhausted ? (
        // The message says to refresh and try again; the button does exactly that (the form's draft
        // brings the parent back to a fresh payment with everything filled in, docs/decisions/038).
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClass('primary', 'lg', 'w-full')}
        >
          <RefreshIcon className="size-5" />
          {payment.card.refresh}
        </button>
      ) : (
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
          {busy ? payment.card.processing : fillText(payment.card.pay, { amount })}
        </button>
      )}
    </form>
  );
}
