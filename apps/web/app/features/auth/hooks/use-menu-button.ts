import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

// The WAI-ARIA menu button pattern: the button opens a role="menu" of role="menuitem" elements.
// Arrow keys, Home and End move between items; Escape closes and gives focus back to the button;
// Tab or a click elsewhere closes it. Items are reached with the arrows, so they take tabIndex -1.

type Target = 'first' | 'last';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<Target>('first');

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusTarget.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(target: Target) {
    focusTarget.current = target;
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        // Focus moves on to the next control on the page; the menu just gets out of the way.
        close(false);
        break;
    }
  }

  return {
    open,
    close,
    rootRef,
    buttonRef,
    menuRef,
    buttonProps: {
      id: buttonId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      // Only while the menu exists: an id that points at nothing is an accessibility error.
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openAt('first')),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: {
      id: menuId,
      role: 'menu' as const,
      'aria-labelledby': buttonId,
      onKeyDown: onMenuKeyDown,
    },
  };
}
