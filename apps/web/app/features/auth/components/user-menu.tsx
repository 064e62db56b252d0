import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fillText, useHref, useUiText } from '~/lib/ui-text';
import { useAuth } from '../hooks/use-auth';
import { useMenuButton } from '../hooks/use-menu-button';
import { ChevronDownIcon, ShieldIcon, SignOutIcon, UserIcon } from '~/components/ui/screen-icons';
import { GoogleSignInLink } from './google-sign-in-link';
import { UserAvatar } from './user-avatar';
import { avatarButtonClass, MENU_ITEM, MENU_PANEL, MENU_ROOT, type WidgetTone } from './widget-styles';

/** The current time, refreshed every `everyMs` while mounted (for countdowns). */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function minutesAndSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Time left in the guest session, refreshed each second while shown. */
function GuestCountdown({ endsAt }: { endsAt: number }) {
  const now = useNow(1000);
  return (
    <time dateTime={`PT${Math.max(0, Math.ceil((endsAt - now) / 1000))}S`}>
      {minutesAndSeconds(endsAt - now)}
    </time>
  );
}

/** "Guest session ends in {time}", the countdown in the sentence's {time} place (Hindi puts it first). */
function GuestEndsIn({ sentence, endsAt }: { sentence: string; endsAt: number | null }) {
  const [before = '', after = ''] = sentence.split('{time}');
  return (
    <>
      {before}
      {endsAt !== null && <GuestCountdown endsAt={endsAt} />}
      {after}
    </>
  );
}

/** The signed-in avatar and its menu: name, e-mail, profile link, sign out (docs/product-guide.md#signing-in). */
export function UserMenu({ compact, tone }: { compact: boolean; tone: WidgetTone }) {
  const { user, guestEndsAt, logout } = useAuth();
  const navigate = useNavigate();
  const { open, close, rootRef, buttonRef, menuRef, buttonProps, menuProps } = useMenuButton();
  const text = useUiText().auth;
  const href = useHref();
  if (!user) return null;
  // A guest's session carries the English GUEST_NAME; the menu calls them a guest in the page's words.
  const name = user.isGuest ? text.guestName : user.name;
  const firstName = name.split(/\s+/)[0] || name;

  async function signOut() {
    close(false);
    await logout();
    // Home, rather than leaving the visitor on a page that would now ask them to sign in again.
    navigate(href('/'));
  }

  return (
    <div ref={rootRef} className={MENU_ROOT}>
      <button
        ref={buttonRef}
        {...buttonProps}
        aria-label={fillText(text.accountMenu, { name })}
        data-testid="user-menu-button"
        className={avatarButtonClass(tone)}
      >
        <UserAvatar user={user} />
        {!compact && <span className="hidden max-w-32 truncate md:inline">{firstName}</span>}
        {/* On a phone, the avatar alone: the bars have no room left for the arrow beside it. */}
        <ChevronDownIcon
          className={`size-4 transition-transform max-sm:hidden ${open ? 'rotate-180' : ''}`}
        />
      </button>

      {open && (
        <div className={MENU_PANEL}>
          <div className="flex items-center gap-3 rounded-2xl bg-marigold-100 p-3">
            <UserAvatar user={user} size="lg" />
            <div className="min-w-0">
              <p
                className="line-clamp-2 font-display text-lg leading-tight font-bold break-words text-night-900"
                title={name}
              >
                {name}
              </p>
              {user.isGuest ? (
                <p className="text-sm text-ink/85">
                  <GuestEndsIn sentence={text.guestEndsIn} endsAt={guestEndsAt} />
                </p>
              ) : (
                <p className="truncate text-sm text-ink/85" title={user.email}>
                  {user.email}
                </p>
              )}
            </div>
          </div>

          <div ref={menuRef} {...menuProps} className="mt-2 grid gap-0.5">
            <Link
              role="menuitem"
              tabIndex={-1}
              to={href('/profile')}
              onClick={() => close(false)}
              className={MENU_ITEM}
            >
              <UserIcon className="size-5 text-saffron-700" />
              {text.myProfile}
            </Link>
            {user.role === 'admin' && (
              <Link
                role="menuitem"
                tabIndex={-1}
                to="/admin"
                onClick={() => close(false)}
                className={MENU_ITEM}
              >
                <ShieldIcon className="size-5 text-peacock-700" />
                Admin Dashboard
              </Link>
            )}
            {user.isGuest && (
              <GoogleSignInLink className={MENU_ITEM} logoClassName="size-5" role="menuitem" tabIndex={-1}>
                {text.signInWithGoogle}
              </GoogleSignInLink>
            )}
            <hr className="mx-3 my-1 border-marigold-300/70" aria-hidden="true" />
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => void signOut()}
              className={MENU_ITEM}
            >
              <SignOutIcon className="size-5 text-lotus-700" />
              {text.signOut}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
