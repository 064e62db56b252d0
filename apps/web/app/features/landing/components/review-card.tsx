import type { Testimonial } from '@shop/content/schemas';
import { StarIcon } from '~/components/ui/icons';
import { mediaUrl } from '~/lib/media';
import { fillText, useUiText } from '~/lib/ui-text';

// The quotes stay as their authors wrote them, in English (issue 16): marked so, for screen readers
// and for the leftover-English check; names and handles are not translated.
export function ReviewCard({ review }: { review: Testimonial }) {
  const text = useUiText().reviews;
  return (
    <figure className="flex h-full flex-col rounded-[1.75rem] bg-white p-6 shadow-lg shadow-saffron-700/10 ring-1 ring-marigold-300/60">
      <div
        className="flex gap-0.5 text-marigold-500"
        role="img"
        aria-label={fillText(text.stars, { rating: 5, best: 5 })}
      >
        {[0, 1, 2, 3, 4].map((star) => (
          <StarIcon key={star} className="size-5" />
        ))}
      </div>
      <blockquote lang="en" className="mt-3 flex-1 leading-relaxed text-ink/85">
        <p>
          <span aria-hidden="true" className="mr-0.5 font-display text-2xl leading-none text-lotus-700">
            “
          </span>
          {review.content}
        </p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-marigold-300/50 pt-4">
        <img
          src={mediaUrl(review.image)}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="size-12 shrink-0 rounded-full bg-marigold-100 object-cover ring-2 ring-marigold-300"
        />
        <span className="min-w-0">
          <span translate="no" className="block truncate font-display font-bold text-night-900">
            {review.name}
          </span>
          <a
            href={review.instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-6 items-center text-sm font-semibold text-lotus-700 underline-offset-2 hover:underline"
          >
            <span translate="no">{review.handle}</span>
            <span className="sr-only"> {text.onInstagram}</span>
          </a>
          <span className="block text-xs text-ink/70">
            {text.roles[review.role]} · {review.followers} {text.followers}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
