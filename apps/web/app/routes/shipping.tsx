import { SHIPPING_POLICY } from '@shop/content/legal/shipping';
import { LegalDocument } from '~/features/legal/components/legal-document';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { legalMeta } from '~/features/legal/legal-seo';

export const meta = () => legalMeta(SHIPPING_POLICY, '/shipping');

export default function ShippingPage() {
  return (
    <StaticPageLayout>
      <LegalDocument page={SHIPPING_POLICY} />
    </StaticPageLayout>
  );
}
