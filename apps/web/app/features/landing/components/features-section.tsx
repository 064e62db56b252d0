import type { ReactNode } from 'react';
import { MailIcon } from '~/components/ui/icons';
import { SectionHeading } from '~/components/ui/section-heading';
import type { LandingCopy } from '../landing-content.server';
import { useUiText } from '~/lib/ui-text';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-7"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

// One picture per feature, in the copy's order: hero child, narration, story length, photos, e-mail, privacy.
const GLYPHS: ReactNode[] = [
  <Glyph key="hero">
    <circle cx="12" cy="7" r="3.5" />
    <path d="M5 21c.8-4 3.5-6.5 7-6.5s6.2 2.5 7 6.5M17.5 2.5l.7 1.5 1.6.3-1.2 1.1.3 1.6-1.4-.8-1.4.8.3-1.6-1.2-1.1 1.6-.3z" />
  </Glyph>,
  <Glyph key="voice">
    <path d="M4 5h16v10H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </Glyph>,
  <Glyph key="film">
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
  </Glyph>,
  <Glyph key="photos">
    <rect x="3" y="6" width="18" height="14" rx="3" />
    <circle cx="12" cy="13" r="3.5" />
    <path d="M8 6l1.5-2.5h5L16 6" />
  </Glyph>,
  <MailIcon key="mail" className="size-7" />,
  <Glyph key="private">
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Glyph>,
];

const TINTS = [
  'bg-marigold-500 text-ink',
  'bg-lotus-700 text-white',
  'bg-peacock-700 text-white',
  'bg-saffron-700 text-white',
  'bg-night-700 text-white',
  'bg-marigold-300 text-ink',
];

export function FeaturesSection({ copy }: { copy: LandingCopy['features'] }) {
  const text = useUiText().landing;
  return (
    <section
      id="nexus"
      aria-labelledby="nexus-title"
      className="render-near-screen scroll-mt-20 bg-white py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="nexus-title" eyebrow={text.featuresEyebrow} title={copy.heading} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-7">
          {copy.items.map((item, index) => (
            <li
              key={item.title}
              className="group relative flex gap-4 overflow-hidden rounded-[1.75rem] bg-cream p-5 ring-1 ring-marigold-300/50 transition duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-saffron-700/10 sm:block sm:p-7"
            >
              <span
                aria-hidden="true"
                className="absolute -top-10 -right-10 size-32 rounded-full bg-marigold-300/25 transition duration-500 group-hover:scale-125"
              />
              <span
                className={`relative grid size-12 shrink-0 place-items-center rounded-2xl shadow-md sm:size-14 ${TINTS[index % TINTS.length]}`}
              >
                {GLYPHS[index % GLYPHS.length]}
              </span>
              <div className="relative">
                <h3 className="font-display text-xl font-bold text-night-900 sm:mt-5">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-ink/80 sm:mt-2">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
