import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustedProxies } from '../config.ts';

// Who may tell us the client's address (TRUST_PROXY, docs/decisions/020). X-Forwarded-For, -Proto
// and -Host and X-Request-Id are believed only when the TCP peer is a proxy we trust; from anyone
// else they are the client's own words, and a client that could pick its address would pick a new
// one for every request and never meet a rate limit.

/** Fastify's `trustProxy`: is the address at `hop` (0 = the TCP peer) a proxy we trust? */
export type ProxyTrust = (address: string, hop: number) => boolean;

const isLoopback = proxyAddr.compile('loopback');
// Where a load balancer in front of us connects from: this machine or a private network.
const isPrivateNetwork = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The trust Fastify applies to request.ip, request.protocol and request.host.
 * - addresses: exactly the listed proxies (IPs, CIDRs, or loopback / linklocal / uniquelocal).
 * - hops: the nearest N hops are proxies, but only when the TCP peer is on this machine or a
 *   private network. A peer with a public address reached us directly, past any load balancer:
 *   nothing it forwards is believed (a plain hop count would believe it).
 */
export function proxyTrust(trusted: TrustedProxies): ProxyTrust | false {
  if (trusted === null) return false;
  if ('addresses' in trusted) return proxyAddr.compile([...trusted.addresses]);
  const { hops } = trusted;
  return (address, hop) => hop < hops && (hop > 0 || isPrivateNetwork(address, hop));
}

/** Whether an address is this machine (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && isLoopback(address, 0);
}

/**
 * True only when the TCP peer is this machine and nothing says it speaks for anyone else: a proxy
 * on this machine (nginx on the same host) forwarding a visitor from outside is not "local".
 * Forwarding headers can only take access away here, never grant it.
 */
export function isFromThisMachine(request: IncomingMessage): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return forwardedClients(request).every(isLoopbackAddress);
}

// Every client address the forwarding headers name: X-Forwarded-For, X-Real-IP, Forwarded: for=.
function forwardedClients(request: IncomingMessage): string[] {
  const { headers } = request;
  const named: string[] = [];
  const list = (value: string | string[] | undefined) => [value ?? []].flat().join(',');
  for (const entry of list(headers['x-forwarded-for']).split(',')) named.push(entry.trim());
  for (const entry of list(headers['x-real-ip']).split(',')) named.push(entry.trim());
  for (const [, address = ''] of list(headers.forwarded).matchAll(/for\s*=\s*"?\[?([^\]";,\s]*)/gi))
    named.push(address.replace(/:\d+$/, ''));
  return named.filter((entry) => entry !== '');
}

// Request ids are written into every log line: short, and nothing that could forge a line.
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: a trusted proxy's X-Request-Id ties our log lines to its own; anything
 * else (no proxy trusted, an untrusted peer, a malformed id) gets a fresh UUID.
 */
export function requestIdGenerator(trust: ProxyTrust | false): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    const peer = request.socket.remoteAddress;
    if (trust && typeof given === 'string' && REQUEST_ID.test(given) && peer && trust(peer, 0)) return given;
    return randomUUID();
  };
}
