import { BLOG_POST_IDS, type BlogPostId } from '@shop/content/blog-post-ids';
import { isPossibleVideoId } from '@shop/contracts/video-links';

const KNOWN = new Set<string>(BLOG_POST_IDS);

/**
 * Whether a post id was prerendered. Only those have a .data file to fetch, so the client asks for
 * nothing at all for any other id and shows "Post Not Found" straight away.
 */
export function isBlogPostId(id: string | undefined): id is BlogPostId {
  return id !== undefined && KNOWN.has(id);
}

/** The video id from the v= parameter of a watch link, if it can name a video at all. */
export function youtubeVideoId(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const id = new URL(url).searchParams.get('v') ?? '';
    return isPossibleVideoId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** "12 min read" → 12. */
export function readMinutes(readTime: string): number | undefined {
  const match = /(\d+)/.exec(readTime);
  return match ? Number(match[1]) : undefined;
}

/** "PT8M30S" → "8:30", the length shown on a video poster. */
export function durationLabel(iso: string | undefined): string | undefined {
  const match = iso ? /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso) : null;
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return `${Number(hours) * 60 + Number(minutes)}:${seconds.padStart(2, '0')}`;
}
