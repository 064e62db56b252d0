import type { BlogPostSummary } from '@shop/content/blog-posts';
import type { BlogPost } from '@shop/content/schemas';
import { SITE_NAME } from '@shop/content/site';
import { SITE_URL } from '~/lib/config';
import { absoluteUrl, mediaUrl } from '~/lib/media';
import { readMinutes, youtubeVideoId } from './post-lookup';

export const BLOG_PATH = '/blogs';
export const BLOG_INDEX_TITLE = `Indian Mythology Blogs for Kids & Parents | ${SITE_NAME}`;
export const BLOG_INDEX_DESCRIPTION =
  'Stories, festival guides, crafts and life lessons from Indian mythology for children aged 3-12: Krishna, Ganesha, Durga, Navratri, the Gita and more.';

const ARTICLE_SECTION = 'Indian Mythology';
const MEDIA_PATH = /^[a-z0-9][a-z0-9/_-]*\.(webp|jpg|png|svg)$/;

type Json = Record<string, unknown>;

export function postPath(id: string): string {
  return `${BLOG_PATH}/${id}`;
}

/** The post's own canonical URL if it declares one (e.g. syndicated elsewhere first), else ours. */
export function canonicalUrl(post: Pick<BlogPost, 'id' | 'canonicalUrl'>): string {
  return post.canonicalUrl ?? absoluteUrl(postPath(post.id));
}

function absoluteMedia(path: string): string {
  return absoluteUrl(mediaUrl(path));
}

function organization(): Json {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: SITE_URL,
    logo: { '@type': 'ImageObject', url: absoluteMedia('brand/logo.svg') },
  };
}

/** Content writes image paths relative to the media base; structured data needs absolute URLs. */
function resolveMediaPaths(value: unknown): unknown {
  if (typeof value === 'string') return MEDIA_PATH.test(value) ? absoluteMedia(value) : value;
  if (Array.isArray(value)) return value.map(resolveMediaPaths);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveMediaPaths(inner)]));
  }
  return value;
}

/**
 * Extra structured data an editor put in the post's front matter (language, word count, the embedded
 * video…). It refines the defaults, but cannot change what the document is or who wrote it.
 */
function schemaMarkupExtras(post: BlogPost): Json {
  const {
    '@context': _context,
    '@type': _type,
    author: _author,
    publisher: _publisher,
    ...rest
  } = post.schemaMarkup ?? {};
  const extras = resolveMediaPaths(rest) as Json;
  const video = extras.video;
  const id = youtubeVideoId(post.youtubeUrl);
  // The video is described only where the page plays it: a post without a real video has none.
  if (id && video && typeof video === 'object' && !Array.isArray(video)) {
    extras.video = {
      '@type': 'VideoObject',
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      contentUrl: post.youtubeUrl,
      ...video,
    };
  } else {
    delete extras.video;
  }
  return extras;
}

/** BlogPosting JSON-LD for one article (docs/product-guide.md#blog, head). */
export function blogPostingJsonLd(post: BlogPost, words: number): Json {
  const url = canonicalUrl(post);
  const minutes = readMinutes(post.readTime);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    image: [absoluteMedia(post.ogImage ?? post.imageUrl)],
    thumbnailUrl: absoluteMedia(post.thumbnailUrl),
    datePublished: post.publishDate,
    dateModified: post.publishDate,
    author: { '@type': 'Organization', name: post.author, url: SITE_URL },
    publisher: organization(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: post.tags.join(', '),
    articleSection: ARTICLE_SECTION,
    wordCount: words,
    ...(minutes ? { timeRequired: `PT${minutes}M` } : {}),
    ...schemaMarkupExtras(post),
  };
}

export function postBreadcrumbJsonLd(post: Pick<BlogPost, 'id' | 'title'>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Blogs', item: absoluteUrl(BLOG_PATH) },
      { '@type': 'ListItem', position: 3, name: post.title, item: absoluteUrl(postPath(post.id)) },
    ],
  };
}

/** Blog JSON-LD for the index, listing every post as a BlogPosting. */
export function blogJsonLd(posts: readonly BlogPostSummary[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${SITE_NAME} Blog`,
    description: BLOG_INDEX_DESCRIPTION,
    url: absoluteUrl(BLOG_PATH),
    inLanguage: 'en',
    publisher: organization(),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.metaDescription || post.excerpt,
      url: canonicalUrl(post),
      image: absoluteMedia(post.imageUrl),
      datePublished: post.publishDate,
      author: { '@type': 'Organization', name: post.author, url: SITE_URL },
      keywords: post.tags.join(', '),
      articleSection: ARTICLE_SECTION,
    })),
  };
}
