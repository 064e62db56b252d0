import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DevIdentityProvider } from '../stand-ins/identity/dev-identity-provider.ts';
import { startDevIdentityProviderThread } from '../stand-ins/identity/dev-identity-thread.ts';
import {
  callbackUrlFor,
  identityFromConfig,
  LOCAL_CLIENT,
  localIssuerFor,
} from '../adapters/identity/identity-from-config.ts';
import type { IdentityProvider } from '../adapters/identity/identity-provider.ts';

// For server.ts: Google when configured; otherwise start the local test provider on loopback and
// point the client at it. Stopped with the server.

/** How often a process without the shared local provider checks whether its host has stopped. */
const TAKE_OVER_CHECK_MS = 2_000;

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

  const start = () =>
    startDevIdentityProviderThread({
      port: config.devIdpPort,
      ...LOCAL_CLIENT,
      redirectUri: callbackUrlFor(config.siteUrl),
      ...(config.adminEmails[0] ? { adminEmail: config.adminEmails[0] } : {}),
      log: logger,
    });
  let provider: DevIdentityProvider | undefined;
  let takeOver: NodeJS.Timeout | undefined;
  try {
    provider = await start();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // Most likely another process of this shop (same client, same callback) already runs it: the
    // processes on one machine share that one provider (docs/decisions/043). Should its host stop,
    // the first process to find the port free takes it over, so sign-in keeps working.
    logger.warn(
      `Port ${config.devIdpPort} (the local sign-in provider) is in use; using whatever listens there (another process of this shop). If sign-in fails, set DEV_IDP_PORT to a free port.`,
    );
    let trying = false;
    takeOver = setInterval(() => {
      if (trying) return;
      trying = true;
      start()
        .then((started) => {
          clearInterval(takeOver);
          provider = started;
          logger.warn(
            { issuer: started.issuer },
            'The local sign-in provider stopped in another process; this process runs it now',
          );
        })
        .catch((retryError: unknown) => {
          if ((retryError as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
            logger.error(
              { reason: (retryError as Error).message },
              'Local sign-in provider take-over failed',
            );
          }
        })
        .finally(() => (trying = false));
    }, TAKE_OVER_CHECK_MS);
    takeOver.unref();
  }
  const issuer = provider?.issuer ?? localIssuerFor(config.devIdpPort);
  const message = `Google sign-in is not configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET): "Sign in with Google" uses the local test provider at ${issuer}, reachable from this machine only`;
  if (config.nodeEnv === 'production') logger.warn({ issuer }, message);
  else logger.info({ issuer }, message);
  return {
    identity: identityFromConfig(config, issuer),
    close: async () => {
      clearInterval(takeOver);
      await provider?.close();
    },
  };
}
