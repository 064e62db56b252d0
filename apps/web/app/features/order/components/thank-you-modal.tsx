import { Link } from 'react-router';
import { DELIVERY_PROMISES } from '@shop/content/site';
import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { Modal } from '~/components/ui/modal';

export interface ThankYouModalProps {
  /** The order number from the server's answer; null when the order could not be created yet. */
  orderNumber: string | null;
  problem: string | null;
  onClose: () => void;
}

/** After payment (SPEC §2): thanks and the order number the server gave the order. */
export function ThankYouModal({ orderNumber, problem, onClose }: ThankYouModalProps) {
  return (
    <Modal
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
      {problem && (
        <p role="alert" className="mt-4 rounded-xl bg-lotus-700/10 px-4 py-3 font-semibold text-lotus-700">
          {problem}
        </p>
      )}
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
        Return to Home
      </Link>
    </Modal>
  );
}
