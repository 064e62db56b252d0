import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { completeOrderAlert, UPLOAD_ERRORS } from './complete-order-errors';

describe('completeOrderAlert', () => {
  it('reports network failures of the PUT and of the API calls alike', () => {
    const network = 'Network error during upload. Please check your connection and try again.';
    expect(completeOrderAlert(new Error(UPLOAD_ERRORS.network)).message).toBe(network);
    expect(completeOrderAlert(new ApiError('Network error occurred', 0)).message).toBe(network);
  });

  it('reports a timed-out upload', () => {
    expect(completeOrderAlert(new Error(UPLOAD_ERRORS.timeout))).toEqual({
      message: 'Upload timed out. Please try again with a smaller file or better connection.',
      detail: null,
    });
  });

  it('reports a failed presign step', () => {
    expect(completeOrderAlert(new Error(`${UPLOAD_ERRORS.presign}: Forbidden`)).message).toBe(
      'Failed to prepare upload. Please try again.',
    );
  });

  it('falls back to the default alert, keeping the reason', () => {
    expect(completeOrderAlert(new Error(UPLOAD_ERRORS.status(413)))).toEqual({
      message: 'Failed to complete order. Please try again.',
      detail: 'Upload failed with status 413',
    });
    expect(completeOrderAlert(new ApiError('This order is already completed', 409)).detail).toBe(
      'This order is already completed',
    );
    expect(completeOrderAlert('odd')).toEqual({
      message: 'Failed to complete order. Please try again.',
      detail: null,
    });
  });
});
