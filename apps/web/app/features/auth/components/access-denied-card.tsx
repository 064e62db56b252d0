import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import type { AppUser } from '../auth-types';
import { ShieldIcon } from '~/components/ui/screen-icons';
import { AuthCard } from './auth-card';

/** A signed-in visitor without the admin role on an admin page (docs/product-guide.md#guarded-pages). */
export function AccessDeniedCard({ user }: { user: AppUser }) {
  return (
    <AuthCard
      tone="lotus"
      icon={<ShieldIcon className="size-8" />}
      title="Access Denied"
      actions={
        <Link to="/" className={buttonClass('primary', 'lg', 'w-full')}>
          Return to Homepage
        </Link>
      }
    >
      <p>You don&apos;t have administrator privileges to access this page.</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-marigold-100 px-5 py-4 text-left text-base">
        <dt className="font-bold text-night-900">Signed in as</dt>
        <dd className="min-w-0 truncate" data-testid="access-denied-name">
          {user.name}
        </dd>
        <dt className="font-bold text-night-900">Role</dt>
        <dd data-testid="access-denied-role">{user.role}</dd>
      </dl>
    </AuthCard>
  );
}
