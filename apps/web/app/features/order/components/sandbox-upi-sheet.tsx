import { useState } from 'react';
import { SANDBOX_MESSAGES, type SandboxUpiConfirmResponse } from '@shop/contracts/sandbox-payments';
import { buttonClass } from '~/components/ui/button-styles';
import { apiErrorMessage } from '~/lib/api-client';
import { confirmSandboxUpi } from '../api/payments-api';
import { TestModeBadge } from './test-mode-badge';
import { PaymentMessage } from './payment-message';

// The sandbox's stand-in for Razorpay Checkout: the buyer picks the outcome (DESIGN §4).
export function SandboxUpiSheet({
  orderId,
  amount,
  onPaid,
}: {
  orderId: string;
  amount: string;
  onPaid: (result: SandboxUpiConfirmResponse) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(outcome: 'success' | 'failure') {
    setBusy(true);
    setError(null);
    try {
      const result = await confirmSandboxUpi({ orderId, outcome });
      onPaid(result);
    } catch (caught) {
      setError(apiErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="upi-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="upi-heading" className="font-display text-xl font-bold text-night-900">
          Pay {amount} with UPI
        </h3>
        <TestModeBadge />
      </div>
      <p className="rounded-xl bg-marigold-100 px-4 py-2 text-sm text-ink">{SANDBOX_MESSAGES.testMode}</p>
      <PaymentMessage error={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirm('success')}
          className={buttonClass('primary', 'lg', 'flex-1')}
        >
          Pay with UPI (success)
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirm('failure')}
          className={buttonClass('secondary', 'lg', 'flex-1')}
        >
          Simulate failure
        </button>
      </div>
    </section>
  );
}
