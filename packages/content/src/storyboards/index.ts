/**
 * Every story's storyboard, keyed by story id: all 27 (storyboards.test.ts fails for a story
 * without one).
 */
import type { Storyboard } from './schema.ts';
import { STORYBOARD_01 } from './story-01.ts';
import { STORYBOARD_02 } from './story-02.ts';
import { STORYBOARD_03 } from './story-03.ts';
import { STORYBOARD_04 } from './story-04.ts';
import { STORYBOARD_05 } from './story-05.ts';
import { STORYBOARD_06 } from './story-06.ts';
import { STORYBOARD_07 } from './story-07.ts';
import { STORYBOARD_08 } from './story-08.ts';
import { STORYBOARD_09 } from './story-09.ts';
import { STORYBOARD_10 } from './story-10.ts';
import { STORYBOARD_11 } from './story-11.ts';
import { STORYBOARD_12 } from './story-12.ts';
import { STORYBOARD_13 } from './story-13.ts';
import { STORYBOARD_14 } from './story-14.ts';
import { STORYBOARD_15 } from './story-15.ts';
import { STORYBOARD_16 } from './story-16.ts';
import { STORYBOARD_17 } from './story-17.ts';
import { STORYBOARD_18 } from './story-18.ts';
import { STORYBOARD_19 } from './story-19.ts';
import { STORYBOARD_20 } from './story-20.ts';
import { STORYBOARD_21 } from './story-21.ts';
import { STORYBOARD_22 } from './story-22.ts';
import { STORYBOARD_23 } from './story-23.ts';
import { STORYBOARD_24 } from './story-24.ts';
import { STORYBOARD_25 } from './story-25.ts';
import { STORYBOARD_26 } from './story-26.ts';
import { STORYBOARD_27 } from './story-27.ts';

export const STORYBOARDS: Readonly<Partial<Record<number, Storyboard>>> = {
  1: STORYBOARD_01,
  2: STORYBOARD_02,
  3: STORYBOARD_03,
  4: STORYBOARD_04,
  5: STORYBOARD_05,
  6: STORYBOARD_06,
  7: STORYBOARD_07,
  8: STORYBOARD_08,
  9: STORYBOARD_09,
  10: STORYBOARD_10,
  11: STORYBOARD_11,
  12: STORYBOARD_12,
  13: STORYBOARD_13,
  14: STORYBOARD_14,
  15: STORYBOARD_15,
  16: STORYBOARD_16,
  17: STORYBOARD_17,
  18: STORYBOARD_18,
  19: STORYBOARD_19,
  20: STORYBOARD_20,
  21: STORYBOARD_21,
  22: STORYBOARD_22,
  23: STORYBOARD_23,
  24: STORYBOARD_24,
  25: STORYBOARD_25,
  26: STORYBOARD_26,
  27: STORYBOARD_27,
};

export function getStoryboard(story: number): Storyboard | undefined {
  return STORYBOARDS[story];
}
