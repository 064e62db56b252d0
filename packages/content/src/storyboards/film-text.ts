import type { GiftOccasion } from '@shop/contracts/gifts';
import { FESTIVAL_TEXT } from '../festivals.ts';
import { FILM_TEXT_HI } from './film-text.hi.ts';

export { GIFT_MESSAGE_MAX, GIFT_OCCASIONS, GIVER_NAME_MAX } from '@shop/contracts/gifts';
export type { GiftOccasion };

/**
 * The words the renderer adds to every film: the title card, the spoken welcome, the credits and the
 * preview's watermark. {name} is the child's name. One dictionary per language: FILM_TEXT_EN here,
 * film-text.hi.ts its Hindi (a `Translation`, so a missing key does not compile).
 */
export interface FilmText {
  /** Under the story's title on the title card. */
  starring: string;
  /** Spoken over the title card. */
  welcome: string;
  /** The closing credits, top to bottom. */
  credits: readonly [theEnd: string, starring: string, madeBy: string];
  /** Drawn across every frame of a preview. */
  watermark: string;
  /**
   * A gift's card before the title (docs/decisions/116): its first line by the occasion ({name} the
   * child, {festival} the festival's name from the festival calendar's words), and under the giver's
   * message who wrote it ({giver}); `fromOnly` signs a card without a message; `fromUnnamed` signs
   * one whose giver's name is nothing the film's font can draw (only emoji, say).
   */
  gift: {
    birthday: string;
    festival: string;
    other: string;
    /** The giver's message as a quote. */
    quote: string;
    from: string;
    fromOnly: string;
    fromUnnamed: string;
  };
}

export const FILM_TEXT_EN = {
  starring: 'Starring {name}',
  welcome: '{name}, this story is for you!',
  credits: ['The End', 'Starring {name}', 'Made with love by Diya Tales'],
  watermark: 'Preview',
  gift: {
    birthday: 'For {name}’s birthday',
    festival: 'For {name}, this {festival}',
    other: 'For {name}, on a special day',
    quote: '“{message}”',
    from: '— {giver}',
    fromOnly: 'With love from {giver}',
    fromUnnamed: 'With love',
  },
} as const satisfies FilmText;

/** The film's words by its language. */
export const FILM_TEXT: Record<'en' | 'hi', FilmText> = { en: FILM_TEXT_EN, hi: FILM_TEXT_HI };

/** The gift card's first line in the film's language: "For Meera's birthday", "For Meera, this Diwali". */
export function giftOccasionLine(language: 'en' | 'hi', occasion: GiftOccasion, name: string): string {
  const words = FILM_TEXT[language].gift;
  const line =
    occasion === 'birthday' || occasion === 'other'
      ? words[occasion]
      : words.festival.replaceAll('{festival}', () => FESTIVAL_TEXT[language].names[occasion]);
  // A function, so a "$&" in a name is written as it is, never read as a pattern.
  return line.replaceAll('{name}', () => name);
}
