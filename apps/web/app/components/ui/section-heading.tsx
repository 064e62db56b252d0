import type { ReactNode } from 'react';
import { SparkleIcon } from './icons';

export interface SectionHeadingProps {
  /** Id for the <h2>, so the section can be labelled by it (aria-labelledby). */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
  /** 'light' for headings on the dark night-sky sections. */
  tone?: 'dark' | 'light';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  tone = 'dark',
}: SectionHeadingProps) {
  const centered = align === 'center';
  const light = tone === 'light';
  return (
    <div className={`max-w-3xl ${centered ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p
          className={`mb-3 inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-extrabold tracking-[0.14em] uppercase ${
            light ? 'bg-white/10 text-marigold-300' : 'bg-marigold-100 text-saffron-700'
          }`}
        >
          <SparkleIcon className="size-4" />
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`font-display text-3xl leading-[1.1] font-extrabold text-balance sm:text-4xl lg:text-5xl ${
          light ? 'text-cream' : 'text-night-900'
        }`}
      >
        {title}
      </h2>
      {intro && (
        <p
          className={`mt-4 text-lg leading-relaxed text-pretty ${centered ? 'mx-auto' : ''} ${
            light ? 'text-cream/85' : 'text-ink/80'
          }`}
        >
          {intro}
        </p>
      )}
    </div>
  );
}
