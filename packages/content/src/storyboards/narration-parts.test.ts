import { describe, expect, it } from 'vitest';
import { STORYBOARDS } from './index.ts';
import { narrationParts, partKey, spokenParts } from './narration-parts.ts';
import { NAME_SLOT } from './schema.ts';
import { TEST_STORYBOARD } from './test-storyboard.ts';

describe('narration parts (what a studio recording replaces)', () => {
  it('splits a line at the name, keeping each piece’s place and leaving the name out', () => {
    expect(spokenParts('Hello {name}, the river sings.')).toEqual([
      { part: 0, text: 'Hello' },
      { part: 1, text: ', the river sings.' },
    ]);
    // A piece of only punctuation is not spoken: "{name}," has one part, after the name.
    expect(spokenParts('{name}, this story is for you!')).toEqual([
      { part: 1, text: ', this story is for you!' },
    ]);
    expect(spokenParts('Goodnight, {name}.')).toEqual([{ part: 0, text: 'Goodnight,' }]);
  });

  it('lists the welcome and every line of the test storyboard with its time', () => {
    const parts = narrationParts(TEST_STORYBOARD, 'en');
    expect(parts.map(partKey)).toEqual([
      'title#0#1',
      'test-river#0#0',
      'test-river#0#1',
      'test-portrait#0#0',
      'test-night#0#0',
    ]);
    // The first shot lasts 5 s and its line starts at 0.5 s: 4.5 s less half the 0.3 s gap.
    expect(parts[1]).toMatchObject({ lineText: 'Hello {name}, the river sings.', names: 1 });
    expect(parts[1]?.slotSeconds).toBeCloseTo(4.35, 5);
  });

  it('covers every word of every storyboard’s narration, in both languages, once', () => {
    for (const board of Object.values(STORYBOARDS)) {
      if (!board) continue;
      for (const language of ['en', 'hi'] as const) {
        const parts = narrationParts(board, language);
        expect(new Set(parts.map(partKey)).size).toBe(parts.length);
        for (const shot of board.shots)
          shot.narration.forEach((line, index) => {
            const spoken = parts.filter((part) => part.segment === shot.id && part.line === index);
            const words = line[language]
              .split(NAME_SLOT)
              .join(' ')
              .replace(/[\s,.!?।]+/g, '');
            expect(
              spoken
                .map((part) => part.text)
                .join('')
                .replace(/[\s,.!?।]+/g, ''),
            ).toBe(words);
          });
      }
    }
  });
});
