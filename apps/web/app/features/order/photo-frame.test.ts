import { cropRectangle } from '@shop/contracts/uploads';
import { describe, expect, it } from 'vitest';
import {
  centredCrop,
  cropAroundFace,
  fitCrop,
  frameBox,
  medallionBackground,
  moveCrop,
  resizeCrop,
} from './photo-frame';

// The frame's arithmetic: the browser's square and the server's cut are the same square.

describe('the photo frame', () => {
  it('starts as the largest centred square, the same one the server cuts without a frame', () => {
    const crop = centredCrop(400, 200);
    expect(crop).toEqual({ x: 0.25, y: 0, size: 1 });
    expect(cropRectangle(400, 200, crop)).toEqual(cropRectangle(400, 200, null));
    expect(centredCrop(300, 600)).toEqual({ x: 0, y: 0.25, size: 1 });
  });

  it('never leaves the photo, whatever the drag or the keys ask', () => {
    const start = { x: 0.5, y: 0.1, size: 0.5 };
    expect(moveCrop(start, 1, -1, 400, 200)).toEqual({ x: 0.75, y: 0, size: 0.5 });
    expect(moveCrop(start, -2, 2, 400, 200)).toEqual({ x: 0, y: 0.5, size: 0.5 });
    expect(fitCrop({ x: 0.9, y: 0.9, size: 3 }, 400, 200)).toEqual({ x: 0.5, y: 0, size: 1 });
    expect(fitCrop({ x: 0, y: 0, size: 0 }, 400, 200).size).toBe(0.1);
  });

  it('grows and shrinks about its centre', () => {
    const start = { x: 0.25, y: 0.25, size: 0.5 }; // 100x100 px at (100, 50) on 400x200
    const larger = resizeCrop(start, 0.1, 400, 200);
    expect(larger.size).toBe(0.6);
    const [a, b] = [frameBox(start, 400, 200), frameBox(larger, 400, 200)];
    expect(a.left + a.width / 2).toBeCloseTo(b.left + b.width / 2, 4);
    expect(a.top + a.height / 2).toBeCloseTo(b.top + b.height / 2, 4);
    expect(resizeCrop(start, -1, 400, 200).size).toBe(0.1);
  });

  it('shows in the round preview exactly the framed square', () => {
    expect(medallionBackground({ x: 0.5, y: 0, size: 1 }, 400, 200)).toEqual({
      backgroundSize: '200% 100%',
      backgroundPosition: '100% 0%',
    });
    expect(medallionBackground({ x: 0, y: 0.25, size: 0.5 }, 400, 200)).toEqual({
      backgroundSize: '400% 200%',
      backgroundPosition: '0% 50%',
    });
  });
});

describe('the frame a found face suggests', () => {
  it('is a square around the largest face, a little above its centre, inside the photo', () => {
    // A 1000x800 photo, a small face far left and the child's big face right of centre.
    const crop = cropAroundFace(
      [
        { x: 50, y: 50, width: 40, height: 40 },
        { x: 600, y: 300, width: 100, height: 120 },
      ],
      1000,
      800,
    );
    // Side 2.2 x 120 = 264 px = 0.33 of the shorter side; centred at (650, 348).
    expect(crop).toEqual({ x: 0.518, y: 0.27, size: 0.33 });
  });

  it('stays inside the photo for a face at its edge, and is null without a face', () => {
    expect(cropAroundFace([{ x: 0, y: 0, width: 300, height: 300 }], 800, 600)).toEqual({
      x: 0,
      y: 0,
      size: 1,
    });
    expect(cropAroundFace([], 800, 600)).toBeNull();
  });
});
