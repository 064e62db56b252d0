import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// A secret that must survive restarts but that a fresh machine has no value for (the sign-in token
// key, the storage link key, the payment sandbox and order-link keys): made once into
// DATA_DIR/secrets/<name> with mode 0600. Several processes sharing DATA_DIR share the file; on
// separate machines, set the environment variable instead, since each would make its own file.

export const MIN_SECRET_LENGTH = 32;

export const secretFile = (dataDir: string, name: string) => path.join(dataDir, 'secrets', name);

export async function loadOrCreateSecret(dataDir: string, name: string, envName: string): Promise<string> {
  const file = secretFile(dataDir, name);
  const existing = await readSecret(file, envName);
  if (existing !== undefined) return existing;

  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside, then linked into place: link() fails if the file exists, so two processes
  // starting at once agree on one secret, and neither reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const created = await readSecret(file, envName);
  if (created === undefined) throw new Error(`Could not create the secret at ${file}`);
  return created;
}

async function readSecret(file: string, envName: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (needs ${MIN_SECRET_LENGTH}+ characters): delete it to have a new one made, or set ${envName}`,
    );
  }
  return secret;
}
