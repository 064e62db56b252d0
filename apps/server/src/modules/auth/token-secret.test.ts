import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateTokenSecret } from './token-secret.ts';

describe('the sign-in token secret without AUTH_TOKEN_SECRET', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'diya-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is generated once, kept owner-only in DATA_DIR/secrets, and reused after a restart', async () => {
    const dataDir = await tempDir();
    const secret = await loadOrCreateTokenSecret(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'secrets', 'auth-token-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect(await loadOrCreateTokenSecret(dataDir)).toBe(secret);
  });

  it('two processes starting at once end up with the same secret', async () => {
    const dataDir = await tempDir();
    const [a, b] = await Promise.all([loadOrCreateTokenSecret(dataDir), loadOrCreateTokenSecret(dataDir)]);
    expect(a).toBe(b);
  });

  it('a file with a short secret is an error that says what to do', async () => {
    const dataDir = await tempDir();
    await mkdir(path.join(dataDir, 'secrets'));
    await writeFile(path.join(dataDir, 'secrets', 'auth-token-secret'), 'short\n');
    await expect(loadOrCreateTokenSecret(dataDir)).rejects.toThrow(
      /delete it to have a new one made, or set AUTH_TOKEN_SECRET/,
    );
  });
});
