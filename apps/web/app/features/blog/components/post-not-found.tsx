import { useEffect } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { ArrowLeftIcon } from '~/components/ui/screen-icons';
import { Link, useNavigate } from 'react-router';

// Long enough to read the message, short enough not to strand anyone (docs/product-guide.md#blog: unknown post → /blogs).
export const NOT_FOUND_REDIRECT_MS = 3000;

export function PostNotFound() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/blogs', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="mx-auto grid min-h-[60vh] max-w-xl place-items-center px-5 py-16 text-center">
      <div>
        <span
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-marigold-100 text-saffron-700 ring-4 ring-marigold-300/60"
        >
          <SparkleIcon className="size-8" />
        </span>
        <h1 className="mt-4 font-display text-4xl font-bold text-night-900">Post Not Found</h1>
        <p className="mt-3 text-lg text-ink" role="status">
          We couldn&apos;t find that article. Taking you back to all our blogs in a moment…
        </p>
        <Link to="/blogs" className={buttonClass('primary', 'md', 'mt-8')}>
          <ArrowLeftIcon className="size-4" /> Back to Blogs
        </Link>
      </div>
    </section>
  );
}
