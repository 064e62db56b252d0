import { MEDIA_BASE_URL, SITE_URL } from './config';

/** URL of a generated media file given its content path, e.g. "stories/story-01.mp4". */
export function mediaUrl(path: string): string {
  return `${MEDIA_BASE_URL}/${path}`;
}

/** The -mobile variant of a video path: "hero/hero-1.mp4" -> "hero/hero-1-mobile.mp4". */
export function mobileVariant(path: string): string {
  return path.replace(/(\.[a-z0-9]+)$/, '-mobile$1');
}

/** Absolute URL for head tags (canonical, Open Graph), which must not be site-relative. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${SITE_URL}${pathOrUrl}`;
}
