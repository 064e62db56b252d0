import { useState } from 'react';
import { ProtectedRoute } from '~/features/auth/components/protected-route';
import { UserAvatar } from '~/features/auth/components/user-avatar';
import { useAuth } from '~/features/auth/hooks/use-auth';
import { AccountErased } from '~/features/profile/components/account-erased';
import { ProfilePage } from '~/features/profile/components/profile-page';
import { QueryProvider } from '~/lib/query-provider';
import { localeOfPath } from '@shop/contracts/locale';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/profile';

// A Hindi page's words arrive before it renders (decision 051).
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: parentTextFor(localeOfPath(location.pathname)).account.profile.pageTitle },
  { name: 'robots', content: 'noindex' },
];

// Google sign-in only: visitors and guests see the Sign in Required card (docs/product-guide.md#who-can-do-what).
export default function ProfileRoute() {
  // Once the account is deleted the parent is signed out, and the guard would ask them to sign in:
  // the confirmation stands above it.
  const [erased, setErased] = useState(false);
  if (erased) return <AccountErased />;
  return (
    <ProtectedRoute requireGoogle>
      <QueryProvider>
        <ProfileWithAuth onErased={() => setErased(true)} />
      </QueryProvider>
    </ProtectedRoute>
  );
}

/** The route composes features: the auth feature's user reaches the profile as props. */
function ProfileWithAuth({ onErased }: { onErased: () => void }) {
  const { user, logout } = useAuth();
  if (!user) return null; // the guard above only renders this for a signed-in parent
  return (
    <ProfilePage
      name={user.name}
      email={user.email}
      avatar={<UserAvatar user={user} size="lg" />}
      // The account is gone: end the session here, then say so on this page.
      onAccountErased={() => void logout().finally(onErased)}
    />
  );
}
