import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getStory } from '@shop/content/stories';
import type { CheckoutFormInput } from '@shop/contracts/checkout';
import type { GiftCheckoutFormInput } from '@shop/contracts/gifts';
import { isCountryCode } from '@shop/contracts/countries';
import type { CreateOrderRequest } from '@shop/contracts/orders-create';
import { useParentText } from '~/lib/parent-text';
import { useLocale } from '~/lib/ui-text';
import type { Locale } from '@shop/contracts/locale';
import { createOrder, orderCreationFailure } from '../api/payments-api';
import { detectCountry } from '~/lib/detect-country';
import { draftPhotos, restoredPhoto, usePhotoUploads } from '../hooks/use-photo-uploads';
import { photoStillHeld, readOrderDraft, saveOrderDraft, type OrderDraft } from '../order-draft';
import {
  checkoutTokenFor,
  clearOrderDraft,
  confirmationPath,
  rememberCreatedOrder,
  rememberCreationFailure,
  rememberPendingOrder,
} from '../order-progress';
import { checkOrderForm, OrderForm, type OrderFormValues } from './order-form';
import { PaidNotice, type PaidThanks } from './paid-notice';
import { GiftPaidNotice, type GiftPaidThanks } from './gift-paid-notice';
import { defaultDeliverOn } from './delivery-day-field';
import { PaymentStep } from './payment-step';
import { StoryPreview } from './story-preview';
import { ThankYouModal } from './thank-you-modal';
import { reportFunnelStep } from '~/lib/funnel-beacon';

export interface OrderPageProps {
  isGuest: boolean;
  /** The signed-in parent's e-mail (guests type theirs). */
  email: string;
}

type Thanks = PaidThanks;

/** The history entry of the payment step: Back returns to the form, Forward to payment. */
const PAYMENT_STEP = { orderStep: 'payment' } as const;
const isPaymentEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { orderStep?: unknown }).orderStep === 'payment';

function storyFrom(param: string | null): string | null {
  const id = Number(param);
  return param && Number.isInteger(id) && getStory(id) ? String(id) : null;
}

/**
 * The form as the draft left it (docs/decisions/038), or a fresh one; a story link names its story.
 * A fresh form on the Hindi site starts with Hindi narration (decision 051); the parent can change it.
 */
function startingValues(
  draft: OrderDraft | null,
  storyParam: string | null,
  locale: Locale,
): OrderFormValues {
  const linked = storyFrom(storyParam);
  // The voice clip is not kept in the draft: after a refresh the parent records it again.
  // Nor is the offer code: a refreshed page asks the parent to apply it again.
  if (draft)
    return {
      ...draft.values,
      storyId: linked ?? draft.values.storyId,
      voiceClip: null,
      promoCode: '',
      // A gift always has its day (docs/decisions/121).
      deliverOn: draft.values.deliverOn ?? (draft.values.gift ? defaultDeliverOn() : null),
    };
  return {
    kidName: '',
    storyId: linked ?? '',
    language: locale === 'hi' ? 'hindi' : 'english',
    email: '',
    // The page is client-rendered (SPA fallback), so the browser's time zone is known at once.
    country: detectCountry(),
    state: '',
    phoneUpdates: false,
    phoneNumber: '',
    pronunciation: '',
    voiceClip: null,
    consentDays: null,
    deliverOn: null,
    promoCode: '',
    gift: null,
  };
}

/**
 * The brother-or-sister offer's link from a paid order's page (docs/decisions/120):
 * #sibling=SIB-…&email=…&country=IN&language=hindi. The fragment is never sent to a server; the form
 * opens with the first order's e-mail, country and film language, and the offer's code applied.
 */
function siblingFromAddress(): { code: string; email: string; country: string; language: string } | null {
  if (typeof window === 'undefined') return null;
  const fields = new URLSearchParams(window.location.hash.slice(1));
  const code = fields.get('sibling') ?? '';
  if (!/^SIB-[A-Z0-9]{6}-[A-Z2-7]{10}$/.test(code)) return null;
  return {
    code,
    email: fields.get('email') ?? '',
    country: fields.get('country') ?? '',
    language: fields.get('language') ?? '',
  };
}

