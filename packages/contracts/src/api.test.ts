import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ENDPOINTS, endpointsOf } from './api';
import { PAYMENT_ENDPOINTS } from './checkout';
import { formError, pathParameterNames } from './endpoint';
import { openApiDocument } from './openapi';
import { UPLOAD_ENDPOINTS } from './uploads';

type Operation = Record<string, unknown> & { responses: Record<string, unknown> };

describe('API_ENDPOINTS', () => {
  it('declares each method and path once', () => {
    const routes = API_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('names every path parameter in its params schema, and nothing else', () => {
    const mismatched = API_ENDPOINTS.filter((endpoint) => {
      const shape = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      return shape.sort().join() !== pathParameterNames(endpoint.path).sort().join();
    }).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(mismatched).toEqual([]);
  });

  it('a body is either a JSON schema or read by its handler, never both', () => {
    expect(API_ENDPOINTS.filter((endpoint) => endpoint.body && endpoint.rawBody)).toEqual([]);
  });
});

describe('the OpenAPI document of every endpoint', () => {
  const document = openApiDocument(API_ENDPOINTS, { title: 'T', version: '1', serverUrl: 'https://x.test' });
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const operations = Object.values(paths).flatMap((methods) => Object.values(methods));

  it('has one operation per endpoint, each with a unique id', () => {
    expect(operations).toHaveLength(API_ENDPOINTS.length);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the photo upload as a multipart form and the payment start by its fields', () => {
    const photo = paths['/api/uploads/photos']!.post!;
    expect(JSON.stringify(photo.requestBody)).toContain('multipart/form-data');
    expect(UPLOAD_ENDPOINTS.photo.rawBody.multipartField).toBe('file');

    const start = paths['/api/payments/create-payment-intent']!.post! as {
      requestBody: {
        content: { 'application/json': { schema: { properties: object; required: string[] } } };
      };
      responses: Record<string, { description: string }>;
    };
    const schema = start.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['kidName', 'storyId', 'kidPhotoIds']),
    );
    expect(start.responses['400']!.description).toContain('MISSING_ORDER_INFORMATION');
    expect(start.responses['502']!.description).toContain('PAYMENT_PROVIDER_UNAVAILABLE');
  });
});

describe('formError', () => {
  const { formErrors } = PAYMENT_ENDPOINTS.startCardPayment;

  it('answers the first issue’s message with the code given for it, else the form’s code', () => {
    expect(
      formError(formErrors, [{ message: 'Please choose one of our stories.' }, { message: 'other' }]),
    ).toEqual({ message: 'Please choose one of our stories.', code: 'UNKNOWN_STORY' });
    expect(formError(formErrors, [{ message: 'Please enter a valid phone number.' }])).toEqual({
      message: 'Please enter a valid phone number.',
      code: 'INVALID_PHONE',
    });
    expect(formError(formErrors, [])).toBeNull();
  });
});

describe('API_ENDPOINTS is complete', () => {
  it('takes every endpoint of every contract file that declares one', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('.', import.meta.url);
    const declaring = readdirSync(dir).filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        file !== 'endpoint.ts' &&
        readFileSync(new URL(file, dir), 'utf8').includes('defineEndpoint('),
    );
    expect(declaring.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const file of declaring) {
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      for (const endpoint of endpointsOf(module))
        if (!API_ENDPOINTS.includes(endpoint)) missing.push(`${file}: ${endpoint.method} ${endpoint.path}`);
    }
    expect(missing).toEqual([]);
  });
});
