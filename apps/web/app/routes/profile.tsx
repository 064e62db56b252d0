import { ProtectedRoute } from '~/features/auth/components/protected-route';
import { PreparingPage } from '~/components/ui/preparing-page';

export const meta = () => [{ title: 'My Orders | Diya Tales' }, { name: 'robots', content: 'noindex' }];

// Google sign-in only: visitors and guests see the Sign in Required card (SPEC §6).
export default function ProfilePage() {
  return (
    <ProtectedRoute requireGoogle>
      <PreparingPage
        title="My Orders"
        message="Soon you will find your orders and your child's finished videos here, ready to watch again and again."
      />
    </ProtectedRoute>
  );
}
