import { Link } from 'react-router';
import { CONTACT_EMAIL, INSTAGRAM_URL, SITE_NAME } from '@shop/content/site';
import { InstagramIcon, MailIcon } from '~/components/ui/icons';
import { BrandLogo } from './brand-logo';
import { FOOTER_GROUPS } from './footer-links';
import { LanguageSwitch } from './language-switch';
import { fillText, useHref, useUiText } from '~/lib/ui-text';

const LINK =
  'inline-flex min-h-8 items-center rounded-md text-cream/85 underline-offset-4 transition hover:text-marigold-300 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-300';

export function SiteFooter() {
  // A screen word like the rest of the footer, so a Hindi page rendered in the browser (whose root
  // data is the English SPA fallback's) has it in Hindi too.
  const text = useUiText().footer;
  const href = useHref();
  return (
    <footer className="relative mt-auto bg-night-900 text-cream">
      {/* A soft scalloped edge, like the border of a picture-book page. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 1440 40"
        preserveAspectRatio="none"
        className="absolute inset-x-0 -top-[39px] h-10 w-full text-night-900"
      >
        <path
          fill="currentColor"
          d="M0 40V22c60 0 60-18 120-18s60 18 120 18 60-18 120-18 60 18 120 18 60-18 120-18 60 18 120 18 60-18 120-18 60 18 120 18 60-18 120-18 60 18 120 18 60-18 120-18 60 18 120 18 60-18 120-18 60 18 120 18v18z"
        />
      </svg>
      {/* Laid out only near the screen (app.css); the scalloped edge above stays outside it. */}
      <div className="render-near-screen mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 pb-10 [--near-screen-height:30rem] sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <BrandLogo />
          <p className="mt-4 max-w-sm leading-relaxed text-cream/80">
            {fillText(text.blurb, { site: SITE_NAME })}
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={text[group.heading]}>
            <h2 className="font-display text-lg font-bold text-marigold-300">{text[group.heading]}</h2>
            <ul className="mt-3 grid gap-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={href(link.to)} className={LINK}>
                    {text.links[link.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 lg:col-span-1">
          <h2 className="font-display text-lg font-bold text-marigold-300">{text.sayHello}</h2>
          <ul className="mt-3 grid gap-2">
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className={`${LINK} gap-2`}>
                <MailIcon className="size-5 shrink-0" />
                {CONTACT_EMAIL}
              </a>
            </li>
            <li>
              <a href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer" className={`${LINK} gap-2`}>
                <InstagramIcon className="size-5 shrink-0" />
                Instagram
                <span className="sr-only"> {text.newTab}</span>
              </a>
            </li>
            <li>
              <LanguageSwitch full className={LINK} />
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-cream/70 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {SITE_NAME}. {text.madeWithLove}
        </p>
      </div>
    </footer>
  );
}
