import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SITE_NAME } from '@shop/content/site';
import { BrandLogo } from '~/components/layout/brand-logo';
import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { AlertIcon, ArrowDownToLineIcon, LockIcon } from '~/components/ui/screen-icons';
import { isApiError } from '~/lib/api-client';
import { useParentText } from '~/lib/parent-text';
import { fillText, useHref } from '~/lib/ui-text';
import { familyLinkQuery } from '../api/family-api';
import { FilmPlayer } from './film-player';

/**
 * The page a family link opens (docs/decisions/100): the child's first name and the film, nothing
 * else of the family's; for a preview, "Order this film" to the story's order page (the parent's
 * own tab finds its filled form there). No sign-in, no shop menus, nothing from another site.
 */
export function FamilyLinkPage({ token }: { token: string }) {
  const words = useParentText().family.familyPage;
  const href = useHref();
  return (
    <div className="flex min-h-screen flex-col bg-cream bg-[radial-gradient(ellipse_at_top,var(--color-marigold-100),transparent_60%)]">
      <header className="mx-auto flex w-full max-w-4xl items-center justify-between gap-4 px-5 py-5 sm:px-8">
        <Link to={href('/')} className="rounded-full" aria-label={SITE_NAME}>
          <BrandLogo tone="dark" />
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-5 pb-16 sm:px-8">
        <FamilyFilm token={token} />
      </main>
      <footer className="border-t border-marigold-300/60 bg-white/60">
        <p className="mx-auto flex max-w-4xl items-center gap-2 px-5 py-6 text-sm text-ink/80 sm:px-8">
          <LockIcon className="size-4 shrink-0 text-peacock-700" />
          {words.privateNote}
        </p>
      </footer>
    </div>
  );
}

function FamilyFilm({ token }: { token: string }) {
  const words = useParentText().family.familyPage;
  const storyTitles = useParentText().storyTitles;
  const href = useHref();
  const film = useQuery(familyLinkQuery(token));
  if (film.status === 'pending')
    return (
      <div role="status" aria-label={words.loading} className="motion-safe:animate-pulse">
        <div className="h-5 w-48 rounded-full bg-marigold-100" />
        <div className="mt-4 h-10 w-3/4 rounded-full bg-marigold-100" />
        <div className="mt-8 aspect-video rounded-3xl bg-white ring-1 ring-marigold-300/50" />
      </div>
    );
  if (film.status === 'error') {
    const status = isApiError(film.error) ? film.error.status : 0;
    if (status === 404 || status === 410)
      return (
        <Closed
          heading={status === 410 ? words.goneHeading : words.unknownHeading}
          text={status === 410 ? words.goneText : words.unknownText}
        />
      );
    return (
      <Closed heading={words.loadFailed} text="">
        <button
          type="button"
          onClick={() => void film.refetch()}
          className={buttonClass('primary', 'md', 'mt-6')}
        >
          {words.retry}
        </button>
      </Closed>
    );
  }
  const view = film.data;
  const name = view.child_name;
  const story = storyTitles[view.story_id] ?? view.story_title;
  const preview = view.kind === 'preview';
  return (
    <article className="flex flex-col gap-6">
      <header>
        <p className="font-display text-sm font-bold tracking-wide text-saffron-700 uppercase">
          {words.eyebrow}
        </p>
        <h1 className="mt-1 font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
          {fillText(preview ? words.previewHeading : words.filmHeading, { name })}
        </h1>
        <p className="mt-2 text-lg text-ink/85">{fillText(words.story, { story })}</p>
      </header>
      <div className="overflow-hidden rounded-3xl bg-white shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60">
        <FilmPlayer film={view} label={fillText(words.videoLabel, { name })} />
        {preview ? (
          <p className="p-5 text-sm text-ink/80">{words.previewNote}</p>
        ) : (
          view.download_url && (
            <div className="flex justify-end p-5">
              <a href={view.download_url} download className={buttonClass('peacock', 'sm')}>
                <ArrowDownToLineIcon className="size-4" />
                {words.download}
              </a>
            </div>
          )
        )}
      </div>
      {preview && (
        <section className="flex flex-col items-start gap-4 rounded-3xl bg-night-900 p-6 text-cream shadow-lg sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="flex items-center gap-2 font-display text-2xl font-extrabold">
              <SparkleIcon className="size-6 shrink-0 text-marigold-300" />
              {words.orderHeading}
            </h2>
            <p className="mt-1 text-cream/90">{fillText(words.orderText, { name })}</p>
          </div>
          <Link
            to={`${href('/order')}?story=${view.story_id}`}
            className={buttonClass('primary', 'lg', 'shrink-0')}
          >
            {words.order}
          </Link>
        </section>
      )}
    </article>
  );
}

function Closed({ heading, text, children }: { heading: string; text: string; children?: React.ReactNode }) {
  const words = useParentText().family.familyPage;
  const href = useHref();
  return (
    <section className="mx-auto mt-6 max-w-xl rounded-[2rem] bg-white p-8 text-center shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-12">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-lotus-700 text-white shadow-lg">
        <AlertIcon className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl leading-tight font-extrabold text-night-900">{heading}</h1>
      {text && <p className="mt-4 text-lg leading-relaxed text-ink/85">{text}</p>}
      {children}
      <p className="mt-6">
        <Link to={href('/')} className="font-bold text-lotus-700 underline underline-offset-4">
          {words.visitShop}
        </Link>
      </p>
    </section>
  );
}
