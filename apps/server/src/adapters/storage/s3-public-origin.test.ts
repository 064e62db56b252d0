import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { s3PublicOrigin, type S3StorageConfig } from './s3-storage.ts';

// The CSP allows the storage origin; it must be the very origin of the SDK's presigned URLs, or
// photos, videos and admin uploads would be blocked in the browser.

const configs: Omit<S3StorageConfig, 'credentials'>[] = [
  { bucket: 'diya', region: 'us-east-1', forcePathStyle: false },
  { bucket: 'diya-media', region: 'ap-south-1', forcePathStyle: false },
  { bucket: 'diya.media', region: 'ap-south-1', forcePathStyle: false },
  { bucket: 'diya', region: 'ap-south-1', forcePathStyle: true },
  { bucket: 'diya', region: 'auto', endpoint: 'https://acc.r2.cloudflarestorage.com', forcePathStyle: false },
  { bucket: 'diya', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
  { bucket: 'diya', region: 'us-east-1', endpoint: 'http://minio.internal:9000', forcePathStyle: false },
];

describe('s3PublicOrigin', () => {
  it.each(configs)('matches the SDK for %o', async (config) => {
    const client = new S3Client({
      ...config,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    const url = await getSignedUrl(
      client,
      new GetObjectCommand({ Bucket: config.bucket, Key: 'videos/x.mp4' }),
      { expiresIn: 60 },
    );
    client.destroy();
    expect(s3PublicOrigin(config)).toBe(new URL(url).origin);
  });
});
