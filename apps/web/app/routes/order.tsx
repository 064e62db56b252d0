import { GuestSessionCountdown } from '~/features/auth/components/guest-session-countdown';
import { ProtectedRoute } from '~/features/auth/components/protected-route';
import { useAuth } from '~/features/auth/hooks/use-auth';
import { GuestSessionEndedNotice } from '~/features/order/components/guest-session-ended-notice';
import { OrderPage } from '~/features/order/components/order-page';
import { ResumeFromReminder } from '~/features/order/components/resume-from-reminder';
import { QueryProvider } from '~/lib/query-provider';
import { localeOfPath } from '@shop/contracts/locale';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/order';

// A Hindi page's words arrive before it renders (decision 051).
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: parentTextFor(localeOfPath(location.pathname)).order.page.title },
  { name: 'robots', content: 'noindex' },
];

// Signed in with Google or as a guest; signed-out visitors get the login-required modal (docs/product-guide.md#who-can-do-what).
export default function OrderRoute() {
  return (
    <ProtectedRoute whenSignedOut="modal" guestEndedNotice={<GuestSessionEndedNotice />}>
      <QueryProvider>
        <OrderWithAuth />
      </QueryProvider>
    </ProtectedRoute>
  );
}

/** The route composes features: auth's facts reach the order feature as props. */
function OrderWithAuth() {
  const { user } = useAuth();
  return (
    <>
      {/* A reminder's link reopens the saved checkout as the draft before the form reads it. */}
      <ResumeFromReminder>
        <OrderPage isGuest={user?.isGuest ?? true} email={user?.email ?? ''} />
      </ResumeFromReminder>
      <GuestSessionCountdown />
    </>
  );
}
