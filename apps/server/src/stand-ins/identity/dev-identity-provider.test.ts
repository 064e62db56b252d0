import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevIdentityProvider, type DevIdentityProvider } from './dev-identity-provider.ts';
import { formAction, TestBrowser } from './dev-sign-in-browser.ts';
import { IdentityError, type IdentityProvider } from '../../adapters/identity/identity-provider.ts';
import { createOidcIdentityProvider } from '../../adapters/identity/oidc-identity-provider.ts';

// The local test provider (real oidc-provider on loopback) and the OIDC client that the server
// uses for Google too: code flow with PKCE, state, nonce and a verified ID token.

const SITE = 'http://localhost:3999';
const REDIRECT_URI = `${SITE}/auth/google/callback`;
const errors: string[] = [];

describe('local test provider + OIDC client', () => {
  let idp: DevIdentityProvider;
  let identity: IdentityProvider;

  beforeAll(async () => {
    idp = await startDevIdentityProvider({
      port: 0,
      clientId: 'diya-tales-local',
      clientSecret: 'test-secret',
      redirectUri: REDIRECT_URI,
      adminEmail: 'admin@diyatales.test',
      log: { error: (_details, message) => errors.push(message) },
    });
    identity = createOidcIdentityProvider({
      kind: 'local',
      issuer: idp.issuer,
      clientId: 'diya-tales-local',
      clientSecret: 'test-secret',
      redirectUri: REDIRECT_URI,
      prompt: 'login',
    });
  });
  afterAll(async () => {
    await idp.close();
    expect(errors).toEqual([]);
  });

  // Start → the provider's page → submit → the URL the provider sends the browser back to.
  async function signIn(form: Record<string, string> | 'cancel') {
    const { url, flow } = await identity.startSignIn();
    const browser = new TestBrowser();
    const page = await browser.navigate(url.href, { stopAt: SITE });
    expect(page.response.status).toBe(200);
    const submitted = await browser.navigate(
      formAction(page.html, idp.issuer, form === 'cancel' ? 'abort' : 'login'),
      {
        method: 'POST',
        form: form === 'cancel' ? {} : form,
        stopAt: SITE,
      },
    );
    return { flow, page, submitted };
  }

  it('listens on loopback only and publishes discovery', async () => {
    expect(idp.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const discovery = (await (
      await fetch(`${idp.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
  });

  it('asks for PKCE S256, state and nonce, and shows an accessible, clearly labelled test page', async () => {
    const { url } = await identity.startSignIn();
    expect(url.origin).toBe(idp.issuer);
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(param)).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('scope')).toBe('openid email profile');

    const page = await new TestBrowser().navigate(url.href, { stopAt: SITE });
    expect(page.response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<h1>Diya Tales test sign-in</h1>');
    expect(page.html).toContain('Local test provider — not Google.');
    expect(page.html).toMatch(/<label for="email">E-mail<\/label>\s*<input id="email"/);
    expect(page.html).toMatch(/<label for="name">Name<\/label>\s*<input id="name"/);
    expect(page.html).toContain('admin@diyatales.test');
  });

  it('any e-mail and name: the callback carries a code whose verified ID token names the person', async () => {
    const { flow, submitted } = await signIn({ email: 'Parent@Example.com', name: '  Asha   Rao ' });
    expect(submitted.stoppedAt?.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(submitted.stoppedAt?.searchParams.get('code')).toBeTruthy();

    const profile = await identity.completeSignIn(submitted.stoppedAt!, flow);
    expect(profile).toEqual({
      subject: expect.stringMatching(/^local-[0-9a-f]{32}$/),
      email: 'Parent@Example.com',
      emailVerified: true,
      name: 'Asha Rao',
    });

    // The same address is the same account next time.
    const again = await signIn({ email: 'parent@example.com', name: 'Asha' });
    expect((await identity.completeSignIn(again.submitted.stoppedAt!, again.flow)).subject).toBe(
      profile.subject,
    );
  });

  it('re-shows the form with a message tied to the field for a bad e-mail or an empty name', async () => {
    const bad = await signIn({ email: 'not-an-address', name: 'Asha' });
    expect(bad.submitted.response.status).toBe(400);
    expect(bad.submitted.html).toContain('role="alert"');
    expect(bad.submitted.html).toMatch(/id="email"[^>]*aria-invalid="true"/);
    expect(bad.submitted.html).toContain('value="not-an-address"');
    // The shop's one address rule: what the outbox could not send is refused at sign-in too.
    const unsendable = await signIn({ email: 'x<y@example.com', name: 'Asha' });
    expect(unsendable.submitted.response.status).toBe(400);
    expect(unsendable.submitted.html).toMatch(/id="email"[^>]*aria-invalid="true"/);

    const noName = await signIn({ email: 'parent@example.com', name: ' ' });
    expect(noName.submitted.response.status).toBe(400);
    expect(noName.submitted.html).toMatch(/id="name"[^>]*aria-invalid="true"/);
  });

  it('escapes what it echoes', async () => {
    const { submitted } = await signIn({ email: '"><script>alert(1)</script>', name: 'x' });
    expect(submitted.html).not.toContain('<script>alert(1)</script>');
    expect(submitted.html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('Cancel: the provider answers access_denied, which completeSignIn reports as denied', async () => {
    const { flow, submitted } = await signIn('cancel');
    expect(submitted.stoppedAt?.searchParams.get('error')).toBe('access_denied');
    const error = await identity.completeSignIn(submitted.stoppedAt!, flow).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ kind: 'denied', providerError: 'access_denied' });
  });

  it('refuses a callback whose state, nonce or code verifier is not this flow’s, and a reused code', async () => {
    const fail = async (mutate: (flow: { state: string; nonce: string; codeVerifier: string }) => void) => {
      const { flow, submitted } = await signIn({ email: 'parent@example.com', name: 'Asha' });
      mutate(flow);
      return identity.completeSignIn(submitted.stoppedAt!, flow).catch((e: unknown) => e);
    };
    for (const mutate of [
      (f: { state: string }) => (f.state = 'another-state'),
      (f: { nonce: string }) => (f.nonce = 'another-nonce'),
      (f: { codeVerifier: string }) => (f.codeVerifier = 'x'.repeat(43)),
    ]) {
      const error = await fail(mutate);
      expect(error).toBeInstanceOf(IdentityError);
      expect(error).toMatchObject({ kind: 'failed' });
    }

    const { flow, submitted } = await signIn({ email: 'parent@example.com', name: 'Asha' });
    await identity.completeSignIn(submitted.stoppedAt!, flow);
    await expect(identity.completeSignIn(submitted.stoppedAt!, flow)).rejects.toMatchObject({
      kind: 'failed',
    });
  });
});

describe('OIDC client settings', () => {
  it('refuses a plain-http issuer that is not on loopback', () => {
    expect(() =>
      createOidcIdentityProvider({
        kind: 'google',
        issuer: 'http://accounts.example.com',
        clientId: 'x',
        clientSecret: 'y',
        redirectUri: REDIRECT_URI,
        prompt: 'select_account',
      }),
    ).toThrow(/must be https/);
  });

  it('an unreachable provider fails the sign-in start, and a later attempt tries again', async () => {
    const identity = createOidcIdentityProvider({
      kind: 'local',
      issuer: 'http://127.0.0.1:9',
      clientId: 'x',
      clientSecret: 'y',
      redirectUri: REDIRECT_URI,
      prompt: 'login',
    });
    await expect(identity.startSignIn()).rejects.toThrow();
    await expect(identity.startSignIn()).rejects.toThrow();
  });
});
