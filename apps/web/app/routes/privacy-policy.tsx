import { PRIVACY_POLICY } from '@shop/content/legal/privacy-policy';
import { LegalDocument } from '~/features/legal/components/legal-document';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { legalMeta } from '~/features/legal/legal-seo';

export const meta = () => legalMeta(PRIVACY_POLICY, '/privacy-policy');

export default function PrivacyPolicyPage() {
  return (
    <StaticPageLayout>
      <LegalDocument page={PRIVACY_POLICY} />
    </StaticPageLayout>
  );
}
