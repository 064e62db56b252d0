import { loadOrCreateSecret, secretFile } from '../../secrets/persisted-secret.ts';

// STORAGE_SIGNING_SECRET signs the local disk's upload and download links; unset, one is kept in
// DATA_DIR so links issued before a restart (a delivery link lives 7 days) still work after it.
const NAME = 'storage-signing-secret';

export const signingSecretFile = (dataDir: string) => secretFile(dataDir, NAME);

export function loadOrCreateSigningSecret(dataDir: string): Promise<string> {
  return loadOrCreateSecret(dataDir, NAME, 'STORAGE_SIGNING_SECRET');
}
