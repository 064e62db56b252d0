import type { Config } from '../../config.ts';
import type { IdentityProvider } from './identity-provider.ts';
import { createOidcIdentityProvider } from './oidc-identity-provider.ts';

// Google when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are set; otherwise the local test provider
// that server.ts starts on 127.0.0.1:DEV_IDP_PORT (docs/architecture.md#real-parts-and-stand-ins). Same client code either way.

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** The local provider's one client. Not a secret: the provider is only reachable from this machine. */
export const LOCAL_CLIENT = {
  clientId: 'diya-tales-local',
  clientSecret: 'diya-tales-local-test-provider',
} as const;

/** Registered with Google (Authorized redirect URIs) and with the local provider. */
export const callbackUrlFor = (siteUrl: string) => `${siteUrl}/auth/google/callback`;

export const localIssuerFor = (port: number) => `http://127.0.0.1:${port}`;

export function identityFromConfig(
  config: Pick<Config, 'google' | 'siteUrl' | 'devIdpPort'>,
  /** The running local provider's issuer, when it differs from DEV_IDP_PORT's (tests use a free port). */
  localIssuer = localIssuerFor(config.devIdpPort),
): IdentityProvider {
  const redirectUri = callbackUrlFor(config.siteUrl);
  if (config.google) {
    return createOidcIdentityProvider({
      kind: 'google',
      issuer: GOOGLE_ISSUER,
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      redirectUri,
      prompt: 'select_account',
    });
  }
  return createOidcIdentityProvider({
    kind: 'local',
    issuer: localIssuer,
    ...LOCAL_CLIENT,
    redirectUri,
    prompt: 'login',
  });
}
