import { FILM_TEXT_HI } from './film-text.hi.ts';

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
}

export const FILM_TEXT_EN = {
  starring: 'Starring {name}',
  welcome: '{name}, this story is for you!',
  credits: ['The End', 'Starring {name}', 'Made with love by Diya Tales'],
  watermark: 'Preview',
} as const satisfies FilmText;

/** The film's words by its language. */
export const FILM_TEXT: Record<'en' | 'hi', FilmText> = { en: FILM_TEXT_EN, hi: FILM_TEXT_HI };
