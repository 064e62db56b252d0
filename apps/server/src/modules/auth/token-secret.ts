import { loadOrCreateSecret } from '../../secrets/persisted-secret.ts';

// AUTH_TOKEN_SECRET signs every sign-in token; unset, one is kept in DATA_DIR so a restart does not
// sign everybody out.
export function loadOrCreateTokenSecret(dataDir: string): Promise<string> {
  return loadOrCreateSecret(dataDir, 'auth-token-secret', 'AUTH_TOKEN_SECRET');
}
