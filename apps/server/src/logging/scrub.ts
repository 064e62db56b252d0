// Logs never hold a working link or personal data (docs/architecture.md#requests). Every finished log line passes through
// scrubLogLine before it leaves the process, so what a module logs by mistake — a body, an error
// from the database, a URL inside a message — is scrubbed too. Two passes over the parsed line:
// - by key, at any depth: values of keys that name a secret or a person (token, email, phone,
//   kidName, name, …) and the SQL parameters of failed queries (`params`);
// - by pattern, in every string: e-mail addresses, phone numbers, signed-link parameters (sig,
//   token, X-Amz-*, …), bearer tokens and JWTs, and the values Postgres and Drizzle quote in their
//   error messages ("params: …", "Key (email)=(…)", "Failing row contains (…)").

export const REDACTED = '[REDACTED]';

// Object keys, lower-cased with separators removed (kid_name → kidname). Tokens and credentials;
// a person's e-mail, phone and name (kidName, childName, characterName/character_name, a staff
// recipient's name, file names that are often the child's; not hostname or pathname); what
// carries the child's name in our domain (a video's title, an e-mail's subject and body); and a
// failed query's parameters.
const SENSITIVE_KEY =
  /token|password|passwd|secret|authorization|cookie|signature|credential|email|phone|mobile|whatsapp|msisdn|^sig$|(?<!host|path)name$|^subject$|^title$|^html$|^text$|^to$|^recipients?$|^toaddress$|^params$|^parameters$|^queryparams$/;

// Query parameter names that make a link work or name a person (lower-cased): our sign-in token and
// the OAuth round trip, our signed links (sig; name is the download name, often the child's), S3
// presigned URLs (X-Amz-Signature, -Credential, -Security-Token, …, and the download name in
// response-content-disposition), and anything that looks like a person's details.
const SENSITIVE_PARAMETER =
  /token|code|state|nonce|verifier|password|secret|signature|credential|email|phone|mobile|^sig$|^x-amz-|^response-content-disposition$|name$/;

const normalizedKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

// Log lines use the same few dozen keys over and over; remembered, up to a bound (keys can come
// from request bodies).
const keyVerdicts = new Map<string, boolean>();
const isSensitiveKey = (key: string) => {
  let verdict = keyVerdicts.get(key);
  if (verdict === undefined) {
    verdict = SENSITIVE_KEY.test(normalizedKey(key));
    if (keyVerdicts.size < 2000) keyVerdicts.set(key, verdict);
  }
  return verdict;
};

const isSensitiveParameter = (rawName: string) => {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    // A malformed name is judged as sent.
  }
  const lower = name.toLowerCase();
  return SENSITIVE_PARAMETER.test(lower) || SENSITIVE_PARAMETER.test(normalizedKey(lower));
};

// key=value pairs of a query string, in a URL or anywhere in free text.
const QUERY_PAIR = /(^|[?&;])([^=&\s?#"'<>]+)=([^&\s#"'<>]*)/g;

const scrubQueryPairs = (text: string) =>
  text.replace(QUERY_PAIR, (pair, lead: string, name: string) =>
    isSensitiveParameter(name) ? `${lead}${name}=${REDACTED}` : pair,
  );

// An e-mail address, also URL-encoded (parent%40example.com in a path or query).
const EMAIL = /[^\s"<>()[\]\\,;:@/?&=]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}[\p{L}\p{N}-]*/giu;
// Phone numbers: international (+91 98765 43210, %2B1-555-…), Indian mobiles (9876543210,
// 98765 43210) and North American (555-123-4567). Digits inside longer numbers or ids are left alone.
const PHONE = [
  /(?:\+|%2B)\d(?:[\s().-]*\d){6,14}/gi,
  /(?<![\w.-])[6-9]\d{4}[\s-]?\d{5}(?![\w.-])/g,
  /(?<![\w.-])\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}(?![\w.-])/g,
];
const SEVEN_DIGITS = /(?:\d\D{0,3}){7}/;
const BEARER = /\b(Bearer|Basic)\s+[^\s"',]+/gi;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
// Drizzle's "Failed query: … \nparams: a,b,c" (to the end of the line).
const SQL_PARAMS = /\bparams: [^\n]*/g;
// Postgres quoting the offending values: Key (email)=(x@y.z) already exists / Failing row contains (…).
const PG_KEY_VALUES = /\bKey \(([^)]*)\)=\(.*\)/g;
const PG_FAILING_ROW = /\bFailing row contains \(.*\)/g;
// "kidName": "Aarav" / kidName=Aarav inside a string (a raw body in an error message).
const QUOTED_FIELD = /"([\w-]{1,40})"\s*:\s*"((?:[^"\\]|\\.)*)"/g;

/** Every pattern above, replaced in one string. Cheap checks first: most strings hold none of them. */
export function scrubText(text: string): string {
  let out = text;
  if (out.includes('params: ')) out = out.replace(SQL_PARAMS, `params: ${REDACTED}`);
  if (out.includes('Key (')) out = out.replace(PG_KEY_VALUES, `Key ($1)=(${REDACTED})`);
  if (out.includes('Failing row')) out = out.replace(PG_FAILING_ROW, `Failing row contains (${REDACTED})`);
  if (out.includes('":'))
    out = out.replace(QUOTED_FIELD, (field, key: string) =>
      isSensitiveKey(key) ? `"${key}":"${REDACTED}"` : field,
    );
  if (/bearer|basic/i.test(out)) out = out.replace(BEARER, `$1 ${REDACTED}`);
  if (out.includes('eyJ')) out = out.replace(JWT, REDACTED);
  if (out.includes('@') || /%40/i.test(out)) out = out.replace(EMAIL, REDACTED);
  if (out.includes('=')) out = scrubQueryPairs(out);
  if (SEVEN_DIGITS.test(out)) for (const phone of PHONE) out = out.replace(phone, REDACTED);
  return out;
}

const MAX_DEPTH = 12;

/** A deep copy with the values of sensitive keys replaced and every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > MAX_DEPTH) return '[Truncated]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] =
        isSensitiveKey(key) && item !== null && item !== undefined && item !== ''
          ? REDACTED
          : scrubValue(item, depth + 1);
    }
    return copy;
  }
  return value;
}

/**
 * One finished pino line (JSON and a newline), scrubbed. pino calls it for every line (the
 * logger's streamWrite hook), whoever logged what. A line that is not JSON is scrubbed as text.
 */
export function scrubLogLine(line: string): string {
  const body = line.endsWith('\n') ? line.slice(0, -1) : line;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${scrubText(body)}\n`;
  }
  return `${JSON.stringify(scrubValue(parsed))}\n`;
}
