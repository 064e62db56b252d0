import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useHref, useUiText } from '~/lib/ui-text';

export function JoinCommunity() {
  const text = useUiText().testimonials;
  const href = useHref();
  return (
    <section
      aria-labelledby="join-community"
      className="relative mt-16 overflow-hidden rounded-[2rem] bg-gradient-to-br from-peacock-700 to-night-900 px-6 py-12 text-center text-white shadow-xl sm:px-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-24 -left-16 size-72 rounded-full bg-marigold-500/30 blur-3xl"
      />
      <h2
        id="join-community"
        className="relative font-display text-3xl font-bold text-marigold-300 sm:text-4xl"
      >
        {text.joinHeading}
      </h2>
      <p className="relative mx-auto mt-3 max-w-2xl text-lg text-white/95">{text.joinText}</p>
      <Link to={href('/order')} className={buttonClass('primary', 'lg', 'relative mt-7')}>
        {text.orderYourStory}
      </Link>
    </section>
  );
}
