import { describe, expect, it } from 'vitest';
import { embedUrl, extractVideoId, isShortsLink } from './video-id';

describe('extractVideoId', () => {
  it.each([
    ['https://www.youtube.com/shorts/S8kjEvL8_t2', 'S8kjEvL8_t2'],
    ['https://youtube.com/shorts/S8kjEvL8_t2?feature=share', 'S8kjEvL8_t2'],
    ['https://www.youtube.com/watch?v=Y0iPuMAR-Gc', 'Y0iPuMAR-Gc'],
    ['https://www.youtube.com/watch?feature=shared&v=Y0iPuMAR-Gc&t=30', 'Y0iPuMAR-Gc'],
    ['https://m.youtube.com/watch?v=Y0iPuMAR-Gc', 'Y0iPuMAR-Gc'],
    ['https://youtu.be/Y0iPuMAR-Gc?si=abc', 'Y0iPuMAR-Gc'],
    ['https://www.youtube.com/embed/NlxMJWixcwD', 'NlxMJWixcwD'],
    ['https://www.youtube-nocookie.com/embed/NlxMJWixcwD?autoplay=1', 'NlxMJWixcwD'],
    ['NlxMJWixcwD', 'NlxMJWixcwD'],
    ['  NlxMJWixcwD  ', 'NlxMJWixcwD'],
  ])('finds the id in %s', (link, id) => {
    expect(extractVideoId(link)).toBe(id);
  });

  it('prefers the shorts path over a watch parameter in the same link', () => {
    expect(extractVideoId('https://www.youtube.com/shorts/AAAAAAAAAAA?v=BBBBBBBBBBB')).toBe('AAAAAAAAAAA');
  });

  it('prefers a watch link over an embed path later in the same text', () => {
    expect(extractVideoId('https://youtu.be/CCCCCCCCCCC#https://youtube.com/embed/DDDDDDDDDDD')).toBe(
      'CCCCCCCCCCC',
    );
  });

  it.each([
    [''],
    ['https://www.instagram.com/reel/uEVhR7OrnF/'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/channel/UC1234567890'],
    ['NlxMJWixcwD1'],
    ['NlxMJW!xcwD'],
    ['https://youtu.be/Y0iPuMAR-Gc99'],
  ])('returns null for %j', (link) => {
    expect(extractVideoId(link)).toBeNull();
  });
});

describe('isShortsLink', () => {
  it('tells portrait shorts from landscape links', () => {
    expect(isShortsLink('https://www.youtube.com/shorts/S8kjEvL8_t2')).toBe(true);
    expect(isShortsLink('https://www.youtube.com/watch?v=Y0iPuMAR-Gc')).toBe(false);
    expect(isShortsLink('Y0iPuMAR-Gc')).toBe(false);
  });
});

describe('embedUrl', () => {
  it('uses the privacy-enhanced host and autoplays after the click', () => {
    expect(embedUrl('NlxMJWixcwD')).toBe(
      'https://www.youtube-nocookie.com/embed/NlxMJWixcwD?autoplay=1&rel=0&playsinline=1',
    );
  });
});
