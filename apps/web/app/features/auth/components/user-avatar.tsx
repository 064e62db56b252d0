import type { AppUser } from '../auth-types';
import { UserIcon } from '~/components/ui/screen-icons';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

const SIZES = { sm: 'size-9 text-sm', lg: 'size-12 text-lg' } as const;

/** The user's picture if there is one, else their initials on a warm disc; a figure for guests. */
export function UserAvatar({ user, size = 'sm' }: { user: AppUser; size?: keyof typeof SIZES }) {
  const box = `grid shrink-0 place-items-center overflow-hidden rounded-full font-display font-extrabold ring-2 ring-white ${SIZES[size]}`;
  if (user.avatarUrl) {
    return <img src={user.avatarUrl} alt="" className={`${box} object-cover`} referrerPolicy="no-referrer" />;
  }
  if (user.isGuest) {
    return (
      <span aria-hidden="true" className={`${box} bg-peacock-700 text-white`}>
        <UserIcon className={size === 'lg' ? 'size-6' : 'size-5'} />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} bg-gradient-to-br from-marigold-300 via-marigold-500 to-saffron-500 text-ink`}
    >
      {initials(user.name || user.email)}
    </span>
  );
}
