import { vi } from 'vitest';

// Unit tests run in Node (no DOM library): a Map-backed Storage and a `window` that holds it are enough
// for the code that reads browser storage. Only imported by *.test.ts files.

export class FakeStorage implements Storage {
  private readonly items = new Map<string, string>();
  failWrites = false;

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

/** Installs a fresh `window` with local and session storage; undo with vi.unstubAllGlobals(). */
export function stubBrowserStorage(): { local: FakeStorage; session: FakeStorage } {
  const local = new FakeStorage();
  const session = new FakeStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
  return { local, session };
}
