import { Link } from 'react-router';
import { DELIVERY_PROMISES } from '@shop/content/site';
import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { Dialog } from '~/components/ui/dialog';

export interface ThankYouModalProps {
  /** The order number from the server's answer; null until (or unless) the server confirmed it. */
  orderNumber: string | null;
  problem: string | null;
  /** The server is being asked for the order right now. */
  confirming?: boolean;
  /** Where the order's details are shown (/order-confirmation?…), once the payment reference is known. */
  detailsHref?: string | null;
  onClose: () => void;
  /**
   * After paying on the order page the way out is Return to Home; on the payment-return overlay the
   * parent is already home, so it is Close (SPEC §2).
   */
  closeAs?: 'home-link' | 'close-button';
}

/** After payment (SPEC §2): thanks and the order number the server gave the order. */
export function ThankYouModal({
  orderNumber,
  problem,
  confirming = false,
  detailsHref = null,
  onClose,
  closeAs = 'home-link',
}: ThankYouModalProps) {
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
        Thank You!
      </h2>
      <p className="mt-2 text-ink">Your payment was successful.</p>
      {orderNumber && (
        <>
          <p className="mt-2 text-ink">Your order has been confirmed. We'll be in touch with you shortly.</p>
          <p className="mt-4 rounded-2xl bg-cream px-4 py-3">
            <span className="block text-sm text-ink/80">Order number</span>
            <span
              className="font-mono text-base font-bold break-all text-night-900"
              data-testid="order-number"
            >
              {orderNumber}
            </span>
          </p>
          <p className="mt-3 text-sm text-ink/80">
            Your personalized video arrives {DELIVERY_PROMISES.orderScreens}.
          </p>
        </>
      )}
      {!orderNumber && confirming && (
        <p role="status" className="mt-4 flex items-center justify-center gap-3 text-ink">
          <span
            className="size-5 animate-spin-slow rounded-full border-3 border-marigold-500 border-t-transparent"
            aria-hidden="true"
          />
          Confirming your order…
        </p>
      )}
      {!orderNumber && !confirming && !problem && (
        <p className="mt-2 text-ink">
          Your order confirmation, with its order number, is on its way to your e-mail.
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-4 rounded-xl bg-lotus-700/10 px-4 py-3 font-semibold text-lotus-700">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3">
        {closeAs === 'close-button' ? (
          <button type="button" onClick={onClose} className={buttonClass('primary', 'md', 'w-full')}>
            Close
          </button>
        ) : (
          <Link to="/" className={buttonClass('primary', 'md', 'w-full')}>
            Return to Home
          </Link>
        )}
        {detailsHref && (
          <Link to={detailsHref} className={buttonClass('secondary', 'md', 'w-full')}>
            View order details
          </Link>
        )}
      </div>
    </Dialog>
  );
}
