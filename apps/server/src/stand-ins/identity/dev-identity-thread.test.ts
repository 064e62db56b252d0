import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevIdentityProvider } from './dev-identity-provider.ts';
import { startDevIdentityProviderThread } from './dev-identity-thread.ts';
import { formAction, TestBrowser } from './dev-sign-in-browser.ts';
import { createOidcIdentityProvider } from '../../adapters/identity/oidc-identity-provider.ts';

// The local test provider as the server runs it: in a worker thread, the same sign-in.

const SITE = 'http://localhost:3998';
const REDIRECT_URI = `${SITE}/auth/google/callback`;
const options = {
  clientId: 'diya-tales-local',
  clientSecret: 'test-secret',
  redirectUri: REDIRECT_URI,
  log: { error: (_details: object, message: string) => logged.push(message) },
};
const logged: string[] = [];

describe('the local test provider in its own thread', () => {
  let idp: DevIdentityProvider;
  beforeAll(async () => {
    idp = await startDevIdentityProviderThread({ ...options, port: 0 });
  });
  afterAll(async () => {
    await idp.close();
    // Neither the refused second start nor an asked-for stop is a failure worth an error line.
    expect(logged).toEqual([]);
  });

  it('signs a person in through the thread', async () => {
    const identity = createOidcIdentityProvider({
      kind: 'local',
      issuer: idp.issuer,
      ...options,
      prompt: 'login',
    });
    const { url, flow } = await identity.startSignIn();
    const browser = new TestBrowser();
    const page = await browser.navigate(url.href, { stopAt: SITE });
    expect(page.response.status).toBe(200);
    const back = await browser.navigate(formAction(page.html, idp.issuer, 'login'), {
      method: 'POST',
      form: { email: 'meera@example.com', name: 'Meera' },
      stopAt: SITE,
    });
    const person = await identity.completeSignIn(back.stoppedAt!, flow);
    expect(person).toMatchObject({ email: 'meera@example.com', name: 'Meera' });
  });

  it('fails as the provider does when its port is taken', async () => {
    const port = Number(new URL(idp.issuer).port);
    await expect(startDevIdentityProviderThread({ ...options, port })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});
