import * as oidc from 'openid-client';
import {
  IdentityError,
  type IdentityProfile,
  type IdentityProvider,
  type SignInFlow,
} from './identity-provider.ts';

// OpenID Connect authorization code flow with PKCE (S256), state and nonce, on openid-client.
// The same code talks to Google and to the local test provider: only the settings differ.

export interface OidcIdentitySettings {
  kind: IdentityProvider['kind'];
  /** https://accounts.google.com, or http://127.0.0.1:<port> for the local provider. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** SITE_URL + /auth/google/callback; must be registered with the provider. */
  redirectUri: string;
  /**
   * Sent as `prompt`: Google's account chooser ('select_account') lets a family pick which account;
   * the local provider asks again ('login') so a tester can switch people.
   */
  prompt: 'select_account' | 'login';
}

const SCOPE = 'openid email profile';
// Seconds; a provider that does not answer fails the sign-in instead of holding the request.
const REQUEST_TIMEOUT_S = 10;
// OAuth error codes are short ASCII words (RFC 6749 §4.1.2.1); anything else is not passed on.
const OAUTH_ERROR_CODE = /^[\w.-]{1,64}$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** openid-client's code for "no key of the provider's set verifies this ID token" (oauth4webapi). */
const KEY_SELECTION_FAILED = 'OAUTH_KEY_SELECTION_FAILED';

export function createOidcIdentityProvider(settings: OidcIdentitySettings): IdentityProvider {
  const issuer = new URL(settings.issuer);
  // Plain http only for the local provider on this machine: an http issuer elsewhere would let
  // anyone on the path forge identities.
  const insecure = issuer.protocol === 'http:';
  if (insecure && !LOOPBACK_HOSTS.has(issuer.hostname)) {
    throw new Error(`Identity provider issuer must be https (or http on loopback): ${issuer.origin}`);
  }

  // Discovery happens on the first sign-in, not at boot: the server starts even when the provider
  // is unreachable, and a failed discovery is retried by the next sign-in.
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        oidc.ClientSecretPost(settings.clientSecret),
        {
          // Verify the ID token's signature against the provider's published keys as well as its claims.
          execute: insecure
            ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks]
            : [oidc.enableNonRepudiationChecks],
          timeout: REQUEST_TIMEOUT_S,
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    kind: settings.kind,

    async startSignIn() {
      const config = await discover();
      const flow: SignInFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        prompt: settings.prompt,
      });
      return { url, flow };
    },

    async completeSignIn(callbackUrl, flow) {
      let claims: oidc.IDToken | undefined;
      try {
        const config = await discover();
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        // The provider signs with a key this process has not seen: it was replaced (the local
        // provider taken over by another process, docs/decisions/043; a key rotation). The client
        // would refetch the key set only once its copy is a minute old, so every sign-in in that
        // minute would fail; forgetting the discovery makes the next sign-in fetch the keys anew.
        if (error instanceof oidc.ClientError && error.code === KEY_SELECTION_FAILED)
          configuration = undefined;
        throw toIdentityError(error);
      }
      return profileFrom(claims);
    },
  };
}

// openid-client's errors carry the callback parameters and token claims in `cause`; only the
// message (which names the failed check, never a value) leaves this file.
function toIdentityError(error: unknown): IdentityError {
  if (error instanceof oidc.AuthorizationResponseError) {
    const code = OAUTH_ERROR_CODE.test(error.error) ? error.error : undefined;
    return code
      ? new IdentityError('denied', `The provider answered ${code}`, code)
      : new IdentityError('failed', 'The provider answered with a malformed error');
  }
  const message = error instanceof Error ? error.message : 'unknown error';
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
  return new IdentityError('failed', `${message}${code}`);
}

function profileFrom(claims: oidc.IDToken | undefined): IdentityProfile {
  if (!claims) throw new IdentityError('failed', 'The provider returned no ID token');
  const { sub, email, email_verified: emailVerified, name, picture } = claims;
  if (typeof email !== 'string' || email.length === 0) {
    throw new IdentityError('failed', 'The ID token has no email claim');
  }
  return {
    subject: sub,
    email,
    // Google sends a boolean; some providers send the string "true".
    emailVerified: emailVerified === true || emailVerified === 'true',
    name: typeof name === 'string' && name.trim() ? name.trim() : email.split('@')[0]!,
    ...(typeof picture === 'string' && /^https?:\/\//.test(picture) ? { picture } : {}),
  };
}
