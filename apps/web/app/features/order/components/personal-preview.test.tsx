// @vitest-environment happy-dom
import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { PREVIEW_ENDPOINTS, PREVIEW_MESSAGES, type Preview } from '@shop/contracts/previews';
import { CONSENT_VERSION } from '@shop/contracts/privacy';
import { FAMILY_LINK_ENDPOINTS } from '@shop/contracts/family-links';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryProvider } from '~/lib/query-provider';
import { stubApi } from '~/lib/testing/api-stub';
import type { OrderFormValues } from './order-form';
import { PersonalPreview, previewInputs } from './personal-preview';

// The personal preview on the order form (docs/product-guide.md#the-order-form): it waits for the
// inputs, asks by itself once they are complete, follows the render and plays the teaser inline.

const PHOTO_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const PREVIEW_ID = '0b7c1e2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d';
const FAMILY_URL = 'https://diyatales.example/family/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const FAMILY_LINK = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  kind: 'preview',
  name: 'Grandma',
  created_at: '2026-11-28T10:00:00.000Z',
  expires_at: '2026-12-05T10:00:00.000Z',
  revoked_at: null,
  last_used_at: null,
  opens: 0,
} as const;

const values = (overrides: Partial<OrderFormValues> = {}): OrderFormValues => ({
  kidName: 'Aarav',
  storyId: '3',
  language: 'hindi',
  email: '',
  country: 'IN',
  state: '',
  phoneUpdates: false,
  phoneNumber: '',
  pronunciation: 'AA-rav',
  voiceClip: null,
  consentDays: 30,
  deliverOn: null,
  promoCode: '',
  gift: null,
  ...overrides,
});

const uploads = {
  photos: [
    { key: 'a', preview: null, publicId: 'ffffffff-0000-4000-8000-000000000000' },
    { key: 'b', preview: null, publicId: PHOTO_ID, crop: { x: 0.1, y: 0.2, size: 0.5 } },
  ],
  uploading: false,
  progress: 100,
  upload: async () => null,
  remove: () => undefined,
  setCrop: () => undefined,
};

const preview = (overrides: Partial<Preview>): Preview => ({
  id: PREVIEW_ID,
  state: 'queued',
  progress: 0,
  queue_position: 0,
  error: null,
  video_url: null,
  poster_url: null,
  duration_seconds: null,
  expires_at: '2026-11-29T10:00:00.000Z',
  ...overrides,
});

const config = {
  endpoint: PAYMENT_ENDPOINTS.config,
  body: {
    card: { provider: 'sandbox-card', testMode: true },
    india: { provider: 'sandbox-upi', testMode: true },
    taxNumber: null,
    photoRetention: { daysAfterDelivery: 30, daysUndelivered: 60 },
  },
};

afterEach(cleanup);

describe('the inputs of a preview', () => {
  it('are complete with a name, a story, a language, the consent on screen and an uploaded photo (the framed one)', () => {
    expect(previewInputs(values(), uploads, 30, '/hi/order')).toEqual({
      storyId: 3,
      language: 'hindi',
      kidName: 'Aarav',
      photoId: PHOTO_ID,
      crop: { x: 0.1, y: 0.2, size: 0.5 },
      pronunciation: 'AA-rav',
      voiceClipId: null,
      consent: { given: true, version: CONSENT_VERSION, daysAfterDelivery: 30 },
      siteLanguage: 'hi',
    });
    for (const incomplete of [
      values({ kidName: ' ' }),
      values({ storyId: '' }),
      values({ consentDays: null }),
      values({ consentDays: 45 }),
      values({ kidName: 'A'.repeat(41) }),
    ])
      expect(previewInputs(incomplete, uploads, 30, '/order')).toBeNull();
    expect(previewInputs(values(), { photos: [], uploading: false }, 30, '/order')).toBeNull();
    expect(previewInputs(values(), { ...uploads, uploading: true }, 30, '/order')).toBeNull();
  });
});

describe('PersonalPreview', () => {
  it('invites the parent until the inputs are complete, and asks for nothing', async () => {
    const api = stubApi([config]);
    render(
      <MemoryRouter initialEntries={['/order']}>
        <QueryProvider>
          <PersonalPreview values={values({ consentDays: null })} uploads={uploads} active />
        </QueryProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'See your child in the story' })).toBeTruthy();
    expect(screen.getByText(/a short preview of the film starts here by itself/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.sentTo(PREVIEW_ENDPOINTS.request)).toEqual([]);
  });

  it('asks by itself once complete, and plays the rendered teaser inline', async () => {
    const api = stubApi([
      config,
      { endpoint: PREVIEW_ENDPOINTS.request, body: { success: true, data: preview({}) } },
      { endpoint: FAMILY_LINK_ENDPOINTS.list, body: { success: true, data: [] } },
      {
        endpoint: FAMILY_LINK_ENDPOINTS.create,
        status: 201,
        body: { success: true, data: { link: FAMILY_LINK, url: FAMILY_URL } },
      },
      {
        endpoint: PREVIEW_ENDPOINTS.read,
        params: { id: PREVIEW_ID },
        body: {
          success: true,
          data: preview({
            state: 'rendered',
            progress: 1,
            queue_position: null,
            video_url: '/api/storage/films/x.mp4?sig=1',
            poster_url: '/api/storage/films/x.jpg?sig=1',
            duration_seconds: 18,
          }),
        },
      },
    ]);
    render(
      <MemoryRouter initialEntries={['/order']}>
        <QueryProvider>
          <PersonalPreview values={values()} uploads={uploads} active />
        </QueryProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Your preview is next in line…', {}, { timeout: 3000 })).toBeTruthy();
    const video = await screen.findByLabelText('Preview of Aarav’s film', {}, { timeout: 3000 });
    expect(video.getAttribute('src')).toBe('/api/storage/films/x.mp4?sig=1');
    expect(
      screen.getByText('Here is Aarav in the story! The whole film is made after you order.'),
    ).toBeTruthy();
    expect(api.sentTo(PREVIEW_ENDPOINTS.request)).toHaveLength(1);
    expect(api.sentTo(PREVIEW_ENDPOINTS.request)[0]!.body).toMatchObject({
      photoId: PHOTO_ID,
      kidName: 'Aarav',
    });

    // Send to family: a link for Grandma, offered once, with WhatsApp's share intent.
    fireEvent.change(screen.getByLabelText('Who is it for?'), { target: { value: 'Grandma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make a link' }));
    const whatsapp = await screen.findByRole('link', { name: 'Send on WhatsApp' });
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toBe(
      `https://wa.me/?text=See Aarav in a Diya Tales story! A short preview, just for you: ${FAMILY_URL}`,
    );
    expect(api.sentTo(FAMILY_LINK_ENDPOINTS.create)[0]!.body).toEqual({
      target: { kind: 'preview', previewId: PREVIEW_ID },
      name: 'Grandma',
      siteLanguage: 'en',
    });
  });

  it('says so kindly when a limit is reached, with a way to try again', async () => {
    stubApi([
      config,
      {
        endpoint: PREVIEW_ENDPOINTS.request,
        status: 429,
        body: { message: PREVIEW_MESSAGES.sessionLimit, code: 'PREVIEW_SESSION_LIMIT' },
      },
    ]);
    render(
      <MemoryRouter initialEntries={['/order']}>
        <QueryProvider>
          <PersonalPreview values={values()} uploads={uploads} active />
        </QueryProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText(PREVIEW_MESSAGES.sessionLimit, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
