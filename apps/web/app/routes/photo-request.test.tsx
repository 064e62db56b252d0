// @vitest-environment happy-dom
import {
  PHOTO_REQUEST_ENDPOINTS,
  PHOTO_REQUEST_LINK_ERROR_CODES,
  PHOTO_REQUEST_LINK_MESSAGES,
} from '@shop/contracts/order-detail';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubbedAnswer } from '~/lib/testing/api-stub';
import PhotoRequestRoute from './photo-request';

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
