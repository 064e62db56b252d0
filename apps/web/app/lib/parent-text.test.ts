import { PARENT_TEXT } from '@shop/content/parent-text';
import { PARENT_TEXT_HI } from '@shop/content/parent-text.hi';
import { PREVIEW_ERROR_CODES } from '@shop/contracts/previews';
import { PHOTO_ERROR_CODES, PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError, networkError } from './api-client';
import { errorText } from './parent-text';

const hindi = PARENT_TEXT_HI.messages;
const english = PARENT_TEXT.messages;

describe('errorText: a failure shown by its code in the page’s language', () => {
  it('shows an API answer’s code in the page’s words, whatever English came with it', () => {
    const answer = new ApiError('anything the server wrote', 429, PREVIEW_ERROR_CODES.sessionLimit);
    expect(errorText(hindi, answer)).toBe(hindi.preview.sessionLimit);
    expect(errorText(english, answer)).toBe(english.preview.sessionLimit);
  });

  it('keeps the server’s words for a code it does not know, or none', () => {
    expect(
      errorText(hindi, new ApiError('Too many requests. Please try again in 1 minute.', 429, 'RATE_LIMITED')),
    ).toBe('Too many requests. Please try again in 1 minute.');
    expect(errorText(hindi, new ApiError('HTTP 502: Bad Gateway', 502))).toBe('HTTP 502: Bad Gateway');
  });

  it('gives the browser’s own failures and a form check’s { message, code } their words', () => {
    expect(errorText(hindi, networkError())).toBe(hindi.client.network);
    expect(errorText(hindi, new InvalidResponseError())).toBe(hindi.client.invalidResponse);
    expect(errorText(hindi, new ApiError('x', 401))).toBe(hindi.auth.sessionExpired);
    expect(
      errorText(hindi, { message: PHOTO_MESSAGES.tooManyForOrder, code: PHOTO_ERROR_CODES.tooManyForOrder }),
    ).toBe(hindi.photo.tooManyForOrder);
    expect(errorText(hindi, 'not an error')).toBe(hindi.client.generic);
  });
});
