import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useParentText } from '~/lib/parent-text';
import { fillText, useHref } from '~/lib/ui-text';
import type { PaymentMessageKey } from '../api/payments-api';

export interface PaidThanks {
  /** The order number the server gave the order; null when its creation failed. */
  orderNumber: string | null;
  /** The payment message to show when the order could not be made here. */
  problem: PaymentMessageKey | null;
  /** Where the order's details are shown (/order-confirmation?…). */
  detailsHref: string;
}

/** The order page once paid, under the thank-you dialog: the order number and the way to its details. */
export function PaidNotice({ thanks }: { thanks: PaidThanks }) {
  const { order, payment, messages } = useParentText();
  const href = useHref();
  return (
    <section
      aria-labelledby="paid-heading"
      className="rounded-[1.75rem] bg-white p-6 text-center shadow-xl ring-1 ring-marigold-300/60"
    >
      <h2 id="paid-heading" className="font-display text-2xl font-extrabold text-night-900">
        {order.paidHeading}
      </h2>
      {thanks.orderNumber && (
        <p className="mt-2 wrap-anywhere text-ink">
          {fillText(payment.paid.orderNumber, { number: thanks.orderNumber })}
        </p>
      )}
      {thanks.problem && (
        <p className="mt-2 font-semibold text-lotus-700">{messages.payment[thanks.problem]}</p>
      )}
      <Link to={href(thanks.detailsHref)} className={buttonClass('secondary', 'md', 'mt-4')}>
        {payment.thankYou.details}
      </Link>
    </section>
  );
}
