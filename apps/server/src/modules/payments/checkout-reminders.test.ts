import { randomUUID } from 'node:crypto';
import { resumedCheckoutSchema } from '@shop/contracts/checkout-reminders';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, outbox, photoUploads } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import { agePhotos, orderForm, uploadedPhotos } from '../../../test/payment-fixtures.ts';

// Abandoned checkouts brought back (docs/decisions/112): the first reminder an hour after the start,
// the second at 20 hours, each once; WhatsApp only with the phone-updates tick; none once the photos
// are gone; the links reopen the form in another browser and stop further reminders.

describe('checkout reminders', () => {
  let t: TestApp;
  let modules: Awaited<ReturnType<typeof modulesOf>>;
  beforeAll(async () => {
    t = await createTestApp();
    modules = await modulesOf(t);
  });
  afterAll(async () => {
    await modules.close();
    await t.close();
  });

  /** A guest's card checkout, left unpaid, started `hours` ago. */
  async function abandoned(form: Record<string, unknown> = {}, hours = 0) {
    const email = `parent-${randomUUID().slice(0, 8)}@example.com`;
    const photos = await uploadedPhotos(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: orderForm(photos, { email, ...form }),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.email, email));
    await age(row!.id, photos, hours);
    return { id: row!.id, email, photos };
  }
  async function age(id: string, photos: string[], hours: number) {
    await t.database.db
      .update(checkouts)
      .set({ createdAt: sql`now() - (${hours}::float8 * interval '1 hour')` })
      .where(eq(checkouts.id, id));
    await agePhotos(t, photos, Math.ceil(hours));
  }
  const messagesTo = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(outbox.createdAt);
  const pass = () => modules.payments.reminders.runPass();
  const linksIn = (text: string) => ({
    resume: /#resume=([A-Za-z0-9_.-]+)/.exec(text)?.[1],
    stop: /#stop=([A-Za-z0-9_.-]+)/.exec(text)?.[1],
  });

  it('none before the hour; one after it, once however many passes run at once; the second at 20 h; no third', async () => {
    const checkout = await abandoned({}, 0.9);
    await pass();
    expect(await messagesTo(checkout.email)).toHaveLength(0);

    await age(checkout.id, checkout.photos, 1.1);
    await Promise.all([pass(), pass(), pass()]);
    const first = await messagesTo(checkout.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.kind).toBe('checkout-reminder');
    expect(first[0]!.subject).toBe('Aarav’s story is waiting for you');
    expect(first[0]!.text).toContain('Finish my order');
    const links = linksIn(first[0]!.text);
    expect(links.resume).toBeDefined();
    expect(links.stop).toBeDefined();
    expect(first[0]!.text).toContain(`${t.config.siteUrl}/order#resume=`);

    await pass();
    expect(await messagesTo(checkout.email)).toHaveLength(1);
    // The photos were uploaded 20 h ago too: 4 h of their hold left, so the second may go.
    await age(checkout.id, checkout.photos, 20);
    await Promise.all([pass(), pass()]);
    expect(await messagesTo(checkout.email)).toHaveLength(2);
    await age(checkout.id, checkout.photos, 22);
    await pass();
    expect(await messagesTo(checkout.email)).toHaveLength(2);
  });

  it('WhatsApp only to a parent who ticked phone updates, in the page’s language', async () => {
    const ticked = await abandoned(
      { phoneUpdates: true, phoneNumber: '98765 43210', countryCode: '+91', siteLanguage: 'hi' },
      1.5,
    );
    const notTicked = await abandoned(
      { phoneUpdates: false, phoneNumber: '98765 43211', countryCode: '+91' },
      1.5,
    );
    await pass();
    const whatsapp = await t.database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.toAddress, ['+919876543210', '+919876543211']));
    expect(whatsapp.map((row) => [row.toAddress, row.kind])).toEqual([
      ['+919876543210', 'whatsapp-checkout-reminder'],
    ]);
    expect(whatsapp[0]!.text).toContain('की कहानी');
    expect(whatsapp[0]!.text).toContain('/hi/order#resume=');
    const [mail] = await messagesTo(ticked.email);
    expect(mail!.subject).toBe('Aarav की कहानी आपका इंतज़ार कर रही है');
    expect(await messagesTo(notTicked.email)).toHaveLength(1);
  });

  it('never for a checkout whose photos were deleted, nor one whose photos are about to be swept', async () => {
    const deleted = await abandoned({}, 2);
    await t.database.db.delete(photoUploads).where(inArray(photoUploads.id, deleted.photos));
    const expiring = await abandoned({}, 2);
    await t.database.db
      .update(photoUploads)
      .set({ createdAt: sql`now() - interval '23 hours 30 minutes'` })
      .where(inArray(photoUploads.id, expiring.photos));
    await pass();
    expect(await messagesTo(deleted.email)).toHaveLength(0);
    expect(await messagesTo(expiring.email)).toHaveLength(0);
  });

  it('never after the parent came back: a newer checkout of the address, or a paid one', async () => {
    const older = await abandoned({}, 3);
    const newer = await abandoned({}, 0);
    await t.database.db.update(checkouts).set({ email: older.email }).where(eq(checkouts.id, newer.id));
    const paid = await abandoned({}, 2);
    await t.database.db
      .update(checkouts)
      .set({ status: 'paid', paidAt: sql`now()` })
      .where(eq(checkouts.id, paid.id));
    await pass();
    expect(await messagesTo(older.email)).toHaveLength(0);
    expect(await messagesTo(paid.email)).toHaveLength(0);
  });

  it('the link reopens the filled form in another browser, whose upload session then holds the photos', async () => {
    const checkout = await abandoned({ kidName: 'Meera', storyId: 12, pronunciation: 'MEE-ra' }, 1.2);
    await pass();
    const { resume } = linksIn((await messagesTo(checkout.email))[0]!.text);
    const session = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-reminders/resume',
      payload: { token: resume },
      headers: { cookie: `diya_upload_session=${session}` },
    });
    expect(res.statusCode).toBe(200);
    const form = resumedCheckoutSchema.parse(res.json().data);
    expect(form).toMatchObject({
      kidName: 'Meera',
      storyId: 12,
      email: checkout.email,
      pronunciation: 'MEE-ra',
    });
    expect(form.photos.map((photo) => photo.public_id).sort()).toEqual([...checkout.photos].sort());
    const held = await t.database.db
      .select({ session: photoUploads.uploadSession })
      .from(photoUploads)
      .where(inArray(photoUploads.id, checkout.photos));
    expect(held.every((row) => row.session === session)).toBe(true);

    // A token altered by one character, or a stop token used to resume: refused, nothing handed over.
    const forged = `${resume!.slice(0, -1)}${resume!.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [forged, linksIn((await messagesTo(checkout.email))[0]!.text).stop]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/checkout-reminders/resume',
        payload: { token },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('REMINDER_LINK_INVALID');
    }
    // Once the photos are gone, the form cannot be reopened with them: 410.
    await t.database.db.delete(photoUploads).where(inArray(photoUploads.id, checkout.photos));
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-reminders/resume',
      payload: { token: resume },
    });
    expect(gone.statusCode).toBe(410);
  });

  it('the stop link stops the second reminder, and reminders for later checkouts of the address', async () => {
    const checkout = await abandoned({}, 1.5);
    await pass();
    const { stop } = linksIn((await messagesTo(checkout.email))[0]!.text);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-reminders/stop',
      payload: { token: stop },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ siteLanguage: 'en' });
    await age(checkout.id, checkout.photos, 20.5);
    await pass();
    expect(await messagesTo(checkout.email)).toHaveLength(1);

    const later = await abandoned({}, 0);
    await t.database.db
      .update(checkouts)
      .set({ email: checkout.email.toUpperCase() })
      .where(eq(checkouts.id, later.id));
    await age(later.id, later.photos, 2);
    await pass();
    expect(await messagesTo(checkout.email)).toHaveLength(1);
    expect(await messagesTo(checkout.email.toUpperCase())).toHaveLength(0);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-reminders/stop',
      payload: { token: 'x'.repeat(40) },
    });
    expect(bad.statusCode).toBe(400);
  });
});
