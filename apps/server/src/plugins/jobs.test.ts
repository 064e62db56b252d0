import { describe, expect, it, vi } from 'vitest';
import type { Mailer, OutgoingMail } from '../adapters/mail/mailer.ts';
import { enqueueMail } from '../modules/mail/outbox.service.ts';
import { bearer, createOrder, createUser, tokenFor } from '../../test/auth-fixtures.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { manualTimers } from '../../test/manual-timers.ts';
import {
  agePhotos,
  makeCheckoutDue,
  orderForm,
  remainingPhotos,
  startAndPayByCard,
  storedRows,
  uploadedPhotos,
} from '../../test/payment-fixtures.ts';

// The app built as server.ts builds it runs its own background jobs: nobody else starts the outbox
// worker, the payments reconciler, the uploads sweeper or the child data retention, and closing the
// app stops them.

// Generous: on a busy machine a pass of each job can take seconds.
const WAIT = { timeout: 15_000 };

describe('the background jobs of the app', () => {
  it('start when the app is ready, each does its work, and close stops them all', async () => {
    const timers = manualTimers();
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = {
      async send(mail) {
        sent.push(mail);
        return { messageId: mail.messageId };
      },
      close: async () => {},
    };
    const t = await createTestApp({ jobTimers: timers, mailer });
    try {
      // Ready: the outbox at once, the uploads sweeper after 30 s, the checkout reminders after 45 s,
      // the reconciler after RECONCILE_INTERVAL_MS, the child data retention, the unclaimed gifts'
      // pass and the review requests after a minute, the special-day releases after their interval.
      expect(timers.pendingDelays()).toEqual(
        [
          0,
          30_000,
          45_000,
          t.config.payments.reconcileIntervalMs,
          60_000,
          60_000,
          60_000,
          t.config.scheduledDeliveries.releaseIntervalMs,
        ].sort((a, b) => a - b),
      );

      // Work for each: a queued e-mail; a checkout paid at the provider that nobody reported (the
      // app is not listening, so the sandbox's webhook goes nowhere); a photo no order claimed in 25 h.
      await enqueueMail(t.database.db, {
        kind: 'test',
        to: 'asha@example.com',
        data: { recipientName: 'Asha', message: 'hello' },
      });
      const [photoId] = await uploadedPhotos(t, 1);
      expect(await remainingPhotos(t, [photoId!])).toEqual([photoId]);
      const { reference } = await startAndPayByCard(t, orderForm(await uploadedPhotos(t)));
      await makeCheckoutDue(t, reference);
      await agePhotos(t, [photoId!], 25);
      expect((await storedRows(t, reference)).orders).toHaveLength(0);
      // ... and a cancelled order, whose photos are due at once (docs/decisions/047).
      const cancelled = await createOrder(t, null, { stage: 'cancelled' });
      const adminToken = await tokenFor(t, await createUser(t, 'admin'));

      timers.fireAll();
      await vi.waitFor(async () => {
        expect(sent.map((mail) => mail.to)).toContain('asha@example.com');
        expect((await storedRows(t, reference)).orders).toHaveLength(1);
        expect(await remainingPhotos(t, [photoId!])).toEqual([]);
        const detail = await t.app.inject({
          url: `/api/orders/${cancelled.id}`,
          headers: bearer(adminToken),
        });
        expect(detail.json().data.child_data.photos_deleted_reason).toBe('cancelled');
      }, WAIT);
    } finally {
      await t.close();
    }
    // Closed: no job waits for its next pass.
    expect(timers.pendingDelays()).toEqual([]);
  });
});
