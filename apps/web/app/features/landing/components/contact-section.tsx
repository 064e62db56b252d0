import { CONTACT_EMAIL, INSTAGRAM_URL } from '@shop/content/site';
import { buttonClass } from '~/components/ui/button-styles';
import { InstagramIcon, MailIcon } from '~/components/ui/icons';
import type { LandingCopy } from '../landing-content.server';
import { useUiText } from '~/lib/ui-text';

export function ContactSection({ copy }: { copy: LandingCopy['contact'] }) {
  const newTab = useUiText().footer.newTab;
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="render-near-screen scroll-mt-20 bg-white px-4 pt-20 pb-28 sm:px-6 sm:pt-28 sm:pb-36 lg:px-8"
    >
      {/* docs/product-guide.md#numbers-and-limits: the contact block changes layout at 1024 px. */}
      <div className="relative mx-auto flex max-w-6xl flex-col items-center gap-8 overflow-hidden rounded-[2.5rem] bg-lotus-700 px-6 py-12 text-center shadow-2xl shadow-lotus-700/25 sm:px-12 lg:flex-row lg:py-14 lg:text-left">
        <span aria-hidden="true" className="absolute -top-16 -left-16 size-56 rounded-full bg-lotus-500/50" />
        <span
          aria-hidden="true"
          className="absolute -right-10 -bottom-20 size-64 rounded-full bg-marigold-500/25"
        />
        <div className="relative flex-1">
          <h2
            id="contact-title"
            className="font-display text-3xl leading-tight font-extrabold text-balance text-white sm:text-4xl"
          >
            {copy.heading}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-white/90 lg:max-w-none">{copy.line}</p>
        </div>
        <div className="relative flex w-full flex-col gap-4 sm:w-auto sm:flex-row lg:flex-col xl:flex-row">
          <a href={`mailto:${CONTACT_EMAIL}`} className={buttonClass('primary', 'lg')}>
            <MailIcon className="size-5" />
            {copy.contactButton}
          </a>
          <a
            href={INSTAGRAM_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'lg', 'focus-visible:outline-white')}
          >
            <InstagramIcon className="size-5" />
            {copy.instagramButton}
            <span className="sr-only"> {newTab}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
