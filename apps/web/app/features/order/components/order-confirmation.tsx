import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CONTACT_EMAIL, DELIVERY_PROMISES, DOWNLOAD_LINK_DAYS } from '@shop/content/site';
import { getStory } from '@shop/content/stories';
import { PAYMENT_MESSAGES } from '@shop/contracts/checkout';
import { hasOrderDetails, type ConfirmedOrder, type CreatedOrder } from '@shop/contracts/orders-create';
import { formatMoney } from '@shop/contracts/pricing';
import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { apiErrorMessage, isApiError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date';
import { createOrder, orderCreationFailure } from '../api/payments-api';
import {
  checkoutTokenFor,
  clearCreationFlags,
  planConfirmation,
  type ConfirmationInput,
  readConfirmationInput,
  rememberCreatedOrder,
  rememberCreationFailure,
  STORY_NOT_FOUND,
} from '../order-progress';

type View =
  | { kind: 'loading' }
  | { kind: 'confirmed'; order: CreatedOrder }
  /** The payment is an order, but this browser did not start it: the number only (docs/decisions/023). */
  | { kind: 'confirmed-elsewhere'; order: ConfirmedOrder }
  | { kind: 'problem'; paid: boolean; message: string }
  | { kind: 'nothing' };

/** Works the SPEC §4 rules through and answers what the page shows. */
async function settle(input: ConfirmationInput): Promise<View> {
  const plan = planConfirmation(input);
  if (plan.kind !== 'retry') clearCreationFlags();
  if (plan.kind === 'nothing') return { kind: 'nothing' };
  if (plan.kind === 'story-missing') {
    console.warn(STORY_NOT_FOUND);
    return {
      kind: 'problem',
      paid: true,
      message: `${PAYMENT_MESSAGES.orderCreationIssue} ${STORY_NOT_FOUND}`,
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
    const message = apiErrorMessage(error);
    if (plan.kind === 'retry') {
      rememberCreationFailure(plan.reference, orderCreationFailure(error));
      return { kind: 'problem', paid: true, message: PAYMENT_MESSAGES.orderCreationIssue };
    }
    // A 4xx carries the server's own words (no such payment, not paid yet); anything else is ours.
    const known = isApiError(error) && error.status >= 400 && error.status < 500;
    return { kind: 'problem', paid: false, message: known ? message : PAYMENT_MESSAGES.unexpected };
  }
}

const LANGUAGE_NAMES: Record<CreatedOrder['language'], string> = { english: 'English', hindi: 'Hindi' };

/**
 * SPEC §2 "Order confirmation page": Payment Successful!, the order's details, next steps and Return
 * to Home. Every detail is the server's answer to POST /api/orders for this payment (idempotent: it
 * returns the order the payment already became, or creates it once) — never what this browser stored.
 * The server answers the details only to the browser holding the checkout's token, or the signed-in
 * owner; anyone else is shown the order number alone.
 * SPEC §4: creation is retried once here when it is pending; otherwise the pending flags are cleared.
 */
export function OrderConfirmation({ signedIn }: { signedIn: boolean }) {
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
          <Card>
            <p role="status" className="flex items-center justify-center gap-3 py-10 text-lg text-ink">
              <span
                className="size-6 animate-spin-slow rounded-full border-3 border-marigold-500 border-t-transparent"
                aria-hidden="true"
              />
              Confirming your order…
            </p>
          </Card>
        )}
        {view.kind === 'confirmed' && <Confirmed order={view.order} signedIn={signedIn} />}
        {view.kind === 'confirmed-elsewhere' && <ConfirmedElsewhere order={view.order} />}
        {view.kind === 'problem' && (
          <Card>
            <Heading>{view.paid ? 'Payment Successful!' : 'Order Confirmation'}</Heading>
            <p
              role="alert"
              className="mt-5 rounded-xl bg-lotus-700/10 px-4 py-3 font-semibold text-lotus-700"
            >
              {view.message}
            </p>
            <p className="mt-4 text-ink/80">
              Write to us at{' '}
              <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-night-700 underline">
                {CONTACT_EMAIL}
              </a>{' '}
              and we will sort it out.
            </p>
            <HomeButton />
          </Card>
        )}
        {view.kind === 'nothing' && (
          <Card>
            <Heading>Order Confirmation</Heading>
            <p className="mt-4 text-lg text-ink/80">
              There is no recent payment to show here. Your order confirmation e-mail has the link to your
              order.
            </p>
            <HomeButton />
          </Card>
        )}
      </div>
    </main>
  );
}

