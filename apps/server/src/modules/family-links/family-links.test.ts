import { randomUUID } from 'node:crypto';
import {
  FAMILY_LINK_DAYS,
  familyLinkCreatedSchema,
  familyLinkListSchema,
  familyViewResponseSchema,
  watchViewResponseSchema,
} from '@shop/contracts/family-links';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createVideo } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createFakeWebBuild, type FakeWebBuild } from '../../../test/fake-web-build.ts';
import { modulesOf } from '../../../test/modules.ts';
import { familyLinks, filmPreviews, filmRenders, previewRequests } from '../../db/schema.ts';

// Family links (issue 35 point 2, issue 36 point 3; docs/decisions/100), as a parent and a
// grandparent meet them: the parent of a preview (its upload session) or of a delivered film (its
// signed status link) makes a named link, sees the list with when each was last opened, and revokes
// one; the family opens a link without any cookie and sees the first name and the film through
// short-lived links; a revoked or expired link shows nothing (410), a made-up one 404; a stranger's
// session or a wrong signature can neither make, list nor revoke.

let t: TestApp;
let build: FakeWebBuild;
let sign: (orderId: string) => string;
let closeModules: () => Promise<void>;
let sweepPreviews: () => Promise<number>;

beforeAll(async () => {
  build = await createFakeWebBuild();
  t = await createTestApp({ env: { WEB_BUILD_DIR: build.dir } });
  const modules = await modulesOf(t);
  closeModules = modules.close;
  sweepPreviews = () => modules.previews.sweep();
  sign = (orderId) => new URL(modules.statusLinks.url(orderId)).searchParams.get('sig')!;
}, 60_000);

afterAll(async () => {
  await closeModules?.();
  await t?.close();
  await build?.remove();
});

const cookie = (session: string) => ({ cookie: `diya_upload_session=${session}` });

/** A rendered preview of this upload session, as the film worker leaves one. */
async function renderedPreview(session: string, childName = 'Aarav Sharma') {
  const [row] = await t.database.db
    .insert(filmPreviews)
    .values({
      cacheKey: randomUUID(),
      story: 1,
      language: 'english',
      childName,
      photoKey: `photos/${randomUUID()}.jpg`,
      profile: 'test',
      state: 'rendered',
      progress: 1,
      masterKey: `films/${randomUUID()}.mp4`,
      posterKey: `films/${randomUUID()}.jpg`,
      durationSeconds: 18,
    })
    .returning();
  await t.database.db
    .insert(previewRequests)
    .values({ previewId: row!.id, uploadSession: session, network: '198.51.100.0', startedRender: true });
  return row!;
}

