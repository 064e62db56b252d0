import { useAuth } from '../hooks/use-auth';
import { useMenuButton } from '../hooks/use-menu-button';
import { UserIcon } from './auth-icons';
import { GoogleSignInLink } from './google-sign-in-link';
import { UserMenu } from './user-menu';
import {
  googlePillClass,
  MENU_ITEM,
  MENU_PANEL,
  MENU_ROOT,
  quietPillClass,
  type WidgetTone,
} from './widget-styles';

interface SignInWidgetProps {
  /** The landing nav's version: the Google button only (SPEC §2). */
  compact?: boolean;
  tone?: WidgetTone;
}

/** Signed out on a phone: both ways in behind one button, so the top bar keeps its single row. */
function SignInChoicesMenu({ tone, onGuest }: { tone: WidgetTone; onGuest: () => void }) {
  const { open, close, rootRef, buttonRef, menuRef, buttonProps, menuProps } = useMenuButton();
  return (
    <div ref={rootRef} className={`${MENU_ROOT} sm:hidden`}>
      <button
        ref={buttonRef}
        {...buttonProps}
        aria-label="Sign In"
        className={`${quietPillClass(tone)} max-[399px]:w-11 max-[399px]:justify-center max-[399px]:px-0`}
      >
        <UserIcon className="size-5 shrink-0" />
        <span className="max-[399px]:hidden">Sign In</span>
      </button>
      {open && (
        <div className={MENU_PANEL}>
          <div ref={menuRef} {...menuProps} className="grid gap-0.5">
            <GoogleSignInLink role="menuitem" tabIndex={-1} className={MENU_ITEM}>
              Sign in with Google
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
              Guest Login
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The sign-in control of the landing nav (compact) and the inner pages' top bar. */
export function SignInWidget({ compact = false, tone = 'dark' }: SignInWidgetProps) {
  const { loading, isAuthenticated, user, loginAsGuest } = useAuth();

  if (loading) {
    // Holds the space while the stored session is read, so the bar does not jump.
    return (
      <span
        data-testid="sign-in-pending"
        aria-hidden="true"
        className={`block h-11 w-24 rounded-full motion-safe:animate-pulse ${tone === 'light' ? 'bg-white/15' : 'bg-night-900/10'}`}
      />
    );
  }

  if (isAuthenticated && user) return <UserMenu compact={compact} tone={tone} />;

  if (compact) {
    return (
      <GoogleSignInLink label="Sign in with Google" className={`${googlePillClass(tone)} max-[399px]:pr-1.5`}>
        {/* The smallest phones keep just the "G": the landing bar has no room for more. */}
        <span className="max-[399px]:hidden">Sign In</span>
      </GoogleSignInLink>
    );
  }

  return (
    <>
      <div className="hidden items-center gap-2 sm:flex">
        <GoogleSignInLink className={googlePillClass(tone)}>Sign in with Google</GoogleSignInLink>
        <button type="button" onClick={loginAsGuest} className={quietPillClass(tone)}>
          Guest Login
        </button>
      </div>
      <SignInChoicesMenu tone={tone} onGuest={loginAsGuest} />
    </>
  );
}
