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
 * The one modal dialog, on the native <dialog> element (docs/decisions/030). showModal() puts it in the
 * top layer and makes the page behind it inert, so focus stays in the dialog (or the browser's own
 * controls); Escape (the browser's `cancel`) and a click on the backdrop close it. Focus goes to its
 * [data-autofocus] element on open and back to where it was on close; app.css stops the page behind it
 * from scrolling. Mount it to open, unmount it to close: the parent owns the open state.
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
  // Held in a ref so a new callback each render does not close and re-open the dialog.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  // A layout effect, so the cleanup closes the dialog and gives focus back before it leaves the DOM.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();

    const listening = new AbortController();
    // Escape: the parent closes it by unmounting, so its content stays until then.
    dialog.addEventListener(
      'cancel',
      (event) => {
        event.preventDefault();
        close.current();
      },
      { signal: listening.signal },
    );
    // The browser may also close it itself (a second Escape with no click in between skips `cancel`):
    // the parent's state follows. A `close` queued by an earlier close() while the dialog has been
    // opened again since (React StrictMode runs this effect twice) is stale and ignored.
    dialog.addEventListener(
      'close',
      () => {
        if (!dialog.open) close.current();
      },
      { signal: listening.signal },
    );
    return () => {
      listening.abort();
      if (dialog.open) dialog.close();
      if (previous?.isConnected && previous !== document.activeElement)
        previous.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    // The <dialog> fills the screen and is the backdrop; a click on it (not on the panel) closes it.
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
