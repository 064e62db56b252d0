import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createContentSecurityPolicy } from '../../http/content-security-policy.ts';

// How an operator chooses storage (docs/architecture.md#real-parts-and-stand-ins): nothing set is the local disk; S3_BUCKET turns on
// S3; half a configuration is an error at start, not a quiet fallback to one machine's disk.

const S3 = {
  S3_BUCKET: 'diya-media',
  S3_REGION: 'ap-south-1',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage configuration', () => {
  it('is the local disk under DATA_DIR by default, with a generated signing secret', () => {
    const config = loadConfig({ DATA_DIR: '/srv/diya' });
    expect(config.storage).toEqual({
      driver: 'local-disk',
      dir: path.join('/srv/diya', 'storage'),
      signingSecret: null,
    });
    expect(loadConfig({ STORAGE_SIGNING_SECRET: 's'.repeat(32) }).storage).toMatchObject({
      signingSecret: 's'.repeat(32),
    });
  });

  it('is S3 when S3_BUCKET is set', () => {
    expect(
      loadConfig({ ...S3, S3_ENDPOINT: 'https://minio.example.com', S3_FORCE_PATH_STYLE: 'true' }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'diya-media',
      region: 'ap-south-1',
      endpoint: 'https://minio.example.com',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // No keys: the SDK's own chain (instance role, AWS_* variables).
    expect(loadConfig({ S3_BUCKET: 'diya-media' }).storage).toMatchObject({
      driver: 's3',
      region: 'us-east-1',
      credentials: undefined,
    });
  });

  it.each([
    [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID'],
    [{ S3_ENDPOINT: 'https://minio.example.com' }, 'S3_BUCKET: must be set to use S3 (S3_ENDPOINT is set)'],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http(s) URL'],
    [{ STORAGE_SIGNING_SECRET: 'short' }, 'STORAGE_SIGNING_SECRET: must be at least 32 characters'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lets the browser reach S3 (photos, videos, admin PUTs) in the CSP, and nothing extra for the local disk', () => {
    const s3 = createContentSecurityPolicy(loadConfig(S3)).directives();
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(s3[directive]).toContain('https://diya-media.s3.ap-south-1.amazonaws.com');
    }
    const local = createContentSecurityPolicy(loadConfig({})).header();
    expect(local).not.toContain('amazonaws');
  });
});
