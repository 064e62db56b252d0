import { ProtectedRoute } from '~/features/auth/components/protected-route';
import { useAuth } from '~/features/auth/hooks/use-auth';
import { OrderConfirmation } from '~/features/order/components/order-confirmation';
import { localeOfPath } from '@shop/contracts/locale';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/order-confirmation';

// A Hindi page's words arrive before it renders (decision 051).
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: parentTextFor(localeOfPath(location.pathname)).payment.confirmation.title },
  { name: 'robots', content: 'noindex' },
];

// Signed in with Google or as a guest; signed-out visitors get the login-required modal (docs/product-guide.md#who-can-do-what).
export default function OrderConfirmationRoute() {
  return (
    <ProtectedRoute whenSignedOut="modal">
      <OrderConfirmationWithAuth />
    </ProtectedRoute>
  );
}

/** The route composes features: auth's facts reach the order feature as props. */
function OrderConfirmationWithAuth() {
  const { user, getToken } = useAuth();
  return <OrderConfirmation signedIn={user !== null && !user.isGuest && getToken() !== null} />;
}
