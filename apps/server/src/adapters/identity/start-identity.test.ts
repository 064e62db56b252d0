import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startIdentity, type RunningIdentity } from './start-identity.ts';

// Several processes of the shop on one machine share one local sign-in provider on DEV_IDP_PORT
// (docs/decisions/043): the first runs it, the others use it and take it over when it stops.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const quietLog = () => {
  const warnings: string[] = [];
  const log = {
    info: () => {},
    warn: (...args: unknown[]) => warnings.push(String(args.find((a) => typeof a === 'string'))),
    error: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
};

const discovery = async (port: number) => {
  const response = await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`).catch(() => null);
  return response?.ok ? ((await response.json()) as { issuer: string }) : null;
};

describe('startIdentity: one local provider per machine', () => {
  const running: RunningIdentity[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.close()));
  });

  it('a second process uses the first one’s provider and takes it over when that one stops', async () => {
    const port = await freePort();
    const config = {
      google: null,
      siteUrl: 'http://127.0.0.1:9',
      devIdpPort: port,
      adminEmails: ['admin@diyatales.test'],
      nodeEnv: 'test' as const,
    };
    const first = await startIdentity(config, quietLog().log);
    running.push(first);
    const second = quietLog();
    running.push(await startIdentity(config, second.log));
    expect(second.warnings.join('\n')).toMatch(/is in use; using whatever listens there/);
    expect((await discovery(port))?.issuer).toBe(`http://127.0.0.1:${port}`);

    running.splice(running.indexOf(first), 1);
    await first.close();
    expect(await discovery(port)).toBeNull();
    await expect.poll(() => discovery(port), { timeout: 8_000, interval: 250 }).not.toBeNull();
    expect(second.warnings.join('\n')).toMatch(/this process runs it now/);
  });
});