function withSibling(values: OrderFormValues): OrderFormValues {
  const sibling = siblingFromAddress();
  if (!sibling) return values;
  return {
    ...values,
    // A new child: the first child's name, photos and story are not carried over.
    kidName: '',
    email: sibling.email || values.email,
    country: isCountryCode(sibling.country) ? sibling.country : values.country,
    language:
      sibling.language === 'hindi' || sibling.language === 'english' ? sibling.language : values.language,
    promoCode: sibling.code,
  };
}

export function OrderPage({ isGuest, email }: OrderPageProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  // Read once, when the page mounts: after a refresh, Back/Forward or a new guest session.
  const [start] = useState(() => {
    const draft = readOrderDraft();
    const now = Date.now();
    const photos = (draft?.photos ?? [])
      .filter((photo) => photoStillHeld(photo, now))
      .map((photo) => restoredPhoto(photo, now));
    return { values: withSibling(startingValues(draft, params.get('story'), locale)), photos };
  });
  const [values, setValues] = useState<OrderFormValues>(start.values);
  const uploads = usePhotoUploads(start.photos);
  const [thanks, setThanks] = useState<Thanks | null>(null);
  // A paid gift (docs/decisions/121): the parent is invited; no order details for the giver.
  const [giftThanks, setGiftThanks] = useState<GiftPaidThanks | null>(null);
  // A gift's checkout token, kept on this page only: the browser remembers no order of the giver's.
  const giftCheckoutToken = useRef<string | undefined>(undefined);
  // The preview the parent is watching, when it is of the form as it stands (docs/decisions/099).
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [thanksOpen, setThanksOpen] = useState(false);
  const onPaymentEntry = isPaymentEntry(location.state);
  const { order, storyTitles } = useParentText();

  const story = getStory(Number(values.storyId));

  // The sibling offer's details were read into the form: out of the address, so a refresh starts plain.
  useEffect(() => {
    if (window.location.hash.startsWith('#sibling='))
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  }, []);

  // The funnel (docs/decisions/111): the order form was opened, with its story if one is chosen.
  useEffect(() => {
    reportFunnelStep('order_started', Number(start.values.storyId) || undefined);
  }, [start]);

  // Every change is kept in this tab until the order is paid.
  useEffect(() => {
    if (thanks || giftThanks) return;
    // The voice clip stays out of the draft: its preview is a blob of this page only.
    const { voiceClip: _notKept, promoCode: _notKeptEither, ...draftValues } = values;
    saveOrderDraft({
      step: onPaymentEntry ? 'payment' : 'form',
      values: draftValues,
      photos: draftPhotos(uploads.photos),
    });
  }, [values, uploads.photos, onPaymentEntry, thanks, giftThanks]);

  // The story in the address follows the form, so a refresh never brings back an older choice.
  useEffect(() => {
    if ((params.get('story') ?? '') === values.storyId) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (values.storyId) next.set('story', values.storyId);
        else next.delete('story');
        return next;
      },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [values.storyId, params, setParams, location.state]);

  // The payment step follows the history entry: Back shows the form, Forward (or a refresh on the
  // payment step) starts the payment again from the form as it stands then. Only a change of entry
  // decides it, so the step's form stays fixed for the life of the payment.
  const checkout = useMemo(() => {
    if (!onPaymentEntry) return null;
    const check = checkOrderForm(values, uploads, isGuest, location.pathname, email);
    if (check.kind !== 'ok') return null;
    // A gift's form already carries the giver's e-mail (typed, or the account's) and no preview.
    return 'gift' in check.form ? check.form : withAccountEmail(check.form);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, onPaymentEntry]);

  // A payment entry whose form is no longer complete (photos no longer held, …) is the form again.
  useEffect(() => {
    if (onPaymentEntry && !checkout && !thanks && !giftThanks)
      void navigate({ search: location.search }, { replace: true, state: null });
  }, [onPaymentEntry, checkout, thanks, giftThanks, navigate, location.search]);

  function withAccountEmail(form: CheckoutFormInput): CheckoutFormInput {
    // A signed-in parent's account e-mail is used unless they typed another (guests must type one).
    return {
      ...form,
      email: isGuest ? form.email : email || form.email,
      // The order keeps it when it is of this form's inputs; the server checks, and never refuses for it.
      ...(previewId ? { previewId } : {}),
    };
  }

  async function paid(reference: string, order: CreateOrderRequest) {
    const storyId = Number(checkout?.storyId);
    if (checkout && 'gift' in checkout) return giftPaid(reference, order, storyId, checkout);
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
      setThanks({ orderNumber: null, problem: 'orderCreationIssue', detailsHref });
      setThanksOpen(true);
    }
  }

  /**
   * A paid gift becomes its order as any paid checkout (the server's webhook may make it first); the
   * order waits for the parent, so this browser keeps no order of its own: the draft goes, and the
   * giver follows the gift from the receipt e-mail's link.
   */
  async function giftPaid(
    reference: string,
    order: CreateOrderRequest,
    storyId: number,
    form: GiftCheckoutFormInput,
  ) {
    const childName = String(form.kidName).trim();
    try {
      const created = await createOrder({
        ...order,
        item_number: storyId,
        checkout_token: giftCheckoutToken.current,
      });
      setGiftThanks({ childName, orderNumber: created.data.order_number, problem: null });
    } catch {
      setGiftThanks({ childName, orderNumber: null, problem: 'orderCreationIssue' });
    }
    clearOrderDraft();
  }

  function toPayment() {
    // The form was just checked; the payment entry's checkout is built from it (above).
    void navigate({ search: location.search }, { state: PAYMENT_STEP });
    window.scrollTo({ top: 0 });
  }

  function backToForm() {
    // The form's entry is the one before, unless this page was opened on the payment entry itself.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate({ search: location.search }, { replace: true, state: null });
  }

  useEffect(() => {
    if (checkout) document.getElementById('payment-heading')?.focus();
  }, [checkout]);

  useEffect(() => {
    if (giftThanks) document.getElementById('gift-paid-heading')?.focus();
  }, [giftThanks]);

  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      <div className="mx-auto max-w-6xl">
        <header className="mx-auto max-w-2xl text-center lg:mx-0 lg:text-left">
          <p className="text-sm font-bold tracking-wide text-saffron-700 uppercase">
            {checkout ? order.page.stepPayment : order.page.stepForm}
          </p>
          <h1
            id="order-heading"
            className="mt-1 font-display text-4xl leading-tight font-extrabold text-night-900 sm:text-5xl"
          >
            {order.page.heading}
          </h1>
          <p className="mt-2 text-lg text-ink/80">{order.page.intro}</p>
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            {/* Kept mounted while paying, so going back keeps the uploaded photos. */}
            <div
              hidden={checkout !== null}
              className="rounded-[1.75rem] bg-white/80 p-5 shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-8"
            >
              <OrderForm
                isGuest={isGuest}
                values={values}
                uploads={uploads}
                onChange={setValues}
                onSubmit={toPayment}
                active={checkout === null && !thanks && !giftThanks}
                accountEmail={email}
                onPreview={setPreviewId}
              />
            </div>
            {thanks && (
              // Paid: the payment form is gone, so closing the thank-you cannot lead to paying twice.
              <PaidNotice thanks={thanks} />
            )}
            {giftThanks && <GiftPaidNotice thanks={giftThanks} />}
            {checkout && !thanks && !giftThanks && (
              <PaymentStep
                form={checkout}
                storyTitle={storyTitles[Number(checkout.storyId)] ?? ''}
                onReference={(reference, checkoutToken) => {
                  if ('gift' in checkout) giftCheckoutToken.current = checkoutToken;
                  else
                    rememberPendingOrder(
                      Number(checkout.storyId),
                      String(checkout.kidName),
                      reference,
                      checkoutToken,
                    );
                }}
                onPaid={(reference, order) => void paid(reference, order)}
                onBack={backToForm}
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
