// YouTube ids are always 11 characters from this alphabet; the lookahead rejects longer look-alikes.
const ID = '([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])';

// Tried in this order (SPEC §5 "Video ids"): shorts, watch or youtu.be, embed, then a bare id.
const PATTERNS = [
  new RegExp(`youtube\\.com/shorts/${ID}`),
  new RegExp(`(?:youtube\\.com/watch\\?(?:[^#]*&)?v=|youtu\\.be/)${ID}`),
  new RegExp(`youtube(?:-nocookie)?\\.com/embed/${ID}`),
  new RegExp(`^${ID}$`),
];

/** The YouTube video id inside a watch, shorts, youtu.be or embed link (or a bare id); null if none. */
export function extractVideoId(link: string): string | null {
  const trimmed = link.trim();
  for (const pattern of PATTERNS) {
    const match = pattern.exec(trimmed);
    if (match?.[1]) return match[1];
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
