import { HERO_VIDEO, SITE_NAME, SITE_TAGLINE } from '@shop/content/site';
import { DeferredBelowTheFold } from '~/features/landing/components/deferred-below-the-fold';
import { HeroSection } from '~/features/landing/components/hero-section';
import { loadLandingContent } from '~/features/landing/landing-content.server';
import { mediaUrl, mobileVariant } from '~/lib/media';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/home';

// Runs at build time (the page is prerendered), so the content package never ships to the browser.
export function loader() {
  return loadLandingContent();
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta({
    title: `${SITE_NAME}: ${SITE_TAGLINE}`,
    description: loaderData.copy.hero.subline,
    path: '/',
    jsonLd: loaderData.jsonLd,
  });
}

// Only the hero poster is preloaded: it is the largest paint on both phone and desktop.
export function links(): Route.LinkDescriptors {
  return [
    {
      rel: 'preload',
      as: 'image',
      href: mediaUrl(mobileVariant(HERO_VIDEO.poster)),
      media: '(max-width: 768px)',
    },
    { rel: 'preload', as: 'image', href: mediaUrl(HERO_VIDEO.poster), media: '(min-width: 769px)' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <HeroSection copy={loaderData.copy.hero} />
      <DeferredBelowTheFold content={loaderData} />
    </main>
  );
}
