const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * Whether the page was reached from this site or a back end on this machine (docs/product-guide.md#sign-in-callback: the callback's
 * status fallback is only worth a request then; anyone else arriving without a token gets the message).
 */
export function cameFromOwnOrLocalBackend(referrer: string, ownOrigin: string): boolean {
  if (!referrer) return false;
  try {
    const from = new URL(referrer);
    return from.origin === ownOrigin || LOCAL_HOSTS.has(from.hostname);
  } catch {
    return false;
  }
}
