import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// The API's own description: the OpenAPI document generated from every endpoint contract.

export const API_DOCS_ENDPOINTS = {
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    group: 'docs',
    summary: 'The OpenAPI 3.1 document of this API, generated from its contracts.',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
};
