import { useLocation } from 'react-router';
import { GOOGLE_SIGN_IN_PATH } from '../api/google-sign-in';
import { rememberPreAuthPath } from '../pre-auth-path';
// Google's four-colour "G", as its sign-in branding asks for on a white button: a file, not inline
// SVG, because its paths barely compress and the sign-in link is on every page's first load.
import googleLogoUrl from './google-g.svg?url';

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
        <img src={googleLogoUrl} alt="" width={20} height={20} className={logoClassName} />
      </span>
      {children}
    </a>
  );
}
