import { defineEndpoint, NO_BODY } from '@shop/contracts/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, callEndpoint, apiErrorMessage, registerAuthBridge } from './api-client';
import { AUTH_TOKEN_KEY } from './storage-keys';
import { stubBrowserStorage } from './testing/fake-web-storage';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

// Stand-in contracts: each test calls one the way features call theirs.
const post = defineEndpoint({
  method: 'POST',
  path: '/test/things',
  access: 'public',
  group: 'things',
  summary: 'Make a thing',
  body: z.object({ a: z.number() }),
  responses: { 200: NO_BODY },
});
const anything = defineEndpoint({
  method: 'GET',
  path: '/test/x',
  access: 'public',
  group: 'things',
  summary: 'Any answer',
  responses: { 200: NO_BODY },
});
const removal = defineEndpoint({
  method: 'DELETE',
  path: '/test/x',
  access: 'public',
  group: 'things',
  summary: 'Remove',
  responses: { 204: NO_BODY },
});
const csv = defineEndpoint({
  method: 'GET',
  path: '/test/x.csv',
  access: 'public',
  group: 'things',
  summary: 'A file',
  responses: { 200: { file: 'text/csv' } },
});
const zip = defineEndpoint({
  method: 'GET',
  path: '/test/x.zip',
  access: 'public',
  group: 'things',
  summary: 'A binary file',
  responses: { 200: { file: 'application/zip' } },
});
const mine = defineEndpoint({
  method: 'GET',
  path: '/test/mine',
  access: 'user',
  group: 'things',
  summary: 'The caller’s own',
  responses: { 200: NO_BODY },
});

describe('callEndpoint: the transport', () => {
  it('sends and reads JSON', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: [1] }));
    const data = await callEndpoint(post, { body: { a: 1 } });
    expect(data).toEqual({ success: true, data: [1] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(post.path);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it("runs the caller's parser on an endpoint known by its address alone", async () => {
    fetchMock.mockResolvedValue(json(200, { n: 2 }));
    const n = await callEndpoint(
      { method: 'GET', path: anything.path, access: 'public' },
      { parse: (d) => (d as { n: number }).n * 10 },
    );
    expect(n).toBe(20);
  });

  it('reads a file answer as text (a CSV download), and errors still from their JSON', async () => {
    fetchMock.mockResolvedValue(new Response('a,b\n1,2\n', { headers: { 'Content-Type': 'text/csv' } }));
    expect(await callEndpoint(csv)).toBe('a,b\n1,2\n');
    expect(sentHeaders().get('Accept')).toMatch(/^text\/\*/);
    fetchMock.mockResolvedValue(json(403, { message: 'Admins only' }, 'Forbidden'));
    await expect(callEndpoint(csv)).rejects.toMatchObject({ message: 'Admins only', status: 403 });
  });

  it('reads a binary file answer as its exact bytes (a zip of photos)', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x80]);
    fetchMock.mockResolvedValue(new Response(bytes, { headers: { 'Content-Type': 'application/zip' } }));
    const answer = await callEndpoint(zip);
    expect(answer).toBeInstanceOf(Uint8Array);
    expect([...(answer as Uint8Array)]).toEqual([...bytes]);
    expect(sentHeaders().get('Accept')).toBe('*/*');
  });

  it('turns a non-OK answer into an ApiError with the message and code of its JSON body', async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'Admins only', code: 'FORBIDDEN' }, 'Forbidden'));
    const error = await callEndpoint(anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Admins only', status: 403, code: 'FORBIDDEN' });
  });

  it('falls back to "HTTP {status}: {statusText}" when the body has no message', async () => {
    fetchMock.mockResolvedValue(
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(callEndpoint(anything)).rejects.toMatchObject({
      message: 'HTTP 502: Bad Gateway',
      status: 502,
    });
    fetchMock.mockResolvedValue(json(500, { error: 'x' }, 'Internal Server Error'));
    const error = await callEndpoint(anything).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'HTTP 500: Internal Server Error', status: 500 });
    expect((error as ApiError).code).toBeUndefined();
  });

  it('reports a network failure as status 0, "Network error occurred"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callEndpoint(anything)).rejects.toMatchObject({
      message: 'Network error occurred',
      status: 0,
    });
  });

  it('lets an abort through as an AbortError', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(callEndpoint(anything)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('accepts an empty 204 answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callEndpoint(removal)).resolves.toBeUndefined();
  });
});

