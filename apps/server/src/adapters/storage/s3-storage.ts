import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { attachmentDisposition } from './content-disposition.ts';
import { cleanDownloadName } from './local-signed-urls.ts';
import { requireContentTypeOfKey, requireObjectKey } from './object-keys.ts';
import {
  ObjectExistsError,
  ObjectNotFoundError,
  RangeNotSatisfiableError,
  StorageFullError,
  StorageUnavailableError,
  type ObjectInfo,
  type ObjectStorage,
} from './object-storage.ts';

// Any S3 API (AWS, R2, MinIO, …) through the AWS SDK (docs/architecture.md#real-parts-and-stand-ins). The bucket stays private; the
// browser PUTs admin uploads straight to it with a presigned URL whose signature covers
// Content-Type AND Content-Length, so S3 itself refuses another type or size, and If-None-Match: *
// (docs/decisions/022): a conditional write, which S3 refuses with 412 once the key holds an
// object, so a used link can never overwrite what it uploaded. Services that ignore the header
// (the s3rver test server, any look-alike without conditional writes) still get a key of their own
// per upload and the database's single-use rule; see the ADR.

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For S3-compatible services; unset means AWS. */
  endpoint?: string;
  /** Unset: the SDK's usual credential chain (AWS_* variables, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most S3 look-alikes need. */
  forcePathStyle: boolean;
}

export function createS3Storage(config: S3StorageConfig): ObjectStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK would otherwise add a CRC32 of an empty body to presigned PUTs, which every real
    // upload then fails; and not every S3 look-alike returns checksums to validate.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails in seconds (503 to the caller), instead of holding the request.
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
    // Without a logger the SDK prints some failures to the console itself, past our JSON logs
    // (and their scrubbing). Every failure reaches the caller as an error and is logged there.
    logger: SILENT_SDK_LOGGER,
  });
  const Bucket = config.bucket;

  async function stat(key: string): Promise<ObjectInfo | null> {
    requireObjectKey(key);
    try {
      const output = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        size: output.ContentLength ?? 0,
        contentType: output.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storageFailure(error);
    }
  }

  return {
    kind: 's3',

    async putStream(key, body: Readable, { contentType, contentLength }) {
      requireContentTypeOfKey(key, contentType);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: contentLength,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412) throw new ObjectExistsError(key);
        throw storageFailure(error);
      }
    },

    async openRead(key, range) {
      requireObjectKey(key);
      try {
        const output = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const stream = output.Body as Readable;
        const contentType = output.ContentType ?? 'application/octet-stream';
        // "bytes 0-99/1000": the part sent and the whole object's size.
        const parts = output.ContentRange ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(output.ContentRange) : null;
        if (range && parts) {
          return {
            stream,
            contentType,
            size: Number(parts[3]),
            range: { start: Number(parts[1]), end: Number(parts[2]) },
          };
        }
        return { stream, contentType, size: output.ContentLength ?? 0, range: null };
      } catch (error) {
        if (isNotFound(error)) throw new ObjectNotFoundError(key);
        if (statusOf(error) === 416) {
          const info = await stat(key);
          if (!info) throw new ObjectNotFoundError(key);
          throw new RangeNotSatisfiableError(info.size);
        }
        throw storageFailure(error);
      }
    },

    stat,

    async delete(key) {
      requireObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw storageFailure(error);
      });
    },

    async presignPut({ key, contentType, size, expiresInSeconds }) {
      requireContentTypeOfKey(key, contentType);
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key: key,
          ContentType: contentType,
          ContentLength: size,
          IfNoneMatch: '*',
        }),
        // The presigner leaves these unsigned unless told otherwise; signed, the PUT must carry them.
        {
          expiresIn: expiresInSeconds,
          signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']),
        },
      );
      return { url, headers: { 'Content-Type': contentType, 'If-None-Match': '*' } };
    },

    async signedGetUrl(key, { expiresInSeconds, downloadName }) {
      requireObjectKey(key);
      const name = downloadName === undefined ? '' : cleanDownloadName(downloadName);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: name ? attachmentDisposition(name) : undefined,
        }),
        { expiresIn: expiresInSeconds },
      );
    },

    close: () => client.destroy(),
  };
}

const CONNECT_TIMEOUT_MS = 5_000;
const ignore = () => {};
const SILENT_SDK_LOGGER = { debug: ignore, info: ignore, warn: ignore, error: ignore };
const IDLE_TIMEOUT_MS = 30_000;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * Any other failure of a call to S3 is the store's, not the caller's: 507 (MinIO's "storage full")
 * is a full store; anything else (connection refused, time-out, 5xx, refused credentials, a missing
 * bucket) leaves the store unusable until it recovers or the operator fixes it.
 */
function storageFailure(error: unknown): Error {
  if (statusOf(error) === 507) return new StorageFullError({ cause: error });
  return new StorageUnavailableError({ cause: error });
}

/**
 * The origin the SDK's presigned URLs point at (for the Content-Security-Policy: the browser shows
 * photos, plays videos and PUTs uploads there). Virtual-hosted (bucket.host) unless path style is
 * forced or the bucket name cannot be a host name, as the SDK itself decides.
 */
export function s3PublicOrigin(
  config: Pick<S3StorageConfig, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
): string {
  const base = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const virtualHosted = !config.forcePathStyle && /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(config.bucket);
  return virtualHosted ? `${base.protocol}//${config.bucket}.${base.host}` : base.origin;
}
