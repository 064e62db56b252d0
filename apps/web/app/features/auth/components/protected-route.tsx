import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { pathInLocale } from '@shop/contracts/locale';
import { useHref, useUiText } from '~/lib/ui-text';
import { useAuth } from '../hooks/use-auth';
import { clearPreAuthPath, peekPreAuthPath, rememberPreAuthPath, takePreAuthPath } from '../pre-auth-path';
import { DiyaFlame } from './auth-icons';
import { AuthWaiting } from './auth-waiting';
import { LoginRequiredModal } from './login-required-modal';
import { SignInRequiredCard } from './sign-in-required-card';

interface ProtectedRouteProps {
  children: ReactNode;
  /** Only a Google account will do (guests see the sign-in card). /profile always requires it. */
  requireGoogle?: boolean;
  /** For signed-out visitors: the login-required modal, or a redirect to `redirectTo`. */
  whenSignedOut?: 'modal' | 'redirect';
  redirectTo?: string;
  /**
   * Said in the login-required modal when the visitor's guest session has just run out (the page's
   * own words about what was kept and the way on); nothing otherwise.
   */
  guestEndedNotice?: ReactNode;
}

/** Behind the login-required modal: the page's place, kept calm and named. */
function SignInBackdrop() {
  const text = useUiText().auth;
  return (
    <main className="paper flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <DiyaFlame className="size-16" />
      <h1 className="font-display text-3xl font-extrabold text-night-900">{text.signInToContinue}</h1>
    </main>
  );
}

/** While the stored session is read, in the page's words. */
function CheckingSession() {
  return <AuthWaiting text={useUiText().auth.checking} />;
}

/** docs/product-guide.md#guarded-pages. */
export function ProtectedRoute({
  children,
  requireGoogle = false,
  whenSignedOut = 'redirect',
  redirectTo = '/',
  guestEndedNotice,
}: ProtectedRouteProps) {
  const { loading, isAuthenticated, user, loginAsGuest, guestSessionEnded } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Home and the order page in the page's language (/hi… on a Hindi page).
  const href = useHref();
  const englishPath = pathInLocale(pathname, 'en');
  const googleOnly = requireGoogle || englishPath === '/profile' || englishPath.startsWith('/profile/');
  const allowed = isAuthenticated && user !== null && !(googleOnly && user.isGuest);

  // Remember where the visitor was going, so signing in brings them back (not / or /auth/…).
  useEffect(() => {
    if (!loading && !allowed) rememberPreAuthPath(pathname + search);
  }, [loading, allowed, pathname, search]);

  if (loading) return <CheckingSession />;
  if (allowed) return children;
  if (googleOnly) return <SignInRequiredCard isGuest={user?.isGuest === true} />;
  if (whenSignedOut === 'redirect') return <Navigate to={href(redirectTo)} replace />;

  return (
    <>
      <SignInBackdrop />
      <LoginRequiredModal
        path={peekPreAuthPath() ?? pathname}
        notice={guestSessionEnded ? guestEndedNotice : undefined}
        onGuest={() => {
          loginAsGuest();
          navigate(takePreAuthPath() ?? href('/order'), { replace: true });
        }}
        onClose={() => {
          clearPreAuthPath();
          navigate(href(redirectTo), { replace: true });
        }}
      />
    </>
  );
}
