import { PARENT_TEXT } from '@shop/content/parent-text';
import { PARENT_TEXT_HI } from '@shop/content/parent-text.hi';
import { messageOfCode } from '@shop/content/parent-text/message-codes';
import { PREVIEW_ERROR_CODES, PREVIEW_MESSAGES } from '@shop/contracts/previews';
import { PHOTO_ERROR_CODES, PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError, networkError } from './api-client';
import { errorText } from './parent-text';

const hindi = PARENT_TEXT_HI.messages;
const english = PARENT_TEXT.messages;
// What a Hindi page's route loads with its words (loadParentText).
const hindiOfCode = (code: string) => messageOfCode(hindi, code);

describe('errorText: a failure shown by its code in the page’s language', () => {
  it('shows an API answer’s code in the Hindi page’s words, whatever English came with it', () => {
    const answer = new ApiError('anything the server wrote', 429, PREVIEW_ERROR_CODES.sessionLimit);
    expect(errorText(hindi, answer, hindiOfCode)).toBe(hindi.preview.sessionLimit);
  });

  it('on an English page, an answer’s message is its code’s English words (one constant)', () => {
    const answer = new ApiError(PREVIEW_MESSAGES.sessionLimit, 429, PREVIEW_ERROR_CODES.sessionLimit);
    expect(errorText(english, answer)).toBe(english.preview.sessionLimit);
  });

  it('too many requests in the page’s words; the server’s words for a code it does not know, or none', () => {
    expect(
      errorText(
        hindi,
        new ApiError('Too many requests. Please try again in 1 minute.', 429, 'RATE_LIMITED'),
        hindiOfCode,
      ),
    ).toBe(hindi.service.rateLimited);
    expect(errorText(hindi, new ApiError('Something new', 409, 'SOMETHING_NEW'), hindiOfCode)).toBe(
      'Something new',
    );
    expect(errorText(hindi, new ApiError('HTTP 502: Bad Gateway', 502), hindiOfCode)).toBe(
      'HTTP 502: Bad Gateway',
    );
  });

  it('gives the browser’s own failures and a form check’s { message, code } their words', () => {
    expect(errorText(hindi, networkError(), hindiOfCode)).toBe(hindi.client.network);
    expect(errorText(hindi, new InvalidResponseError(), hindiOfCode)).toBe(hindi.client.invalidResponse);
    expect(errorText(hindi, new ApiError('x', 401))).toBe(hindi.auth.sessionExpired);
    expect(
      errorText(
        hindi,
        { message: PHOTO_MESSAGES.tooManyForOrder, code: PHOTO_ERROR_CODES.tooManyForOrder },
        hindiOfCode,
      ),
    ).toBe(hindi.photo.tooManyForOrder);
    expect(errorText(hindi, 'not an error')).toBe(hindi.client.generic);
  });
});
