// The one Range form browsers' video players send: a single `bytes=` range (RFC 9110 §14.1.2).
// Several ranges, other units or bad syntax are ignored (the whole file is sent), as the RFC
// allows; a range that starts past the end is unsatisfiable (416).

export type RequestedRange =
  | { kind: 'whole' }
  | { kind: 'from'; start: number; end?: number }
  /** The last `length` bytes. */
  | { kind: 'suffix'; length: number };

export function parseRangeHeader(header: string | undefined): RequestedRange {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') return { kind: 'suffix', length: Number(last) };
  const start = Number(first);
  if (last === '') return { kind: 'from', start };
  const end = Number(last);
  return end < start ? { kind: 'whole' } : { kind: 'from', start, end };
}
