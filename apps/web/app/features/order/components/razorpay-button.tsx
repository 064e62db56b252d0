import { useState } from 'react';
import type { RazorpayOrderResponse } from '@shop/contracts/checkout';
import type { Locale } from '@shop/contracts/locale';
import { buttonClass } from '~/components/ui/button-styles';
import { useParentText } from '~/lib/parent-text';
import { fillText, useLocale } from '~/lib/ui-text';
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

// Razorpay Checkout speaks Hindi: its `config.display.language` takes 'en' and 'hi' (besides 'ben',
// 'mar', 'guj', 'tam', 'tel'), so the checkout opens in the page's language.
const CHECKOUT_LANGUAGES: Record<Locale, 'en' | 'hi'> = { en: 'en', hi: 'hi' };

export function RazorpayButton({ order, amount, prefill, onPaid }: RazorpayButtonProps) {
  const { payment, messages } = useParentText();
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setError(null);
    if (!order) {
      setError(messages.payment.paymentOrderNotReady);
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
        // The shop's name and the server's description (docs/product-guide.md#card-and-upi, also the payment's record at
        // Razorpay) stay as they are; Checkout's own words follow the page.
        name: 'Diya Tales',
        description: order.description,
        prefill,
        config: { display: { language: CHECKOUT_LANGUAGES[locale] } },
        handler: onPaid,
      }).open();
    } catch {
      setError(messages.payment.failedToOpenGateway);
    }
  }

  return (
    <div className="space-y-3">
      <PaymentMessage error={error} />
      <button type="button" onClick={() => void open()} className={buttonClass('primary', 'lg', 'w-full')}>
        {fillText(payment.razorpay.pay, { amount })}
      </button>
    </div>
  );
}
