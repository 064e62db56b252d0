import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// AUTH_TOKEN_SECRET signs every sign-in token. Unset (a fresh machine), one is generated and kept in
// DATA_DIR so a restart does not sign everybody out. Several processes (or machines) must share one
// secret: set AUTH_TOKEN_SECRET for them, since each would otherwise keep its own file.

export const MIN_SECRET_LENGTH = 32;

export async function loadOrCreateTokenSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secrets', 'auth-token-secret');
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
  if (created === undefined) throw new Error(`Could not create the sign-in token secret at ${file}`);
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
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (needs ${MIN_SECRET_LENGTH}+ characters): delete it to have a new one made, or set AUTH_TOKEN_SECRET`,
    );
  }
  return secret;
}
