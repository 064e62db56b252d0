import { API_DOCS_ENDPOINTS } from './api-docs';
import type { EndpointDefinition } from './endpoint';
import { HEALTH_ENDPOINTS } from './health';

/** Raised when an endpoint changes incompatibly (the OpenAPI document's info.version). */
export const API_VERSION = '1.0.0';

// Every endpoint of the API, for the OpenAPI document and the server's check that each one is
// registered (and nothing else is). The web app never imports this list: it imports the endpoints it
// calls, so a page's bundle carries only their schemas.
export const API_ENDPOINTS: readonly EndpointDefinition[] = [
  ...Object.values(HEALTH_ENDPOINTS),
  ...Object.values(API_DOCS_ENDPOINTS),
];
