import { REFUND_POLICY } from '@shop/content/legal/refund-policy';
import { LegalDocument } from '~/features/legal/components/legal-document';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { legalMeta } from '~/features/legal/legal-seo';

export const meta = () => legalMeta(REFUND_POLICY, '/refund-policy');

export default function RefundPolicyPage() {
  return (
    <StaticPageLayout>
      <LegalDocument page={REFUND_POLICY} />
    </StaticPageLayout>
  );
}
