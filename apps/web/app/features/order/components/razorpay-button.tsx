import { useState } from 'react';
import { PAYMENT_MESSAGES, type RazorpayOrderResponse } from '@shop/contracts/checkout';
import { buttonClass } from '~/components/ui/button-styles';
import { loadScript } from '../load-script';
import { PaymentMessage } from './payment-message';

// Live India path: Razorpay Checkout (checkout.js), loaded when the buyer presses pay.
export interface RazorpayResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open: () => void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

export interface RazorpayButtonProps {
  order: RazorpayOrderResponse | null;
  amount: string;
  prefill: { name: string; email: string };
  onPaid: (result: RazorpayResult) => void;
}

export function RazorpayButton({ order, amount, prefill, onPaid }: RazorpayButtonProps) {
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setError(null);
    if (!order) {
      setError(PAYMENT_MESSAGES.paymentOrderNotReady);
      return;
    }
    try {
      await loadScript('https://checkout.razorpay.com/v1/checkout.js');
      if (!window.Razorpay) throw new Error('missing');
      new window.Razorpay({
        key: order.keyId,
        amount: order.amount,
        currency: order.currency,
        order_id: order.orderId,
        name: 'Diya Tales',
        description: order.description,
        prefill,
        handler: onPaid,
      }).open();
    } catch {
      setError(PAYMENT_MESSAGES.failedToOpenGateway);
    }
  }

  return (
    <div className="space-y-3">
      <PaymentMessage error={error} />
      <button type="button" onClick={() => void open()} className={buttonClass('primary', 'lg', 'w-full')}>
        Pay {amount} with UPI, card or net banking
      </button>
    </div>
  );
}
