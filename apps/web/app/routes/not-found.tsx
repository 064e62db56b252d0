import { Link } from 'react-router';
import { BrandLogo } from '~/components/layout/brand-logo';
import { buttonClass } from '~/components/ui/button-styles';

export const meta = () => [{ title: 'Page not found | Diya Tales' }, { name: 'robots', content: 'noindex' }];

// Outside the shell, so it brings its own small header and way back.
export default function NotFoundPage() {
  return (
    <div className="night-sky flex min-h-screen flex-col">
      <header className="px-4 py-5 sm:px-8">
        <Link
          to="/"
          aria-label="Diya Tales home"
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
          <h1 className="mt-4 font-display text-4xl font-extrabold text-cream sm:text-5xl">Page not found</h1>
          <p className="mt-4 text-lg leading-relaxed text-cream/85">
            This path wandered off into the forest like a lost calf of Vrindavan. Let us take you back to the
            stories.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" className={buttonClass('primary', 'lg')}>
              Back to Home
            </Link>
            <Link to="/stories" className={buttonClass('ghost-light', 'lg')}>
              Browse the stories
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
