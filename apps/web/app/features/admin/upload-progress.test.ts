import { describe, expect, it } from 'vitest';
import { INITIAL_PROGRESS, percentOf, progressStatusText } from './upload-progress';

describe('progressStatusText', () => {
  it('says what is happening while it runs', () => {
    expect(progressStatusText(INITIAL_PROGRESS)).toBe('Preparing uploads...');
    expect(progressStatusText({ ...INITIAL_PROGRESS, step: 'video', thumbnailPercent: 100 })).toBe(
      'Uploading video...',
    );
    expect(progressStatusText({ ...INITIAL_PROGRESS, step: 'done' })).toBe('Order completed!');
  });

  it('names the step that stopped and ends with "Upload failed"', () => {
    const text = progressStatusText({ ...INITIAL_PROGRESS, step: 'thumbnail', failed: true });
    expect(text).toBe('Thumbnail: Upload failed');
    expect(progressStatusText({ ...INITIAL_PROGRESS, step: 'saving', failed: true })).toMatch(
      /Upload failed$/,
    );
  });
});

describe('percentOf', () => {
  it('rounds to whole percents within 0-100', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(4, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});
