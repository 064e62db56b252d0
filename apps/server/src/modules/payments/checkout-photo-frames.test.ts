import { PHOTO_CROP_MESSAGES } from '@shop/contracts/uploads';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUploads } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { orderForm, uploadedPhotos } from '../../../test/payment-fixtures.ts';

// The parent's frame on each photo for the film's portrait (docs/decisions/080) travels with the
// checkout and is stored with the photo itself; a bad frame is a 400 with its code, storing nothing.

describe('photo frames at checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const start = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/payments/create-payment-intent', payload: payload as object });
  const frames = async (ids: string[]) =>
    Object.fromEntries(
      (
        await t.database.db
          .select({
            id: photoUploads.id,
            x: photoUploads.cropX,
            y: photoUploads.cropY,
            size: photoUploads.cropSize,
          })
          .from(photoUploads)
          .where(inArray(photoUploads.id, ids))
      ).map((row) => [row.id, row.x === null ? null : { x: row.x, y: row.y, size: row.size }]),
    );

  it('stores each framed photo’s square, and none for a photo sent without one', async () => {
    const [a, b] = await uploadedPhotos(t, 2);
    const res = await start(orderForm([a!, b!], { kidPhotoCrops: { [a!]: { x: 0.25, y: 0.1, size: 0.5 } } }));
    expect(res.statusCode).toBe(200);
    expect(await frames([a!, b!])).toEqual({ [a!]: { x: 0.25, y: 0.1, size: 0.5 }, [b!]: null });

    // A second start (the parent went back and re-framed) replaces the frames.
    const again = await start(orderForm([a!, b!], { kidPhotoCrops: { [b!]: { x: 0, y: 0, size: 1 } } }));
    expect(again.statusCode).toBe(200);
    expect(await frames([a!, b!])).toEqual({ [a!]: null, [b!]: { x: 0, y: 0, size: 1 } });
  });

  it('refuses a frame out of range, too small, or for a photo not in the order, with its code', async () => {
    const [a, other] = await uploadedPhotos(t, 2);
    for (const crops of [
      { [a!]: { x: 1.5, y: 0, size: 0.5 } },
      { [a!]: { x: 0, y: 0, size: 0.01 } },
      { [a!]: { x: 0, y: 0 } },
      { [a!]: 'centre' },
      { [other!]: { x: 0, y: 0, size: 0.5 } },
      [{ x: 0, y: 0, size: 0.5 }],
    ]) {
      const res = await start(orderForm([a!], { kidPhotoCrops: crops }));
      expect(res.statusCode, JSON.stringify(crops)).toBe(400);
      expect(res.json()).toMatchObject({ message: PHOTO_CROP_MESSAGES.invalid, code: 'INVALID_PHOTO_CROP' });
    }
    expect(await frames([a!, other!])).toEqual({ [a!]: null, [other!]: null });
  });
});
