import type { LegalPage, LegalSection } from '@shop/content/legal/legal-page';
import { SparkleIcon } from '~/components/ui/icons';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import { formatDate } from '~/lib/format-date';
import { useLocale, useUiText } from '~/lib/ui-text';
import { InlineText } from '../inline-text';

/** One policy page: title, date, intro and numbered sections, typeset for comfortable reading. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const text = useUiText().legal;
  const intl = LOCALE_TAGS[useLocale()].intl;
  return (
    <article className="mt-4 rounded-3xl bg-white/90 px-5 py-8 shadow-[0_10px_40px_-20px_rgba(43,33,112,0.35)] ring-1 ring-marigold-300/50 sm:px-12 sm:py-12">
      <header className="border-b border-marigold-300/60 pb-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-marigold-100 px-4 py-1.5 text-sm font-extrabold uppercase tracking-[0.14em] text-saffron-700">
          <SparkleIcon className="size-4" />
          {text.policies}
        </p>
        <h1 className="mt-3 font-display text-4xl font-bold leading-tight text-night-900 sm:text-5xl">
          {page.title}
        </h1>
        <p className="mt-2 text-sm text-ink/80">
          {text.lastUpdated} <time dateTime={page.updated}>{formatDate(page.updated, intl)}</time>
        </p>
        {page.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink">
            <InlineText text={paragraph} />
          </p>
        ))}
      </header>
      <nav aria-label={text.onThisPage} className="mt-6 rounded-2xl bg-marigold-100/70 px-5 py-4">
        <h2 className="font-display text-lg font-bold text-night-900">{text.onThisPage}</h2>
        <ol className="mt-2 grid gap-1 text-ink sm:grid-cols-2">
          {page.sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#${sectionId(section, index + 1)}`}
                className="text-night-700 underline-offset-2 hover:text-lotus-700 hover:underline"
              >
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section, index) => (
        <Section key={section.heading} section={section} number={index + 1} />
      ))}
    </article>
  );
}

// English headings make readable anchors (#your-privacy); Hindi ones have no Latin letters to slug,
// so their sections are numbered (#section-3).
function sectionId(section: LegalSection, number: number): string {
  const slug = section.heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return /[a-z]/.test(slug) ? slug : `section-${number}`;
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  const id = sectionId(section, number);
  return (
    <section id={id} className="mt-10 scroll-mt-6" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="flex items-center gap-3 font-display text-2xl font-bold text-night-900">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-marigold-300 font-display text-base text-night-900"
        >
          {number}
        </span>
        {section.heading}
      </h2>
      <div className="mt-3 space-y-4 text-base leading-relaxed text-ink sm:pl-11">
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph}>
            <InlineText text={paragraph} />
          </p>
        ))}
        {section.list && (
          <ul className="space-y-2">
            {section.list.map((item) => (
              <li key={item} className="relative pl-6">
                <span
                  aria-hidden="true"
                  className="absolute left-0 top-2.5 size-2 rounded-full bg-saffron-500"
                />
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        )}
        {section.closing?.map((paragraph) => (
          <p key={paragraph}>
            <InlineText text={paragraph} />
          </p>
        ))}
      </div>
    </section>
  );
}
