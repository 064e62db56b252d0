import type { Story } from '@shop/content/schemas';
import { extractVideoId, isShortsLink } from '@shop/contracts/video-links';

// What the shop's players play (docs/decisions/069): a YouTube video when the content names a real one,
// else one of our own films from our media, so no player ever opens on YouTube's "Video unavailable".

export type PlayableVideo =
  | { kind: 'youtube'; id: string; /** A 9:16 short. */ portrait: boolean }
  | { kind: 'film'; /** Media path, e.g. "stories/story-01.mp4". */ src: string; portrait: false };

/** A configured YouTube link as a playable video, or null when it names none that can exist. */
export function youtubeVideo(link: string | undefined): PlayableVideo | null {
  const id = link ? extractVideoId(link) : null;
  return id ? { kind: 'youtube', id, portrait: isShortsLink(link!) } : null;
}

/** Our own film at this media path. */
export const ownFilm = (src: string): PlayableVideo => ({ kind: 'film', src, portrait: false });

/** A story's video: its YouTube video when it has a real one, else its own preview clip. */
export function storyVideo(story: Pick<Story, 'youtube' | 'src'>): PlayableVideo {
  return youtubeVideo(story.youtube) ?? ownFilm(story.src);
}
