import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { localeOfPath } from '@shop/contracts/locale';
import { FESTIVAL_TEXT } from '@shop/content/festivals';
import { HERO_VIDEO, SITE_NAME } from '@shop/content/site';
import { useAuth } from '~/features/auth/hooks/use-auth';
import { DeferredBelowTheFold } from '~/features/landing/components/deferred-below-the-fold';
import { FestivalBanner } from '~/features/landing/components/festival-banner';
import { HeroSection } from '~/features/landing/components/hero-section';
import { usePaymentReturnOrderNumber } from '~/features/landing/hooks/use-payment-success';
import { loadLandingContent } from '~/features/landing/landing-content.server';
import { LazyPaymentReturnOverlay } from '~/features/order/components/lazy-payment-return-overlay';
import { mediaUrl, mediaVariant } from '~/lib/media';
import { reportFunnelStep } from '~/lib/funnel-beacon';
import { pageMeta } from '~/lib/seo';
import { useHref } from '~/lib/ui-text';
import type { Route } from './+types/home';

// Runs at build time (the page is prerendered, / and /hi), so the content package never ships to the
// browser, and each page carries only its own language's words.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  // The festival banner's words are built into the page; whether it shows is asked after load.
  return { ...loadLandingContent(locale), festivalWords: FESTIVAL_TEXT[locale] };
}

export function meta({ loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta({
    title: `${SITE_NAME}: ${loaderData.site.tagline}`,
    description: loaderData.copy.hero.subline,
    path: '/',
    locale: localeOfPath(location.pathname),
    jsonLd: loaderData.jsonLd,
  });
}

// Only the hero poster is preloaded: it is the largest paint on both phone and desktop.
export function links(): Route.LinkDescriptors {
  return [
    {
      rel: 'preload',
      as: 'image',
      href: mediaUrl(mediaVariant(HERO_VIDEO.poster, 'mobile')),
      media: '(max-width: 768px)',
    },
    { rel: 'preload', as: 'image', href: mediaUrl(HERO_VIDEO.poster), media: '(min-width: 769px)' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const returnOrderNumber = usePaymentReturnOrderNumber();
  const [closed, setClosed] = useState(false);
  const navigate = useNavigate();
  const href = useHref();
  const returning = returnOrderNumber !== null && !closed;
  // The funnel (docs/decisions/111): after hydration, itself after the first paint; never blocking.
  useEffect(() => reportFunnelStep('landing_view'), []);

  return (
    <>
      {/* docs/product-guide.md#after-paying: on a payment return the page's content stays hidden behind the thank-you. */}
      <main hidden={returning}>
        <HeroSection copy={loaderData.copy.hero} />
        <DeferredBelowTheFold content={loaderData} />
      </main>
      {!returning && <FestivalBanner words={loaderData.festivalWords} />}
      {returning && (
        <PaymentReturnWithAuth
          orderNumber={returnOrderNumber}
          onClose={() => {
            setClosed(true);
            navigate(href('/'), { replace: true });
          }}
        />
      )}
    </>
  );
}

/** The route composes features: auth's facts reach the order feature as props. */
function PaymentReturnWithAuth({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const { loading, user, getToken } = useAuth();
  return (
    <LazyPaymentReturnOverlay
      orderNumber={orderNumber}
      authReady={!loading}
      signedIn={user !== null && !user.isGuest && getToken() !== null}
      onClose={onClose}
    />
  );
}
