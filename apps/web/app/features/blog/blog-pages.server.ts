import type { MetaDescriptor } from 'react-router';
import { blogPostSummaries, getBlogPost, wordCount } from '@shop/content/blog-posts';
import type { BlogPost } from '@shop/content/schemas';
import { SITE_NAME } from '@shop/content/site';
import { SITE_URL } from '~/lib/config';
import { mediaUrl } from '~/lib/media';
import { pageMeta } from '~/lib/seo';
import {
  BLOG_INDEX_DESCRIPTION,
  BLOG_INDEX_TITLE,
  BLOG_PATH,
  blogJsonLd,
  blogPostingJsonLd,
  postBreadcrumbJsonLd,
  postPath,
} from './blog-seo';
import type { BlogCardData, BlogPostView } from './blog-types';
import { mediaImageSize } from './image-size.server';
import { youtubeVideoId } from './post-lookup';
import { renderMarkdown } from './render-markdown';

// Build-time only (route loaders of prerendered pages): article bodies, Markdown rendering and JSON-LD
// building stay out of the browser bundle; the pages fetch the result as prerendered .data files.

export const CARD_TAG_LIMIT = 3;

export function blogIndexData(): { posts: BlogCardData[]; meta: MetaDescriptor[] } {
  const summaries = blogPostSummaries();
  return {
    posts: summaries.map((post) => ({
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      thumbnailUrl: post.thumbnailUrl,
      thumbnailAlt: post.thumbnailAlt,
      publishDate: post.publishDate,
      readTime: post.readTime,
      tags: post.tags.slice(0, CARD_TAG_LIMIT),
    })),
    meta: pageMeta({
      title: BLOG_INDEX_TITLE,
      description: BLOG_INDEX_DESCRIPTION,
      path: BLOG_PATH,
      image: summaries[0]?.imageUrl,
      jsonLd: [blogJsonLd(summaries)],
    }),
  };
}

function videoOf(post: BlogPost): BlogPostView['video'] {
  const id = youtubeVideoId(post.youtubeUrl);
  if (!id) return undefined;
  const video = post.schemaMarkup?.video as { name?: unknown; duration?: unknown } | undefined;
  return {
    id,
    title: typeof video?.name === 'string' ? video.name : post.title,
    ...(typeof video?.duration === 'string' ? { duration: video.duration } : {}),
  };
}

function postMeta(post: BlogPost, words: number): MetaDescriptor[] {
  const image = post.ogImage ?? post.imageUrl;
  const size = mediaImageSize(image);
  return pageMeta({
    title: `${post.title} | ${SITE_NAME}`,
    description: post.metaDescription || post.excerpt,
    path: postPath(post.id),
    ...(post.canonicalUrl ? { canonicalUrl: post.canonicalUrl } : {}),
    image,
    imageAlt: post.thumbnailAlt,
    type: 'article',
    extra: [
      { property: 'article:published_time', content: post.publishDate },
      { property: 'article:author', content: post.author },
      { property: 'article:section', content: 'Indian Mythology' },
      ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
      ...(size
        ? [
            { property: 'og:image:width', content: String(size.width) },
            { property: 'og:image:height', content: String(size.height) },
          ]
        : []),
    ],
    jsonLd: [blogPostingJsonLd(post, words), postBreadcrumbJsonLd(post)],
  });
}

export type BlogPostData = { found: true; post: BlogPostView; meta: MetaDescriptor[] } | { found: false };

/** The article body as HTML, or null for an unknown id. */
export function blogArticleHtml(id: string | undefined): string | null {
  const post = id === undefined ? undefined : getBlogPost(id);
  if (!post) return null;
  return renderMarkdown(post.content, {
    siteUrl: SITE_URL,
    resolveMedia: mediaUrl,
    imageSize: mediaImageSize,
  });
}

/**
 * The post page's loader data: everything but the article body, which the prerendered HTML carries
 * (and `blogArticleHtml` gives the build-time render and the article's own file, for in-app visits).
 */
export function blogPostData(id: string | undefined): BlogPostData {
  const post = id === undefined ? undefined : getBlogPost(id);
  if (!post) return { found: false };
  const words = wordCount(post.content);
  const video = videoOf(post);
  const thumbnailSize = mediaImageSize(post.thumbnailUrl);
  return {
    found: true,
    post: {
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      thumbnailUrl: post.thumbnailUrl,
      thumbnailAlt: post.thumbnailAlt,
      ...(thumbnailSize ? { thumbnailSize } : {}),
      publishDate: post.publishDate,
      readTime: post.readTime,
      author: post.author,
      tags: post.tags,
      ...(video ? { video } : {}),
    },
    meta: postMeta(post, words),
  };
}
