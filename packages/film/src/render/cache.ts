/**
 * Where rendered shared segments are kept, by key. The server backs this with object storage; the
 * bench and the tests use a local directory. A segment is the same for every child, so a story's
 * shots are rendered once per (storyboard version, profile, engine version).
 */
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';

export interface SegmentCache {
  /** A local file holding the segment under this key, or undefined if none was put. */
  get(key: string): Promise<string | undefined>;
  /** Keep the file under this key; returns where it is now (a local file to read from). */
  put(key: string, file: string): Promise<string>;
}

/** A cache in a local directory: one file per key. */
export class DirectoryCache implements SegmentCache {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private path(key: string): string {
    if (!/^[a-z0-9][a-z0-9._-]*$/.test(key)) throw new Error(`cache key ${key} is not a plain file name`);
    return join(this.dir, key);
  }

  get(key: string): Promise<string | undefined> {
    const path = this.path(key);
    return Promise.resolve(existsSync(path) ? path : undefined);
  }

  put(key: string, file: string): Promise<string> {
    const path = this.path(key);
    const partial = `${path}.${process.pid}.partial`;
    copyFileSync(file, partial);
    renameSync(partial, path); // whole files only, even with two renders putting the same key
    return Promise.resolve(path);
  }
}
