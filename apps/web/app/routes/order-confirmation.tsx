import { ProtectedRoute } from '~/features/auth/components/protected-route';
import { PreparingPage } from '~/components/ui/preparing-page';

export const meta = () => [
  { title: 'Order Confirmation | Diya Tales' },
  { name: 'robots', content: 'noindex' },
];

// Signed in with Google or as a guest; signed-out visitors get the login-required modal (SPEC §6).
export default function OrderConfirmationPage() {
  return (
    <ProtectedRoute whenSignedOut="modal">
      <PreparingPage
        title="Order Confirmation"
        message="This is where your order confirmation will appear once ordering opens. We are putting the finishing touches on it."
      />
    </ProtectedRoute>
  );
}
