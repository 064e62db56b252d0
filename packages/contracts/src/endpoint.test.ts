import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointUrl, pathParameterNames } from './endpoint';
import { openApiDocument } from './openapi';

const orderById = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:id',
  access: 'user',
  group: 'orders',
  summary: 'One order',
  params: z.object({ id: z.uuid() }),
  query: z.object({ page: z.coerce.number().int().min(1).default(1), status: z.enum(['a', 'b']).optional() }),
  responses: { 200: z.object({ success: z.literal(true) }) },
  errors: { 404: ['ORDER_NOT_FOUND'] },
});

describe('endpointUrl', () => {
  it('fills the path parameters, URL-encoded, and appends the defined query values', () => {
    expect(endpointUrl(orderById, { id: 'a/b c' }, { page: 2, status: undefined, q: 'x&y' })).toBe(
      '/api/orders/a%2Fb%20c?page=2&q=x%26y',
    );
    expect(endpointUrl(orderById, { id: '7' })).toBe('/api/orders/7');
  });

  it('drops an optional segment without a value and refuses a missing required one', () => {
    expect(endpointUrl({ path: '/admin/complete-order/:orderId?' }, {})).toBe('/admin/complete-order');
    expect(() => endpointUrl(orderById, {})).toThrow(/"id" is missing/);
    expect(() => endpointUrl(orderById, { id: '' })).toThrow(/"id" is missing/);
  });

  it('names the path parameters in order', () => {
    expect(pathParameterNames('/api/a/:first/b/:second?')).toEqual(['first', 'second']);
  });
});

describe('openApiDocument', () => {
  const document = openApiDocument([orderById], { title: 'T', version: '1', serverUrl: 'https://x.test' });
  const operation = (document.paths as Record<string, Record<string, Record<string, unknown>>>)[
    '/api/orders/{id}'
  ]!.get!;

  it('describes the path, its parameters, the bearer requirement and every answer', () => {
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
      expect.objectContaining({ name: 'status', in: 'query', required: false }),
    ]);
    expect(Object.keys(operation.responses as object).sort()).toEqual(['200', '400', '401', '404']);
    expect(JSON.stringify(operation.responses)).toContain('ORDER_NOT_FOUND');
  });
});
