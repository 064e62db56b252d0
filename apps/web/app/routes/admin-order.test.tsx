// @vitest-environment happy-dom
import {
  ORDER_DETAIL_ENDPOINTS,
  ORDER_DETAIL_MESSAGES,
  PHOTO_REQUEST_TEMPLATES,
  type AdminOrderDetail,
} from '@shop/contracts/order-detail';
import { FILM_RENDER_ENDPOINTS, type OrderFilm } from '@shop/contracts/film-renders';
import { STAGE_ERROR_CODES, STAGE_MESSAGES, type OrderStage } from '@shop/contracts/order-stages';
import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { consentText } from '@shop/content/consent/by-language';
import { CONSENT_VERSION } from '@shop/contracts/privacy';
import { ACCOUNT_MESSAGES_HI } from '@shop/content/parent-text/account-messages.hi';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '~/features/auth/components/auth-provider';
import { formatDateTime } from '~/lib/format-date';
import { signIn, stubApi, type StubbedAnswer } from '~/lib/testing/api-stub';
import AdminOrderRoute from './admin-order';

// The studio's order detail through its route (issue 12 items 1-4), against the API's
// contract-shaped answers: what the animator reads, the photos, and only the legal moves.

const ADMIN = {
  id: '0b7e4c1a-5f7d-4c43-9a43-2d4f0f0b0a01',
  name: 'Meera Studio',
  email: 'meera@diyatales.test',
  role: 'admin' as const,
};

const ORDER_ID = '3f1c9a52-8d0e-4b8e-a1f0-6c2d9e7b4a10';
const PHOTO_1 = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01';
const PHOTO_2 = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02';
const HOUR = 3_600_000;

const photo = (id: string, n: number) => ({
  id,
  url: `http://shop.test/staff/photos/${id}?sig=view${n}`,
  download_url: `http://shop.test/staff/photos/${id}?sig=dl${n}&disposition=attachment`,
  width: 1200,
  height: 900,
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
});

function detail(partial: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const created = new Date(Date.now() - 2 * HOUR).toISOString();
  return {
    view: 'admin',
    unique_id: ORDER_ID,
    user_id: null,
    item_number: 3,
    character_name: 'Aarav',
    status: 'pending',
    stage: 'received',
    language: 'hindi',
    email: 'parent@example.com',
    country: 'IN',
    amount_minor: 49900,
    currency: 'INR',
    due_at: new Date(Date.now() + 22 * HOUR).toISOString(),
    created_date: created,
    updated_date: created,
    child_data: { photos_deleted_at: null, photos_deleted_reason: null, video_deleted_at: null },
    scheduled_delivery: null,
    order_number: 'DT-3KX9WQ',
    story_title: 'The Butter Thief',
    overdue: false,
    provider: 'sandbox',
    payment_reference: 'pi_sandbox_3KX9',
    parent: { email: 'parent@example.com', phone: '+91 98765 43210', updates_opted_in: true },
    site_language: 'en',
    whatsapp: {
      phone: '+919876543210',
      opted_in_at: created,
      opt_in_text: 'Send me order updates by phone (optional)',
      opted_out_at: null,
      messages: [],
    },
    photos: [photo(PHOTO_1, 1), photo(PHOTO_2, 2)],
    pronunciation: null,
    voice_clip: null,
    consent: null,
    media_access: [],
    events: [
      {
        id: '6b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d01',
        kind: 'created',
        at: created,
        by: { role: 'system', user_id: null, name: null },
        from: null,
        to: 'received',
        note: null,
      },
    ],
    photo_request: null,
    refund: null,
    video: null,
    ...partial,
  };
}

const getDetail = (order: AdminOrderDetail): StubbedAnswer => ({
  endpoint: ORDER_ENDPOINTS.get,
  params: { id: ORDER_ID },
  body: { success: true, data: order },
});

const getFilmData = (film: Partial<OrderFilm>): OrderFilm => ({
  order_id: ORDER_ID,
  stage: 'received',
  render: null,
  can_render: false,
  story_renderable: true,
  ...film,
});

