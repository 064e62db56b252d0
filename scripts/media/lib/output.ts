/** Output paths, the size budget report, and small file helpers. */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../..');
export const mediaRoot = join(repoRoot, 'apps/web/public/media');
export const publicRoot = join(repoRoot, 'apps/web/public');
export const tmpRoot = join(repoRoot, 'node_modules/.cache/diya-media');

export interface Written {
  path: string;
  bytes: number;
  limit: number;
}
export const written: Written[] = [];

export function mediaPath(rel: string): string {
  const p = join(mediaRoot, rel);
  mkdirSync(dirname(p), { recursive: true });
  return p;
}

export function record(path: string, limit: number): number {
  const bytes = statSync(path).size;
  written.push({ path: relative(publicRoot, path), bytes, limit });
  if (bytes > limit) {
    throw new Error(`${relative(repoRoot, path)} is ${bytes} bytes, over its ${limit} byte budget`);
  }
  return bytes;
}

export function writeText(path: string, text: string, limit: number): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  record(path, limit);
}

export const KB = 1024;

/** Progress output for the CLI (the lint rules reserve console for warnings and errors). */
export function log(line = ''): void {
  process.stdout.write(`${line}\n`);
}
