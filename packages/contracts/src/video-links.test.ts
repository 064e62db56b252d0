import { describe, expect, it } from 'vitest';
import { embedUrl, extractVideoId, isPossibleVideoId, isShortsLink } from './video-links';

describe('extractVideoId', () => {
  it.each([
    ['https://www.youtube.com/shorts/S8kjEvL8_tk', 'S8kjEvL8_tk'],
    ['https://youtube.com/shorts/S8kjEvL8_tk?feature=share', 'S8kjEvL8_tk'],
    ['https://www.youtube.com/watch?v=Y0iPuMAR-Gc', 'Y0iPuMAR-Gc'],
    ['https://www.youtube.com/watch?feature=shared&v=Y0iPuMAR-Gc&t=30', 'Y0iPuMAR-Gc'],
    ['https://m.youtube.com/watch?v=Y0iPuMAR-Gc', 'Y0iPuMAR-Gc'],
    ['https://youtu.be/Y0iPuMAR-Gc?si=abc', 'Y0iPuMAR-Gc'],
    ['https://www.youtube.com/embed/NlxMJWixcwA', 'NlxMJWixcwA'],
    ['https://www.youtube-nocookie.com/embed/NlxMJWixcwA?autoplay=1', 'NlxMJWixcwA'],
    ['NlxMJWixcwA', 'NlxMJWixcwA'],
    ['  NlxMJWixcwA  ', 'NlxMJWixcwA'],
  ])('finds the id in %s', (link, id) => {
    expect(extractVideoId(link)).toBe(id);
  });

  it.each([
    'S8kjEvL8_t2',
    'NlxMJWixcwD',
    'kR7mB2xQp4L',
    'DiyaTales01',
    'AAAAAAAAAAB',
    'AAAAAAAAAA-',
    'AAAAAAAAAA_',
  ])('refuses %s, an id no video can have (its last character carries two bits that are always 0)', (id) => {
    expect(isPossibleVideoId(id)).toBe(false);
    expect(extractVideoId(id)).toBeNull();
    expect(extractVideoId(`https://www.youtube.com/watch?v=${id}`)).toBeNull();
    expect(extractVideoId(`https://www.youtube.com/shorts/${id}`)).toBeNull();
  });

  it('accepts each of the 16 possible last characters', () => {
    for (const last of 'AEIMQUYcgkosw048') expect(isPossibleVideoId(`dQw4w9WgXc${last}`), last).toBe(true);
    expect(extractVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('prefers the shorts path over a watch parameter in the same link', () => {
    expect(extractVideoId('https://www.youtube.com/shorts/AAAAAAAAAAA?v=BBBBBBBBBBB')).toBe('AAAAAAAAAAA');
  });

  it('prefers a watch link over an embed path later in the same text', () => {
    expect(extractVideoId('https://youtu.be/CCCCCCCCCCE#https://youtube.com/embed/DDDDDDDDDDD')).toBe(
      'CCCCCCCCCCE',
    );
  });

  it.each([
    [''],
    ['https://www.instagram.com/reel/uEVhR7OrnF/'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/channel/UC1234567890'],
    ['NlxMJWixcwA1'],
    ['NlxMJW!xcwD'],
    ['https://youtu.be/Y0iPuMAR-Gc99'],
  ])('returns null for %j', (link) => {
    expect(extractVideoId(link)).toBeNull();
  });
});

describe('isShortsLink', () => {
  it('tells portrait shorts from landscape links', () => {
    expect(isShortsLink('https://www.youtube.com/shorts/S8kjEvL8_tk')).toBe(true);
    expect(isShortsLink('https://www.youtube.com/watch?v=Y0iPuMAR-Gc')).toBe(false);
    expect(isShortsLink('Y0iPuMAR-Gc')).toBe(false);
  });
});

describe('embedUrl', () => {
  it('uses the privacy-enhanced host and autoplays after the click', () => {
    expect(embedUrl('NlxMJWixcwA')).toBe(
      'https://www.youtube-nocookie.com/embed/NlxMJWixcwA?autoplay=1&rel=0&playsinline=1',
    );
  });
});
