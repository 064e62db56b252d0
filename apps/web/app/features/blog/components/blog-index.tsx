import type { BlogCardData } from '../blog-types';
import { BlogCard } from './blog-card';
import { ExploreMore } from './explore-more';

export function BlogIndex({ posts }: { posts: readonly BlogCardData[] }) {
  return (
    // The blog is written in English; on /hi it sits in the Hindi site's frame, so it says so.
    <main lang="en" className="paper min-w-0 flex-1">
      <div className="mx-auto max-w-6xl px-5 pb-16 pt-8 sm:px-8 sm:pt-12">
        <header className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-extrabold uppercase tracking-[0.14em] text-saffron-700">
            The Diya Tales blog
          </p>
          <h1 className="mt-2 font-display text-4xl font-extrabold leading-tight text-balance text-night-900 sm:text-5xl">
            Indian Mythology Blogs
          </h1>
          <p className="mt-4 text-lg text-pretty text-ink/85 sm:text-xl">
            Bedtime stories, festival guides, crafts and gentle life lessons from Indian mythology, written
            for parents of curious children aged 3-12.
          </p>
        </header>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {posts.map((post, index) => (
            <li key={post.id} className={index === 0 ? 'md:col-span-2 lg:col-span-3' : undefined}>
              <BlogCard post={post} featured={index === 0} />
            </li>
          ))}
        </ul>
        <ExploreMore />
      </div>
    </main>
  );
}
