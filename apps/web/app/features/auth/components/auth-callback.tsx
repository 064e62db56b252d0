import { Link } from 'react-router';
import { LOCALE_TAGS, localizedHref, type Locale } from '@shop/contracts/locale';
import { BrandLogo } from '~/components/layout/brand-logo';
import type { ScreenText } from '~/lib/ui-text';
import { useAuthCallback } from '../hooks/use-auth-callback';
import { AlertIcon, CheckIcon } from '~/components/ui/screen-icons';
import { DiyaFlame } from './auth-icons';

interface AuthCallbackProps {
  /** The parent's language: the page has no /hi twin, so it is not the path's (routes/auth-success). */
  locale: Locale;
  text: ScreenText['auth'];
}

/** The sign-in completion screen: a calm night sky, a lit diya and one live status line. */
export function AuthCallback({ locale, text }: AuthCallbackProps) {
  const { phase, message, leavingInMs } = useAuthCallback(text, locale);
  const failed = phase === 'error';
  return (
    <div className="night-sky flex min-h-screen flex-col" lang={LOCALE_TAGS[locale].lang}>
      <header className="px-4 py-5 sm:px-8">
        <BrandLogo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pt-4 pb-20">
        <section
          className="w-full max-w-md animate-pop-in rounded-[2rem] bg-cream px-6 py-10 text-center shadow-2xl shadow-night-900/50 ring-1 ring-marigold-300/60 sm:px-10"
          aria-busy={phase === 'checking' || phase === 'working'}
        >
          <div className="mx-auto grid size-24 place-items-center">
            {failed ? (
              <span
                className="grid size-18 place-items-center rounded-full bg-lotus-700 text-white shadow-lg"
                aria-hidden="true"
              >
                <AlertIcon className="size-9" />
              </span>
            ) : phase === 'success' ? (
              <span
                className="grid size-18 place-items-center rounded-full bg-peacock-700 text-white shadow-lg"
                aria-hidden="true"
              >
                <CheckIcon className="size-9" />
              </span>
            ) : (
              <DiyaFlame className="size-20" />
            )}
          </div>
          <h1 className="mt-4 font-display text-3xl font-extrabold text-night-900">
            {failed ? text.callback.failedTitle : text.callback.title}
          </h1>
          <p
            role="status"
            data-testid="auth-callback-status"
            className={`mt-3 text-lg leading-relaxed ${failed ? 'font-semibold text-lotus-700' : 'text-ink/85'}`}
          >
            {message}
          </p>
          {leavingInMs !== undefined && (
            <div
              aria-hidden="true"
              className="mx-auto mt-6 h-1.5 w-40 overflow-hidden rounded-full bg-marigold-100"
            >
              <div
                className={`redirect-progress h-full rounded-full ${failed ? 'bg-lotus-500' : 'bg-peacock-500'}`}
                style={{ animationDuration: `${leavingInMs}ms` }}
              />
            </div>
          )}
          {failed && (
            <p className="mt-5 text-base text-ink/80">
              {text.callback.leaving}{' '}
              <Link
                to={localizedHref('/', locale)}
                replace
                className="font-bold whitespace-nowrap text-lotus-700 underline decoration-2 underline-offset-4"
              >
                {text.callback.goNow}
              </Link>
            </p>
          )}
        </section>
      </main>
    </div>
  );
}