const create = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/family-links', payload, headers });

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/family/${token}` });

describe('a preview’s family link', () => {
  it('the parent makes one for Grandma; a browser without cookies opens it; the list says when; revoking stops it', async () => {
    const session = randomUUID();
    const preview = await renderedPreview(session);
    const made = await create(
      { target: { kind: 'preview', previewId: preview.id }, name: ' Grandma ', siteLanguage: 'hi' },
      cookie(session),
    );
    expect(made.statusCode).toBe(201);
    expect(made.headers['referrer-policy']).toBe('no-referrer');
    const { link, url } = familyLinkCreatedSchema.parse(made.json()).data;
    expect(link).toMatchObject({
      kind: 'preview',
      name: 'Grandma',
      revoked_at: null,
      last_used_at: null,
      opens: 0,
    });
    // The Hindi page's link, 7 days.
    expect(new URL(url).pathname).toMatch(/^\/hi\/family\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link.expires_at!) - Date.parse(link.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(FAMILY_LINK_DAYS.preview, 5);
    // Only the token's hash is stored.
    const [stored] = await t.database.db.select().from(familyLinks).where(eq(familyLinks.id, link.id));
    expect(stored!.tokenHash).not.toContain(tokenOf(url));
    // The preview is kept while the link works, past the 24 h rule.
    const [kept] = await t.database.db.select().from(filmPreviews).where(eq(filmPreviews.id, preview.id));
    expect(kept!.keptUntil?.toISOString()).toBe(link.expires_at);

    // Grandma's phone: no cookie at all.
    const opened = await open(tokenOf(url));
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.headers['x-robots-tag']).toContain('noindex');
    const view = familyViewResponseSchema.parse(opened.json()).data;
    expect(view).toMatchObject({ kind: 'preview', child_name: 'Aarav', story_id: 1, download_url: null });
    expect(view.video_url).toContain('sig=');
    expect(view.video_url).not.toContain(preview.masterKey!);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/family-links?previewId=${preview.id}`,
      headers: cookie(session),
    });
    const [entry] = familyLinkListSchema.parse(listed.json()).data;
    expect(entry).toMatchObject({ id: link.id, opens: 1 });
    expect(entry!.last_used_at).not.toBeNull();

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/family-links/${link.id}/revoke`,
      payload: { target: { kind: 'preview', previewId: preview.id } },
      headers: cookie(session),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    const after = await open(tokenOf(url));
    expect(after.statusCode).toBe(410);
    expect(after.json()).toMatchObject({ code: 'FAMILY_LINK_GONE' });
    expect(JSON.stringify(after.json())).not.toContain('Aarav');
    // No working link: the preview goes back to the 24 h rule.
    const [released] = await t.database.db.select().from(filmPreviews).where(eq(filmPreviews.id, preview.id));
    expect(released!.keptUntil).toBeNull();
  });

  it('a stranger’s session can neither make, list nor revoke; a preview still rendering cannot be shared', async () => {
    const session = randomUUID();
    const preview = await renderedPreview(session);
    const target = { kind: 'preview', previewId: preview.id };
    const stranger = cookie(randomUUID());
    expect((await create({ target, name: 'Uncle' }, stranger)).statusCode).toBe(404);
    expect((await create({ target, name: 'Uncle' })).statusCode).toBe(404);
    const { link } = familyLinkCreatedSchema.parse(
      (await create({ target, name: 'Nani' }, cookie(session))).json(),
    ).data;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/family-links?previewId=${preview.id}`,
      headers: stranger,
    });
    expect(list.statusCode).toBe(404);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/family-links/${link.id}/revoke`,
      payload: { target },
      headers: stranger,
    });
    expect(revoke.statusCode).toBe(404);

    const rendering = await renderedPreview(session);
    await t.database.db
      .update(filmPreviews)
      .set({ state: 'rendering' })
      .where(eq(filmPreviews.id, rendering.id));
    const early = await create(
      { target: { kind: 'preview', previewId: rendering.id }, name: 'Nani' },
      cookie(session),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('FAMILY_LINK_PREVIEW_NOT_READY');
    // Bad input: a clear 400, never a 500.
    expect((await create({ target, name: '' }, cookie(session))).statusCode).toBe(400);
    expect((await create({ target: { kind: 'film' }, name: 'x' }, cookie(session))).statusCode).toBe(400);
  });

  it('a working link keeps the preview past the 24 h sweep; once it is stopped, the sweep takes it', async () => {
    const session = randomUUID();
    const preview = await renderedPreview(session);
    const target = { kind: 'preview', previewId: preview.id };
    const { link, url } = familyLinkCreatedSchema.parse(
      (await create({ target, name: 'Dada' }, cookie(session))).json(),
    ).data;
    const lastAskedLongAgo = () =>
      t.database.db
        .update(filmPreviews)
        .set({ requestedAt: sql`now() - interval '25 hours'` })
        .where(eq(filmPreviews.id, preview.id));
    await lastAskedLongAgo();
    await sweepPreviews();
    const kept = await t.database.db.select().from(filmPreviews).where(eq(filmPreviews.id, preview.id));
    expect(kept).toHaveLength(1);
    expect((await open(tokenOf(url))).statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: `/api/family-links/${link.id}/revoke`,
      payload: { target },
      headers: cookie(session),
    });
    await lastAskedLongAgo();
    await sweepPreviews();
    const gone = await t.database.db.select().from(filmPreviews).where(eq(filmPreviews.id, preview.id));
    expect(gone).toHaveLength(0);
    // Its links went with it.
    expect(await t.database.db.select().from(familyLinks).where(eq(familyLinks.id, link.id))).toHaveLength(0);
  });

  it('an expired link and a made-up one open nothing: 410 and 404', async () => {
    const session = randomUUID();
    const preview = await renderedPreview(session);
    const { url } = familyLinkCreatedSchema.parse(
      (
        await create({ target: { kind: 'preview', previewId: preview.id }, name: 'Dadi' }, cookie(session))
      ).json(),
    ).data;
    await t.database.db
      .update(familyLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(familyLinks.previewId, preview.id));
    expect((await open(tokenOf(url))).statusCode).toBe(410);
    expect((await open('A'.repeat(43))).statusCode).toBe(404);
    expect((await open('short')).statusCode).toBe(404);
  });
});

describe('a delivered film’s family link and watch page', () => {
  async function deliveredOrder() {
    const order = await createOrder(t, null, {
      characterName: 'Meera Iyer',
      itemNumber: 3,
      status: 'complete',
      siteLanguage: 'hi',
    });
    const video = await createVideo(t, order, 'Meera and Krishna');
    return { order, video };
  }

  it('the parent’s watch page plays the film with fresh links; a family link shows the first name only and stops when revoked', async () => {
    const { order, video } = await deliveredOrder();
    // The shop rendered it: the small copy and captions come with it.
    await t.database.db.insert(filmRenders).values({
      orderId: order.id,
      state: 'rendered',
      maxAttempts: 3,
      profile: 'test',
      masterKey: video.uri,
      whatsappKey: `films/${randomUUID()}.mp4`,
      captionsKey: `films/${randomUUID()}.vtt`,
      posterKey: `films/${randomUUID()}.jpg`,
    });
    const sig = sign(order.id);
    const watch = await t.app.inject({
      method: 'GET',
      url: `/api/watch/${order.id}?sig=${encodeURIComponent(sig)}`,
    });
    expect(watch.statusCode, watch.body).toBe(200);
    const film = watchViewResponseSchema.parse(watch.json()).data;
    expect(film).toMatchObject({ kind: 'film', child_name: 'Meera Iyer', certificate_portrait: false });
    expect(film.certificate_url).toMatch(new RegExp(`^/api/certificates/${order.id}\\?expires=\\d+&sig=`));
    for (const link of [film.video_url, film.small_video_url, film.captions_url, film.download_url])
      expect(link).toContain('sig=');
    expect((await t.app.inject({ method: 'GET', url: `/api/watch/${order.id}?sig=wrong` })).statusCode).toBe(
      404,
    );

    const target = { kind: 'film', orderId: order.id, sig };
    expect((await create({ target: { ...target, sig: 'x'.repeat(43) }, name: 'Grandpa' })).statusCode).toBe(
      404,
    );
    const made = await create({ target, name: 'Grandpa' });
    expect(made.statusCode).toBe(201);
    const { link, url } = familyLinkCreatedSchema.parse(made.json()).data;
    // As long as the film is kept: no date.
    expect(link.expires_at).toBeNull();
    const opened = familyViewResponseSchema.parse((await open(tokenOf(url))).json()).data;
    expect(opened).toMatchObject({ kind: 'film', child_name: 'Meera' });
    expect(opened.small_video_url).toContain('sig=');

    // The link's page: the web app's shell with the card (first name, the poster) for WhatsApp.
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toMatch(/<meta property="og:title" content="Meera की फ़िल्म: [^"]+">/);
    expect(page.body).not.toContain('Iyer');
    const poster = /<meta property="og:image" content="([^"]+)">/.exec(page.body)![1]!;
    const posterAnswer = await t.app.inject({ method: 'GET', url: new URL(poster).pathname });
    expect(posterAnswer.statusCode).toBe(302);
    expect(posterAnswer.headers.location).toContain('sig=');

    const list = familyLinkListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/family-links?orderId=${order.id}&sig=${encodeURIComponent(sig)}`,
        })
      ).json(),
    ).data;
    expect(list.map((entry) => entry.name)).toEqual(['Grandpa']);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/family-links/${link.id}/revoke`,
      payload: { target },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await open(tokenOf(url))).statusCode).toBe(410);
    const gonePage = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(gonePage.statusCode).toBe(410);
    expect(gonePage.body).not.toContain('og:title');
    expect((await t.app.inject({ method: 'GET', url: new URL(poster).pathname })).statusCode).toBe(404);
  });

  it('an order not delivered yet cannot be shared; a deleted film closes its links', async () => {
    const open_ = await createOrder(t, null, { characterName: 'Kabir' });
    const early = await create({
      target: { kind: 'film', orderId: open_.id, sig: sign(open_.id) },
      name: 'Nana',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('FAMILY_LINK_FILM_NOT_DELIVERED');

    const { order, video } = await deliveredOrder();
    const { url } = familyLinkCreatedSchema.parse(
      (
        await create({ target: { kind: 'film', orderId: order.id, sig: sign(order.id) }, name: 'Nana' })
      ).json(),
    ).data;
    expect((await open(tokenOf(url))).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from videos where id = ${video.id}`);
    expect((await open(tokenOf(url))).statusCode).toBe(410);
  });
});
