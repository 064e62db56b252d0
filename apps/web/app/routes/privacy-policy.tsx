import { useMemo } from 'react';
import { DEFAULT_PHOTO_RETENTION } from '@shop/contracts/privacy';
import { privacyPolicy } from '@shop/content/legal/privacy-policy';
import { privacyPolicyHi } from '@shop/content/legal/privacy-policy.hi';
import { LegalDocument } from '~/features/legal/components/legal-document';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { policyPageData } from '~/features/legal/legal-pages.server';
import { usePhotoRetention } from '~/lib/use-photo-retention';
import { useLocale } from '~/lib/ui-text';
import type { Route } from './+types/privacy-policy';

// Build time only: /privacy-policy and /hi/privacy-policy each carry their own language's text in the prerendered page.
export const loader = ({ request }: Route.LoaderArgs) => policyPageData('/privacy-policy', request);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

// Prerendered with the default retention; once the page runs, a shop configured with other N and M
// rebuilds the policy from the values the server enforces, in the page's language, so it states its
// real rules (docs/decisions/046).
export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const retention = usePhotoRetention();
  const locale = useLocale();
  const page = useMemo(() => {
    const isDefault =
      retention.daysAfterDelivery === DEFAULT_PHOTO_RETENTION.daysAfterDelivery &&
      retention.daysUndelivered === DEFAULT_PHOTO_RETENTION.daysUndelivered;
    if (isDefault) return loaderData.page;
    return locale === 'hi' ? privacyPolicyHi(retention) : privacyPolicy(retention);
  }, [retention, locale, loaderData.page]);
  return (
    <StaticPageLayout>
      <LegalDocument page={page} />
    </StaticPageLayout>
  );
}
