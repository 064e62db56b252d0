// Log scrubbing: sign-in tokens, OAuth codes and e-mail addresses travel in query strings
// (/auth/success?token=…, /auth/google/callback?code=…) and bodies; none of them may reach the logs.

export const REDACTED = '[REDACTED]';

// Matched against a key's lower-cased name, so accessToken, id_token and customerEmail are caught too.
// state, nonce and the PKCE verifier tie a sign-in to one browser (/auth/google/callback?code=…&state=…).
const SENSITIVE_KEY = /token|code|email|password|secret|authorization|cookie|signature|state|nonce|verifier/;

export const isSensitiveKey = (key: string) => SENSITIVE_KEY.test(key.toLowerCase());

/** The URL with the values of sensitive query parameters replaced; the path is kept as is. */
export function scrubUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq === -1 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // A malformed key is logged as sent; its value is still judged by the raw name.
      }
      return eq !== -1 && isSensitiveKey(key) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** A deep copy with the values of sensitive keys replaced (bodies, query objects). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[Truncated]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isSensitiveKey(key) ? REDACTED : scrubValue(item, depth + 1),
      ]),
    );
  }
  return value;
}
