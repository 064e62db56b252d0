import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it.each([
    [401, 'Authentication failed. Please try again.'],
    [403, 'Access denied. Please contact support.'],
    [429, 'Too many attempts. Please try again later.'],
    [500, 'Server error. Please try again later.'],
  ])('maps HTTP %i to its text', (status, text) => {
    expect(authErrorMessage(new ApiError('raw', status))).toBe(text);
  });

  it('uses the message of other API errors, else a generic one', () => {
    expect(authErrorMessage(new ApiError('Service unavailable', 503))).toBe('Service unavailable');
    expect(authErrorMessage(new ApiError('', 502))).toBe('Authentication error occurred.');
  });

  it('uses the message of other errors, else the unexpected-error text', () => {
    expect(authErrorMessage(new Error('Invalid authentication token format'))).toBe(
      'Invalid authentication token format',
    );
    expect(authErrorMessage(new Error(''))).toBe('An unexpected error occurred during authentication.');
    expect(authErrorMessage(undefined)).toBe('An unexpected error occurred during authentication.');
  });
});
