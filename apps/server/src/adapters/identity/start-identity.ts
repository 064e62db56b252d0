import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { startDevIdentityProvider, type DevIdentityProvider } from './dev-identity-provider.ts';
import { callbackUrlFor, identityFromConfig, LOCAL_CLIENT, localIssuerFor } from './identity-from-config.ts';
import type { IdentityProvider } from './identity-provider.ts';

// For server.ts: Google when configured; otherwise start the local test provider on loopback and
// point the client at it. Stopped with the server.

export interface RunningIdentity {
  identity: IdentityProvider;
  close(): Promise<void>;
}

export async function startIdentity(
  config: Pick<Config, 'google' | 'siteUrl' | 'devIdpPort' | 'adminEmails' | 'nodeEnv'>,
  logger: FastifyBaseLogger,
): Promise<RunningIdentity> {
  if (config.google) {
    logger.info(
      { callback: callbackUrlFor(config.siteUrl) },
      'Sign-in with Google (the callback must be an authorized redirect URI of the Google client)',
    );
    return { identity: identityFromConfig(config), close: async () => {} };
  }

  let provider: DevIdentityProvider | undefined;
  try {
    provider = await startDevIdentityProvider({
      port: config.devIdpPort,
      ...LOCAL_CLIENT,
      redirectUri: callbackUrlFor(config.siteUrl),
      ...(config.adminEmails[0] ? { adminEmail: config.adminEmails[0] } : {}),
      log: logger,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // Most likely another process of this shop (same client, same callback) already runs it.
    logger.warn(
      `Port ${config.devIdpPort} (the local sign-in provider) is in use; using whatever listens there. If sign-in fails, set DEV_IDP_PORT to a free port.`,
    );
  }
  const issuer = provider?.issuer ?? localIssuerFor(config.devIdpPort);
  const message = `Google sign-in is not configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET): "Sign in with Google" uses the local test provider at ${issuer}, reachable from this machine only`;
  if (config.nodeEnv === 'production') logger.warn({ issuer }, message);
  else logger.info({ issuer }, message);
  return {
    identity: identityFromConfig(config, issuer),
    close: async () => provider?.close(),
  };
}
