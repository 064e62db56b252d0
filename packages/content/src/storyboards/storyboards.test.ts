import { readFileSync } from 'node:fs';
import { STORY_COUNT } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { englishLeftIn } from '../hindi-text.ts';
import { STORYBOARDS } from './index.ts';
import {
  ACTORS,
  BACKDROPS,
  FILM_MAX_SECONDS,
  FILM_MIN_SECONDS,
  LINE_GAP_SECONDS,
  MOTIONS,
  MOVING_MOTIONS,
  MUSIC_CUES,
  NAME_SLOT,
  PORTRAIT_ENTRANCES,
  defineStoryboard,
  estimatedSpeechSeconds,
  filmSeconds,
  slotsOf,
  type Shot,
  type ShotInput,
  type Storyboard,
} from './schema.ts';
import { TEST_STORYBOARD } from './test-storyboard.ts';

const ALL_IDS = Array.from({ length: STORY_COUNT }, (_, i) => i + 1);
const written = Object.entries(STORYBOARDS).flatMap(([id, board]) =>
  board ? [[Number(id), board] as const] : [],
);
const boards: [string, Storyboard][] = [
  ...written.map(([id, board]): [string, Storyboard] => [`story ${id}`, board]),
  ['the test storyboard', TEST_STORYBOARD],
];

const DEVANAGARI = /[\u0900-\u097F]/;

function moves(shot: Pick<Shot, 'actors'>): boolean {
  return shot.actors.some((actor) => actor.motion.some((motion) => MOVING_MOTIONS.has(motion.kind)));
}

describe('the storyboards', () => {
  it('cover every one of the 27 stories', () => {
    expect(written.map(([id]) => id).sort((a, b) => a - b)).toEqual(ALL_IDS);
  });

  it('are each keyed by their own story', () => {
    for (const [id, board] of written) expect(board.story).toBe(id);
  });

  it.each(written)('story %i lasts 3 to 5 minutes with its title and credits', (_id, board) => {
    const seconds = filmSeconds(board);
    expect(seconds).toBeGreaterThanOrEqual(FILM_MIN_SECONDS);
    expect(seconds).toBeLessThanOrEqual(FILM_MAX_SECONDS);
  });

  it.each(written)('story %i shows the child: 1 to 4 shots carry the portrait', (_id, board) => {
    const personal = board.shots.filter((shot) => shot.portrait).length;
    expect(personal).toBeGreaterThanOrEqual(1);
    expect(personal).toBeLessThanOrEqual(4);
  });

  it('refuse what a writer could get wrong, saying where', () => {
    const shot: ShotInput = {
      id: 'a',
      seconds: 5,
      backdrop: 'meadow',
      actors: [{ actor: 'child', at: [300, 300] }],
    };
    const base = {
      story: 2,
      version: 1,
      music: 'lullaby',
      title: { backdrop: 'meadow' },
      credits: { backdrop: 'meadow' },
    } as const;
    expect(() => defineStoryboard({ ...base, shots: [{ ...shot, seconds: 5.2 }] })).toThrow(
      /shots\.0 \(a\)\.seconds: a whole number of half-seconds/,
    );
    expect(() =>
      defineStoryboard({ ...base, shots: [{ ...shot, backdrop: 'moon-base' as 'meadow' }] }),
    ).toThrow(/shots\.0 \(a\)\.backdrop/);
    expect(() => defineStoryboard({ ...base, shots: [shot, shot] })).toThrow(/shot id a is used twice/);
    expect(() =>
      defineStoryboard({ ...base, shots: [{ ...shot, camera: { from: { x: 100, y: 180, zoom: 2 } } }] }),
    ).toThrow(/at zoom 2 x must be between 160 and 480/);
    expect(() => defineStoryboard({ ...base, shots: [{ ...shot, portrait: { on: 'hero' } }] })).toThrow(
      /no actor with id hero/,
    );
    expect(() =>
      defineStoryboard({
        ...base,
        shots: [{ ...shot, actors: [{ actor: 'cow', at: [1, 1], pose: 'wave' }] }],
      }),
    ).toThrow(/cow has no poses/);
  });
});

describe.each(boards)('%s', (_name, board) => {
  it('has motion in every shot, not a still picture', () => {
    const still = board.shots.filter((shot) => !moves(shot)).map((shot) => shot.id);
    expect(still).toEqual([]);
  });

  it('says every line in English and in Hindi, with the same name slots', () => {
    for (const shot of board.shots) {
      for (const line of shot.narration) {
        const where = `${shot.id}: ${line.en}`;
        expect(
          slotsOf(line.en).every((slot) => slot === NAME_SLOT),
          where,
        ).toBe(true);
        expect(slotsOf(line.hi), where).toEqual(slotsOf(line.en));
        expect(line.hi, where).not.toBe(line.en);
      }
    }
  });

  it('writes Hindi in Devanagari, not in Latin letters', () => {
    for (const line of board.shots.flatMap((shot) => shot.narration)) {
      expect(line.hi, line.hi).toMatch(DEVANAGARI);
      expect(englishLeftIn(line.hi), line.hi).toEqual([]);
    }
  });

  it('gives each line time to be spoken before the next line or the shot ends', () => {
    const late: string[] = [];
    for (const shot of board.shots) {
      shot.narration.forEach((line, index) => {
        const until = shot.narration[index + 1]?.at ?? shot.seconds;
        for (const language of ['en', 'hi'] as const) {
          const ends = line.at + estimatedSpeechSeconds(line[language], language) + LINE_GAP_SECONDS;
          if (ends > until)
            late.push(`${shot.id} line ${index + 1} (${language}) needs ${(ends - until).toFixed(1)} s more`);
        }
      });
    }
    expect(late).toEqual([]);
  });
});

describe('the test storyboard', () => {
  it('is short: 3 or 4 shots, about 15 seconds, one of them with the portrait', () => {
    expect(TEST_STORYBOARD.shots.length).toBeGreaterThanOrEqual(3);
    expect(TEST_STORYBOARD.shots.length).toBeLessThanOrEqual(4);
    const shotSeconds = TEST_STORYBOARD.shots.reduce((sum, shot) => sum + shot.seconds, 0);
    expect(shotSeconds).toBeGreaterThanOrEqual(12);
    expect(shotSeconds).toBeLessThanOrEqual(20);
    expect(TEST_STORYBOARD.shots.filter((shot) => shot.portrait)).toHaveLength(1);
  });
});

describe("the writer's guide", () => {
  it('describes every backdrop, actor, motion, music cue and portrait entrance', () => {
    const guide = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const names = [ACTORS, BACKDROPS, MOTIONS, MUSIC_CUES, PORTRAIT_ENTRANCES].flatMap((table) =>
      Object.keys(table),
    );
    expect(names.filter((name) => !guide.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
