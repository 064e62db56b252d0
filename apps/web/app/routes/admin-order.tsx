import { AdminGuard } from '~/features/auth/components/admin-guard';

export const meta = () => [{ title: 'Order | Admin | Diya Tales' }, { name: 'robots', content: 'noindex' }];

// The admin's order detail (issue 12). The page's screens come from the web side of issue 12
// (branch i12-web); until then this route only exists so the page table, the server's SPA answer
// and the staff e-mails' links agree on its path.
export default function AdminOrderPage() {
  return (
    <AdminGuard>
      <main>
        <h1>Order</h1>
      </main>
    </AdminGuard>
  );
}
