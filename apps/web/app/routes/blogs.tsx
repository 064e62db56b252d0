import { BlogIndex } from '~/features/blog/components/blog-index';
import { blogIndexData } from '~/features/blog/blog-pages.server';
import type { Route } from './+types/blogs';

// Runs at build time only (ssr:false + prerender): the index ships card summaries, never article bodies.
export function loader() {
  return blogIndexData();
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  return <BlogIndex posts={loaderData.posts} />;
}
