import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request } from 'node:https';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/server';
import {
  EXAMPLE,
  NGINX_BINARY,
  launchNginx,
  plainConfigFromExample,
  tlsConfigFromExample,
  type RunningNginx,
} from './nginx';

// deploy/nginx/diya-tales.conf as an operator deploys it (issue 38): plain HTTP only redirects to
// HTTPS, TLS offers modern protocols only, and every HTTPS answer carries HSTS exactly once. Run with
// Debian's nginx and a certificate openssl makes for 127.0.0.1; skipped where either is missing.

const OPENSSL = '/usr/bin/openssl';
const HSTS = 'max-age=31536000; includeSubDomains';
const example = readFileSync(EXAMPLE, 'utf8');

describe.skipIf(!existsSync(NGINX_BINARY) || !existsSync(OPENSSL))('the nginx example, TLS included', () => {
  let dir: string;
  let upstream: Server;
  let nginx: Omit<RunningNginx, 'origin'>;
  let httpPort: number;
  let httpsPort: number;
  let ca: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'diya-nginx-tls-'));
    const certificate = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync(OPENSSL, [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate,
    ], { stdio: 'ignore' }); // prettier-ignore
    ca = readFileSync(certificate);
    // A process as the shop runs one behind nginx: it sends its own HSTS when SITE_URL is https.
    upstream = createServer((req, res) => {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      res.end(`proto=${String(req.headers['x-forwarded-proto'])}`);
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    nginx = await launchNginx(
      (ports) => tlsConfigFromExample(example, ports, { httpPort, httpsPort, certificate, key }),
      [upstreamPort],
      () =>
        new Promise((resolve) => {
          const socket = tcpConnect(httpsPort, '127.0.0.1', () => resolve(!!socket.destroy()));
          socket.on('error', () => resolve(false));
        }),
    );
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const https = (pathname: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: httpsPort, path: pathname, ca }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      },
    );

  it('answers plain HTTP with nothing but a permanent redirect to the same address over HTTPS', async () => {
    const response = await fetch(`http://127.0.0.1:${httpPort}/stories?story=3`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://127.0.0.1/stories?story=3');
  });

  it('proxies HTTPS to the processes, telling them the visitor came over https, with HSTS once', async () => {
    const page = await https('/');
    expect(page.status).toBe(200);
    expect(page.body).toBe('proto=https');
    expect(page.headers['strict-transport-security']).toBe(HSTS);
    // nginx's own answers carry it too.
    const metrics = await https('/metrics');
    expect(metrics.status).toBe(404);
    expect(metrics.headers['strict-transport-security']).toBe(HSTS);
  });

  it('speaks TLS 1.3 and refuses TLS 1.1', async () => {
    const handshake = (options: { minVersion?: 'TLSv1'; maxVersion?: 'TLSv1.1'; ciphers?: string }) =>
      new Promise<string>((resolve, reject) => {
        const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, ca, ...options }, () => {
          resolve(socket.getProtocol() ?? '');
          socket.end();
        });
        socket.on('error', reject);
      });
    expect(await handshake({})).toBe('TLSv1.3');
    // The client allows TLS 1.1 (at OpenSSL's lowest security level); the server must not agree.
    await expect(
      handshake({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' }),
    ).rejects.toThrow();
  });
});

describe('the scale test’s plain-HTTP variant of the example', () => {
  it('keeps everything but the redirect and the certificate: same upstream, proxying and HSTS', () => {
    const plain = plainConfigFromExample(example, [4001, 4002], 4000);
    expect(plain).toMatch(/^\s*listen 127\.0\.0\.1:4000;$/m);
    expect(plain).not.toMatch(/listen (80|443)|ssl_|return 301/);
    expect(plain.match(/^\s*server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=5s;$/gm)).toHaveLength(2);
    for (const line of [
      'proxy_pass http://diya_tales;',
      'proxy_set_header X-Forwarded-For $remote_addr;',
      HSTS,
    ]) {
      expect(plain).toContain(line);
    }
  });
});
