import { z } from 'zod';
import { apiErrorBodySchema } from './api-error';
import { isJsonResponse, type EndpointDefinition } from './endpoint';

// The OpenAPI 3.1 document of the API, generated from the endpoint declarations (./endpoint.ts) with
// zod's own JSON Schema output, so an integrator reads exactly what the server validates.

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  /** The public origin (SITE_URL). */
  serverUrl: string;
}

type JsonSchema = Record<string, unknown>;

// Transforms, dates and custom checks have no JSON Schema; they are described as "any" rather than
// failing the whole document.
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)\??/g, '{$1}');

// A params or query object becomes one OpenAPI parameter per property.
function parameters(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const objectSchema = jsonSchema(schema, 'input');
  const properties = (objectSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((objectSchema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function operation(endpoint: EndpointDefinition): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(endpoint.responses)) {
    if (isJsonResponse(response)) {
      responses[status] = {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(response, 'output') } },
      };
    } else if (response) {
      responses[status] = {
        description: 'A file',
        content: { [response.file]: { schema: { type: 'string', format: 'binary' } } },
      };
    } else {
      responses[status] = { description: 'No content' };
    }
  }
  const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
  for (const [status, codes] of Object.entries(endpoint.errors ?? {})) {
    const description =
      codes.length > 0 ? `Error codes: ${codes.join(', ')}` : 'An error message, without a code';
    responses[status] = { description, content: errorBody };
  }
  if (endpoint.access === 'user' || endpoint.access === 'admin') {
    responses['401'] ??= { description: 'No, or an invalid, bearer token', content: errorBody };
  }
  if (endpoint.access === 'admin') {
    responses['403'] ??= { description: 'The token is not an admin’s', content: errorBody };
  }
  if (endpoint.params || endpoint.query || endpoint.body) {
    responses['400'] ??= { description: 'The request does not match its schema', content: errorBody };
  }

  const security =
    endpoint.access === 'public'
      ? []
      : endpoint.access === 'guest-or-user'
        ? [{}, { bearerAuth: [] }]
        : [{ bearerAuth: [] }];
  return {
    operationId: `${endpoint.method.toLowerCase()}${openApiPath(endpoint.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`,
    summary: endpoint.summary,
    tags: [endpoint.group],
    // Who may call it (./endpoint.ts Access), which bearerAuth alone cannot say (user or admin).
    'x-access': endpoint.access,
    security,
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...requestBody(endpoint),
    responses,
  };
}

function requestBody(endpoint: EndpointDefinition): JsonSchema {
  if (endpoint.body) {
    return {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
      },
    };
  }
  const raw = endpoint.rawBody;
  if (!raw) return {};
  const file = { type: 'string', format: 'binary' };
  const content = raw.multipartField
    ? {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [raw.multipartField]: file },
            required: [raw.multipartField],
          },
          encoding: { [raw.multipartField]: { contentType: raw.mediaTypes.join(', ') } },
        },
      }
    : Object.fromEntries(raw.mediaTypes.map((mediaType) => [mediaType, { schema: file }]));
  return { requestBody: { required: true, content } };
}

export function openApiDocument(endpoints: readonly EndpointDefinition[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      ...(info.description ? { description: info.description } : {}),
    },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output') },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
