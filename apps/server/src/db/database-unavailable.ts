// Whether an error means "the database cannot be reached right now" (restarting, failing over, the
// network between us down) rather than a bug or bad input: such a request is answered 503 with
// Retry-After, and a background pass simply tries again later (docs/decisions/067).

// SQLSTATE class 08 (connection exception) and the operator-intervention states a restart sends:
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;

// What the socket says when nothing answers or the line is cut.
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres' own words for a connection it lost or could not get in time (it sets no code).
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
  /is not queryable/,
  /^Client was closed and is not queryable/,
];

/** True when `error` (or what it wraps, as `cause` or an AggregateError's errors) is a lost or refused database connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SYSCALL_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
