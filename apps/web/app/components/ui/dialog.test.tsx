// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

// The one Dialog on the native <dialog> element. happy-dom has showModal()/close() (not the top layer
// or the browser's Escape handling), so Escape is the `cancel` event the browser fires; the browser
// journeys (landing, order, admin, stories) check the top layer, inert page and focus for real.

afterEach(cleanup);

/** A page with an opener button; the Dialog is mounted while open, as every caller does. */
function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          labelledBy="title"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <h2 id="title">Remove this recipient?</h2>
          <button type="button">Remove</button>
          <button type="button" data-autofocus>
            Cancel
          </button>
        </Dialog>
      )}
    </>
  );
}

const dialogElement = () => screen.getByRole('dialog') as HTMLDialogElement;

function open() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('opens as a modal <dialog> named by its heading, focus on its [data-autofocus] control', () => {
    render(<Page />);
    open();
    const dialog = dialogElement();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('title');
    expect(screen.getByRole('dialog', { name: 'Remove this recipient?' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('Escape (the cancel event) asks the parent to close it once and gives focus back', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = open();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialogElement().dispatchEvent(cancel);
    });
    // The parent closes it by unmounting, so the browser's own close is prevented.
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('when the browser closes it itself (a second Escape skips cancel), the parent state follows', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = open();
    act(() => dialogElement().close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a click on the backdrop (the <dialog> itself) closes it; a click on the panel does not', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    open();
    fireEvent.click(screen.getByRole('heading'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialogElement());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens again after closing, a new modal each time', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    for (let round = 1; round <= 3; round++) {
      open();
      expect(dialogElement().open).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
      act(() => {
        dialogElement().dispatchEvent(new Event('cancel', { cancelable: true }));
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onClose).toHaveBeenCalledTimes(round);
    }
  });

  it('under StrictMode (effects run twice) it stays open, and a stale close event does not close it', () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Page onClose={onClose} />
      </StrictMode>,
    );
    open();
    const dialog = dialogElement();
    expect(dialog.open).toBe(true);
    // A browser queues the close event of StrictMode's first close(): it arrives with the dialog open.
    act(() => {
      dialog.dispatchEvent(new Event('close'));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialogElement().open).toBe(true);
  });

  it('unmounting closes it without asking the parent again', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Page onClose={onClose} />);
    open();
    const dialog = dialogElement();
    const closed = vi.fn();
    dialog.addEventListener('close', closed);
    unmount();
    expect(dialog.open).toBe(false);
    expect(closed).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
