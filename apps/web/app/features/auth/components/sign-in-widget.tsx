import type { ReactNode } from 'react';
import { useUiText } from '~/lib/ui-text';
import { useAuth } from '../hooks/use-auth';
import { useOnDemand } from '../hooks/use-on-demand';
import { GoogleSignInLink } from './google-sign-in-link';
import { googlePillClass, quietPillClass, type WidgetTone } from './widget-styles';

// The menus load on demand: the landing page's signed-out first load (the JavaScript budget's case)
// needs neither the avatar menu nor the phone's sign-in menu (docs/decisions/016). Neither is in the
// prerendered HTML, which always shows the pending state.
const loadUserMenu = () => import('./user-menu');
const loadSignInChoicesMenu = () => import('./sign-in-choices-menu');

interface SignInWidgetProps {
  /** The landing nav's version: the Google button only (docs/product-guide.md#signing-in). */
  compact?: boolean;
  tone?: WidgetTone;
}

/** Holds the space while the stored session is read (or the menu loads), so the bar does not jump. */
function PendingPill({ tone, className = '' }: { tone: WidgetTone; className?: string }) {
  return (
    <span
      data-testid="sign-in-pending"
      aria-hidden="true"
      className={`block h-11 w-24 rounded-full motion-safe:animate-pulse ${tone === 'light' ? 'bg-white/15' : 'bg-night-900/10'} ${className}`}
    />
  );
}

/** The sign-in control of the landing nav (compact) and the inner pages' top bar. */
export function SignInWidget({ compact = false, tone = 'dark' }: SignInWidgetProps) {
  const { loading, isAuthenticated, user, loginAsGuest } = useAuth();
  const signedIn = !loading && isAuthenticated && user !== null;
  const userMenu = useOnDemand(loadUserMenu, signedIn);
  const choicesMenu = useOnDemand(loadSignInChoicesMenu, !loading && !signedIn && !compact);

  if (loading) return <PendingPill tone={tone} />;

  if (signedIn) {
    return userMenu ? <userMenu.UserMenu compact={compact} tone={tone} /> : <PendingPill tone={tone} />;
  }

  return (
    <SignedOutChoices
      compact={compact}
      tone={tone}
      onGuest={loginAsGuest}
      menu={choicesMenu && <choicesMenu.SignInChoicesMenu tone={tone} onGuest={loginAsGuest} />}
    />
  );
}

interface SignedOutChoicesProps {
  compact: boolean;
  tone: WidgetTone;
  onGuest: () => void;
  /** The phone's menu of both ways in, once its code has loaded. */
  menu: ReactNode;
}

/** Signed out: Google and guest (the landing nav: Google only), in the page's words. */
function SignedOutChoices({ compact, tone, onGuest, menu }: SignedOutChoicesProps) {
  const text = useUiText().auth;
  if (compact) {
    return (
      <GoogleSignInLink
        label={text.signInWithGoogle}
        className={`${googlePillClass(tone)} max-[399px]:pr-1.5`}
      >
        {/* The smallest phones keep just the "G": the landing bar has no room for more. */}
        <span className="max-[399px]:hidden">{text.signIn}</span>
      </GoogleSignInLink>
    );
  }

  return (
    <>
      <div className="hidden items-center gap-2 sm:flex">
        <GoogleSignInLink className={googlePillClass(tone)}>{text.signInWithGoogle}</GoogleSignInLink>
        <button type="button" onClick={onGuest} className={quietPillClass(tone)}>
          {text.guestLogin}
        </button>
      </div>
      {menu ?? <PendingPill tone={tone} className="sm:hidden" />}
    </>
  );
}
