import { type CSSProperties, type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useEscapeKey } from './use-escape-key';
import { useFocusTrap } from './use-focus-trap';

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
 * The one modal dialog: rendered into <body>, closes on Escape and on a click on the backdrop, traps
 * focus (on its [data-autofocus] element first), restores it on close and locks page scrolling. Mount
 * it to open, unmount it to close. Not the native <dialog> yet: see docs/decisions/029.
 */
export function Dialog({
  onClose,
  labelledBy,
  label,
  children,
  panelClassName = '',
  panelStyle,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock();
  useFocusTrap(panelRef);
  useEscapeKey(onClose);

  return createPortal(
    <div
      data-testid="modal-backdrop"
      className="fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto bg-night-900/85 p-3 backdrop-blur-sm sm:p-6"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        style={panelStyle}
        className={`animate-pop-in outline-none ${panelClassName}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
