import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  onClose: () => void;
  /** Id of the visible heading that names the dialog; use `label` when there is none. */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
  /** Sizing and look of the panel; the backdrop and behaviour stay the same everywhere. */
  panelClassName?: string;
  panelStyle?: CSSProperties;
}

/**
 * Modal dialog on the native <dialog> element: showModal() gives the focus trap, the inert page behind
 * it and the top layer; Escape and a click on the backdrop close it. The page stops scrolling through
 * app.css (body:has(dialog:modal)). Mount it to open, unmount it to close.
 */
export function Dialog({
  onClose,
  labelledBy,
  label,
  children,
  panelClassName = '',
  panelStyle,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Held in a ref so a new callback each render does not re-open the dialog.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  // A layout effect, so the cleanup closes the dialog (and focus goes back) before it leaves the DOM.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();

    function onCancel(event: Event) {
      // The parent closes it by unmounting, so the text and state stay until then.
      event.preventDefault();
      close.current();
    }
    // The browser may close it without a cancel event (a second Escape with no click in between).
    function onNativeClose() {
      close.current();
    }
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.close();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    // The <dialog> fills the screen and is the backdrop; a click on it (not on the panel) closes it.
    // Keyboard users close it with Escape (the browser's cancel event), so no key handler is needed here.
    <dialog
      ref={dialogRef}
      data-testid="modal-backdrop"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none items-center justify-center overflow-y-auto border-0 bg-night-900/85 p-3 text-inherit backdrop-blur-sm backdrop:bg-transparent open:flex sm:p-6"
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div style={panelStyle} className={`animate-pop-in outline-none ${panelClassName}`}>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
