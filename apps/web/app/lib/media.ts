import { MEDIA_BASE_URL, SITE_URL } from './config';

/** URL of a generated media file given its content path, e.g. "stories/story-01.mp4". */
export function mediaUrl(path: string): string {
  return `${MEDIA_BASE_URL}/${path}`;
}

/**
 * A smaller variant the media generator writes beside a file (scripts/media):
 * ("hero/hero-1.mp4", "mobile") -> "hero/hero-1-mobile.mp4"; ("stories/story-01.webp", "small") ->
 * "stories/story-01-small.webp" (480 px wide).
 */
export function mediaVariant(path: string, variant: 'mobile' | 'small'): string {
  return path.replace(/(\.[a-z0-9]+)$/, `-${variant}$1`);
}

/** Absolute URL for head tags (canonical, Open Graph), which must not be site-relative. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${SITE_URL}${pathOrUrl}`;
}