function Confirmed({ order, signedIn }: { order: CreatedOrder; signedIn: boolean }) {
  const storyTitle = getStory(order.item_number)?.title ?? `Story ${order.item_number}`;
  const details: [string, ReactNode, string?][] = [
    ['Order number', order.order_number, 'order-number'],
    ['Story', storyTitle],
    ["Kid's name", order.character_name],
    ['Language', LANGUAGE_NAMES[order.language]],
    ['Amount paid', formatMoney(order.amount_minor, order.currency)],
    ['Expected delivery', `By ${formatDateTime(order.due_at)}`],
  ];
  return (
    <>
      <Card>
        <Heading>Payment Successful!</Heading>
        <p className="mt-3 text-center text-lg text-ink/80">
          Thank you! <strong className="text-night-900">{order.character_name}</strong>'s adventure in{' '}
          <strong className="text-night-900">{storyTitle}</strong> is now in our storytellers' hands.
        </p>
        <section aria-labelledby="details-heading" className="mt-8">
          <h2 id="details-heading" className="font-display text-xl font-bold text-night-900">
            Order details
          </h2>
          <dl className="mt-3 divide-y divide-marigold-300/60 rounded-2xl bg-cream px-5">
            {details.map(([term, value, testId]) => (
              <div key={term} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-ink/80">{term}</dt>
                <dd className="font-bold break-all text-night-900" data-testid={testId}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </Card>
      <Card className="mt-6">
        <h2 className="font-display text-xl font-bold text-night-900">What happens next</h2>
        <ol className="mt-4 space-y-4">
          <Step n={1}>
            Our team turns {order.character_name}'s photos into the hero of the story. Your personalized video
            arrives {DELIVERY_PROMISES.orderScreens}.
          </Step>
          <Step n={2}>
            A confirmation e-mail is on its way to <strong className="break-all">{order.email}</strong>, with
            a link to follow your order at any time — keep it.
          </Step>
          <Step n={3}>
            When the video is ready we e-mail you a download link (valid for {DOWNLOAD_LINK_DAYS} days)
            {signedIn ? ', and it appears under My Videos in your profile.' : '.'}
          </Step>
        </ol>
        <HomeButton />
      </Card>
    </>
  );
}

/**
 * The payment is an order, but this browser is not the one that paid (or it was cleared): a
 * family's details are not shown to whoever has the order number (docs/decisions/023).
 */
function ConfirmedElsewhere({ order }: { order: ConfirmedOrder }) {
  return (
    <Card>
      <Heading>Payment Successful!</Heading>
      <dl className="mt-8 rounded-2xl bg-cream px-5">
        <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-ink/80">Order number</dt>
          <dd className="font-bold break-all text-night-900" data-testid="order-number">
            {order.order_number}
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-lg text-ink/80">
        This order is confirmed and in our storytellers' hands. To keep your family's details private, they
        are shown only in the browser the order was paid from. Your confirmation e-mail has them, with a link
        to follow your order at any time.
      </p>
      <HomeButton />
    </Card>
  );
}

function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`rounded-[1.75rem] bg-white p-6 shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-10 ${className}`}
    >
      {children}
    </div>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <div className="text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-marigold-500 text-ink shadow-lg">
        <SparkleIcon className="size-8" />
      </span>
      <h1 className="mt-4 font-display text-4xl leading-tight font-extrabold text-night-900">{children}</h1>
    </div>
  );
}

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-peacock-700 font-display font-bold text-white"
      >
        {n}
      </span>
      <p className="pt-1 leading-relaxed text-ink">{children}</p>
    </li>
  );
}

function HomeButton() {
  return (
    <div className="mt-8 text-center">
      <Link to="/" className={buttonClass('primary', 'lg')}>
        Return to Home
      </Link>
    </div>
  );
}
