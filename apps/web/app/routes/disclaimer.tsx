import { DISCLAIMER } from '@shop/content/legal/disclaimer';
import { LegalDocument } from '~/features/legal/components/legal-document';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { legalMeta } from '~/features/legal/legal-seo';

export const meta = () => legalMeta(DISCLAIMER, '/disclaimer');

export default function DisclaimerPage() {
  return (
    <StaticPageLayout>
      <LegalDocument page={DISCLAIMER} />
    </StaticPageLayout>
  );
}
