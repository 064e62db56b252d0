import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useHref, useUiText } from '~/lib/ui-text';
import { LockIcon } from '~/components/ui/screen-icons';
import { AuthCard } from './auth-card';
import { GoogleSignInLink } from './google-sign-in-link';

/** Pages that need a Google account (and /profile), for signed-out visitors and guests alike (docs/product-guide.md#guarded-pages). */
export function SignInRequiredCard({ isGuest = false }: { isGuest?: boolean }) {
  const text = useUiText().auth.signInRequired;
  const href = useHref();
  return (
    <AuthCard
      icon={<LockIcon className="size-8" />}
      title={text.title}
      actions={
        <>
          <GoogleSignInLink
            className={buttonClass('primary', 'lg', 'w-full pl-2')}
            logoClassName="size-6 m-2"
          >
            {text.google}
          </GoogleSignInLink>
          <Link
            to={href('/')}
            className="rounded-full px-3 py-2 font-display font-bold text-lotus-700 underline decoration-2 underline-offset-4 hover:text-night-900"
          >
            {text.backHome}
          </Link>
        </>
      }
    >
      <p>{text.text}</p>
      {isGuest && <p className="mt-3 text-base text-ink/80">{text.guestNote}</p>}
    </AuthCard>
  );
}