describe('callEndpoint: the session', () => {
  it('sends the stored token as a bearer token', async () => {
    const { local } = stubBrowserStorage();
    local.setItem(AUTH_TOKEN_KEY, 'h.p.s');
    fetchMock.mockResolvedValue(json(200, { success: true }));
    await callEndpoint(mine);
    expect(sentHeaders().get('Authorization')).toBe('Bearer h.p.s');
  });

  it('without a token: ends the session and throws "No authentication token available"', async () => {
    stubBrowserStorage();
    const onSessionExpired = vi.fn();
    const unregister = registerAuthBridge({ getToken: () => null, onSessionExpired });
    await expect(callEndpoint(mine)).rejects.toMatchObject({
      message: 'No authentication token available',
    });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
    unregister();
  });

  it('on a 401: ends the session with "Session expired. Please sign in again." and rethrows', async () => {
    const onSessionExpired = vi.fn();
    const unregister = registerAuthBridge({ getToken: () => 'h.p.s', onSessionExpired });
    fetchMock.mockResolvedValue(json(401, { message: 'Token revoked' }, 'Unauthorized'));
    await expect(callEndpoint(mine)).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    unregister();
  });

  it('keeps the session on other failures', async () => {
    const onSessionExpired = vi.fn();
    const unregister = registerAuthBridge({ getToken: () => 'h.p.s', onSessionExpired });
    fetchMock.mockResolvedValue(json(500, { message: 'boom' }));
    await expect(callEndpoint(mine)).rejects.toMatchObject({ status: 500 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    unregister();
  });

  it('with a token given by the caller: sends it, and leaves a 401 to the caller', async () => {
    const onSessionExpired = vi.fn();
    const unregister = registerAuthBridge({ getToken: () => 'stored', onSessionExpired });
    fetchMock.mockResolvedValue(json(401, { message: 'Token revoked' }, 'Unauthorized'));
    await expect(callEndpoint(mine, { token: 'given' })).rejects.toMatchObject({ status: 401 });
    expect(sentHeaders().get('Authorization')).toBe('Bearer given');
    expect(onSessionExpired).not.toHaveBeenCalled();
    unregister();
  });

  it('reads the token through the registered bridge, and only until it unregisters', async () => {
    const { local } = stubBrowserStorage();
    local.setItem(AUTH_TOKEN_KEY, 'raw.stored.token');
    fetchMock.mockImplementation(async () => json(200, {}));
    const unregister = registerAuthBridge({ getToken: () => 'from.the.provider', onSessionExpired: vi.fn() });
    await callEndpoint(mine);
    unregister();
    await callEndpoint(mine);
    expect(sentHeaders(0).get('Authorization')).toBe('Bearer from.the.provider');
    expect(sentHeaders(1).get('Authorization')).toBe('Bearer raw.stored.token');
  });
});

describe('apiErrorMessage', () => {
  it('says the session expired for a 401, else the message, else a generic text', () => {
    expect(apiErrorMessage(new ApiError('Unauthorized', 401))).toBe('Session expired. Please sign in again.');
    expect(apiErrorMessage(new ApiError('Order not found', 404))).toBe('Order not found');
    expect(apiErrorMessage(new Error(''))).toBe('An error occurred');
    expect(apiErrorMessage('nope')).toBe('An error occurred');
  });
});

describe('callEndpoint', () => {
  const byId = defineEndpoint({
    method: 'PUT',
    path: '/test/things/:id',
    access: 'admin',
    group: 'things',
    summary: 'Update a thing',
    params: z.object({ id: z.string() }),
    body: z.object({ name: z.string() }),
    responses: { 200: z.object({ success: z.literal(true), data: z.object({ n: z.coerce.number() }) }) },
  });
  const list = defineEndpoint({
    method: 'GET',
    path: '/test/things',
    access: 'guest-or-user',
    group: 'things',
    summary: 'Things',
    query: z.object({ page: z.number().optional() }),
    responses: { 200: z.object({ data: z.array(z.string()) }) },
  });
  const open = defineEndpoint({
    method: 'GET',
    path: '/test/open.csv',
    access: 'public',
    group: 'things',
    summary: 'A file',
    responses: { 200: { file: 'text/csv' } },
  });

  let local: Storage;
  beforeEach(() => {
    ({ local } = stubBrowserStorage());
  });

  it("uses the contract's method and path, sends the body, and parses the answer with its schema", async () => {
    local.setItem(AUTH_TOKEN_KEY, 'tok');
    fetchMock.mockResolvedValue(json(200, { success: true, data: { n: '4' }, extra: 1 }));
    const result = await callEndpoint(byId, { params: { id: 'a b' }, body: { name: 'x' } });
    expect(result).toEqual({ success: true, data: { n: 4 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/test/things/a%20b');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"x"}');
    expect(sentHeaders().get('Authorization')).toBe('Bearer tok');
  });

  it('fails with "Invalid response format" when the answer does not match the contract', async () => {
    local.setItem(AUTH_TOKEN_KEY, 'tok');
    for (const body of [null, '<html>', { success: false }, { success: true, data: { n: 'four' } }]) {
      fetchMock.mockResolvedValue(json(200, body));
      await expect(callEndpoint(byId, { params: { id: '1' }, body: { name: 'x' } })).rejects.toThrow(
        'Invalid response format',
      );
    }
  });

  it('sends the token on guest-or-user calls only when one is stored, never on public ones', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [] }));
    await callEndpoint(list, { query: { page: 2 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/test/things?page=2');
    expect(sentHeaders(0).has('Authorization')).toBe(false);
    local.setItem(AUTH_TOKEN_KEY, 'tok');
    await callEndpoint(list);
    expect(sentHeaders(1).get('Authorization')).toBe('Bearer tok');
    fetchMock.mockResolvedValue(new Response('a,b\n', { headers: { 'Content-Type': 'text/csv' } }));
    expect(await callEndpoint(open)).toBe('a,b\n');
    expect(sentHeaders(2).has('Authorization')).toBe(false);
  });
});
