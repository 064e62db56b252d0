import { describe, expect, it } from 'vitest';
import { shortOrderId } from './short-order-id';

describe('shortOrderId', () => {
  it('keeps the last 8 characters of an order id', () => {
    expect(shortOrderId('0b6f1c2e-8a4d-4c51-9a8e-3f2d1c0b9a87')).toBe('1c0b9a87');
  });

  it('leaves a shorter id whole', () => {
    expect(shortOrderId('abc')).toBe('abc');
  });
});
