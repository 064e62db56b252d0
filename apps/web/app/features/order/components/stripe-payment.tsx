import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES } from '@shop/contracts/checkout';
import { paymentReturnPath } from '@shop/contracts/sandbox-payments';
import { buttonClass } from '~/components/ui/button-styles';
import { loadScript } from '../load-script';
import { PaymentMessage } from './payment-message';

// Live card path: Stripe.js and its Payment Element, loaded only here and only when the server says
// Stripe is live. Only the few calls used are typed.
interface StripeElement {
  mount: (el: HTMLElement) => void;
  destroy: () => void;
}
interface StripeElements {
  create: (type: 'payment') => StripeElement;
}
interface StripeInstance {
  elements: (options: { clientSecret: string }) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }) => Promise<{ error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (key: string) => StripeInstance;
  }
}

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  orderNumber: string;
  amount: string;
  onPaid: () => void;
}

export function StripePayment({
  publishableKey,
  clientSecret,
  orderNumber,
  amount,
  onPaid,
}: StripePaymentProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let element: StripeElement | null = null;
    let cancelled = false;
    loadScript('https://js.stripe.com/v3/')
      .then(() => {
        if (cancelled || !window.Stripe || !mountRef.current) return;
        const stripe = window.Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret });
        element = elements.create('payment');
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      })
      .catch(() => setError(PAYMENT_MESSAGES.failedToOpenGateway));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const ready = stripeRef.current;
    if (!ready) return;
    setBusy(true);
    const result = await ready.stripe.confirmPayment({
      elements: ready.elements,
      confirmParams: { return_url: `${window.location.origin}${paymentReturnPath(orderNumber)}` },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error)
      setError(`${PAYMENT_MESSAGES.paymentFailed}: ${result.error.message ?? PAYMENT_MESSAGES.unexpected}`);
    else onPaid();
  }

  return (
    <form onSubmit={pay} className="space-y-4">
      <div ref={mountRef} className="min-h-40" />
      <PaymentMessage error={error} />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? 'Processing…' : `Pay ${amount}`}
      </button>
    </form>
  );
}
