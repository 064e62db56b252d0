import { lazy, Suspense } from 'react';
import type { PaymentReturnOverlayProps } from './payment-return-overlay';

// Only a payment return shows the overlay; its order-creation code (and zod) stays out of the home
// page's first load (issue 2's JavaScript budget).
const PaymentReturnOverlay = lazy(() =>
  import('./payment-return-overlay').then((module) => ({ default: module.PaymentReturnOverlay })),
);

export function LazyPaymentReturnOverlay(props: PaymentReturnOverlayProps) {
  return (
    <Suspense fallback={null}>
      <PaymentReturnOverlay {...props} />
    </Suspense>
  );
}
