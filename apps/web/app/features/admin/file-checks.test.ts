import { ADMIN_UPLOAD_MESSAGES } from '@shop/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { formatKilobytes, formatMegabytes, thumbnailFileProblem, videoFileProblem } from './file-checks';

const MB = 1024 * 1024;

describe('videoFileProblem', () => {
  it('accepts MP4, MOV and AVI under 500 MB', () => {
    expect(videoFileProblem({ type: 'video/mp4', size: 12 * MB })).toBeNull();
    expect(videoFileProblem({ type: 'video/quicktime', size: 1 })).toBeNull();
    expect(videoFileProblem({ type: 'video/x-msvideo', size: 500 * MB })).toBeNull();
  });

  it('refuses other types with the product text', () => {
    expect(videoFileProblem({ type: 'video/webm', size: 10 })).toBe(ADMIN_UPLOAD_MESSAGES.invalidVideo);
    expect(videoFileProblem({ type: 'image/png', size: 10 })).toBe(
      'Please select a valid video file (MP4, MOV, or AVI)',
    );
  });

  it('refuses 500 MB and more, and an empty file', () => {
    expect(videoFileProblem({ type: 'video/mp4', size: 500 * MB + 1 })).toBe(
      'Video file size must be less than 500MB',
    );
    expect(videoFileProblem({ type: 'video/mp4', size: 0 })).toBe(ADMIN_UPLOAD_MESSAGES.emptyFile);
  });
});

describe('thumbnailFileProblem', () => {
  it('accepts PNG and JPEG under 10 MB', () => {
    expect(thumbnailFileProblem({ type: 'image/png', size: 80_000 })).toBeNull();
    expect(thumbnailFileProblem({ type: 'image/jpeg', size: 10 * MB })).toBeNull();
  });

  it('refuses other types and larger files with the product texts', () => {
    expect(thumbnailFileProblem({ type: 'image/webp', size: 10 })).toBe(
      'Please select a valid image file (PNG, JPG, or JPEG)',
    );
    expect(thumbnailFileProblem({ type: 'image/png', size: 10 * MB + 1 })).toBe(
      'Thumbnail file size must be less than 10MB',
    );
  });
});

describe('sizes', () => {
  it('prints the video in MB and the thumbnail in KB', () => {
    expect(formatMegabytes(12.345 * MB)).toBe('12.35 MB');
    expect(formatKilobytes(86_221)).toBe('84.2 KB');
  });
});
