import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONTACT_EMAIL } from '@shop/content/site';
import { PAYMENT_MESSAGES } from '@shop/contracts/checkout';
import { hasOrderDetails, type ConfirmedOrder, type CreatedOrder } from '@shop/contracts/orders-create';
import { isApiError } from '~/lib/api-client';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { createOrder, orderCreationFailure, paymentProblem } from '../api/payments-api';
import {
  checkoutTokenFor,
  clearCreationFlags,
  planConfirmation,
  type ConfirmationInput,
  readConfirmationInput,
  rememberCreatedOrder,
  rememberCreationFailure,
} from '../order-progress';
import { ConfirmationCard, ConfirmationHeading, HomeButton } from './confirmation-card';
import { Confirmed, ConfirmedElsewhere } from './confirmed-order';
import { fillParts } from '~/lib/fill-parts';

type View =
  | { kind: 'loading' }
  | { kind: 'confirmed'; order: CreatedOrder }
  /** The payment is an order, but this browser did not start it: the number only (docs/decisions/023). */
  | { kind: 'confirmed-elsewhere'; order: ConfirmedOrder }
  /** The failures are said one after the other, each by its code in the page's language. */
  | { kind: 'problem'; paid: boolean; failures: unknown[] }
  | { kind: 'nothing' };

/** Works the docs/product-guide.md#after-paying rules through and answers what the page shows. */
async function settle(input: ConfirmationInput): Promise<View> {
  const plan = planConfirmation(input);
  if (plan.kind !== 'retry') clearCreationFlags();
  if (plan.kind === 'nothing') return { kind: 'nothing' };
  if (plan.kind === 'story-missing') {
    console.warn(PAYMENT_MESSAGES.storyParameterNotFound);
    return {
      kind: 'problem',
      paid: true,
      failures: [paymentProblem('orderCreationIssue'), paymentProblem('storyParameterNotFound')],
    };
  }
  const body = {
    payment_intent_id: plan.reference,
    checkout_token: checkoutTokenFor(plan.reference),
    ...(plan.kind === 'retry' ? { item_number: plan.storyId } : {}),
  };
  try {
    const created = await createOrder(body);
    if (plan.kind === 'retry') rememberCreatedOrder(created.data, plan.reference);
    return hasOrderDetails(created.data)
      ? { kind: 'confirmed', order: created.data }
      : { kind: 'confirmed-elsewhere', order: created.data };
  } catch (error) {
    if (plan.kind === 'retry') {
      rememberCreationFailure(plan.reference, orderCreationFailure(error));
      return { kind: 'problem', paid: true, failures: [paymentProblem('orderCreationIssue')] };
    }
    // A 4xx is the server's own answer (no such payment, not paid yet); anything else is ours.
    const known = isApiError(error) && error.status >= 400 && error.status < 500;
    return { kind: 'problem', paid: false, failures: [known ? error : paymentProblem('unexpected')] };
  }
}

/**
 * docs/product-guide.md#after-paying: Payment Successful!, the order's details, next steps and Return
 * to Home. Every detail is the server's answer to POST /api/orders for this payment (idempotent: it
 * returns the order the payment already became, or creates it once) — never what this browser stored.
 * The server answers the details only to the browser holding the checkout's token, or the signed-in
 * owner; anyone else is shown the order number alone.
 * docs/product-guide.md#after-paying: creation is retried once here when it is pending; otherwise the pending flags are cleared.
 */
export function OrderConfirmation({ signedIn }: { signedIn: boolean }) {
  const { payment } = useParentText();
  const words = payment.confirmation;
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void settle(readConfirmationInput(params)).then(setView);
  }, [params]);

  return (
    <main className="paper flex-1 px-4 pt-10 pb-16 sm:pt-14">
      <div className="mx-auto max-w-3xl">
        {view.kind === 'loading' && (
          <ConfirmationCard>
            <p role="status" className="flex items-center justify-center gap-3 py-10 text-lg text-ink">
              <span
                className="size-6 animate-spin-slow rounded-full border-3 border-marigold-500 border-t-transparent"
                aria-hidden="true"
              />
              {payment.thankYou.confirming}
            </p>
          </ConfirmationCard>
        )}
        {view.kind === 'confirmed' && <Confirmed order={view.order} signedIn={signedIn} />}
        {view.kind === 'confirmed-elsewhere' && <ConfirmedElsewhere order={view.order} />}
        {view.kind === 'problem' && (
          <ConfirmationCard>
            <ConfirmationHeading>{view.paid ? words.success : words.heading}</ConfirmationHeading>
            <p
              role="alert"
              className="mt-5 rounded-xl bg-lotus-700/10 px-4 py-3 font-semibold text-lotus-700"
            >
              {view.failures.map(errorText).join(' ')}
            </p>
            <p className="mt-4 text-ink/80">
              {fillParts(words.writeToUs, {
                email: (
                  <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-night-700 underline">
                    {CONTACT_EMAIL}
                  </a>
                ),
              })}
            </p>
            <HomeButton />
          </ConfirmationCard>
        )}
        {view.kind === 'nothing' && (
          <ConfirmationCard>
            <ConfirmationHeading>{words.heading}</ConfirmationHeading>
            <p className="mt-4 text-lg text-ink/80">{words.nothing}</p>
            <HomeButton />
          </ConfirmationCard>
        )}
      </div>
    </main>
  );
}
