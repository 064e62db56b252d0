import { useState } from 'react';
import { Link } from 'react-router';
import { ownFilm } from '~/components/video-modal/playable-video';
import { LazyVideoModal } from '~/components/video-modal/lazy-video-modal';
import { mediaUrl } from '~/lib/media';
import { buttonClass } from '~/components/ui/button-styles';
import { InstagramIcon, MailIcon, PlayIcon, SparkleIcon } from '~/components/ui/icons';
import { CONTACT_EMAIL, INSTAGRAM_URL } from '@shop/content/site';
import { useHref, useUiText } from '~/lib/ui-text';
import type { AboutPageData } from '../legal-pages.server';

const CLAIM_STYLES = [
  'bg-marigold-300 text-night-900',
  'bg-lotus-700 text-white',
  'bg-peacock-700 text-white',
  'bg-night-700 text-white',
] as const;

const primaryButton = buttonClass('primary', 'lg');
const secondaryButton = buttonClass('secondary', 'lg');

export function AboutView({ about, claims, trailer }: Omit<AboutPageData, 'meta'>) {
  const ui = useUiText();
  const href = useHref();
  const [watching, setWatching] = useState(false);
  return (
    <div className="mt-4 space-y-12">
      <section aria-labelledby="about-title" className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-marigold-100 px-4 py-1.5 text-sm font-extrabold uppercase tracking-[0.14em] text-saffron-700">
          <SparkleIcon className="size-4" />
          {ui.legal.aboutEyebrow}
        </p>
        <h1 id="about-title" className="mt-3 font-display text-4xl font-bold text-night-900 sm:text-6xl">
          {about.heading}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-ink sm:text-xl">{about.tagline}</p>
      </section>

      <section aria-label={ui.landing.inNumbers}>
        <dl className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {claims.map((claim, index) => (
            <div
              key={claim.label}
              className={`flex flex-col-reverse rounded-3xl px-4 py-6 text-center shadow-md ${CLAIM_STYLES[index % CLAIM_STYLES.length]}`}
            >
              <dt className="mt-1 text-sm font-semibold sm:text-base">{claim.label}</dt>
              <dd className="font-display text-3xl font-extrabold sm:text-4xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="about-story"
        className="rounded-3xl bg-white/90 px-5 py-8 shadow-sm ring-1 ring-marigold-300/50 sm:px-12"
      >
        <h2 id="about-story" className="font-display text-3xl font-bold text-night-900">
          {about.story.heading}
        </h2>
        {about.story.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="about-beliefs">
        <h2 id="about-beliefs" className="text-center font-display text-3xl font-bold text-night-900">
          {about.mission.heading}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {about.mission.items.map((item) => (
            <li key={item.title} className="rounded-3xl bg-marigold-100 p-6 ring-1 ring-marigold-300">
              <h3 className="font-display text-xl font-bold text-night-900">{item.title}</h3>
              <p className="mt-2 text-ink">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-explore"
        className="night-sky rounded-3xl px-5 py-10 text-center text-white shadow-lg sm:px-12"
      >
        <h2 id="about-explore" className="font-display text-3xl font-bold text-marigold-300">
          {about.explore.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{about.explore.text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={href('/stories')} className={primaryButton}>
            {ui.legal.browseAllStories}
          </Link>
          {trailer.youtube ? (
            <a
              href={trailer.youtube}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('ghost-light', 'lg')}
            >
              <PlayIcon className="size-4" />
              {ui.legal.watchTrailer}
              <span className="sr-only"> {ui.legal.opensYouTube}</span>
            </a>
          ) : (
            <button
              type="button"
              onClick={() => setWatching(true)}
              className={buttonClass('ghost-light', 'lg')}
            >
              <PlayIcon className="size-4" />
              {ui.legal.watchTrailer}
            </button>
          )}
        </div>
        {watching && (
          <LazyVideoModal
            video={ownFilm(trailer.film)}
            title={trailer.title}
            poster={mediaUrl(trailer.poster)}
            onClose={() => setWatching(false)}
          />
        )}
      </section>

      <section
        id="contact"
        aria-labelledby="about-contact"
        className="rounded-3xl bg-white/90 px-5 py-8 text-center shadow-sm ring-1 ring-marigold-300/50 sm:px-12"
      >
        <h2 id="about-contact" className="font-display text-3xl font-bold text-night-900">
          {about.contact.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-ink">{about.contact.text}</p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href={`mailto:${CONTACT_EMAIL}`} className={primaryButton}>
            <MailIcon className="size-5" />
            {CONTACT_EMAIL}
          </a>
          <a href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
            <InstagramIcon className="size-5" />
            {ui.legal.followInstagram}
            <span className="sr-only"> {ui.footer.newTab}</span>
          </a>
        </div>
      </section>
    </div>
  );
}
