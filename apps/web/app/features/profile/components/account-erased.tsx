import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { CheckIcon } from '~/components/ui/screen-icons';
import { useParentText } from '~/lib/parent-text';
import { useHref } from '~/lib/ui-text';

/**
 * What /profile shows once "Delete my account" is done: the parent is signed out by then, so this
 * stands where the profile was (not the sign-in card), says what went, and leads home. Its heading
 * takes the focus, so a screen reader announces the outcome.
 */
export function AccountErased() {
  const words = useParentText().account.accountData;
  const href = useHref();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="paper flex flex-1 items-center justify-center px-4 py-16">
      <section
        aria-labelledby="account-erased-heading"
        className="w-full max-w-xl rounded-[2rem] bg-white p-8 text-center shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-10"
        data-testid="account-erased"
      >
        <span
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-peacock-700 text-white ring-4 ring-peacock-700/20"
        >
          <CheckIcon className="size-8" />
        </span>
        <h1
          id="account-erased-heading"
          ref={heading}
          tabIndex={-1}
          className="mt-5 font-display text-3xl leading-tight font-extrabold text-night-900 outline-none sm:text-4xl"
        >
          {words.erasedTitle}
        </h1>
        <p className="mt-4 text-lg text-pretty text-ink/85">{words.erasedBody}</p>
        <Link to={href('/')} className={buttonClass('primary', 'md', 'mt-8')}>
          {words.erasedHome}
        </Link>
      </section>
    </main>
  );
}
