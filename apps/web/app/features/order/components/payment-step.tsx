import { useEffect, useState } from 'react';
import {
  type CheckoutFormInput,
  type PaymentIntentResponse,
  type PaymentsConfigResponse,
  type RazorpayOrderResponse,
} from '@shop/contracts/checkout';
import type { GiftCheckoutFormInput } from '@shop/contracts/gifts';
import { orderNumberFromClientSecret, type CreateOrderRequest } from '@shop/contracts/orders-create';
import { isApiError } from '~/lib/api-client';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import { formatMoney } from '@shop/contracts/pricing';
import { useLocale } from '~/lib/ui-text';
import { createPaymentIntent, createRazorpayOrder, fetchPaymentsConfig } from '../api/payments-api';
import { createGiftPaymentIntent, createGiftRazorpayOrder } from '../api/gifts-api';
import { paymentProblem, type PaymentMessageKey } from '../api/payments-api';
import { priceDisplay } from '../price-display';
import { withAbortRetries } from '../retry';
import { PaymentMessage } from './payment-message';
import { PaymentMethod } from './payment-method';
import { ArrowLeftIcon } from '~/components/ui/screen-icons';
import { fillParts } from '~/lib/fill-parts';

export interface PaymentStepProps {
  /** An order's form, or a gift's (docs/decisions/121): a gift starts its payment at the gift's endpoints. */
  form: CheckoutFormInput | GiftCheckoutFormInput;
  storyTitle: string;
  /**
   * The payment reference exists and nothing is paid yet: the last moment to remember the order in
   * this browser before a provider may redirect it away (docs/decisions/014), with the checkout
   * token that later shows this browser the order's details (docs/decisions/023).
   */
  onReference: (reference: string, checkoutToken: string) => void;
  /** The payment reference and what POST /api/orders needs to turn the payment into an order. */
  onPaid: (reference: string, order: CreateOrderRequest) => void;
  onBack: () => void;
}

export type Setup =
  | { kind: 'loading' }
  | { kind: 'error'; failure: unknown }
  | { kind: 'card'; config: PaymentsConfigResponse; intent: PaymentIntentResponse }
  | { kind: 'india'; config: PaymentsConfigResponse; order: RazorpayOrderResponse };

const withFallback = (error: unknown, fallback: PaymentMessageKey): { kind: 'error'; failure: unknown } => {
  // Transport-level failures (a status without the server's words, a failure of no kind) mean nothing
  // to a parent; the docs/product-guide.md#payment-messages text says what failed.
  const bare = isApiError(error)
    ? !error.code && error.message.startsWith('HTTP ')
    : !(error instanceof Error) || !error.message;
  return { kind: 'error', failure: bare ? paymentProblem(fallback) : error };
};

/** Step 2 (docs/product-guide.md#the-order-form): Complete Your Payment — card abroad, the India gateway for India. */
export function PaymentStep({ form, storyTitle, onReference, onPaid, onBack }: PaymentStepProps) {
  const { payment, storyTitles } = useParentText();
  const errorText = useErrorText();
  const [setup, setSetup] = useState<Setup>({ kind: 'loading' });
  const india = form.country === 'IN';
  const price = priceDisplay(String(form.country));
  const intl = LOCALE_TAGS[useLocale()].intl;

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const config = await fetchPaymentsConfig();
      if (india) {
        try {
          const order = await ('gift' in form ? createGiftRazorpayOrder(form) : createRazorpayOrder(form));
          if (cancelled) return;
          onReference(order.orderId, order.checkoutToken);
          setSetup({ kind: 'india', config, order });
        } catch (error) {
          if (!cancelled) setSetup(withFallback(error, 'failedToCreateRazorpayOrder'));
        }
        return;
      }
      try {
        const intent = await withAbortRetries((signal) =>
          'gift' in form ? createGiftPaymentIntent(form, signal) : createPaymentIntent(form, signal),
        );
        if (!intent.clientSecret) throw paymentProblem('noClientSecret');
        if (cancelled) return;
        onReference(orderNumberFromClientSecret(intent.clientSecret), intent.checkoutToken);
        setSetup({ kind: 'card', config, intent });
      } catch (error) {
        if (!cancelled) setSetup(withFallback(error, 'failedToCreatePaymentIntent'));
      }
    })().catch((error: unknown) => {
      if (!cancelled)
        setSetup(withFallback(error, india ? 'failedToCreateRazorpayOrder' : 'failedToCreatePaymentIntent'));
    });
    return () => {
      cancelled = true;
    };
    // The form is fixed for the life of this step; one setup per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // What is charged once the server has priced the checkout (with its offer), the shop's price before.
  const charged =
    setup.kind === 'card'
      ? formatMoney(setup.intent.amount, setup.intent.currency, intl)
      : setup.kind === 'india'
        ? formatMoney(setup.order.amount, setup.order.currency, intl)
        : price.total;
  const characterName = String(form.kidName).trim();
  // The story's title in the page's language, found by its id.
  const title = storyTitles[Number(form.storyId)] ?? storyTitle;

  return (
    <section
      aria-labelledby="payment-heading"
      className="rounded-[1.75rem] bg-white p-5 shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-8"
    >
      <p className="text-sm font-bold tracking-wide text-saffron-700 uppercase">{payment.step.stepOf}</p>
      <h2
        id="payment-heading"
        tabIndex={-1}
        className="mt-1 font-display text-3xl font-extrabold text-night-900 outline-none"
      >
        {payment.step.heading}
      </h2>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2 rounded-2xl bg-cream px-4 py-3">
        <p className="text-ink">
          {fillParts(payment.step.starring, {
            story: <span className="font-bold">{title}</span>,
            name: <span className="font-bold">{characterName}</span>,
          })}
        </p>
        <p className="font-display text-2xl font-extrabold text-saffron-700" data-testid="payment-amount">
          {charged}
        </p>
      </div>

      <div className="mt-5">
        {setup.kind === 'loading' && (
          <p role="status" className="flex items-center gap-3 text-ink">
            <span
              className="size-5 animate-spin-slow rounded-full border-3 border-marigold-500 border-t-transparent"
              aria-hidden="true"
            />
            {payment.step.preparing}
          </p>
        )}
        {setup.kind === 'error' && <PaymentMessage error={errorText(setup.failure)} />}
        {(setup.kind === 'card' || setup.kind === 'india') && (
          <PaymentMethod
            setup={setup}
            amount={charged}
            characterName={characterName}
            email={String(form.email ?? '')}
            onPaid={onPaid}
          />
        )}
      </div>

      <button
        type="button"
        onClick={onBack}
        className="mt-6 min-h-11 font-semibold text-night-700 underline underline-offset-4 hover:text-night-900"
      >
        <ArrowLeftIcon className="mr-1 inline size-4 align-[-2px]" />
        {payment.step.backToForm}
      </button>
    </section>
  );
}
