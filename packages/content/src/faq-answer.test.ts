import { describe, it, expect } from 'vitest';
import { faqAnswerParts, faqAnswerText } from './faq-answer.ts';

const ANSWER = 'Pick a tale on [our stories page](/stories), then [place your order](/order).';

describe('faqAnswerText', () => {
  it('keeps the link labels and drops the link syntax', () => {
    expect(faqAnswerText(ANSWER)).toBe('Pick a tale on our stories page, then place your order.');
  });

  it('leaves an answer without links unchanged', () => {
    expect(faqAnswerText('Yes, both english and hindi.')).toBe('Yes, both english and hindi.');
  });
});

describe('faqAnswerParts', () => {
  it('splits an answer into text and link segments in reading order', () => {
    expect(faqAnswerParts(ANSWER)).toEqual([
      { text: 'Pick a tale on ' },
      { text: 'our stories page', href: '/stories' },
      { text: ', then ' },
      { text: 'place your order', href: '/order' },
      { text: '.' },
    ]);
  });

  it('handles links at the very start and end without empty segments', () => {
    expect(faqAnswerParts('[Stories](/stories) and [order](/order)')).toEqual([
      { text: 'Stories', href: '/stories' },
      { text: ' and ' },
      { text: 'order', href: '/order' },
    ]);
  });

  it('returns one text segment when there are no links', () => {
    expect(faqAnswerParts('No links here.')).toEqual([{ text: 'No links here.' }]);
  });

  it('treats brackets that are not a link as plain text', () => {
    expect(faqAnswerParts('Ages [3-12] welcome')).toEqual([{ text: 'Ages [3-12] welcome' }]);
  });
});
