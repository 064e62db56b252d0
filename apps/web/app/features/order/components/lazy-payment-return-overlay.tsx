import { lazy, Suspense } from 'react';
import { localeOfPath } from '@shop/contracts/locale';
import type { PaymentReturnOverlayProps } from './payment-return-overlay';

// Only a payment return shows the overlay; its order-creation code (and zod) stays out of the home
// page's first load (issue 2's JavaScript budget). Its words come with it, the Hindi ones loaded
// first on a Hindi home page (/hi?payment_success=…), as a parent page's route loads them.
const PaymentReturnOverlay = lazy(async () => {
  const [overlay, { loadParentText }] = await Promise.all([
    import('./payment-return-overlay'),
    import('~/lib/parent-text'),
  ]);
  await loadParentText(localeOfPath(window.location.pathname));
  return { default: overlay.PaymentReturnOverlay };
});

export function LazyPaymentReturnOverlay(props: PaymentReturnOverlayProps) {
  return (
    <Suspense fallback={null}>
      <PaymentReturnOverlay {...props} />
    </Suspense>
  );
}
