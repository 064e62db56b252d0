import type { RefundRequest, RefundResult } from '../../adapters/payments/payment-gateway.ts';
import { sandboxId } from './sandbox-ids.ts';
import type { SandboxLedger, SandboxMethod } from './sandbox-ledger.ts';

// The sandboxes' refunds, as Stripe and Razorpay keep them: one refund per idempotency key (a retry
// gets the first one back), only of a payment that succeeded, and never more than was paid.

export async function sandboxRefund(
  ledger: SandboxLedger,
  method: SandboxMethod,
  { reference, amountMinor, idempotencyKey }: RefundRequest,
): Promise<RefundResult> {
  const earlier = await ledger.findRefund(idempotencyKey);
  if (earlier) return earlier;
  const payment = await ledger.find(reference);
  if (!payment || payment.method !== method || payment.status !== 'succeeded')
    throw new Error(`No paid sandbox payment ${reference} to refund`);
  if (!(amountMinor > 0) || (await ledger.refundedMinor(reference)) + amountMinor > payment.amountMinor)
    throw new Error(`A refund of ${amountMinor} exceeds what is left of sandbox payment ${reference}`);
  return ledger.insertRefund({
    idempotencyKey,
    reference,
    amountMinor,
    refundId: sandboxId(method === 'card' ? 're_sandbox' : 'rfnd_sandbox'),
  });
}
