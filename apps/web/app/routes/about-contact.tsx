import { AboutView } from '~/features/legal/components/about-view';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { aboutMeta } from '~/features/legal/about-seo';

export const meta = () => aboutMeta();

export default function AboutContactPage() {
  return (
    <StaticPageLayout>
      <AboutView />
    </StaticPageLayout>
  );
}
