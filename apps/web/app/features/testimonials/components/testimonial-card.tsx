import type { Testimonial } from '@shop/content/schemas';
import { buttonClass } from '~/components/ui/button-styles';
import { SITE_NAME } from '@shop/content/site';
import { mediaUrl } from '~/lib/media';
import { fillText, useUiText } from '~/lib/ui-text';

// Generated sizes: 160px square avatars and 600x400 photos; declared so cards never jump while loading.
const AVATAR_SIZE = 160;
const PHOTO_WIDTH = 600;
const PHOTO_HEIGHT = 400;

export function TestimonialCard({ testimonial, eager }: { testimonial: Testimonial; eager: boolean }) {
  const loading = eager ? 'eager' : 'lazy';
  const ui = useUiText();
  return (
    <article className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-[0_12px_30px_-18px_rgba(43,33,112,0.45)] ring-1 ring-marigold-300/60">
      <header className="flex items-center gap-4">
        <img
          src={mediaUrl(testimonial.image)}
          alt=""
          width={AVATAR_SIZE}
          height={AVATAR_SIZE}
          loading={loading}
          decoding="async"
          className="size-14 shrink-0 rounded-full object-cover ring-4 ring-marigold-300"
        />
        <div className="min-w-0 flex-1">
          <h3
            translate="no"
            className="font-display text-lg font-bold leading-tight text-balance text-night-900"
          >
            {testimonial.name}
          </h3>
          <p translate="no" className="truncate text-sm text-ink/80">
            {testimonial.handle}
          </p>
          <p className="text-sm font-bold text-peacock-700" data-testid="followers">
            {testimonial.followers} <span className="font-semibold">{ui.reviews.followers}</span>
          </p>
        </div>
        <a
          href={testimonial.instagramUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('lotus', 'sm', 'shrink-0')}
        >
          {ui.testimonials.visit}
          <span className="sr-only">
            {' '}
            <span translate="no">{testimonial.name}</span> {ui.reviews.onInstagram}
          </span>
        </a>
      </header>
      <blockquote lang="en" className="border-l-4 border-marigold-300 pl-4 leading-relaxed text-ink">
        <p>
          <span aria-hidden="true" className="font-display text-xl font-bold text-saffron-700">
            “
          </span>
          {testimonial.content}
          <span aria-hidden="true" className="font-display text-xl font-bold text-saffron-700">
            ”
          </span>
        </p>
      </blockquote>
      {testimonial.testimonialImage && (
        <img
          src={mediaUrl(testimonial.testimonialImage)}
          alt={fillText(ui.testimonials.photoAlt, { name: testimonial.name, site: SITE_NAME })}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl bg-marigold-100 object-cover"
        />
      )}
    </article>
  );
}
