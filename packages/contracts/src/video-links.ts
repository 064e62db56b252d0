// The shop's video links (stories, the trailer, blog posts) as the content files configure them, read
// the same way by the content checks, the pages and their structured data. Browser code: no zod here.

// YouTube ids are always 11 characters from this alphabet; the lookahead rejects longer look-alikes.
const ID = '([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])';

// An id is 64 bits written in base64url: 10 characters carry 60 of them and the 11th the last 4, so
// its two low bits are always zero and it is one of these 16 characters. Any other ending names a
// video that cannot exist, whose player would only say "Video unavailable".
const POSSIBLE_LAST_CHARACTER = /^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/;

/** Whether an 11-character id can name a YouTube video at all. */
export function isPossibleVideoId(id: string): boolean {
  return POSSIBLE_LAST_CHARACTER.test(id);
}

// Tried in this order (docs/product-guide.md#landing-page): shorts, watch or youtu.be, embed, then a bare id.
const PATTERNS = [
  new RegExp(`youtube\\.com/shorts/${ID}`),
  new RegExp(`(?:youtube\\.com/watch\\?(?:[^#]*&)?v=|youtu\\.be/)${ID}`),
  new RegExp(`youtube(?:-nocookie)?\\.com/embed/${ID}`),
  new RegExp(`^${ID}$`),
];

/**
 * The YouTube video id inside a watch, shorts, youtu.be or embed link (or a bare id); null if none, and
 * null for an id no video can have, so that a mistyped or invented link never becomes a dead player.
 */
export function extractVideoId(link: string): string | null {
  const trimmed = link.trim();
  for (const pattern of PATTERNS) {
    const match = pattern.exec(trimmed);
    if (match?.[1]) return isPossibleVideoId(match[1]) ? match[1] : null;
  }
  return null;
}

/** Shorts are vertical videos, so the player uses a 9:16 frame for them. */
export function isShortsLink(link: string): boolean {
  return /youtube\.com\/shorts\//.test(link);
}

/** Privacy-enhanced embed address; only requested once the viewer presses Play. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0&playsinline=1`;
}
