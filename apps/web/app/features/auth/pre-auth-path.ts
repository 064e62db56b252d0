import { PRE_AUTH_PATH_KEY, readStored, removeStored, writeStored } from '~/lib/storage-keys';

// Where a signed-out visitor was going (pathname + search), kept in sessionStorage so the sign-in round
// trip through Google can bring them back (docs/product-guide.md#guarded-pages).

/** The home page and the sign-in pages themselves are never worth returning to. */
export function isRememberablePath(path: string): boolean {
  return path !== '/' && !path.startsWith('/auth/');
}

// Only a path on this site: "//evil.example" or "https://…" would turn the redirect into an open one.
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberPreAuthPath(path: string): void {
  if (isSitePath(path) && isRememberablePath(path)) writeStored('session', PRE_AUTH_PATH_KEY, path);
}

export function peekPreAuthPath(): string | null {
  const path = readStored('session', PRE_AUTH_PATH_KEY);
  return path && isSitePath(path) && isRememberablePath(path) ? path : null;
}

/** Reads and forgets the saved path. */
export function takePreAuthPath(): string | null {
  const path = peekPreAuthPath();
  clearPreAuthPath();
  return path;
}

export function clearPreAuthPath(): void {
  removeStored('session', PRE_AUTH_PATH_KEY);
}
