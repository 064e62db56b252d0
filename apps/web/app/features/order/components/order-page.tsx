import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getStory } from '@shop/content/stories';
import { PAYMENT_MESSAGES, type CheckoutFormInput } from '@shop/contracts/checkout';
import type { CreateOrderRequest } from '@shop/contracts/orders-create';
import { buttonClass } from '~/components/ui/button-styles';
import { createOrder, orderCreationFailure } from '../api/payments-api';
import { detectCountry } from '../detect-country';
import {
  checkoutTokenFor,
  confirmationPath,
  rememberCreatedOrder,
  rememberCreationFailure,
  rememberPendingOrder,
} from '../order-progress';
import { OrderForm, type OrderFormValues } from './order-form';
import { PaymentStep } from './payment-step';
import { StoryPreview } from './story-preview';
import { ThankYouModal } from './thank-you-modal';

export interface OrderPageProps {
  isGuest: boolean;
  /** The signed-in parent's e-mail (guests type theirs). */
  email: string;
}

type Thanks = { orderNumber: string | null; problem: string | null; detailsHref: string };

function initialStory(param: string | null): string {
  const id = Number(param);
  return Number.isInteger(id) && getStory(id) ? String(id) : '';
}

export function OrderPage({ isGuest, email }: OrderPageProps) {
  const [params] = useSearchParams();
  const [values, setValues] = useState<OrderFormValues>(() => ({
    kidName: '',
    storyId: initialStory(params.get('story')),
    language: 'english',
    email: '',
    // The page is client-rendered (SPA fallback), so the browser's time zone is known at once.
    country: detectCountry(),
    state: '',
    phoneUpdates: false,
    phoneNumber: '',
  }));
  const [checkout, setCheckout] = useState<CheckoutFormInput | null>(null);
  const [thanks, setThanks] = useState<Thanks | null>(null);
  const [thanksOpen, setThanksOpen] = useState(false);

  const story = getStory(Number(values.storyId));

  async function paid(reference: string, order: CreateOrderRequest) {
    const storyId = Number(checkout?.storyId);
    const detailsHref = confirmationPath(reference, storyId);
    try {
      const created = await createOrder({
        ...order,
        item_number: storyId,
        checkout_token: checkoutTokenFor(reference),
      });
      rememberCreatedOrder(created.data, reference);
      setThanks({ orderNumber: created.data.order_number, problem: null, detailsHref });
      setThanksOpen(true);
    } catch (error) {
      rememberCreationFailure(reference, orderCreationFailure(error));
      setThanks({ orderNumber: null, problem: PAYMENT_MESSAGES.orderCreationIssue, detailsHref });
      setThanksOpen(true);
    }
  }

  function toPayment(form: CheckoutFormInput) {
    // A signed-in parent's account e-mail is used unless they typed another (guests must type one).
    setCheckout({ ...form, email: isGuest ? form.email : email || form.email });
    window.scrollTo({ top: 0 });
  }

  useEffect(() => {
    if (checkout) document.getElementById('payment-heading')?.focus();
  }, [checkout]);

  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      <div className="mx-auto max-w-6xl">
        <header className="mx-auto max-w-2xl text-center lg:mx-0 lg:text-left">
          <p className="text-sm font-bold tracking-wide text-saffron-700 uppercase">
            {checkout ? 'Almost there' : 'Step 1 of 2'}
          </p>
          <h1
            id="order-heading"
            className="mt-1 font-display text-4xl leading-tight font-extrabold text-night-900 sm:text-5xl"
          >
            Order Your Mythology Video
          </h1>
          <p className="mt-2 text-lg text-ink/80">
            Make your child the hero of a timeless tale — in a few easy steps.
          </p>
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            {/* Kept mounted while paying, so going back keeps the uploaded photos. */}
            <div
              hidden={checkout !== null}
              className="rounded-[1.75rem] bg-white/80 p-5 shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-8"
            >
              <OrderForm isGuest={isGuest} values={values} onChange={setValues} onSubmit={toPayment} />
            </div>
            {thanks && (
              // Paid: the payment form is gone, so closing the thank-you cannot lead to paying twice.
              <section
                aria-labelledby="paid-heading"
                className="rounded-[1.75rem] bg-white p-6 text-center shadow-xl ring-1 ring-marigold-300/60"
              >
                <h2 id="paid-heading" className="font-display text-2xl font-extrabold text-night-900">
                  Payment received — thank you!
                </h2>
                {thanks.orderNumber && (
                  <p className="mt-2 break-all text-ink">Order number: {thanks.orderNumber}</p>
                )}
                {thanks.problem && <p className="mt-2 font-semibold text-lotus-700">{thanks.problem}</p>}
                <Link to={thanks.detailsHref} className={buttonClass('secondary', 'md', 'mt-4')}>
                  View order details
                </Link>
              </section>
            )}
            {checkout && !thanks && (
              <PaymentStep
                form={checkout}
                storyTitle={getStory(Number(checkout.storyId))?.title ?? ''}
                onReference={(reference, checkoutToken) =>
                  rememberPendingOrder(
                    Number(checkout.storyId),
                    String(checkout.kidName),
                    reference,
                    checkoutToken,
                  )
                }
                onPaid={(reference, order) => void paid(reference, order)}
                onBack={() => setCheckout(null)}
              />
            )}
          </div>
          <div className="hidden lg:block">
            <div className="sticky top-24">
              <StoryPreview story={story} kidName={values.kidName} />
            </div>
          </div>
        </div>
      </div>
      {thanks && thanksOpen && <ThankYouModal {...thanks} onClose={() => setThanksOpen(false)} />}
    </main>
  );
}
