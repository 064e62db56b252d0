import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { formAction, TestBrowser } from '../stand-ins/identity/dev-sign-in-browser.ts';
import type { IdentityProvider } from '../adapters/identity/identity-provider.ts';
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

const SITE = 'http://127.0.0.1:9';

/** A whole sign-in through `identity`: its start, the provider's form, the callback it answers. */
async function signIn(identity: IdentityProvider, issuer: string) {
  const { url, flow } = await identity.startSignIn();
  const browser = new TestBrowser();
  const page = await browser.navigate(url.href, { stopAt: SITE });
  const back = await browser.navigate(formAction(page.html, issuer, 'login'), {
    method: 'POST',
    form: { email: 'parent@example.com', name: 'Asha' },
    stopAt: SITE,
  });
  return identity.completeSignIn(back.stoppedAt!, flow);
}

describe('startIdentity: one local provider per machine', () => {
  const running: RunningIdentity[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.close()));
  });

  it('a second process uses the first one’s provider and takes it over when that one stops', async () => {
    const port = await freePort();
    const config = {
      google: null,
      siteUrl: SITE,
      devIdpPort: port,
      adminEmails: ['admin@diyatales.test'],
      nodeEnv: 'test' as const,
    };
    const first = await startIdentity(config, quietLog().log);
    running.push(first);
    const second = quietLog();
    const secondIdentity = await startIdentity(config, second.log);
    running.push(secondIdentity);
    expect(second.warnings.join('\n')).toMatch(/is in use; using whatever listens there/);
    const issuer = `http://127.0.0.1:${port}`;
    expect((await discovery(port))?.issuer).toBe(issuer);
    // The second process signs in through the first one's provider (and keeps its signing keys).
    expect((await signIn(secondIdentity.identity, issuer)).email).toBe('parent@example.com');

    running.splice(running.indexOf(first), 1);
    await first.close();
    expect(await discovery(port)).toBeNull();
    // Starting the provider's thread compiles it first: seconds on a busy machine, so the wait is generous
    // (what is checked is that the second process takes over, not how fast).
    await expect.poll(() => discovery(port), { timeout: 30_000, interval: 250 }).not.toBeNull();
    expect(second.warnings.join('\n')).toMatch(/this process runs it now/);

    // The new provider signs with new keys. A sign-in that meets them fails at most once, not for
    // the minute the client would otherwise keep its copy of the old key set.
    const afterTakeOver = await signIn(secondIdentity.identity, issuer).then(
      (profile) => profile.email,
      () => signIn(secondIdentity.identity, issuer).then((profile) => profile.email),
    );
    expect(afterTakeOver).toBe('parent@example.com');
  }, 90_000);
});
