import { AUTH_ENDPOINTS } from '@shop/contracts/auth';
import {
  endpointUrl,
  isJsonResponse,
  type EndpointAddress,
  type EndpointDefinition,
} from '@shop/contracts/endpoint';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../storage-keys';

// Route-level component tests talk to a fake API at the network boundary (fetch): each answer is
// checked against its endpoint's contract first, so a screen is only ever tested against answers the
// server could give. Only imported by *.test.tsx files (happy-dom).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

export interface StubbedAnswer {
  endpoint: EndpointDefinition;
  params?: Record<string, string | number>;
  status?: number;
  /** The JSON body; a success answer must fit the contract's schema. */
  body: unknown;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

function contractChecked({ endpoint, status = 200, body }: StubbedAnswer): unknown {
  const schema = endpoint.responses[status];
  return status < 300 && isJsonResponse(schema) ? (schema.parse(body), body) : body;
}

/**
 * Replaces fetch: each request is answered by the first stubbed answer for its method and path (the
 * query is not compared), or 404. `sentTo` lists what reached one endpoint, JSON bodies parsed.
 */
export function stubApi(answers: StubbedAnswer[]) {
  for (const answer of answers) contractChecked(answer);
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method, url, headers: new Headers(init?.headers), body });
      const path = url.split('?')[0];
      const answer = answers.find(
        (candidate) =>
          candidate.endpoint.method === method && endpointUrl(candidate.endpoint, candidate.params) === path,
      );
      if (!answer) return Response.json({ message: `Nothing stubbed for ${url}` }, { status: 404 });
      return Response.json(contractChecked(answer), { status: answer.status ?? 200 });
    }),
  );
  // The funnel's beacon (lib/funnel-beacon.ts) is the other way a page reaches the network; happy-dom's
  // sends it for real (and rejects with nobody listening), a browser queues it and answers true.
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function')
    vi.spyOn(navigator, 'sendBeacon').mockImplementation(() => true);
  return {
    sent,
    sentTo: (endpoint: EndpointAddress, params?: Record<string, string | number>) =>
      sent.filter(
        (request) =>
          request.method === endpoint.method && request.url.split('?')[0] === endpointUrl(endpoint, params),
      ),
  };
}

const base64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

/**
 * Stores a Google session's token for `user` (valid for an hour from now) and answers the auth
 * provider's check of it: the answer to add to stubApi.
 */
export function signIn(user: SignedInUser): StubbedAnswer {
  const claims = { ...user, provider: 'google', exp: Math.floor(Date.now() / 1000) + 3600 };
  const token = `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.c2ln`;
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  return {
    endpoint: AUTH_ENDPOINTS.verifyToken,
    body: { success: true, data: { isAuthenticated: true, user: { ...user, provider: 'google' } } },
  };
}

export interface XhrAnswer {
  status: number;
  body?: unknown;
}

/**
 * Replaces XMLHttpRequest, which the uploads use for their progress: every request is answered, after
 * a full progress event, with `answer(method, url)`. Returns what was sent.
 */
export function stubXhr(answer: (method: string, url: string) => XhrAnswer) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  class FakeXhr {
    method = '';
    url = '';
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, body });
      const { status, body: reply } = answer(this.method, this.url);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = status;
        this.responseText = reply === undefined ? '' : JSON.stringify(reply);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
