import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import type { PaymentMessageKey } from '../api/payments-api';

export interface GiftPaidThanks {
  childName: string;
  /** The order number the server gave the gift's order; null when its creation failed here. */
  orderNumber: string | null;
  /** The payment message to show when the order could not be made here (the server still makes it). */
  problem: PaymentMessageKey | null;
}

/**
 * The order page once a gift is paid (docs/decisions/121): the parent has been invited. The giver's
 * status page is not in the payment's answer; its link comes in the receipt e-mail. No link to the
 * order's details: the film and the photos are the family's.
 */
export function GiftPaidNotice({ thanks }: { thanks: GiftPaidThanks }) {
  const { gifts, messages } = useParentText();
  return (
    <section
      aria-labelledby="gift-paid-heading"
      data-testid="gift-paid"
      className="rounded-[1.75rem] bg-white p-6 text-center shadow-xl ring-1 ring-marigold-300/60"
    >
      <h2
        id="gift-paid-heading"
        tabIndex={-1}
        className="font-display text-2xl font-extrabold text-night-900 outline-none"
      >
        {gifts.form.paidHeading}
      </h2>
      <p className="mt-2 text-ink">{fillText(gifts.form.paidInvited, { child: thanks.childName })}</p>
      {thanks.orderNumber && (
        <p className="mt-2 wrap-anywhere text-ink/80">
          {fillText(gifts.status.order, { number: thanks.orderNumber })}
        </p>
      )}
      {thanks.problem && (
        <p className="mt-2 font-semibold text-lotus-700">{messages.payment[thanks.problem]}</p>
      )}
      <p className="mt-3 font-semibold text-night-900">{gifts.form.paidFollow}</p>
    </section>
  );
}
