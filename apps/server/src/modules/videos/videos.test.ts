import type { AuthenticatedUser } from '@shop/contracts/auth';
import { videoListResponseSchema, videoResponseSchema } from '@shop/contracts/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrder, createUser, createVideo, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

// My Videos on the profile page: a family sees its own finished videos only.

describe('videos: who sees what', () => {
  let t: TestApp;
  let alice: AuthenticatedUser;
  let aliceToken: string;
  let bobToken: string;
  let adminToken: string;
  let aliceVideos: Awaited<ReturnType<typeof createVideo>>[] = [];
  let bobVideo: Awaited<ReturnType<typeof createVideo>>;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t, 'user', 'Alice');
    const bob = await createUser(t, 'user', 'Bob');
    [aliceToken, bobToken, adminToken] = await Promise.all([
      tokenFor(t, alice),
      tokenFor(t, bob),
      tokenFor(t, await createUser(t, 'admin')),
    ]);
    aliceVideos = [];
    for (const title of ['Aarav and Hanuman', 'Aarav and Krishna', 'Aarav and Ganesh']) {
      aliceVideos.push(await createVideo(t, await createOrder(t, alice, { status: 'complete' }), title));
    }
    bobVideo = await createVideo(t, await createOrder(t, bob, { status: 'complete' }), 'Kabir and Rama');
  });
  afterAll(() => t.close());

  it('GET /api/videos?page=1&limit=10&sortBy=created_date&sortOrder=desc: own videos, newest first', async () => {
    const res = await t.app.inject({
      url: '/api/videos?page=1&limit=10&sortBy=created_date&sortOrder=desc',
      headers: bearer(aliceToken),
    });
    expect(res.statusCode).toBe(200);
    const body = videoListResponseSchema.strict().parse(res.json());
    expect(body.data).toHaveLength(3);
    expect(body.data.every((v) => v.user_id === alice.id)).toBe(true);
    expect(body.data.map((v) => v.title)).not.toContain('Kabir and Rama');
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    expect(body.data[0]).toMatchObject({ unique_id: body.data[0]!.id, order_id: expect.any(String) });
  });

  it('sorts and pages', async () => {
    const byTitle = videoListResponseSchema.parse(
      (
        await t.app.inject({
          url: '/api/videos?sortBy=title&sortOrder=asc&limit=2',
          headers: bearer(aliceToken),
        })
      ).json(),
    );
    expect(byTitle.data.map((v) => v.title)).toEqual(['Aarav and Ganesh', 'Aarav and Hanuman']);
    expect(byTitle.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const bad = await t.app.inject({ url: '/api/videos?sortBy=uri', headers: bearer(aliceToken) });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/videos/{id}: own 200; another family’s or unknown: 404 Video not found; admin sees any', async () => {
    const own = await t.app.inject({ url: `/api/videos/${aliceVideos[0]!.id}`, headers: bearer(aliceToken) });
    expect(videoResponseSchema.parse(own.json()).data.title).toBe('Aarav and Hanuman');

    for (const id of [bobVideo.id, '5b0f3b1e-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ url: `/api/videos/${id}`, headers: bearer(aliceToken) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Video not found', code: 'VIDEO_NOT_FOUND' });
    }
    const bobReadsAlice = await t.app.inject({
      url: `/api/videos/${aliceVideos[1]!.id}`,
      headers: bearer(bobToken),
    });
    expect(bobReadsAlice.statusCode).toBe(404);

    const admin = await t.app.inject({ url: `/api/videos/${bobVideo.id}`, headers: bearer(adminToken) });
    expect(admin.statusCode).toBe(200);
  });
});