/** The order's film: none rendered yet, unless a test gives its own answer first. */
const getFilm = (film: Partial<OrderFilm> = {}): StubbedAnswer => ({
  endpoint: FILM_RENDER_ENDPOINTS.get,
  params: { id: ORDER_ID },
  body: { success: true, data: getFilmData(film) },
});

function renderDetail(answers: StubbedAnswer[]) {
  const api = stubApi([signIn(ADMIN), ...answers, getFilm()]);
  const Stub = createRoutesStub([
    {
      Component: () => (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      children: [
        { path: '/admin/orders/:orderId', Component: AdminOrderRoute },
        { path: '/admin/complete-order/:orderId?', Component: () => <h1>Complete Order</h1> },
        { path: '/admin', Component: () => <h1>Admin Dashboard</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={[`/admin/orders/${ORDER_ID}`]} />);
  return api;
}

describe('the order detail', () => {
  it('shows what the studio needs: the child, story, parent, payment, due time, photos and timeline', async () => {
    const api = renderDetail([getDetail(detail())]);
    expect(await screen.findByRole('heading', { level: 1, name: /Aarav/ })).toBeTruthy();
    expect(api.sentTo(ORDER_ENDPOINTS.get, { id: ORDER_ID })).toHaveLength(1);
    expect(screen.getByTestId('fact-story').textContent).toBe('3 · The Butter Thief');
    expect(screen.getByTestId('fact-email').textContent).toBe('parent@example.com');
    expect(screen.getByTestId('fact-phone').textContent).toContain('+91 98765 43210');
    expect(screen.getByTestId('fact-phone').textContent).toContain('Opted in to updates');
    expect(screen.getByTestId('fact-amount').textContent).toContain('499');
    expect(screen.getByTestId('fact-payment-ref').textContent).toBe('pi_sandbox_3KX9');
    expect(screen.getByTestId('due-line').textContent).toMatch(/^Due in 2[12] h/);
    expect(screen.queryByTestId('overdue-banner')).toBeNull();

    const thumbnails = screen.getAllByRole('button', { name: /^View photo \d full size$/ });
    expect(thumbnails).toHaveLength(2);
    expect(thumbnails[0]!.querySelector('img')?.getAttribute('src')).toBe(detail().photos[0]!.url);
    expect(screen.getAllByTestId('timeline-event').map((event) => event.textContent)).toEqual([
      expect.stringContaining('Order received'),
    ]);
  });

  it("shows the parent's consent and every staff access to the photos (issue 13 items 1 and 4)", async () => {
    const givenAt = '2026-11-25T10:15:00.000Z';
    renderDetail([
      getDetail(
        detail({
          consent: {
            version: CONSENT_VERSION,
            text: consentText(30),
            given_at: givenAt,
            given_by: { kind: 'guest', user_id: null, email: 'parent@example.com' },
          },
          media_access: [
            {
              at: givenAt,
              media: 'photo',
              media_id: PHOTO_2,
              kind: 'download',
              admin: { user_id: ADMIN.id, name: ADMIN.name, email: ADMIN.email },
            },
            {
              at: givenAt,
              media: 'photo',
              media_id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c99',
              kind: 'view',
              admin: { user_id: ADMIN.id, name: null, email: 'old@diyatales.test' },
            },
          ],
        }),
      ),
    ]);
    const consent = await screen.findByTestId('consent');
    expect(consent.textContent).toContain(
      `Consent: given by a guest, parent@example.com on ${formatDateTime(givenAt)} (text version ${CONSENT_VERSION})`,
    );
    expect(consent.textContent).toContain(consentText(30));
    expect(screen.getAllByTestId('access-entry').map((entry) => entry.textContent)).toEqual([
      `DownloadedPhoto 2by Meera Studio${formatDateTime(givenAt)}`,
      `ViewedReplaced photo 5a1b2c3dby old@diyatales.test${formatDateTime(givenAt)}`,
    ]);
  });

  it('names each opened photo the order no longer has by what became of it', async () => {
    const HOUR_AGO = new Date(Date.now() - HOUR).toISOString();
    const NOW = new Date().toISOString();
    const gone = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c77';
    const opened = (at: string) => ({
      at,
      media: 'photo' as const,
      media_id: gone,
      kind: 'view' as const,
      admin: { user_id: ADMIN.id, name: ADMIN.name, email: ADMIN.email },
    });
    renderDetail([
      getDetail(
        detail({
          photos: [],
          child_data: {
            photos_deleted_at: NOW,
            photos_deleted_reason: 'parent_request',
            video_deleted_at: null,
          },
          media_access: [opened(HOUR_AGO)],
        }),
      ),
    ]);
    expect((await screen.findByTestId('access-entry')).textContent).toContain(
      'Photo 5a1b2c3d, deleted by the parent',
    );
    expect(screen.queryByText(/Replaced photo/)).toBeNull();
  });

  it('labels an erased account’s order as erased, not as one from before consent was asked', async () => {
    const erasedAt = new Date(Date.now() - HOUR).toISOString();
    renderDetail([
      getDetail(
        detail({
          character_name: '',
          email: '',
          photos: [],
          child_data: {
            photos_deleted_at: erasedAt,
            photos_deleted_reason: 'account_erased',
            video_deleted_at: null,
            account_erased_at: erasedAt,
          },
        }),
      ),
    ]);
    const consent = await screen.findByTestId('consent');
    expect(consent.textContent).toContain(`Erased with the parent's account on ${formatDateTime(erasedAt)}`);
    expect(consent.textContent).not.toContain('No consent is on record');
    expect(screen.getByTestId('account-erased').textContent).toContain(
      `the parent deleted their account on ${formatDateTime(erasedAt)}`,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Name erased');
  });

  it('says so when an order has no consent on record and no one opened its photos', async () => {
    renderDetail([getDetail(detail())]);
    expect((await screen.findByTestId('consent')).textContent).toContain('No consent is on record');
    expect(screen.getByTestId('access-log-empty')).toBeTruthy();
  });

  it('opens a photo full size in the dialog, with its download link', async () => {
    const user = userEvent.setup();
    renderDetail([getDetail(detail())]);
    await user.click(await screen.findByRole('button', { name: 'View photo 2 full size' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 2' });
    const full = within(dialog).getByRole('img', { name: "The child's photo 2, full size" });
    expect(full.getAttribute('src')).toBe(detail().photos[1]!.url);
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      detail().photos[1]!.download_url,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close photo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the WhatsApp opt-in, the stop and each message, a refusal with the Cloud API’s reason', async () => {
    const at = new Date(Date.now() - HOUR).toISOString();
    const refusal = 'WhatsApp Cloud API 400: (#131026) Message undeliverable (code 131026)';
    renderDetail([
      getDetail(
        detail({
          site_language: 'hi',
          whatsapp: {
            phone: '+919876543210',
            opted_in_at: at,
            opt_in_text: 'मुझे ऑर्डर की जानकारी फ़ोन पर भेजें (वैकल्पिक)',
            opted_out_at: null,
            messages: [
              { kind: 'order-paid', status: 'sent', attempts: 1, created_at: at, sent_at: at, error: null },
              {
                kind: 'photo-needed',
                status: 'failed',
                attempts: 1,
                created_at: at,
                sent_at: null,
                error: refusal,
              },
            ],
          },
        }),
      ),
    ]);
    const facts = await screen.findByTestId('whatsapp-facts');
    expect(facts.textContent).toContain('+919876543210');
    expect(facts.textContent).toContain('“मुझे ऑर्डर की जानकारी फ़ोन पर भेजें (वैकल्पिक)”');
    expect(screen.getByTestId('whatsapp-stopped').textContent).toBe('No');
    expect(facts.textContent).toContain('Order paid');
    expect(screen.getByTestId('whatsapp-error').textContent).toBe(refusal);
    expect(screen.getByTestId('fact-site-language').textContent).toContain('Hindi');
  });

  it('shows an overdue order loudly', async () => {
    renderDetail([
      getDetail(detail({ overdue: true, due_at: new Date(Date.now() - 3 * HOUR).toISOString() })),
    ]);
    expect((await screen.findByTestId('overdue-banner')).textContent).toContain('This video is overdue');
    expect(screen.getByTestId('due-line').textContent).toMatch(/^Overdue by 3 h/);
    expect(screen.getAllByTestId('overdue-badge').length).toBeGreaterThan(0);
  });

  it('offers only the legal next stages, and moves the order with the note', async () => {
    const user = userEvent.setup();
    const moved = detail({
      stage: 'in_production',
      events: [
        ...detail().events,
        {
          id: '6b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d02',
          kind: 'stage',
          at: new Date().toISOString(),
          by: { role: 'admin', user_id: ADMIN.id, name: ADMIN.name },
          from: 'received',
          to: 'in_production',
          note: 'Storyboard approved',
        },
      ],
    });
    const api = renderDetail([
      getDetail(detail()),
      {
        endpoint: ORDER_DETAIL_ENDPOINTS.moveStage,
        params: { id: ORDER_ID },
        body: { success: true, data: moved },
      },
    ]);
    const production = await screen.findByRole('region', { name: 'Production' });
    // From received: production by hand, delivery through the complete-order screen, a photo request, cancel.
    expect(within(production).getByRole('button', { name: 'Start production' })).toBeTruthy();
    expect(within(production).queryByRole('button', { name: 'Send to quality check' })).toBeNull();
    expect(
      within(production).getByRole('link', { name: 'Deliver: upload the video' }).getAttribute('href'),
    ).toBe(`/admin/complete-order/${ORDER_ID}`);
    expect(within(production).getByRole('button', { name: 'Ask for a better photo' })).toBeTruthy();
    expect(within(production).getByRole('button', { name: /Cancel order and refund/ })).toBeTruthy();

    await user.type(
      within(production).getByLabelText('Note for the timeline (optional)'),
      'Storyboard approved',
    );
    await user.click(within(production).getByRole('button', { name: 'Start production' }));
    expect(api.sentTo(ORDER_DETAIL_ENDPOINTS.moveStage, { id: ORDER_ID })[0]?.body).toEqual({
      stage: 'in_production',
      note: 'Storyboard approved',
    });
    expect(await within(production).findByRole('button', { name: 'Send to quality check' })).toBeTruthy();
    expect(within(production).queryByRole('button', { name: 'Start production' })).toBeNull();
    expect(screen.getAllByTestId('timeline-event').at(-1)?.textContent).toContain('Storyboard approved');
  });

  it('shows the server’s 409 clearly when someone else moved the order first', async () => {
    const user = userEvent.setup();
    renderDetail([
      getDetail(detail()),
      {
        endpoint: ORDER_DETAIL_ENDPOINTS.moveStage,
        params: { id: ORDER_ID },
        status: 409,
        body: { message: STAGE_MESSAGES.movedMeanwhile('cancelled'), code: STAGE_ERROR_CODES.movedMeanwhile },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Start production' }));
    const refusal = await screen.findByText(STAGE_MESSAGES.movedMeanwhile('cancelled'));
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Start production' })).toBeTruthy();
  });

  it('asks for a better photo: the chosen photo, a template reason the admin may edit', async () => {
    const user = userEvent.setup();
    const asked = detail({
      stage: 'photo_needed',
      photo_request: {
        id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e01',
        state: 'open',
        photo_ids: [PHOTO_2],
        reason: PHOTO_REQUEST_TEMPLATES.blurry.text,
        template: 'blurry',
        requested_at: new Date().toISOString(),
        requested_by: ADMIN.name,
        expires_at: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
        opened_at: null,
        fulfilled_at: null,
      },
    });
    const api = renderDetail([
      getDetail(detail()),
      {
        endpoint: ORDER_DETAIL_ENDPOINTS.requestPhotos,
        params: { id: ORDER_ID },
        status: 201,
        body: { success: true, data: asked },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Ask for a better photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a better photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(within(dialog).getByText('Please choose the photo(s) to replace.')).toBeTruthy();
    expect(api.sentTo(ORDER_DETAIL_ENDPOINTS.requestPhotos, { id: ORDER_ID })).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Replace photo 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Blurry' }));
    const message = within(dialog).getByLabelText('Message to the parent') as HTMLTextAreaElement;
    expect(message.value).toBe(PHOTO_REQUEST_TEMPLATES.blurry.text);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(api.sentTo(ORDER_DETAIL_ENDPOINTS.requestPhotos, { id: ORDER_ID })[0]?.body).toEqual({
      photoIds: [PHOTO_2],
      reason: PHOTO_REQUEST_TEMPLATES.blurry.text,
      template: 'blurry',
    });
    expect(await screen.findByTestId('photo-request-opened')).toBeTruthy();
    expect(screen.getByTestId('photo-request-opened').textContent).toContain('has not opened the link yet');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('To replace')).toBeTruthy();
  });

  it('a Hindi family: shows what they will read, flags English words of the admin’s own, offers the Hindi wording', async () => {
    const user = userEvent.setup();
    const api = renderDetail([
      getDetail(detail({ site_language: 'hi' })),
      {
        endpoint: ORDER_DETAIL_ENDPOINTS.requestPhotos,
        params: { id: ORDER_ID },
        status: 201,
        body: { success: true, data: detail({ site_language: 'hi', stage: 'photo_needed' }) },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Ask for a better photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a better photo' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Replace photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Blurry' }));
    // Unchanged, the standard reason reaches them in Hindi.
    const note = within(dialog).getByTestId('hindi-family');
    expect(within(note).getByTestId('hindi-family-reads').textContent).toBe(
      ACCOUNT_MESSAGES_HI.photoReasons.blurry,
    );
    // Changed, the admin's English words would reach them as written: said before sending.
    const message = within(dialog).getByLabelText('Message to the parent') as HTMLTextAreaElement;
    await user.type(message, ' Please avoid sunglasses.');
    expect(note.textContent).toContain('these words will reach them in English');
    await user.click(within(note).getByRole('button', { name: 'Start from the Hindi wording' }));
    expect(message.value).toBe(ACCOUNT_MESSAGES_HI.photoReasons.blurry);
    await user.type(message, ' कृपया धूप का चश्मा न पहनाएँ।');
    expect(note.textContent).not.toContain('in English');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(api.sentTo(ORDER_DETAIL_ENDPOINTS.requestPhotos, { id: ORDER_ID })[0]?.body).toEqual({
      photoIds: [PHOTO_1],
      reason: `${ACCOUNT_MESSAGES_HI.photoReasons.blurry} कृपया धूप का चश्मा न पहनाएँ।`,
      template: 'blurry',
    });
  });

  it('an English family’s dialog says nothing about languages', async () => {
    const user = userEvent.setup();
    renderDetail([getDetail(detail())]);
    await user.click(await screen.findByRole('button', { name: 'Ask for a better photo' }));
    expect(screen.queryByTestId('hindi-family')).toBeNull();
  });

  it('cancels with a refund only after the confirm dialog, with a reason', async () => {
    const user = userEvent.setup();
    const cancelled = detail({
      stage: 'cancelled',
      refund: {
        state: 'succeeded',
        amount_minor: 49900,
        currency: 'INR',
        provider: 'sandbox',
        provider_refund_id: 're_sandbox_1',
        requested_at: new Date().toISOString(),
        completed_at: new Date().toISOString(),
      },
    });
    const api = renderDetail([
      getDetail(detail()),
      {
        endpoint: ORDER_DETAIL_ENDPOINTS.cancel,
        params: { id: ORDER_ID },
        body: { success: true, data: cancelled },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /Cancel order and refund/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order and refund it?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo(ORDER_DETAIL_ENDPOINTS.cancel, { id: ORDER_ID })).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Cancel order and refund/ }));
    const again = screen.getByRole('dialog', { name: 'Cancel this order and refund it?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel and refund' }));
    expect(within(again).getByText('Please say why the order is cancelled.')).toBeTruthy();
    await user.type(within(again).getByLabelText('Why is it cancelled?'), 'Parent asked to cancel');
    await user.click(within(again).getByRole('button', { name: 'Cancel and refund' }));
    expect(api.sentTo(ORDER_DETAIL_ENDPOINTS.cancel, { id: ORDER_ID })[0]?.body).toEqual({
      reason: 'Parent asked to cancel',
    });
    expect((await screen.findByTestId('refund')).textContent).toContain('re_sandbox_1');
    expect(screen.queryByRole('button', { name: 'Start production' })).toBeNull();
  });

  it('another admin cancelled first: the dialog closes, the page reloads the order and says why', async () => {
    const user = userEvent.setup();
    const api = renderDetail([
      getDetail(detail()),
      {
        endpoint: ORDER_DETAIL_ENDPOINTS.cancel,
        params: { id: ORDER_ID },
        status: 409,
        body: { message: STAGE_MESSAGES.movedMeanwhile('cancelled'), code: STAGE_ERROR_CODES.movedMeanwhile },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /Cancel order and refund/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order and refund it?' });
    await user.type(within(dialog).getByLabelText('Why is it cancelled?'), 'Parent asked to cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    const refusal = await screen.findByText(STAGE_MESSAGES.movedMeanwhile('cancelled'));
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // What the server holds now is asked for again.
    await vi.waitFor(() => expect(api.sentTo(ORDER_ENDPOINTS.get, { id: ORDER_ID }).length).toBe(2));
  });

  it('a refused cancel for another reason stays in its dialog, to try again', async () => {
    const user = userEvent.setup();
    renderDetail([
      getDetail(detail()),
      {
        endpoint: ORDER_DETAIL_ENDPOINTS.cancel,
        params: { id: ORDER_ID },
        status: 502,
        body: { message: ORDER_DETAIL_MESSAGES.refundFailed, code: 'REFUND_FAILED' },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /Cancel order and refund/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order and refund it?' });
    await user.type(within(dialog).getByLabelText('Why is it cancelled?'), 'Parent asked to cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByText(ORDER_DETAIL_MESSAGES.refundFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Cancel this order and refund it?' })).toBe(dialog);
  });

  it('offers the order’s receipt, fetched with the admin’s token, and says why it failed', async () => {
    const api = renderDetail([
      getDetail(detail()),
      {
        endpoint: ORDER_ENDPOINTS.receipt,
        params: { id: ORDER_ID },
        status: 503,
        body: { message: 'The receipt is not ready', code: 'RECEIPT_UNAVAILABLE' },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download receipt (PDF)' }));
    expect(await screen.findByText(/^The receipt could not be downloaded/)).toBeTruthy();
    const [sent] = api.sentTo(ORDER_ENDPOINTS.receipt, { id: ORDER_ID });
    expect(sent?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('Start production accepts the photos: the film panel reads the queued render and follows it', async () => {
    const user = userEvent.setup();
    renderDetail([getDetail(detail()), getFilm({ stage: 'received', can_render: true })]);
    const film = await screen.findByRole('region', { name: 'Film' });
    expect((await within(film).findByTestId('film-none')).textContent).toContain('Start production');

    // The server queues the render in the move's transaction: the film read next is queued.
    const api = stubApi([
      signIn(ADMIN),
      {
        endpoint: ORDER_DETAIL_ENDPOINTS.moveStage,
        params: { id: ORDER_ID },
        body: { success: true, data: detail({ stage: 'in_production' }) },
      },
      getDetail(detail({ stage: 'in_production' })),
      getFilm({
        stage: 'in_production',
        render: {
          id: '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f51',
          order_id: ORDER_ID,
          state: 'queued',
          progress: 0,
          step: null,
          error: null,
          error_code: null,
          attempts: 0,
          max_attempts: 3,
          queued_at: new Date().toISOString(),
          started_at: null,
          finished_at: null,
          duration_seconds: null,
          inputs_hash: null,
          note: null,
          files: null,
          stills: [],
          name_audio_url: null,
        },
      }),
    ]);
    await user.click(
      within(screen.getByRole('region', { name: 'Production' })).getByRole('button', {
        name: 'Start production',
      }),
    );
    expect((await within(film).findByTestId('film-state')).textContent).toBe('Waiting to render');
    expect(api.sentTo(FILM_RENDER_ENDPOINTS.get, { id: ORDER_ID }).length).toBeGreaterThanOrEqual(1);
  });

  it('shows the rendered film for review; approving it delivers and the page shows the delivered order', async () => {
    const user = userEvent.setup();
    const link = (file: string) => `http://shop.test/staff/films/h1/${file}?sig=s`;
    const rendered = (stage: OrderStage): Partial<OrderFilm> => ({
      stage,
      can_render: stage !== 'delivered',
      render: {
        id: '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f50',
        order_id: ORDER_ID,
        state: 'rendered',
        progress: 1,
        step: null,
        error: null,
        error_code: null,
        attempts: 1,
        max_attempts: 3,
        queued_at: new Date(Date.now() - HOUR).toISOString(),
        started_at: new Date(Date.now() - HOUR).toISOString(),
        finished_at: new Date(Date.now() - HOUR / 2).toISOString(),
        duration_seconds: 240,
        inputs_hash: 'h1',
        note: null,
        files: {
          master_url: link('master.mp4'),
          whatsapp_url: link('whatsapp.mp4'),
          poster_url: link('poster.jpg'),
          captions_url: link('captions.vtt'),
        },
        stills: [{ label: 'Title', at_seconds: 0, url: link('title.jpg') }],
        name_audio_url: link('name.wav'),
      },
    });
    renderDetail([getDetail(detail({ stage: 'quality_check' })), getFilm(rendered('quality_check'))]);
    const film = await screen.findByRole('region', { name: 'Film' });
    expect((await within(film).findByTestId('film-master')).getAttribute('src')).toBe(link('master.mp4'));
    // A hand-made video can still be delivered from the production panel.
    expect(screen.getByRole('link', { name: 'Deliver: upload the video' })).toBeTruthy();

    // The server delivers: the order the page reads next is delivered.
    const api = stubApi([
      signIn(ADMIN),
      getDetail(detail({ stage: 'delivered', status: 'complete' })),
      getFilm(rendered('delivered')),
      {
        endpoint: FILM_RENDER_ENDPOINTS.approve,
        params: { id: ORDER_ID },
        body: { success: true, data: getFilmData(rendered('delivered')) },
      },
    ]);
    await user.click(within(film).getByRole('button', { name: 'Approve and deliver' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deliver Aarav’s film?' })).getByRole('button', {
        name: 'Approve and deliver',
      }),
    );
    expect((await within(film).findByTestId('film-delivered')).textContent).toContain('Delivered');
    expect(await screen.findByText('Film approved and delivered. The parent has the links.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Production' })).getByTestId('stage-badge').textContent,
      ).toBe('Delivered'),
    );
    expect(api.sentTo(FILM_RENDER_ENDPOINTS.approve, { id: ORDER_ID })).toHaveLength(1);
  });

  it('answers an unknown order with Order not found', async () => {
    renderDetail([
      {
        endpoint: ORDER_ENDPOINTS.get,
        params: { id: ORDER_ID },
        status: 404,
        body: { message: 'Order not found', code: 'ORDER_NOT_FOUND' },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
  });
});
