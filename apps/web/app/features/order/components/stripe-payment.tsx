import { useEffect, useRef, useState, type FormEvent } from 'react';
import { localizedHref, type Locale } from '@shop/contracts/locale';
import { paymentReturnPath } from '@shop/contracts/sandbox-payments';
import { buttonClass } from '~/components/ui/button-styles';
import { useParentText } from '~/lib/parent-text';
import { fillText, useLocale } from '~/lib/ui-text';
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
  elements: (options: { clientSecret: string; locale: StripeLocale }) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }) => Promise<{ error?: { message?: string } }>;
}
type StripeLocale = 'auto' | 'en';

// The Payment Element's own words (labels, Stripe's card errors) in the page's language where
// Stripe has it. Stripe.js has no Hindi (its locales list no 'hi'), so a Hindi page leaves the choice
// to Stripe ('auto': the browser's language if Stripe has it, else English) rather than forcing one.
const STRIPE_LOCALES: Record<Locale, StripeLocale> = { en: 'en', hi: 'auto' };

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
  const { payment, messages } = useParentText();
  const locale = useLocale();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const gatewayFailed = messages.payment.failedToOpenGateway;
  useEffect(() => {
    let element: StripeElement | null = null;
    let cancelled = false;
    loadScript('https://js.stripe.com/v3/')
      .then(() => {
        if (cancelled || !window.Stripe || !mountRef.current) return;
        const stripe = window.Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret, locale: STRIPE_LOCALES[locale] });
        element = elements.create('payment');
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      })
      .catch(() => setError(gatewayFailed));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, locale, gatewayFailed]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const ready = stripeRef.current;
    if (!ready) return;
    setBusy(true);
    const result = await ready.stripe.confirmPayment({
      elements: ready.elements,
      // Back to the home page in the page's language ("/hi?payment_success=…" on a Hindi page).
      confirmParams: {
        return_url: `${window.location.origin}${localizedHref(paymentReturnPath(orderNumber), locale)}`,
      },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error)
      // Stripe's own message is in the Element's language; ours are shown in the page's.
      setError(`${messages.payment.paymentFailed}: ${result.error.message ?? messages.payment.unexpected}`);
    else onPaid();
  }

  return (
    <form onSubmit={pay} className="space-y-4">
      <div ref={mountRef} className="min-h-40" />
      {/* Made in the page's language when it happens (the page's words, Stripe's in the Element's). */}
      <PaymentMessage error={error} />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? payment.card.processing : fillText(payment.card.pay, { amount })}
      </button>
    </form>
  );
}
