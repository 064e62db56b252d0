import { useState } from 'react';
import type { SandboxUpiConfirmResponse } from '@shop/contracts/sandbox-payments';
import { buttonClass } from '~/components/ui/button-styles';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import { confirmSandboxUpi } from '../api/payments-api';
import { TestModeBadge } from './test-mode-badge';
import { PaymentMessage } from './payment-message';

// The sandbox's stand-in for Razorpay Checkout: the buyer picks the outcome (docs/architecture.md#real-parts-and-stand-ins).
export function SandboxUpiSheet({
  orderId,
  amount,
  onPaid,
}: {
  orderId: string;
  amount: string;
  onPaid: (result: SandboxUpiConfirmResponse) => void;
}) {
  const { payment, messages } = useParentText();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(outcome: 'success' | 'failure') {
    setBusy(true);
    setError(null);
    try {
      const result = await confirmSandboxUpi({ orderId, outcome });
      onPaid(result);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="upi-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="upi-heading" className="font-display text-xl font-bold text-night-900">
          {fillText(payment.upi.heading, { amount })}
        </h3>
        <TestModeBadge />
      </div>
      <p className="rounded-xl bg-marigold-100 px-4 py-2 text-sm text-ink">{messages.sandbox.testMode}</p>
      <PaymentMessage error={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirm('success')}
          className={buttonClass('primary', 'lg', 'flex-1')}
        >
          {payment.upi.paySuccess}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirm('failure')}
          className={buttonClass('secondary', 'lg', 'flex-1')}
        >
          {payment.upi.simulateFailure}
        </button>
      </div>
    </section>
  );
}
