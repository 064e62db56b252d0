import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';

/** The closing invitation under the blog index: from reading about the stories to living one. */
export function ExploreMore() {
  return (
    <section
      aria-labelledby="explore-more"
      className="relative mt-16 overflow-hidden rounded-[2rem] bg-gradient-to-br from-marigold-300 via-marigold-100 to-white px-6 py-12 text-center shadow-lg ring-1 ring-marigold-300 sm:px-12"
    >
      <SparkleIcon className="pointer-events-none absolute left-8 top-8 size-10 text-saffron-500/60" />
      <SparkleIcon className="pointer-events-none absolute bottom-8 right-10 size-8 text-lotus-500/50" />
      <h2
        id="explore-more"
        className="relative font-display text-3xl font-extrabold text-night-900 sm:text-4xl"
      >
        Explore More Indian Mythology Stories
      </h2>
      <p className="relative mx-auto mt-3 max-w-2xl text-lg text-ink/85">
        Turn tonight&apos;s bedtime story into your child&apos;s own animated adventure beside Krishna,
        Ganesha, Hanuman and Durga.
      </p>
      <Link to="/" className={buttonClass('dark', 'lg', 'relative mt-7')}>
        Start Your Journey
      </Link>
    </section>
  );
}
