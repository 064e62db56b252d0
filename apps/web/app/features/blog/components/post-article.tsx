import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { mediaUrl } from '~/lib/media';
import type { BlogPostView } from '../blog-types';
import { formatDate } from '~/lib/format-date';
import { PostBody } from './post-body';
import { PostVideo } from './post-video';

export function PostArticle({ post }: { post: BlogPostView }) {
  const size = post.thumbnailSize ?? { width: 800, height: 420 };
  return (
    <article className="mx-auto max-w-3xl px-5 pb-16 pt-6 sm:px-8 sm:pt-10">
      <nav aria-label="Breadcrumb" className="text-sm font-semibold">
        {/* One line whatever the font: a wrap that a late web font undoes moves the whole article (CLS). */}
        <ol className="flex items-center gap-x-2 whitespace-nowrap text-night-700">
          <li>
            <Link to="/" className="underline-offset-2 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/blogs" className="underline-offset-2 hover:underline">
              Blogs
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li className="min-w-0 truncate text-ink/80 sm:max-w-md" aria-current="page">
            {post.title}
          </li>
        </ol>
      </nav>

      <header className="mt-5">
        <img
          src={mediaUrl(post.thumbnailUrl)}
          alt={post.thumbnailAlt}
          width={size.width}
          height={size.height}
          fetchPriority="high"
          decoding="async"
          className="aspect-[40/21] w-full rounded-[2rem] bg-marigold-100 object-cover shadow-[0_20px_45px_-25px_rgba(43,33,112,0.6)]"
        />
        <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-bold text-saffron-700 sm:text-base">
          <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
          <span aria-hidden="true">•</span>
          <span>{post.readTime}</span>
          <span aria-hidden="true">•</span>
          <span className="text-night-700">By {post.author}</span>
        </p>
        <h1 className="mt-3 font-display text-[2rem] font-extrabold leading-tight text-night-900 sm:text-5xl">
          {post.title}
        </h1>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-white px-3 py-1 text-sm font-bold text-night-700 ring-1 ring-marigold-300"
            >
              {tag}
            </li>
          ))}
        </ul>
      </header>

      {post.video && <PostVideo video={post.video} poster={post.thumbnailUrl} />}

      <div className="mt-8">
        <PostBody postId={post.id} html={post.html} />
      </div>

      <aside
        aria-labelledby="post-cta"
        className="relative mt-14 overflow-hidden rounded-[2rem] bg-gradient-to-br from-lotus-700 to-night-700 px-6 py-10 text-center text-white shadow-xl sm:px-10"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 -top-16 size-56 rounded-full bg-marigold-500/35 blur-3xl"
        />
        <h2 id="post-cta" className="relative font-display text-3xl font-bold sm:text-4xl">
          Ready to Bring These Stories to Life?
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-lg text-white/95">
          Your child can be the hero of their own animated mythology adventure, made from just a few photos.
        </p>
        <Link to="/stories" className={buttonClass('primary', 'lg', 'relative mt-7')}>
          Start Your Adventure
        </Link>
      </aside>
    </article>
  );
}
