import { orderListResponseSchema } from '@shop/contracts/orders';
import { describe, expect, it } from 'vitest';
import { expectShape, INVALID_RESPONSE_MESSAGE } from './response-format';

describe('expectShape', () => {
  const parse = expectShape(orderListResponseSchema);

  it('hands back a body that fits the contract', () => {
    expect(parse({ success: true, data: [] })).toEqual({ success: true, data: [] });
  });

  it('refuses anything else with the one message', () => {
    for (const body of [undefined, null, '<html>', { success: true }, { success: true, data: [{ id: 1 }] }]) {
      expect(() => parse(body)).toThrow(INVALID_RESPONSE_MESSAGE);
    }
  });
});
