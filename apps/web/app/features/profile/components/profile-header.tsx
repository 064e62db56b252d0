import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useParentText } from '~/lib/parent-text';
import { fillText, useHref } from '~/lib/ui-text';

interface ProfileHeaderProps {
  name: string;
  email: string;
  /** The account's picture, drawn by the route (the auth feature owns it). */
  avatar: ReactNode;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A warm greeting with the parent's name and picture, and the way to the next story. */
export function ProfileHeader({ name, email, avatar }: ProfileHeaderProps) {
  const first = firstName(name);
  const { profile } = useParentText().account;
  const href = useHref();
  return (
    <header className="relative overflow-hidden rounded-[2rem] bg-night-900 px-6 py-8 text-cream shadow-xl shadow-night-900/20 sm:px-10 sm:py-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-marigold-500/25 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-20 left-1/3 size-56 rounded-full bg-lotus-500/20 blur-2xl"
      />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span className="rounded-full ring-4 ring-marigold-300/70">{avatar}</span>
          <div className="min-w-0">
            <p className="font-display text-sm font-bold tracking-wide text-marigold-300 uppercase">
              {profile.eyebrow}
            </p>
            <h1 className="font-display text-3xl leading-tight font-extrabold sm:text-4xl">
              {first ? fillText(profile.greeting, { name: first }) : profile.greetingNoName}
            </h1>
            <p className="truncate text-cream/80">{email}</p>
          </div>
        </div>
        <Link to={href('/stories')} className={buttonClass('primary', 'md', 'self-start sm:self-auto')}>
          {profile.newStory}
        </Link>
      </div>
      <p className="relative mt-6 max-w-2xl text-cream/85">{profile.intro}</p>
    </header>
  );
}
