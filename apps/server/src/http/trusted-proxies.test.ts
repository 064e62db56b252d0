import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaughtMailStore } from '../stand-ins/mail/caught-mail-store.ts';
import { AUTH_RATE_LIMIT } from '../modules/auth/auth.routes.ts';
import { GLOBAL_RATE_LIMIT } from '../plugins/rate-limit.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

// TRUST_PROXY (docs/decisions/020) as a client or an attacker meets it: what the app takes for the
// client's address, protocol, host and request id, whether rate limits hold against a rotating
// X-Forwarded-For, and who reaches the local inbox. app.inject sets the TCP peer (remoteAddress).

const PUBLIC_PEER = '198.51.100.23';
const LB_PEER = '10.0.0.2';

/** A route that shows what the app believes about the request. */
const clientRoute = (app: TestApp['app']) =>
  void app.get('/test/client', async (request) => ({
    ip: request.ip,
    protocol: request.protocol,
    host: request.host,
    id: request.id,
  }));

const forwarded = {
  'x-forwarded-for': '203.0.113.50',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-request-id': 'lb-request-1234',
};

async function client(t: TestApp, remoteAddress: string, headers: Record<string, string> = forwarded) {
  const res = await t.app.inject({ url: '/test/client', remoteAddress, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ ip: string; protocol: string; host: string; id: string }>();
}

const ignoresForwarding = (
  seen: { ip: string; protocol: string; host: string; id: string },
  peer: string,
) => {
  expect(seen.ip).toBe(peer);
  expect(seen.protocol).toBe('http');
  expect(seen.host).toBe('localhost:80');
  expect(seen.id).not.toBe('lb-request-1234');
  expect(seen.id).toMatch(/^[0-9a-f-]{36}$/);
};

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ register: clientRoute });
  });
  afterAll(() => t.close());

  it('believes no forwarding header, from any peer', async () => {
    ignoresForwarding(await client(t, PUBLIC_PEER), PUBLIC_PEER);
    ignoresForwarding(await client(t, '127.0.0.1'), '127.0.0.1');
  });
});

describe('TRUST_PROXY as a list of proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }, register: clientRoute });
  });
  afterAll(() => t.close());

  it('a listed proxy tells the client address, protocol, host and request id', async () => {
    expect(await client(t, LB_PEER)).toEqual({
      ip: '203.0.113.50',
      protocol: 'https',
      host: 'evil.example',
      id: 'lb-request-1234',
    });
    // The nearest untrusted address is the client; what it claims before that is its own word.
    const chain = await client(t, '192.168.1.10', { 'x-forwarded-for': '1.1.1.1, 203.0.113.50, 10.9.9.9' });
    expect(chain.ip).toBe('203.0.113.50');
  });

  it('anyone else is only their TCP address', async () => {
    ignoresForwarding(await client(t, PUBLIC_PEER), PUBLIC_PEER);
    ignoresForwarding(await client(t, '192.168.1.11'), '192.168.1.11');
  });

  it('a request id that could forge a log line is replaced even from a proxy', async () => {
    const seen = await client(t, LB_PEER, { 'x-request-id': 'a b\n{"level":60}' });
    expect(seen.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rate limits count each real client: one client behind the proxy is limited, another is not', async () => {
    const from = (ip: string) =>
      t.app.inject({ url: '/auth/status', remoteAddress: LB_PEER, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) expect((await from('203.0.113.60')).statusCode).toBe(200);
    expect((await from('203.0.113.60')).statusCode).toBe(429);
    expect((await from('203.0.113.61')).statusCode).toBe(200);
  });

  it('rotating X-Forwarded-For from an unlisted peer does not escape the route limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({
        url: '/auth/status',
        remoteAddress: '203.0.113.99',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, AUTH_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' }, register: clientRoute });
  });
  afterAll(() => t.close());

  it('the one proxy in front (on this machine or a private network) tells the client', async () => {
    expect(await client(t, LB_PEER)).toEqual({
      ip: '203.0.113.50',
      protocol: 'https',
      host: 'evil.example',
      id: 'lb-request-1234',
    });
    // One hop: only the address the proxy itself appended counts.
    expect((await client(t, '127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 203.0.113.50' })).ip).toBe(
      '203.0.113.50',
    );
  });

  it('a peer with a public address came past the load balancer: nothing it forwards is believed', async () => {
    ignoresForwarding(await client(t, PUBLIC_PEER), PUBLIC_PEER);
  });

  it('rotating X-Forwarded-For from that peer does not escape the route limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({
        url: '/auth/status',
        remoteAddress: PUBLIC_PEER,
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, AUTH_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('nor the global limit on every other route', async () => {
    let last = 0;
    for (let i = 0; i <= GLOBAL_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({
        url: '/api/orders',
        remoteAddress: '198.51.100.24',
        headers: { 'x-forwarded-for': `2001:db8:${i.toString(16)}::1` },
      });
      last = res.statusCode;
      if (i < GLOBAL_RATE_LIMIT.max) expect(res.statusCode).toBe(401);
    }
    expect(last).toBe(429);
  });
});

describe('the local inbox (/dev/mail) behind a proxy', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diya-inbox-proxy-'));
    t = await createTestApp({ env: { TRUST_PROXY: '2' }, mailInbox: createCaughtMailStore(dir) });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const inbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/dev/mail/api/messages', remoteAddress, headers });

  it('answers a TCP peer on this machine', async () => {
    expect((await inbox('127.0.0.1')).statusCode).toBe(200);
    expect((await inbox('::1')).statusCode).toBe(200);
    expect((await inbox('::ffff:127.0.0.1')).statusCode).toBe(200);
    // A proxy on this machine forwarding a request from this machine.
    expect((await inbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('refuses any other peer, whatever X-Forwarded-For says', async () => {
    for (const peer of [LB_PEER, PUBLIC_PEER]) {
      const res = await inbox(peer, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
      expect(res.statusCode, peer).toBe(403);
      expect(res.json()).toEqual({ message: 'The local inbox only answers requests from this machine.' });
    }
  });

  it('refuses a visitor from outside forwarded by a proxy on this machine', async () => {
    const outsiders: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' },
      { 'x-real-ip': '203.0.113.7' },
      { forwarded: 'for="[2001:db8::7]:4711";proto=https' },
    ];
    for (const headers of outsiders) {
      expect((await inbox('127.0.0.1', headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
  });
});
