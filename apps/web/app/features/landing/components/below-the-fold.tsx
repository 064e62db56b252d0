import { useEffect, useRef } from 'react';
import type { LandingContent } from '../landing-content.server';
import { BELOW_THE_FOLD_ID } from './below-the-fold-id';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HowToOrderSection } from './how-to-order-section';
import { ReviewsSection } from './reviews-section';
import { StatsBand } from './stats-band';
import { StorySection } from './story-section';
import { TrailerSection } from './trailer-section';

/**
 * Every landing section after the hero, in page order. Each is laid out and painted only when it nears
 * the screen (`render-near-screen`, app.css).
 */
export default function BelowTheFold({ content }: { content: LandingContent }) {
  const { copy, site, featuredStories, testimonials, faqItems } = content;
  const root = useRef<HTMLDivElement>(null);
  // Lets tests (and curious developers) see when these sections became interactive.
  useEffect(() => {
    root.current?.setAttribute('data-hydrated', 'true');
  }, []);
  return (
    <div id={BELOW_THE_FOLD_ID} ref={root}>
      <AboutSection copy={copy.about} site={site} stories={featuredStories} />
      <FeaturesSection copy={copy.features} />
      <StorySection copy={copy.stories} stories={featuredStories} />
      <TrailerSection copy={copy.trailer} trailer={site.trailer} />
      <StatsBand stats={site.stats} />
      <ReviewsSection copy={copy.reviews} testimonials={testimonials} />
      <HowToOrderSection copy={copy.howToOrder} />
      <FaqSection copy={copy.faq} items={faqItems} />
      <ContactSection copy={copy.contact} />
    </div>
  );
}
