import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup } from '../bench/cleanup';
import { repoRoot } from '../bench/server';

// nginx from Debian's package as the load balancer, run unprivileged under a temp prefix. Its `http`
// content IS deploy/nginx/diya-tales.conf (the documented production example), with this machine's
// ports: the load runs through its HTTPS server as plain HTTP on one port (plainConfigFromExample:
// no certificate, nothing but the TLS lines left out), and nginx.test.ts runs the file as it is, TLS,
// redirect and HSTS included, with a certificate made for the test (tlsConfigFromExample). An access
// log that names the process (upstream) answering each request, and the step the client marked, is
// added.

export const NGINX_BINARY = '/usr/sbin/nginx';
export const EXAMPLE = path.join(repoRoot, 'deploy/nginx/diya-tales.conf');

export interface RunningNginx {
  origin: string;
  accessLog: string;
  /** Points the upstream at these ports and reloads (the 1-process and 3-process measurements). */
  setUpstreams(ports: number[]): Promise<void>;
  stop(): Promise<void>;
}

function replaced(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`${EXAMPLE}: no ${what}`);
  return text.replace(pattern, replacement);
}

/** The example with our upstream ports and 127.0.0.1 as its name; throws if the example's shape changed. */
function withUpstreams(example: string, upstreamPorts: number[]): string {
  const upstreamLines = example.match(/^\s*server 127\.0\.0\.1:\d+ [^\n]*;$/gm) ?? [];
  if (upstreamLines.length === 0) throw new Error(`${EXAMPLE}: no "server 127.0.0.1:PORT …;" upstream lines`);
  const options = upstreamLines[0]!.trim().replace(/^server 127\.0\.0\.1:\d+\s*/, '');
  let first = true;
  return example
    .replace(/^(\s*)server 127\.0\.0\.1:\d+ [^\n]*;\n/gm, (_line, indent: string) => {
      if (!first) return '';
      first = false;
      return upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port} ${options}\n`).join('');
    })
    .replace(/^(\s*)server_name [^;]+;$/gm, '$1server_name 127.0.0.1;')
    .replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, '');
}

/**
 * The example as the scale test's load balancer: its HTTPS server on one plain-HTTP port of this
 * machine, without the redirecting port-80 server and the certificate lines; all else as written.
 */
export function plainConfigFromExample(example: string, upstreamPorts: number[], listenPort: number): string {
  let config = withUpstreams(example, upstreamPorts);
  config = replaced(
    config,
    /^server \{\n(?:(?!\}\n).*\n)*?\s*return 301 https:[^\n]*\n\}\n\n?/m,
    '',
    'port-80 server redirecting to https',
  );
  config = replaced(
    config,
    /^(\s*)listen 443 ssl[^;]*;$/m,
    `$1listen 127.0.0.1:${listenPort};`,
    '"listen 443 ssl" line',
  );
  return config.replace(/^\s*ssl_[a-z_]+ [^\n]*;\n/gm, '');
}

/** The example exactly as deployed, on this machine's ports, with this certificate and key. */
export function tlsConfigFromExample(
  example: string,
  upstreamPorts: number[],
  tls: { httpPort: number; httpsPort: number; certificate: string; key: string },
): string {
  let config = withUpstreams(example, upstreamPorts);
  config = replaced(config, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${tls.httpPort};`, '"listen 80;" line');
  config = replaced(
    config,
    /^(\s*)listen 443 ssl([^;]*);$/m,
    `$1listen 127.0.0.1:${tls.httpsPort} ssl$2;`,
    '"listen 443 ssl" line',
  );
  config = replaced(
    config,
    /^(\s*)ssl_certificate [^;]+;$/m,
    `$1ssl_certificate ${tls.certificate};`,
    'ssl_certificate',
  );
  return replaced(
    config,
    /^(\s*)ssl_certificate_key [^;]+;$/m,
    `$1ssl_certificate_key ${tls.key};`,
    'ssl_certificate_key',
  );
}

/** nginx, unprivileged under a temp prefix, serving this `http` block content (from the example). */
export async function launchNginx(
  httpContent: (ports: number[]) => string,
  upstreamPorts: number[],
  ready: () => Promise<boolean>,
): Promise<Omit<RunningNginx, 'origin'>> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(`${NGINX_BINARY} is missing: install Debian's package (apt-get install -y nginx).`);
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'diya-scale-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir));
  const accessLog = path.join(prefix, 'logs/access.log');
  const confFile = path.join(prefix, 'nginx.conf');
  const write = (ports: number[]) =>
    writeFileSync(
      confFile,
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${prefix}/nginx.pid;`,
        `error_log ${prefix}/logs/error.log warn;`,
        'events { worker_connections 1024; }',
        'http {',
        `  client_body_temp_path ${prefix}/tmp/body;`,
        `  proxy_temp_path ${prefix}/tmp/proxy;`,
        `  fastcgi_temp_path ${prefix}/tmp/fastcgi;`,
        `  uwsgi_temp_path ${prefix}/tmp/uwsgi;`,
        `  scgi_temp_path ${prefix}/tmp/scgi;`,
        "  log_format scale '$upstream_addr $status $request_method $uri $http_x_scale_step';",
        `  access_log ${accessLog} scale;`,
        '  # --- deploy/nginx/diya-tales.conf, ports replaced ---',
        httpContent(ports),
        '}',
        '',
      ].join('\n'),
    );
  write(upstreamPorts);
  const nginx = (args: string[]) =>
    spawn(NGINX_BINARY, ['-p', prefix, '-c', confFile, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const test = nginx(['-t', '-q']);
  let testOutput = '';
  test.stderr.on('data', (d: Buffer) => (testOutput += d));
  const testCode = await new Promise<number | null>((resolve) => test.on('close', resolve));
  if (testCode !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t refused the generated config:\n${testOutput}`);
  }

  const child = nginx([]);
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output = (output + d).slice(-5_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const done = onCleanup(stop);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (await ready()) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      done();
      throw new Error(`nginx did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    accessLog,
    async setUpstreams(ports) {
      write(ports);
      child.kill('SIGHUP');
      // The old worker finishes; wait until only the new upstreams answer.
      await new Promise((r) => setTimeout(r, 1_000));
    },
    stop: async () => {
      done();
      await stop();
    },
  };
}

/** The scale test's load balancer: the example as plain HTTP on `listenPort`, ready once it proxies. */
export async function startNginx(upstreamPorts: number[], listenPort: number): Promise<RunningNginx> {
  const origin = `http://127.0.0.1:${listenPort}`;
  const example = readFileSync(EXAMPLE, 'utf8');
  const running = await launchNginx(
    (ports) => plainConfigFromExample(example, ports, listenPort),
    upstreamPorts,
    async () => {
      try {
        const res = await fetch(`${origin}/healthz`);
        await res.arrayBuffer();
        return res.status !== 502;
      } catch {
        return false; // not listening yet
      }
    },
  );
  return { origin, ...running };
}
