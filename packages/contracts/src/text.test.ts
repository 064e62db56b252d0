import { describe, expect, it } from 'vitest';
import { checkCheckoutForm } from './checkout';
import { escapeUnstorableText, findUnstorableText, isStorableText } from './text';

describe('the text rule: what the database can store as it was sent', () => {
  it('refuses NUL and lone surrogates, keeps every other character', () => {
    for (const good of ['', 'Aarav', 'आरव', 'Zoë 👧🏽', '\t\n\r', '\u0001\u007f', '\uFFFD', '😀'])
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
    for (const bad of [
      '\u0000',
      'Aa\u0000rav',
      'end\u0000',
      '\uD800',
      'x\uDC00',
      '😀'.slice(0, 1),
      '\uDE00\uD83D',
    ])
      expect(isStorableText(bad), escapeUnstorableText(bad)).toBe(false);
  });

  it('finds the first bad string in values and keys, however deep, and says where', () => {
    expect(findUnstorableText({ kidName: 'Aarav', tags: ['a', { b: 1 }], n: null, ok: true })).toBeNull();
    expect(findUnstorableText('a\u0000')).toEqual([]);
    expect(findUnstorableText({ kidName: 'A\u0000' })).toEqual(['kidName']);
    expect(findUnstorableText({ a: [1, 'ok', { b: ['x', '\uD800'] }] })).toEqual(['a', 2, 'b', 1]);
    expect(findUnstorableText({ nested: { 'bad\u0000key': 1 } })).toEqual(['nested', 'bad\u0000key']);
    expect(findUnstorableText(['fine', 'also\u0000'])).toEqual([1]);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    const path = findUnstorableText(deep);
    expect(path).toHaveLength(depth);
    expect(path!.every((key) => key === 0)).toBe(true);
    expect(findUnstorableText(JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`))).toBeNull();
  });

  it('quotes a bad character as its escape, so a message or a log line never carries it', () => {
    expect(escapeUnstorableText('kid\u0000name\uD800')).toBe('kid\\u0000name\\ud800');
  });

  it('the order form refuses a NUL in any field before anything else is checked', () => {
    const form = {
      kidName: 'Aa\u0000rav',
      storyId: 3,
      language: 'english',
      email: 'parent@example.com',
      country: 'US',
      kidPhotoIds: ['8f0d6a5e-2b1c-4d3e-9f7a-1b2c3d4e5f60'],
    };
    expect(checkCheckoutForm(form, { path: 'card', guest: true })).toMatchObject({
      success: false,
      message: 'kidName: Text must not contain NUL characters (\\u0000) or unpaired UTF-16 surrogates',
    });
    const photo = checkCheckoutForm(
      { ...form, kidName: 'Aarav', kidPhotoIds: ['ok', 'x\u0000'] },
      {
        path: 'card',
        guest: true,
      },
    );
    expect(photo).toMatchObject({ success: false, message: expect.stringMatching(/^kidPhotoIds\.1: /) });
    // Even in a field the form does not know (and would drop): the request is not what a form sends.
    const extra = checkCheckoutForm(
      { ...form, kidName: 'Aarav', note: '\u0000' },
      {
        path: 'card',
        guest: true,
      },
    );
    expect(extra.success).toBe(false);
  });
});
