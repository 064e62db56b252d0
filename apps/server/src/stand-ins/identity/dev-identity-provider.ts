import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isEmailAddress } from '@shop/contracts/email-address';
import { exportJWK, generateKeyPair } from 'jose';
import type { Configuration, default as OidcProvider } from 'oidc-provider';
import { createMemoryStorage } from './dev-provider-storage.ts';
import { renderErrorPage, renderSignInPage, signInPageCsp } from './dev-sign-in-page.ts';

// The embedded default for Google sign-in (docs/architecture.md#real-parts-and-stand-ins): a real OpenID provider (oidc-provider) on
// loopback, so the server runs the very same OIDC code path offline. Its sign-in page accepts any
// e-mail and name. Listening on 127.0.0.1 only: a browser on another machine cannot reach it, and
// our server exchanges codes with it here, so nobody outside this machine can sign in through it.

export interface DevIdentityProviderOptions {
  /** 0 picks a free port (tests). */
  port: number;
  clientId: string;
  clientSecret: string;
  /** SITE_URL + /auth/google/callback. */
  redirectUri: string;
  /** Offered on the sign-in page as the address to try the admin pages with. */
  adminEmail?: string;
  /** Where the provider's own failures go (the server's logger). */
  log: { error(details: object, message: string): void };
}

export interface DevIdentityProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  close(): Promise<void>;
}

interface Person {
  email: string;
  name: string;
}

const HOST = '127.0.0.1';
const SCOPE = 'openid email profile';
const FORM_BODY_LIMIT = 10 * 1024;
const INTERACTION_PATH = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/;

export async function startDevIdentityProvider(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  // The issuer names the port, and the port is only known once listening (0 in tests).
  let handle: http.RequestListener = (_request, response) => response.writeHead(503).end();
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const issuer = `http://${HOST}:${(server.address() as AddressInfo).port}`;

  const people = new Map<string, Person>();
  const Provider = await importOidcProvider();
  const provider = new Provider(issuer, await providerConfiguration(options, people));
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    options.log.error({ reason: error.message }, 'Local sign-in provider failed');
  });

  const oidcHandler = provider.callback();
  const csp = signInPageCsp(new URL(options.redirectUri).origin);
  handle = (request, response) => {
    const match = INTERACTION_PATH.exec(new URL(request.url ?? '/', issuer).pathname);
    if (!match) {
      oidcHandler(request, response);
      return;
    }
    interaction(
      provider,
      people,
      options,
      request,
      response,
      match[2] as 'login' | 'abort' | undefined,
    ).catch((error: unknown) => {
      // Mostly an expired or missing interaction cookie (the tab sat open too long).
      const message = error instanceof Error ? error.message : 'unknown error';
      if (!response.headersSent) {
        sendHtml(
          response,
          400,
          renderErrorPage('Sign-in expired', `This sign-in can no longer be completed (${message}).`),
        );
      }
    });
  };
  // Every HTML page of ours carries the strict CSP; oidc-provider's own responses are redirects and JSON.
  const sendHtml = (response: http.ServerResponse, status: number, html: string) => {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    response.end(html);
  };

  async function interaction(
    op: OidcProvider,
    known: Map<string, Person>,
    settings: DevIdentityProviderOptions,
    request: http.IncomingMessage,
    response: http.ServerResponse,
    action: 'login' | 'abort' | undefined,
  ) {
    const details = await op.interactionDetails(request, response);
    const actions = {
      loginAction: `/interaction/${details.uid}/login`,
      abortAction: `/interaction/${details.uid}/abort`,
    };
    const adminHint = settings.adminEmail ? { adminEmail: settings.adminEmail } : {};

    if (request.method === 'GET' && action === undefined) {
      sendHtml(response, 200, renderSignInPage({ ...actions, ...adminHint }));
      return;
    }
    if (request.method !== 'POST' || action === undefined) {
      response.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    if (action === 'abort') {
      // The shop's callback receives error=access_denied, as from Google when a person cancels.
      await op.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    const form = new URLSearchParams(await readBody(request));
    const email = (form.get('email') ?? '').trim();
    const name = (form.get('name') ?? '').trim().replace(/\s+/g, ' ');
    const problem =
      // The shop's one address rule: a signed-in parent's address may become an order's.
      !isEmailAddress(email)
        ? { field: 'email' as const, message: 'Enter an e-mail address, like parent@example.com.' }
        : name.length === 0 || name.length > 100
          ? { field: 'name' as const, message: 'Enter a name (up to 100 characters).' }
          : undefined;
    if (problem) {
      sendHtml(response, 400, renderSignInPage({ ...actions, ...adminHint, email, name, error: problem }));
      return;
    }

    // One stable subject per address, as Google keeps one per account.
    const accountId = `local-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32)}`;
    known.set(accountId, { email, name });
    // Not remembered: the next sign-in shows this page again, so a tester can switch people.
    await op.interactionFinished(
      request,
      response,
      { login: { accountId, remember: false } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Our server's HTTP client keeps connections alive; they must not hold the close open.
        server.closeAllConnections();
      }),
  };
}

async function providerConfiguration(
  options: DevIdentityProviderOptions,
  people: Map<string, Person>,
): Promise<Configuration> {
  // Fresh keys per start: the client fetches them from the jwks endpoint when verifying ID tokens.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };

  return {
    adapter: createMemoryStorage(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Put the profile in the ID token, as Google does; the shop reads it from there only.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: person.email, email_verified: true, name: person.name }),
      };
    },
    // First-party test client: consent is implied, so the form completes login and consent at once.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    clientBasedCORS: () => false,
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('content-security-policy', signInPageCsp(new URL(options.redirectUri).origin));
      ctx.body = renderErrorPage('Sign-in failed', `${out.error}: ${out.error_description ?? ''}`);
    },
  };
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > FORM_BODY_LIMIT) throw new Error('form too large');
  }
  return body;
}

// Loaded only when the local provider runs, so a Google-configured server never loads it.
// oidc-provider 9 prints "Unsupported runtime" on Node 20 LTS (it targets 22+); docs/architecture.md#versions lists it
// as known to work on Node 20.20 and this provider's tests exercise it, so that one notice would
// only alarm an operator.
async function importOidcProvider(): Promise<typeof OidcProvider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}
