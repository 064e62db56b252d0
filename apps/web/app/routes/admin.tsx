import { AdminGuard } from '~/features/auth/components/admin-guard';
import { useAuth } from '~/features/auth/hooks/use-auth';
import { AdminDashboard } from '~/features/admin/components/admin-dashboard';
import { QueryProvider } from '~/lib/query-provider';

export const meta = () => [{ title: 'Admin Dashboard | Diya Tales' }, { name: 'robots', content: 'noindex' }];

// Role admin only (docs/product-guide.md#who-can-do-what); the server checks the role again on every admin call.
export default function AdminPage() {
  return (
    <AdminGuard>
      <QueryProvider>
        <DashboardWithAuth />
      </QueryProvider>
    </AdminGuard>
  );
}

/** The route composes features: the signed-in admin reaches the admin feature as a prop. */
function DashboardWithAuth() {
  const { user } = useAuth();
  return (
    <AdminDashboard user={{ name: user?.name ?? '', email: user?.email ?? '', role: user?.role ?? '' }} />
  );
}
