import { Link } from 'react-router';
import { mediaUrl } from '~/lib/media';
import type { BlogCardData } from '../blog-types';
import { formatDate } from '~/lib/format-date';
import { postPath } from '../blog-seo';

// Card thumbnails are generated at 800x420; declaring it lets the grid reserve space before they load.
const THUMB_WIDTH = 800;
const THUMB_HEIGHT = 420;

export interface BlogCardProps {
  post: BlogCardData;
  /** The newest post: spans the grid's full width, image beside text, and loads at once (it is the LCP). */
  featured?: boolean;
}

export function BlogCard({ post, featured = false }: BlogCardProps) {
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-[1.75rem] bg-white shadow-lg shadow-saffron-700/10 ring-1 ring-marigold-300/60 transition duration-300 hover:-translate-y-1 hover:shadow-2xl hover:shadow-saffron-700/20 focus-within:ring-2 focus-within:ring-night-700 ${
        featured ? 'md:flex-row' : ''
      }`}
    >
      <div
        className={`aspect-[40/21] shrink-0 overflow-hidden bg-marigold-100 ${featured ? 'md:aspect-auto md:w-1/2' : ''}`}
      >
        <img
          src={mediaUrl(post.thumbnailUrl)}
          alt={post.thumbnailAlt}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading={featured ? 'eager' : 'lazy'}
          decoding="async"
          {...(featured ? { fetchPriority: 'high' as const } : {})}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div
        className={`flex flex-1 flex-col p-5 sm:p-6 ${featured ? 'md:justify-center md:p-8 lg:p-10' : ''}`}
      >
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-bold text-saffron-700">
          {featured && (
            <span className="mr-1 rounded-full bg-lotus-700 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wider text-white">
              Latest
            </span>
          )}
          <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
          <span aria-hidden="true">•</span>
          <span>{post.readTime}</span>
        </p>
        <h2
          className={`mt-2 line-clamp-2 font-display font-bold leading-snug text-night-900 ${
            featured ? 'text-2xl lg:text-3xl' : 'text-xl'
          }`}
        >
          <Link
            to={postPath(post.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <p className={`mt-2 line-clamp-3 text-ink/85 ${featured ? 'lg:text-lg' : ''}`}>{post.excerpt}</p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-4" aria-label="Tags">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-marigold-100 px-3 py-1 text-xs font-bold text-night-700 ring-1 ring-marigold-300"
            >
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
