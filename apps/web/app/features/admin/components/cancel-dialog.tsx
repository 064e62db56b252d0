import { useState, type FormEvent } from 'react';
import {
  CANCEL_REASON_MAX_LENGTH,
  ORDER_DETAIL_MESSAGES,
  type AdminOrderDetail,
} from '@shop/contracts/order-detail';
import { formatMoney } from '@shop/contracts/pricing';
import { buttonClass } from '~/components/ui/button-styles';
import { Dialog } from '~/components/ui/dialog';
import { Field, INPUT_CLASS } from '~/components/ui/field';

export interface CancelDialogProps {
  order: AdminOrderDetail;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

function amount(order: AdminOrderDetail): string {
  try {
    return formatMoney(order.amount_minor, order.currency);
  } catch {
    return `${(order.amount_minor / 100).toFixed(2)} ${order.currency}`;
  }
}

/** Cancelling refunds the payment through its provider and e-mails the parent: asked once more, with why. */
export function CancelDialog({ order, busy, error, onConfirm, onCancel }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem(ORDER_DETAIL_MESSAGES.cancelReasonRequired);
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <Dialog
      onClose={onCancel}
      labelledBy="cancel-title"
      panelClassName="w-full max-w-lg rounded-[2rem] bg-white p-6 shadow-2xl sm:p-8"
    >
      <form onSubmit={submit} noValidate>
        <h2 id="cancel-title" className="font-display text-2xl leading-tight font-extrabold text-night-900">
          Cancel this order and refund it?
        </h2>
        <p className="mt-3 text-lg text-ink/85">
          <strong className="text-lotus-700">{amount(order)}</strong> goes back to the parent through{' '}
          <span className="capitalize">{order.provider}</span>, and they get an e-mail saying so. This cannot
          be undone.
        </p>
        <Field
          className="mt-5"
          label="Why is it cancelled?"
          hint="Kept on the order's timeline."
          error={problem}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${INPUT_CLASS} min-h-24`}
              value={reason}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
            />
          )}
        </Field>
        {error && (
          <p role="alert" className="mt-4 rounded-2xl bg-lotus-700 px-4 py-3 font-bold text-white">
            {error}
          </p>
        )}
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onCancel} data-autofocus>
            Keep the order
          </button>
          <button type="submit" className={buttonClass('lotus', 'md')} disabled={busy}>
            {busy ? 'Refunding...' : 'Cancel and refund'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
