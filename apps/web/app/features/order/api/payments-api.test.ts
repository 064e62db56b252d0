import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrder, orderCreationFailure } from './payments-api';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const body = { order_number: 'pi_sandbox_1', character_name: 'Aarav', item_number: 3 };

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return orderCreationFailure(error);
  }
  throw new Error('expected the creation to fail');
}

describe('order creation failure (docs/product-guide.md#payment-messages)', () => {
  it('names the status the server answered', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Service unavailable' }), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await failureOf(createOrder(body))).toBe('Order creation failed: 503');
  });

  it('says 0 when the network failed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failureOf(createOrder(body))).toBe('Order creation failed: 0');
  });
});
