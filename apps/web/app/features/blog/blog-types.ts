// What the blog pages receive from their build-time loaders: only what they render, never the raw Markdown.

export interface BlogCardData {
  id: string;
  title: string;
  excerpt: string;
  thumbnailUrl: string;
  thumbnailAlt: string;
  publishDate: string;
  readTime: string;
  /** At most three, as the card shows (docs/product-guide.md#numbers-and-limits). */
  tags: string[];
}

export interface BlogPostVideo {
  id: string;
  title: string;
  /** ISO 8601 duration when the post's structured data gives one, e.g. "PT8M30S". */
  duration?: string;
}

export interface BlogPostView {
  id: string;
  title: string;
  excerpt: string;
  thumbnailUrl: string;
  thumbnailAlt: string;
  thumbnailSize?: { width: number; height: number };
  publishDate: string;
  readTime: string;
  author: string;
  tags: string[];
  video?: BlogPostVideo;
  /**
   * The article body, rendered from Markdown at build time. Absent on a prerendered first load: the
   * article is in the page's HTML already, and the hydration data would carry it a second time.
   */
  html?: string;
}
