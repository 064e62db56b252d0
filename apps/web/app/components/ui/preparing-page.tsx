import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';
import { SparkleIcon } from './icons';

export interface PreparingPageProps {
  title: string;
  message: ReactNode;
}

/** A friendly stand-in for a page whose feature is still being built; later work replaces it. */
export function PreparingPage({ title, message }: PreparingPageProps) {
  return (
    <main className="paper flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="w-full max-w-xl rounded-[2rem] bg-white p-8 text-center shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-12">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-marigold-500 text-ink shadow-lg">
          <SparkleIcon className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink/80">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/stories" className={buttonClass('primary', 'md')}>
            Browse the stories
          </Link>
          <Link to="/" className={buttonClass('secondary', 'md')}>
            Back to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
