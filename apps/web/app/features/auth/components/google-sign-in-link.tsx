import { useLocation } from 'react-router';
import { GOOGLE_SIGN_IN_PATH } from '../api/google-sign-in';
import { rememberPreAuthPath } from '../pre-auth-path';
import { GoogleLogo } from './auth-icons';

interface GoogleSignInLinkProps extends Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick' | 'aria-label'
> {
  /** Visible text. */
  children: React.ReactNode;
  /** Accessible name when the visible text is shortened (it must contain the visible words). */
  label?: string;
  className: string;
  logoClassName?: string;
}

/**
 * Starts Google sign-in with a full-page navigation (a plain link, so it also works before the app has
 * loaded). The page the visitor is on is remembered so the callback brings them back here.
 */
export function GoogleSignInLink({
  children,
  label,
  className,
  logoClassName = 'size-5',
  ...rest
}: GoogleSignInLinkProps) {
  const { pathname, search } = useLocation();
  return (
    <a
      {...rest}
      href={GOOGLE_SIGN_IN_PATH}
      aria-label={label}
      onClick={() => rememberPreAuthPath(pathname + search)}
      className={className}
    >
      <span className="grid shrink-0 place-items-center rounded-full bg-white">
        <GoogleLogo className={logoClassName} />
      </span>
      {children}
    </a>
  );
}
