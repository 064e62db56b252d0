import { orderNumberFromClientSecret, type CreateOrderRequest } from '@shop/contracts/orders-create';
import type { Setup } from './payment-step';
import { RazorpayButton } from './razorpay-button';
import { SandboxCardForm } from './sandbox-card-form';
import { SandboxUpiSheet } from './sandbox-upi-sheet';
import { StripePayment } from './stripe-payment';

export interface PaymentMethodProps {
  setup: Extract<Setup, { kind: 'card' | 'india' }>;
  /** The total as shown to the parent, e.g. ₹999. */
  amount: string;
  characterName: string;
  email: string;
  onPaid: (reference: string, order: CreateOrderRequest) => void;
}

/**
 * The payment widget the server's setup asks for: Stripe or the sandbox card form abroad, Razorpay or
 * the sandbox UPI sheet for India. Each reports the paid reference and what POST /api/orders needs.
 */
export function PaymentMethod({ setup, amount, characterName, email, onPaid }: PaymentMethodProps) {
  if (setup.kind === 'card') {
    const reference = orderNumberFromClientSecret(setup.intent.clientSecret);
    const paid = () => onPaid(reference, { order_number: reference, character_name: characterName });
    return setup.intent.provider === 'stripe' && setup.intent.publishableKey ? (
      <StripePayment
        publishableKey={setup.intent.publishableKey}
        clientSecret={setup.intent.clientSecret}
        orderNumber={reference}
        amount={amount}
        onPaid={paid}
      />
    ) : (
      <SandboxCardForm clientSecret={setup.intent.clientSecret} amount={amount} onPaid={paid} />
    );
  }
  const paid = (result: {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }) =>
    onPaid(setup.order.orderId, {
      order_number: setup.order.orderId,
      character_name: characterName,
      razorpay_payment_id: result.razorpay_payment_id,
      razorpay_order_id: result.razorpay_order_id,
      razorpay_signature: result.razorpay_signature,
    });
  return setup.order.provider === 'razorpay' ? (
    <RazorpayButton
      order={setup.order}
      amount={amount}
      prefill={{ name: characterName, email }}
      onPaid={paid}
    />
  ) : (
    <SandboxUpiSheet orderId={setup.order.orderId} amount={amount} onPaid={paid} />
  );
}
