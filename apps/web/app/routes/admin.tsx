import { AdminGuard } from '~/features/auth/components/admin-guard';
import { PreparingPage } from '~/components/ui/preparing-page';

export const meta = () => [{ title: 'Admin Dashboard | Diya Tales' }, { name: 'robots', content: 'noindex' }];

// Role admin only (SPEC §6); the server checks the role again on every admin call.
export default function AdminPage() {
  return (
    <AdminGuard>
      <PreparingPage
        title="Admin Dashboard"
        message="The dashboard for managing orders and notification recipients is being prepared."
      />
    </AdminGuard>
  );
}
