/**
 * A film's narration as the parts a voice speaks (docs/decisions/098): each line split at {name}, each
 * piece of text between the slots one part. The renderer speaks part by part (the name between them
 * from the parent's recording or the voice), and a studio recording replaces one part, so a line with
 * the child's name keeps it: the studio records "Hello" and "the river sings.", never the name.
 *
 * The title card's spoken welcome is a line too (segment `title`, line 0).
 */
import { FILM_TEXT } from './film-text.ts';
import { LINE_GAP_SECONDS, NAME_SLOT, type NarrationLine, type Storyboard } from './schema.ts';

export type NarrationLanguage = 'en' | 'hi';

/** The segment id of the title card, whose one line is the spoken welcome. */
export const TITLE_SEGMENT = 'title';

/** The welcome spoken over the title card, with the name. */
export const WELCOME_LINE: NarrationLine = { at: 0.5, en: FILM_TEXT.en.welcome, hi: FILM_TEXT.hi.welcome };

/** A part's place in a film: `segment#line#part` (the key of a studio recording). */
export const partKey = (part: { segment: string; line: number; part: number }) =>
  `${part.segment}#${part.line}#${part.part}`;

/** The parts of a line's text that are spoken, with their place among the pieces split at {name}. */
export function spokenParts(text: string): { part: number; text: string }[] {
  return text.split(NAME_SLOT).flatMap((piece, part) => {
    const spoken = piece.trim();
    // A piece of only punctuation ("{name}," → ",") is not spoken.
    return spoken.replace(/^[\s,.!?।]+$/, '') ? [{ part, text: spoken }] : [];
  });
}

/** One spoken part of a narration line, where it is and how long its line may last. */
export interface NarrationPart {
  /** The shot's id, or `title` for the spoken welcome. */
  segment: string;
  /** The line's index in its shot (0-based). */
  line: number;
  /** The piece's index among the line's text split at {name} (0-based). */
  part: number;
  /** What is said in this part. */
  text: string;
  /** The whole line, {name} included. */
  lineText: string;
  /** How many times the name is said in the line. */
  names: number;
  /** From the line's start to the next line's (or its shot's end), less half the gap kept between lines. */
  slotSeconds: number;
}

/** Every spoken part of a storyboard's narration in one language, in film order. */
export function narrationParts(board: Storyboard, language: NarrationLanguage): NarrationPart[] {
  const segments: { id: string; seconds: number; lines: readonly NarrationLine[] }[] = [
    { id: TITLE_SEGMENT, seconds: board.title.seconds, lines: [WELCOME_LINE] },
    ...board.shots.map((shot) => ({ id: shot.id, seconds: shot.seconds, lines: shot.narration })),
  ];
  return segments.flatMap((segment) =>
    segment.lines.flatMap((line, index) => {
      const lineText = line[language];
      const until = segment.lines[index + 1]?.at ?? segment.seconds;
      const slotSeconds = Math.max(0, until - line.at - LINE_GAP_SECONDS / 2);
      const names = lineText.split(NAME_SLOT).length - 1;
      return spokenParts(lineText).map(({ part, text }) => ({
        segment: segment.id,
        line: index,
        part,
        text,
        lineText,
        names,
        slotSeconds,
      }));
    }),
  );
}
