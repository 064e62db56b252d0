// One rule for every piece of text the API takes in (a kid's name, a message, a query value, a
// path parameter, even an object key): it must be text the database can store as it was sent.
// Postgres `text` cannot hold U+0000 (NUL): a NUL that reaches a query fails it, and a failure
// after a payment was started would leave a provider object behind. A lone UTF-16 surrogate
// (which JSON's "\ud800" escape can carry) has no UTF-8 form and would be stored silently changed.
// Both are refused with a 400 before anything is written (docs/decisions/023).

/** The refusal; the validator puts the field's name before it ("kidName: Text must not …"). */
export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters (\\u0000) or unpaired UTF-16 surrogates';

/** The error code of a refusal that only the database noticed (the last line of defence). */
export const UNSTORABLE_TEXT_CODE = 'UNSTORABLE_TEXT';

// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule is about
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The text with each unstorable character written as its \\uXXXX escape, to quote it in a message or a log. */
export function escapeUnstorableText(text: string): string {
  return text.replace(
    new RegExp(UNSTORABLE.source, 'g'),
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path to the first string in `value` (nested in arrays and plain objects, keys included) that
 * is not storable text; null when there is none. Walks with its own stack, so a body nested
 * thousands of levels deep costs time in proportion to its size and cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value, parent: null, key: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        pending.push({ value: current[index], parent: visit, key: index });
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        // A bad key is reported at the place it would have been.
        if (!isStorableText(key)) return [...pathOf(visit), key];
        pending.push({ value: (current as Record<string, unknown>)[key], parent: visit, key });
      }
    }
  }
  return null;
}
