import { AdminGuard } from '~/features/auth/components/admin-guard';
import { PreparingPage } from '~/components/ui/preparing-page';

export const meta = () => [{ title: 'Complete Order | Diya Tales' }, { name: 'robots', content: 'noindex' }];

// Role admin only (SPEC §6); the server checks the role again on every admin call.
export default function AdminCompleteOrderPage() {
  return (
    <AdminGuard>
      <PreparingPage
        title="Complete Order"
        message="The page for uploading a finished video and its thumbnail is being prepared."
      />
    </AdminGuard>
  );
}
