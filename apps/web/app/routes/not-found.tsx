import { Link } from 'react-router';
import { SITE_NAME } from '@shop/content/site';
import { BrandLogo } from '~/components/layout/brand-logo';
import { buttonClass } from '~/components/ui/button-styles';
import { useHref, useUiText } from '~/lib/ui-text';
import type { Route } from './+types/not-found';

// Any unknown path gets this page (the server answers it with a 404); under /hi it speaks Hindi.
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.data as
    { ui?: { notFound: { title: string } } } | undefined;
  return [
    { title: `${root?.ui?.notFound.title ?? 'Page not found'} | ${SITE_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
};

// Outside the shell, so it brings its own small header and way back.
export default function NotFoundPage() {
  const ui = useUiText();
  const text = ui.notFound;
  const href = useHref();
  return (
    <div className="night-sky flex min-h-screen flex-col">
      <header className="px-4 py-5 sm:px-8">
        <Link
          to={href('/')}
          aria-label={ui.nav.homeLabel}
          className="inline-block rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-marigold-300"
        >
          <BrandLogo />
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-20 text-center">
        <div className="max-w-xl">
          <p
            aria-hidden="true"
            className="font-display text-8xl leading-none font-extrabold text-marigold-300 sm:text-9xl"
          >
            404
          </p>
          <h1 className="mt-4 font-display text-4xl font-extrabold text-cream sm:text-5xl">{text.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-cream/85">{text.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={href('/')} className={buttonClass('primary', 'lg')}>
              {text.backToHome}
            </Link>
            <Link to={href('/stories')} className={buttonClass('ghost-light', 'lg')}>
              {text.browseStories}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
