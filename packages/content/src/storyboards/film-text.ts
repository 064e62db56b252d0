/**
 * The words the renderer adds to every film: the title card, the spoken welcome, the credits and the
 * preview's watermark, in each language. {name} is the child's name. Hindi never makes a word agree
 * with the name (the child may be a boy or a girl).
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

export const FILM_TEXT: Record<'en' | 'hi', FilmText> = {
  en: {
    starring: 'Starring {name}',
    welcome: '{name}, this story is for you!',
    credits: ['The End', 'Starring {name}', 'Made with love by Diya Tales'],
    watermark: 'Preview',
  },
  hi: {
    starring: 'मुख्य भूमिका में {name}',
    welcome: '{name}, यह कहानी तुम्हारे लिए है!',
    credits: ['समाप्त', 'मुख्य भूमिका में {name}', 'Diya Tales की ओर से ढेर सारे प्यार के साथ'],
    watermark: 'झलक',
  },
};
