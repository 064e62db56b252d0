import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// STORAGE_SIGNING_SECRET signs the local disk's upload and download links. Unset (a fresh
// machine), one is generated and kept in DATA_DIR (0600), so links issued before a restart still
// work after it — a delivery e-mail's download link lives for 7 days. Several processes sharing
// one DATA_DIR share the file; on separate machines, set STORAGE_SIGNING_SECRET for all of them.

export const MIN_SIGNING_SECRET_LENGTH = 32;

export const signingSecretFile = (dataDir: string) => path.join(dataDir, 'secrets', 'storage-signing-secret');

export async function loadOrCreateSigningSecret(dataDir: string): Promise<string> {
  const file = signingSecretFile(dataDir);
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;

  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside, then linked into place: link() fails if the file exists, so two processes
  // starting at once agree on one secret, and neither ever reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const created = await readSecret(file);
  if (created === undefined) throw new Error(`Could not create the storage signing secret at ${file}`);
  return created;
}

async function readSecret(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SIGNING_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (needs ${MIN_SIGNING_SECRET_LENGTH}+ characters): delete it to have a new one made, or set STORAGE_SIGNING_SECRET`,
    );
  }
  return secret;
}
