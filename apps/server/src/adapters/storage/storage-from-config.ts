import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { loadOrCreateSigningSecret } from './signing-secret.ts';

// S3 when S3_BUCKET is set; otherwise the local disk under DATA_DIR/storage (docs/architecture.md#real-parts-and-stand-ins).

export function storageFromConfig(config: Pick<Config, 'storage' | 'dataDir' | 'siteUrl'>): ObjectStorage {
  const storage = config.storage;
  if (storage.driver === 's3') {
    const { driver: _driver, ...s3 } = storage;
    return createS3Storage(s3);
  }
  const configured = storage.signingSecret;
  // Read (or made) on first use: a process that never signs a link never touches DATA_DIR/secrets.
  let secret: Promise<string> | undefined;
  const signingSecret = () => {
    if (configured) return Promise.resolve(configured);
    secret ??= loadOrCreateSigningSecret(config.dataDir).catch((error: unknown) => {
      secret = undefined; // a later link may try again (e.g. after a full disk was cleared)
      throw error;
    });
    return secret;
  };
  return createLocalDiskStorage({ dir: storage.dir, siteUrl: config.siteUrl, signingSecret });
}
