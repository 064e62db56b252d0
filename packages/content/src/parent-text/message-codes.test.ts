import { describe, expect, it } from 'vitest';
import { PARENT_MESSAGES } from './messages.ts';
import { PARENT_MESSAGES_HI } from './messages.hi.ts';
import { messageOfCode, PARENT_MESSAGE_CODES } from './message-codes.ts';

// Every (code, English words) pair of the code tables, walked like messageOfCode walks them.
function pairs(
  codes: object,
  words: object,
  path: string[] = [],
): { code: string; path: string; text: string }[] {
  return Object.entries(codes).flatMap(([key, value]) => {
    const word: unknown = (words as Record<string, unknown>)[key];
    if (typeof value === 'string')
      return typeof word === 'string' ? [{ code: value, path: [...path, key].join('.'), text: word }] : [];
    return typeof value === 'object' && value !== null && typeof word === 'object' && word !== null
      ? pairs(value, word, [...path, key])
      : [];
  });
}

const PAIRS = pairs(PARENT_MESSAGE_CODES, PARENT_MESSAGES);

describe('the parent messages by code', () => {
  it('gives every code one text: two messages with one code would show one of them for the other', () => {
    const textByCode = new Map<string, string>();
    const clashes: string[] = [];
    for (const { code, path, text } of PAIRS) {
      const seen = textByCode.get(code);
      if (seen !== undefined && seen !== text) clashes.push(`${code} (${path})`);
      textByCode.set(code, text);
    }
    expect(clashes).toEqual([]);
    // The tables do reach the groups the API answers with.
    expect(PAIRS.length).toBeGreaterThan(60);
  });

  it('finds each code’s words in English and in Hindi, never the English on a Hindi page', () => {
    for (const { code, text } of PAIRS) {
      expect(messageOfCode(PARENT_MESSAGES, code)).toBe(text);
      const hindi = messageOfCode(PARENT_MESSAGES_HI, code);
      expect(hindi, code).toBeTruthy();
      expect(hindi, code).not.toBe(text);
    }
  });

  it('reads a known answer by its code and leaves an unknown code to the server’s words', () => {
    expect(messageOfCode(PARENT_MESSAGES_HI, 'PREVIEW_SESSION_LIMIT')).toBe(
      PARENT_MESSAGES_HI.preview.sessionLimit,
    );
    expect(messageOfCode(PARENT_MESSAGES_HI, 'PHOTO_NOT_NEW')).toBe(
      PARENT_MESSAGES_HI.account.photoRequestLink.notNew,
    );
    expect(messageOfCode(PARENT_MESSAGES_HI, 'PHOTO_NETWORK_BUDGET_EXCEEDED')).toBe(
      PARENT_MESSAGES_HI.photo.networkBudgetExceeded,
    );
    expect(messageOfCode(PARENT_MESSAGES_HI, 'RATE_LIMITED')).toBe(PARENT_MESSAGES_HI.service.rateLimited);
    expect(messageOfCode(PARENT_MESSAGES_HI, 'NO_SUCH_CODE')).toBeUndefined();
    expect(messageOfCode(PARENT_MESSAGES_HI, undefined)).toBeUndefined();
  });
});
