/**
 * A film laid out in time: a gift's card (when the film is a gift), the title card, the shots, the credits, each a segment with its start,
 * its scene, its spoken lines and (for personal shots) the portrait; and the music's cue spans.
 */
import { TITLE_SEGMENT, WELCOME_LINE } from '@shop/content/storyboards/narration-parts';
import type { MusicCue, NarrationLine, Portrait, Storyboard } from '@shop/content/storyboards/schema';
import type { SceneSpec } from '../shots/frame.ts';

export interface Segment {
  id: string;
  kind: 'gift' | 'title' | 'shot' | 'credits';
  start: number;
  seconds: number;
  spec: SceneSpec;
  portrait?: Portrait;
  lines: readonly NarrationLine[];
}

export interface Timeline {
  segments: Segment[];
  seconds: number;
  music: { cue: MusicCue; from: number; to: number }[];
}

/** How long a gift's card lasts before the title (docs/decisions/116): time to read 200 characters. */
export const GIFT_CARD_SECONDS = 5;
export const GIFT_CARD_SEGMENT = 'gift-card';

/**
 * The whole film, or (`preview`) the title card and the first shot that carries the portrait.
 * `giftCard`: a gift's film opens with the giver's card, drawn over the title's scene (a preview never).
 */
export function timelineOf(board: Storyboard, preview = false, giftCard = false): Timeline {
  const shots = preview ? board.shots.filter((shot) => shot.portrait).slice(0, 1) : board.shots;
  const parts: Omit<Segment, 'start'>[] = [
    ...(giftCard && !preview
      ? [
          {
            id: GIFT_CARD_SEGMENT,
            kind: 'gift' as const,
            seconds: GIFT_CARD_SECONDS,
            spec: board.title,
            lines: [],
          },
        ]
      : []),
    {
      id: TITLE_SEGMENT,
      kind: 'title',
      seconds: board.title.seconds,
      spec: board.title,
      lines: [WELCOME_LINE],
    },
    ...shots.map((shot) => ({
      id: shot.id,
      kind: 'shot' as const,
      seconds: shot.seconds,
      spec: shot,
      portrait: shot.portrait,
      lines: shot.narration,
    })),
    ...(preview
      ? []
      : [
          {
            id: 'credits',
            kind: 'credits' as const,
            seconds: board.credits.seconds,
            spec: board.credits,
            lines: [],
          },
        ]),
  ];
  let start = 0;
  const segments = parts.map((part) => {
    const segment = { ...part, start };
    start += part.seconds;
    return segment;
  });
  const music: Timeline['music'] = [];
  let cue = board.music;
  for (const segment of segments) {
    const shot = board.shots.find((candidate) => candidate.id === segment.id);
    if (shot?.music && shot.music !== cue) cue = shot.music;
    const last = music.at(-1);
    if (last && last.cue === cue) last.to = segment.start + segment.seconds;
    else music.push({ cue, from: segment.start, to: segment.start + segment.seconds });
  }
  return { segments, seconds: start, music };
}
