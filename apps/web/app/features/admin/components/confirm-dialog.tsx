import type { ReactNode } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { buttonClass, type ButtonVariant } from '~/components/ui/button-styles';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The confirming button's look: lotus (the default) for what cannot be undone, primary for a go-ahead. */
  confirmVariant?: ButtonVariant;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible yes/no question (Escape and the backdrop cancel). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmVariant = 'lotus',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      onClose={onCancel}
      labelledBy="confirm-title"
      panelClassName="w-full max-w-md rounded-[2rem] bg-white p-6 text-center shadow-2xl sm:p-8"
    >
      <h2 id="confirm-title" className="font-display text-2xl leading-tight font-extrabold text-night-900">
        {title}
      </h2>
      <div className="mt-3 text-lg text-ink/85">{children}</div>
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onCancel} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className={buttonClass(confirmVariant, 'md')}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
