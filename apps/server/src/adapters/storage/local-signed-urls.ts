import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseObjectKey, type ParsedKey } from './object-keys.ts';

// The local disk's answer to S3's presigned URLs: the server signs what a URL allows (method,
// key, expiry, and for a PUT the exact content type and size; for a GET the download name) with
// HMAC-SHA256 under STORAGE_SIGNING_SECRET, and the /storage routes check it. Changing any
// parameter breaks the signature, so a link can only ever do what it was issued for.

// The paths of STORAGE_LINK_ENDPOINTS (@shop/contracts/uploads), which the routes are registered
// from; written out because the e2e journeys sign links with this file and import no contracts. The
// storage tests follow the links this file signs, so the two cannot drift apart unnoticed.
const UPLOAD_PATH = '/storage/upload';
const FILES_PATH = '/storage/files';

// Part of every signed string, so a future format can never verify under this one.
const VERSION = 'v1';

export interface UploadGrant {
  key: ParsedKey;
  contentType: string;
  size: number;
  expiresAt: Date;
}

export interface DownloadGrant {
  key: ParsedKey;
  downloadName: string | null;
  expiresAt: Date;
}

/** `invalid`: altered, malformed or signed with another secret. `expired`: genuine, but past its time. */
export type LinkCheck<T> = { ok: true; grant: T } | { ok: false; reason: 'invalid' | 'expired' };

export type Query = Record<string, string | string[] | undefined>;

export interface LocalUrlSigner {
  uploadUrl(grant: { key: string; contentType: string; size: number; expiresAt: Date }): Promise<string>;
  downloadUrl(grant: { key: string; downloadName?: string; expiresAt: Date }): Promise<string>;
  checkUpload(query: Query, now?: Date): Promise<LinkCheck<UploadGrant>>;
  checkDownload(query: Query, now?: Date): Promise<LinkCheck<DownloadGrant>>;
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A download name as it may appear in a header: no control characters or path parts, at most 200 characters. */
export const cleanDownloadName = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f/\\]/g, '')
    .trim()
    .slice(0, 200);

const signature = (secret: string, fields: (string | number)[]) =>
  createHmac('sha256', secret)
    .update([VERSION, ...fields].join('\n'))
    .digest('base64url');

const linkUrl = (siteUrl: string, path: string, params: Record<string, string>) =>
  `${siteUrl}${path}?${new URLSearchParams(params).toString()}`;

/**
 * A signed download link, from its parts alone (no I/O). The signer below uses it; so can a test
 * that needs a link the server would have issued, e.g. one already expired: the e2e suite reads
 * the secret from DATA_DIR/secrets/storage-signing-secret (signingSecretFile) and signs with it.
 */
export function signDownloadUrl({
  siteUrl,
  secret,
  key,
  downloadName,
  expiresAt,
}: {
  siteUrl: string;
  secret: string;
  key: string;
  downloadName?: string;
  expiresAt: Date;
}): string {
  const expires = unixSeconds(expiresAt);
  const name = downloadName === undefined ? '' : cleanDownloadName(downloadName);
  const sig = signature(secret, ['GET', key, expires, name]);
  return linkUrl(siteUrl, FILES_PATH, { key, expires: String(expires), ...(name ? { name } : {}), sig });
}

/**
 * @param siteUrl the public origin the links point at (SITE_URL), so they work from e-mails too.
 * @param secret resolved on first use: an unset STORAGE_SIGNING_SECRET means a file in DATA_DIR.
 */
export function createLocalUrlSigner(siteUrl: string, secret: () => Promise<string>): LocalUrlSigner {
  const sign = async (fields: (string | number)[]) => signature(await secret(), fields);

  const signatureMatches = async (given: string, fields: (string | number)[]) => {
    const expected = Buffer.from(await sign(fields));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  return {
    async uploadUrl({ key, contentType, size, expiresAt }) {
      const expires = unixSeconds(expiresAt);
      const sig = await sign(['PUT', key, expires, contentType, size]);
      return linkUrl(siteUrl, UPLOAD_PATH, {
        key,
        type: contentType,
        size: String(size),
        expires: String(expires),
        sig,
      });
    },

    async downloadUrl({ key, downloadName, expiresAt }) {
      return signDownloadUrl({ siteUrl, secret: await secret(), key, downloadName, expiresAt });
    },

    async checkUpload(query, now = new Date()) {
      const key = single(query.key);
      const contentType = single(query.type);
      const size = single(query.size);
      const expires = single(query.expires);
      const sig = single(query.sig);
      if (!key || !contentType || !size || !expires || !sig) return { ok: false, reason: 'invalid' };
      if (!/^\d{1,16}$/.test(size) || !/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'invalid' };
      const parsed = parseObjectKey(key);
      if (!parsed || !(await signatureMatches(sig, ['PUT', key, expires, contentType, size]))) {
        return { ok: false, reason: 'invalid' };
      }
      if (Number(expires) <= unixSeconds(now)) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        grant: { key: parsed, contentType, size: Number(size), expiresAt: new Date(Number(expires) * 1000) },
      };
    },

    async checkDownload(query, now = new Date()) {
      const key = single(query.key);
      const expires = single(query.expires);
      const name = single(query.name) ?? '';
      const sig = single(query.sig);
      if (!key || !expires || !sig || !/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'invalid' };
      const parsed = parseObjectKey(key);
      if (!parsed || !(await signatureMatches(sig, ['GET', key, expires, name])))
        return { ok: false, reason: 'invalid' };
      if (Number(expires) <= unixSeconds(now)) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        grant: { key: parsed, downloadName: name || null, expiresAt: new Date(Number(expires) * 1000) },
      };
    },
  };
}

// A parameter given twice is not a parameter we signed.
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
