import { UI_TEXT } from '@shop/content/ui-text';
import { UI_TEXT_HI } from '@shop/content/ui-text.hi';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '~/lib/api-client';
import { findOrderErrorText } from './find-order-page';

// Find my order shows a failure by its code, in the page's words, never the server's English.
describe('find my order: a failure in the page’s words', () => {
  const inHindi = (failure: unknown) =>
    findOrderErrorText(failure, UI_TEXT_HI.findOrder, UI_TEXT_HI.auth.messages.client);
  const inEnglish = (failure: unknown) =>
    findOrderErrorText(failure, UI_TEXT.findOrder, UI_TEXT.auth.messages.client);

  it('too many requests, a refused address, a dropped connection', () => {
    const limited = new ApiError('Too many requests. Please try again in 15 minutes.', 429, 'RATE_LIMITED');
    expect(inHindi(limited)).toBe(UI_TEXT_HI.findOrder.tooMany);
    expect(inEnglish(limited)).toBe(UI_TEXT.findOrder.tooMany);
    expect(inHindi(new ApiError('Please enter a valid email address.', 400, 'INVALID_EMAIL'))).toBe(
      UI_TEXT_HI.findOrder.invalidEmail,
    );
    expect(inHindi(networkError())).toBe(UI_TEXT_HI.auth.messages.client.network);
  });

  it('anything else is the generic failure, not the server’s words', () => {
    expect(inHindi(new ApiError('Internal Server Error', 500, 'INTERNAL_ERROR'))).toBe(
      UI_TEXT_HI.auth.messages.client.generic,
    );
    expect(inEnglish(new Error('boom'))).toBe(UI_TEXT.auth.messages.client.generic);
  });
});
