import { useUiText } from '~/lib/ui-text';
import { useMenuButton } from '../hooks/use-menu-button';
import { UserIcon } from '~/components/ui/screen-icons';
import { GoogleSignInLink } from './google-sign-in-link';
import { MENU_ITEM, MENU_PANEL, MENU_ROOT, quietPillClass, type WidgetTone } from './widget-styles';

/** Signed out on a phone: both ways in behind one button, so the top bar keeps its single row. */
export function SignInChoicesMenu({ tone, onGuest }: { tone: WidgetTone; onGuest: () => void }) {
  const { open, close, rootRef, buttonRef, menuRef, buttonProps, menuProps } = useMenuButton();
  const text = useUiText().auth;
  return (
    <div ref={rootRef} className={`${MENU_ROOT} sm:hidden`}>
      <button
        ref={buttonRef}
        {...buttonProps}
        aria-label={text.signIn}
        className={`${quietPillClass(tone)} max-[399px]:w-11 max-[399px]:justify-center max-[399px]:px-0`}
      >
        <UserIcon className="size-5 shrink-0" />
        <span className="max-[399px]:hidden">{text.signIn}</span>
      </button>
      {open && (
        <div className={MENU_PANEL}>
          <div ref={menuRef} {...menuProps} className="grid gap-0.5">
            <GoogleSignInLink role="menuitem" tabIndex={-1} className={MENU_ITEM}>
              {text.signInWithGoogle}
            </GoogleSignInLink>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={MENU_ITEM}
              onClick={() => {
                close();
                onGuest();
              }}
            >
              <UserIcon className="size-5 text-peacock-700" />
              {text.guestLogin}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
