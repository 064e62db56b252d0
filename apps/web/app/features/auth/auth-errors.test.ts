import { CLIENT_ERROR_CODES } from '@shop/contracts/client-messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { authProblemOf } from './auth-errors';
import { SignInError } from './auth-problem';

describe('authProblemOf', () => {
  it.each([
    [401, 'status401'],
    [403, 'status403'],
    [429, 'status429'],
    [500, 'status500'],
  ] as const)('names HTTP %i by its message key', (status, key) => {
    expect(authProblemOf(new ApiError('raw', status))).toEqual({ auth: key });
  });

  it('keeps a server’s own words for other answers, else the generic line', () => {
    expect(authProblemOf(new ApiError('Service unavailable', 503))).toEqual({
      server: 'Service unavailable',
    });
    expect(authProblemOf(new ApiError('', 502))).toEqual({ auth: 'otherApiError' });
  });

  it('names the web app’s own call failures by their code, never by their words', () => {
    expect(authProblemOf(new ApiError('Network error occurred', 0, CLIENT_ERROR_CODES.network))).toEqual({
      client: 'network',
    });
    expect(authProblemOf(new ApiError('whatever it says', 200, CLIENT_ERROR_CODES.invalidResponse))).toEqual({
      client: 'invalidResponse',
    });
  });

  it('names a failed token check by its key, and anything else as the unexpected error', () => {
    expect(authProblemOf(new SignInError('invalidTokenFormat'))).toEqual({ auth: 'invalidTokenFormat' });
    // Words alone say nothing: an Error that happens to carry our English is still unexpected.
    expect(authProblemOf(new Error('Invalid authentication token format'))).toEqual({ auth: 'unexpected' });
    expect(authProblemOf(undefined)).toEqual({ auth: 'unexpected' });
  });
});
