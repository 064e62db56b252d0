import { useMemo } from 'react';
import { PRIVACY_POLICY, privacyPolicy } from '@shop/content/legal/privacy-policy';
import { LegalDocument } from '~/features/legal/components/legal-document';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { legalMeta } from '~/features/legal/legal-seo';
import { usePhotoRetention } from '~/lib/use-photo-retention';

export const meta = () => legalMeta(PRIVACY_POLICY, '/privacy-policy');

// Prerendered with the default retention (PRIVACY_POLICY); once the page runs, the policy is rebuilt
// from the N and M the server enforces, so a shop configured otherwise states its real rules
// (docs/decisions/046).
export default function PrivacyPolicyPage() {
  const retention = usePhotoRetention();
  const page = useMemo(() => privacyPolicy(retention), [retention]);
  return (
    <StaticPageLayout>
      <LegalDocument page={page} />
    </StaticPageLayout>
  );
}
