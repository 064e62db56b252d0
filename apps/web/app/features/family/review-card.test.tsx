// @vitest-environment happy-dom
import { PARENT_TEXT_HI } from '@shop/content/parent-text.hi';
import { REVIEW_ENDPOINTS, REVIEW_LINE_MAX } from '@shop/contracts/reviews';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadParentText } from '~/lib/parent-text';
import { QueryProvider } from '~/lib/query-provider';
import { stubApi, type StubbedAnswer } from '~/lib/testing/api-stub';
import { ReviewCard } from './components/review-card';

// The watch page's one request for a review (docs/decisions/118): stars, a line, the separate tick
// (off unless ticked), sent once; "Not now" remembered by the server; a refusal shown by its code in
// the page's language.

const ORDER_ID = '3f1c9a52-8d0e-4b8e-a1f0-6c2d9e7b4a10';
const SIG = 'signature-of-the-status-link';
const reviewed = { success: true as const, data: { state: 'reviewed' as const } };

function show(answers: StubbedAnswer[], path = '/watch/x') {
  const api = stubApi(answers);
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryProvider>
        <ReviewCard orderId={ORDER_ID} signature={SIG} childName="Meera" />
      </QueryProvider>
    </MemoryRouter>,
  );
  return api;
}

describe('ReviewCard', () => {
  it('sends the stars, the line and the tick once, then thanks the parent', async () => {
    const api = show([
      { endpoint: REVIEW_ENDPOINTS.submit, params: { id: ORDER_ID }, status: 201, body: reviewed },
    ]);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Did Meera enjoy the film?' })).toBeTruthy();
    const tick = screen.getByRole('checkbox', { name: "You may show this on the shop's testimonials page" });
    expect((tick as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('A line in your own words (optional)'), 'She sang along!');
    expect(screen.getByText(`15 of ${REVIEW_LINE_MAX}`)).toBeTruthy();
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Send my review' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Thank you!'),
    );
    const [sent, ...more] = api.sentTo(REVIEW_ENDPOINTS.submit, { id: ORDER_ID });
    expect(more).toEqual([]);
    expect(sent!.url).toContain(`sig=${SIG}`);
    expect(sent!.body).toEqual({ stars: 5, line: 'She sang along!', may_publish: true, site_language: 'en' });
  });

  it('asks for stars before sending anything; the tick stays off unless ticked', async () => {
    const api = show([
      { endpoint: REVIEW_ENDPOINTS.submit, params: { id: ORDER_ID }, status: 201, body: reviewed },
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send my review' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose from 1 to 5 stars.');
    expect(api.sentTo(REVIEW_ENDPOINTS.submit, { id: ORDER_ID })).toEqual([]);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send my review' }));
    await screen.findByRole('status');
    expect(api.sentTo(REVIEW_ENDPOINTS.submit, { id: ORDER_ID })[0]!.body).toMatchObject({
      stars: 3,
      may_publish: false,
    });
  });

  it('"Not now" tells the server, which remembers it', async () => {
    const api = show([
      {
        endpoint: REVIEW_ENDPOINTS.decline,
        params: { id: ORDER_ID },
        body: { success: true, data: { state: 'declined' } },
      },
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(api.sentTo(REVIEW_ENDPOINTS.decline, { id: ORDER_ID })).toHaveLength(1));
  });

  it('on a Hindi page, a refusal is shown by its code in Hindi', async () => {
    await loadParentText('hi');
    show(
      [
        {
          endpoint: REVIEW_ENDPOINTS.submit,
          params: { id: ORDER_ID },
          status: 409,
          body: { message: 'This film already has your review. Thank you!', code: 'REVIEW_ALREADY_GIVEN' },
        },
      ],
      '/hi/watch/x',
    );
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('radio', { name: PARENT_TEXT_HI.reviews.card.starMany.replace('{count}', '4') }),
    );
    await user.click(screen.getByRole('button', { name: PARENT_TEXT_HI.reviews.card.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      PARENT_TEXT_HI.messages.review.alreadyReviewed,
    );
  });
});
