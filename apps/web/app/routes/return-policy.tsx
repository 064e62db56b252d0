import { RETURN_POLICY } from '@shop/content/legal/return-policy';
import { LegalDocument } from '~/features/legal/components/legal-document';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { legalMeta } from '~/features/legal/legal-seo';

export const meta = () => legalMeta(RETURN_POLICY, '/return-policy');

export default function ReturnPolicyPage() {
  return (
    <StaticPageLayout>
      <LegalDocument page={RETURN_POLICY} />
    </StaticPageLayout>
  );
}
