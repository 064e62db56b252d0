import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { Dialog } from '~/components/ui/dialog';
import { useParentText } from '~/lib/parent-text';
import { useHref } from '~/lib/ui-text';
import type { PaymentMessageKey } from '../api/payments-api';

export interface ThankYouModalProps {
  /** The order number from the server's answer; null until (or unless) the server confirmed it. */
  orderNumber: string | null;
  /** The payment message to show when the order could not be made here. */
  problem: PaymentMessageKey | null;
  /** The server is being asked for the order right now. */
  confirming?: boolean;
  /** Where the order's details are shown (/order-confirmation?…), once the payment reference is known. */
  detailsHref?: string | null;
  onClose: () => void;
  /**
   * After paying on the order page the way out is Return to Home; on the payment-return overlay the
   * parent is already home, so it is Close (docs/product-guide.md#after-paying).
   */
  closeAs?: 'home-link' | 'close-button';
}

/** After payment (docs/product-guide.md#after-paying): thanks and the order number the server gave the order. */
export function ThankYouModal({
  orderNumber,
  problem,
  confirming = false,
  detailsHref = null,
  onClose,
  closeAs = 'home-link',
}: ThankYouModalProps) {
  const { payment, messages } = useParentText();
  const text = payment.thankYou;
  const href = useHref();
  return (
    <Dialog
      onClose={onClose}
      labelledBy="thanks-title"
      panelClassName="w-full max-w-md rounded-[1.75rem] bg-white p-7 text-center shadow-2xl"
    >
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-marigold-500 text-ink shadow-lg">
        <SparkleIcon className="size-8" />
      </span>
      <h2 id="thanks-title" className="mt-4 font-display text-3xl font-extrabold text-night-900">
        {text.heading}
      </h2>
      <p className="mt-2 text-ink">{text.paid}</p>
      {orderNumber && (
        <>
          <p className="mt-2 text-ink">{text.confirmed}</p>
          <p className="mt-4 rounded-2xl bg-cream px-4 py-3">
            <span className="block text-sm text-ink/80">{text.orderNumber}</span>
            <span
              className="font-mono text-base font-bold break-all text-night-900"
              data-testid="order-number"
            >
              {orderNumber}
            </span>
          </p>
          <p className="mt-3 text-sm text-ink/80">{text.arrives}</p>
        </>
      )}
      {!orderNumber && confirming && (
        <p role="status" className="mt-4 flex items-center justify-center gap-3 text-ink">
          <span
            className="size-5 animate-spin-slow rounded-full border-3 border-marigold-500 border-t-transparent"
            aria-hidden="true"
          />
          {text.confirming}
        </p>
      )}
      {!orderNumber && !confirming && !problem && <p className="mt-2 text-ink">{text.onItsWay}</p>}
      {problem && (
        <p role="alert" className="mt-4 rounded-xl bg-lotus-700/10 px-4 py-3 font-semibold text-lotus-700">
          {messages.payment[problem]}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3">
        {closeAs === 'close-button' ? (
          <button type="button" onClick={onClose} className={buttonClass('primary', 'md', 'w-full')}>
            {text.close}
          </button>
        ) : (
          <Link to={href('/')} className={buttonClass('primary', 'md', 'w-full')}>
            {text.home}
          </Link>
        )}
        {detailsHref && (
          <Link to={href(detailsHref)} className={buttonClass('secondary', 'md', 'w-full')}>
            {text.details}
          </Link>
        )}
      </div>
    </Dialog>
  );
}
