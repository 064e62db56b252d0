import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// The API's own description: the OpenAPI document generated from every endpoint contract, and
// outside production the same document as a page a person can read.

export const API_DOCS_ENDPOINTS = {
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    group: 'docs',
    summary: 'The OpenAPI 3.1 document of this API, generated from its contracts.',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    group: 'docs',
    summary:
      'The OpenAPI document as a readable page, grouped by module. Development only (NODE_ENV other than production).',
    responses: { 200: { file: 'text/html' } },
  }),
};
