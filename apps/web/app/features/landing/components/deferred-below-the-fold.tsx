import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { LandingContent } from '../landing-content.server';
import { renderWholePage } from '~/components/ui/render-whole-page';
import { BELOW_THE_FOLD_ID } from './below-the-fold-id';

type Sections = ComponentType<{ content: LandingContent }>;

const INTERACTIONS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/** Resolves when the visitor starts using the page or the sections come on screen. */
function whenWanted(sections: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    // The 1px inset keeps sections that merely touch the bottom edge (hero exactly one screen
    // tall) from counting as shown.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '0px 0px -1px 0px' },
    );
    function done() {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, done);
      resolve();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { passive: true });
    observer.observe(sections);
  });
}

const loadSections = () => import('./below-the-fold');
// Build time only: the prerender waits for it and writes the sections into the HTML (entry.server).
const PrerenderedSections = lazy(loadSections);

/**
 * The landing sections after the hero. On a first visit they arrive as prerendered HTML and their code
 * is loaded only when the visitor starts using the page, so a phone's first load carries just the
 * hero's code. Until then React keeps that HTML as an opaque, finished island: unlike a suspended
 * boundary, it survives the context updates that follow hydration (router, sign-in state). Once the
 * code is in, the sections render live in its place, looking the same. On later client-side visits
 * the code loads straight away.
 */
export function DeferredBelowTheFold({ content }: { content: LandingContent }) {
  const [Live, setLive] = useState<Sections | null>(null);
  // Read once, during the first (hydrating) render: is the prerendered HTML on the page?
  const [prerendered] = useState(
    () => !import.meta.env.SSR && document.getElementById(BELOW_THE_FOLD_ID) !== null,
  );

  useEffect(() => {
    let cancelled = false;
    const island = document.getElementById(BELOW_THE_FOLD_ID);
    (prerendered && island ? whenWanted(island).then(renderWholePage) : Promise.resolve())
      .then(loadSections)
      .then((module) => {
        if (!cancelled) setLive(() => module.default);
      });
    return () => {
      cancelled = true;
    };
  }, [prerendered]);

  let sections;
  if (import.meta.env.SSR) sections = <PrerenderedSections content={content} />;
  else if (Live) sections = <Live content={content} />;
  else if (prerendered)
    sections = (
      <div id={BELOW_THE_FOLD_ID} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  else sections = <div className="min-h-screen" />;
  // The boundary is there for the build-time render (and must then exist in the browser too).
  return <Suspense fallback={null}>{sections}</Suspense>;
}
