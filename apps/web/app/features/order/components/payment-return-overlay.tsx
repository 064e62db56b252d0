import { useEffect, useRef, useState } from 'react';
import { localizedHref } from '@shop/contracts/locale';
import { apiErrorMessage } from '~/lib/api-client';
import { useLocale } from '~/lib/ui-text';
import { createOrder, orderCreationFailure } from '../api/payments-api';
import {
  checkoutTokenFor,
  clearCreatedFlag,
  confirmationPath,
  markCreatedInPayment,
  planPaymentReturn,
  readPaymentReturnStored,
  rememberCreatedOrder,
} from '../order-progress';
import { ThankYouModal } from './thank-you-modal';

export interface PaymentReturnOverlayProps {
  /** ?order_number= of /?payment_success=true&order_number=… */
  orderNumber: string;
  /** The session is known (signed in, guest or signed out); creation waits for it to pick the caller. */
  authReady: boolean;
  /** Whether order creation carries the bearer token (signed in) or none (guest). */
  signedIn: boolean;
  /** After Close: the flag is cleared; the home page shows its content again. */
  onClose: () => void;
}

/** docs/product-guide.md#numbers-and-limits: the payment-return overlay appears after 300 ms. */
const PAYMENT_RETURN_DELAY_MS = 300;

type Confirmation =
  | { state: 'confirming' }
  | { state: 'confirmed'; orderNumber: string; detailsHref: string }
  | { state: 'unconfirmed' };

/** docs/product-guide.md#after-paying: create the order once, if this browser may; answer what to show. */
async function confirmReturn(orderNumber: string, signedIn: boolean): Promise<Confirmation> {
  const plan = planPaymentReturn(orderNumber, readPaymentReturnStored());
  if (plan.kind !== 'create') {
    if (plan.kind === 'skip') console.warn(plan.warning);
    return { state: 'unconfirmed' };
  }
  // Read before the flag is set: setting it names this payment as the stored one.
  const checkoutToken = checkoutTokenFor(plan.orderNumber);
  markCreatedInPayment(plan.orderNumber);
  try {
    const created = await createOrder({
      order_number: plan.orderNumber,
      character_name: plan.characterName,
      item_number: plan.storyId,
      checkout_token: checkoutToken,
    });
    rememberCreatedOrder(created.data, plan.orderNumber);
    return {
      state: 'confirmed',
      orderNumber: created.data.order_number,
      // The confirmation page finds the order by its payment reference (kept in this browser).
      detailsHref: confirmationPath(plan.orderNumber, plan.storyId),
    };
  } catch (error) {
    // docs/product-guide.md#payment-messages: after the payment return a failure is only logged; the webhook or the reconciler
    // still makes the order, and its e-mail carries the number.
    console.warn(
      signedIn
        ? 'Order creation after the payment return failed (signed-in user):'
        : 'Order creation after the payment return failed (guest):',
      orderCreationFailure(error),
      apiErrorMessage(error),
    );
    return { state: 'unconfirmed' };
  }
}

/**
 * docs/product-guide.md#after-paying: where a card provider's redirect
 * ends. It creates the order once (if this browser has the story and name it stored before paying),
 * shows the thank-you after 300 ms with the order number the SERVER answered, and rewrites the address
 * to / so a reload or a shared link does not replay the return.
 */
export function PaymentReturnOverlay({
  orderNumber,
  authReady,
  signedIn,
  onClose,
}: PaymentReturnOverlayProps) {
  const locale = useLocale();
  const [visible, setVisible] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setVisible(true);
      // Keep React Router's own history entry data; only the address changes (no navigation, no reload).
      // The home page stays in its language ("/hi" after a Hindi checkout).
      window.history.replaceState(window.history.state, '', localizedHref('/', locale));
    }, PAYMENT_RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [locale]);

  useEffect(() => {
    if (!authReady || started.current) return;
    started.current = true;
    void confirmReturn(orderNumber, signedIn).then(setConfirmation);
  }, [authReady, orderNumber, signedIn]);

  if (!visible) return null;
  return (
    <ThankYouModal
      closeAs="close-button"
      orderNumber={confirmation.state === 'confirmed' ? confirmation.orderNumber : null}
      detailsHref={confirmation.state === 'confirmed' ? confirmation.detailsHref : null}
      confirming={confirmation.state === 'confirming'}
      problem={null}
      onClose={() => {
        clearCreatedFlag();
        onClose();
      }}
    />
  );
}
