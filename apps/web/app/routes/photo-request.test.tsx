// @vitest-environment happy-dom
import {
  PHOTO_REQUEST_ENDPOINTS,
  PHOTO_REQUEST_LINK_ERROR_CODES,
  PHOTO_REQUEST_LINK_MESSAGES,
  PHOTO_REQUEST_TEMPLATES,
} from '@shop/contracts/order-detail';
import { DATABASE_UNAVAILABLE_CODE, DATABASE_UNAVAILABLE_MESSAGE } from '@shop/contracts/api-error';
import { PARENT_MESSAGES_HI } from '@shop/content/parent-text/messages.hi';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubbedAnswer } from '~/lib/testing/api-stub';
import { HINDI_ROOT } from '~/lib/testing/root-route';
import PhotoRequestRoute, { meta } from './photo-request';

// The parent's better-photo page behind the e-mailed signed link (issue 12 item 3): the reason and
// the upload, or a clear page when the link cannot be used.

const REQUEST_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e01';

function renderPage(answer: StubbedAnswer, sig = 'abc') {
  const api = stubApi([answer]);
  const Stub = createRoutesStub([{ path: '/photo-request/:requestId', Component: PhotoRequestRoute }]);
  render(<Stub initialEntries={[`/photo-request/${REQUEST_ID}${sig ? `?sig=${sig}` : ''}`]} />);
  return api;
}

const refused = (status: number, code: string, message: string): StubbedAnswer => ({
  endpoint: PHOTO_REQUEST_ENDPOINTS.view,
  params: { id: REQUEST_ID },
  status,
  body: { message, code },
});

describe('the better-photo page', () => {
  it("shows the studio's reason and how many photos to send", async () => {
    const api = renderPage({
      endpoint: PHOTO_REQUEST_ENDPOINTS.view,
      params: { id: REQUEST_ID },
      body: {
        success: true,
        data: {
          id: REQUEST_ID,
          order_number: 'DT-3KX9WQ',
          character_name: 'Aarav',
          story_title: 'The Butter Thief',
          reason: 'The photo is too dark for us to see your child’s face.',
          template: 'too_dark',
          photos_to_replace: 1,
          expires_at: '2026-12-02T10:00:00.000Z',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We need a better photo of Aarav' }),
    ).toBeTruthy();
    expect(screen.getByTestId('photo-request-reason').textContent).toBe(
      'The photo is too dark for us to see your child’s face.',
    );
    expect(screen.getByText(/Please send 1 new photo\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send new photos' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(api.sent[0]?.url).toBe(`/api/photo-requests/${REQUEST_ID}?sig=abc`);
  });

  it.each([
    [
      410,
      PHOTO_REQUEST_LINK_ERROR_CODES.expired,
      PHOTO_REQUEST_LINK_MESSAGES.expired,
      'This link has expired',
    ],
    [
      409,
      PHOTO_REQUEST_LINK_ERROR_CODES.used,
      PHOTO_REQUEST_LINK_MESSAGES.used,
      'We already have your new photos',
    ],
    [
      404,
      PHOTO_REQUEST_LINK_ERROR_CODES.invalid,
      PHOTO_REQUEST_LINK_MESSAGES.invalid,
      'We could not open this link',
    ],
  ])('answers a %i link with its own clear page', async (status, code, message, title) => {
    renderPage(refused(status, code, message));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('does not ask the server about a link without its signature', async () => {
    const api = renderPage(refused(404, PHOTO_REQUEST_LINK_ERROR_CODES.invalid, 'x'), '');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not open this link' }),
    ).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });
});

describe('the better-photo page in Hindi (/hi/photo-request/…)', () => {
  function renderHindi(answer: StubbedAnswer) {
    const api = stubApi([answer]);
    const Stub = createRoutesStub([
      { ...HINDI_ROOT, children: [{ path: '/hi/photo-request/:requestId', Component: PhotoRequestRoute }] },
    ]);
    render(<Stub initialEntries={[`/hi/photo-request/${REQUEST_ID}?sig=abc`]} />);
    return api;
  }

  it("asks in Hindi, with the studio's standard reason and the story's Hindi title", async () => {
    renderHindi({
      endpoint: PHOTO_REQUEST_ENDPOINTS.view,
      params: { id: REQUEST_ID },
      body: {
        success: true,
        data: {
          id: REQUEST_ID,
          order_number: 'DT-3KX9WQ',
          character_name: 'Aarav',
          story_title: 'Little Krishna the Butter Thief',
          reason: PHOTO_REQUEST_TEMPLATES.too_dark.text,
          template: 'too_dark',
          photos_to_replace: 2,
          expires_at: '2026-12-02T10:00:00.000Z',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aarav की एक बेहतर फ़ोटो चाहिए' }),
    ).toBeTruthy();
    expect(screen.getByText('माखन चोर नन्हे कृष्ण').tagName).toBe('STRONG');
    expect(screen.getByTestId('photo-request-reason').textContent).toMatch(/^फ़ोटो में इतना अँधेरा है/);
    expect(screen.getByText(/कृपया 1 से 2 तक नई फ़ोटो भेजें।/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़ोटो चुनें' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'नई फ़ोटो भेजें' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^यह लिंक सिर्फ़ एक बार, 2 दिसंबर 2026/)).toBeTruthy();
    for (const english of ['We need', 'From our studio', 'Send new photos', 'too dark'])
      expect(document.body.textContent).not.toContain(english);
  });

  it("shows an expired link's page in Hindi, from the API's English answer", async () => {
    renderHindi(refused(410, PHOTO_REQUEST_LINK_ERROR_CODES.expired, PHOTO_REQUEST_LINK_MESSAGES.expired));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'इस लिंक की अवधि समाप्त हो गई है' }),
    ).toBeTruthy();
    expect(screen.getByText(/^इस फ़ोटो लिंक की अवधि समाप्त हो गई है।/)).toBeTruthy();
    expect(screen.queryByText(PHOTO_REQUEST_LINK_MESSAGES.expired)).toBeNull();
    expect(screen.getByRole('link', { name: 'हमारे संपर्क पेज' }).getAttribute('href')).toBe('/hi/about-contact');
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' }).getAttribute('href')).toBe('/hi');
  });

  it("shows a refusal it has no page for in the page's language, by its code", async () => {
    renderHindi(refused(503, DATABASE_UNAVAILABLE_CODE, DATABASE_UNAVAILABLE_MESSAGE));
    expect(await screen.findByRole('heading', { level: 1, name: 'हम यह पेज नहीं खोल पाए' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^दुकान थोड़ी देर के लिए उपलब्ध नहीं है।/);
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });

  it('says the rate limiter’s refusal in Hindi, by its code', async () => {
    renderHindi(refused(429, 'RATE_LIMITED', 'Too many requests. Please try again in 1 minute.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'हम यह पेज नहीं खोल पाए' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(PARENT_MESSAGES_HI.service.rateLimited);
  });

  it('shows the server’s words for a code the page does not know', async () => {
    renderHindi(refused(400, 'SOMETHING_NEW', 'Something only the server can say.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'हम यह पेज नहीं खोल पाए' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Something only the server can say.');
  });

  it('names the page in Hindi', () => {
    const [title] = meta({ location: { pathname: `/hi/photo-request/${REQUEST_ID}` } } as Parameters<
      typeof meta
    >[0]);
    expect(title).toEqual({ title: 'बेहतर फ़ोटो भेजें | Diya Tales' });
  });
});
