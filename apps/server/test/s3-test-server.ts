import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- s3rver ships no types; only run() and close() are used here
import S3rver from '@20minutes/s3rver';

// For tests only: a real S3-protocol server (s3rver: signature V4 checks, presigned URLs, ranges)
// in this process on 127.0.0.1, so the S3 implementation runs through the same tests as the local
// disk without any outside service.

export interface S3TestServer {
  /** Environment variables that point the app at this server. */
  env: Record<string, string>;
  /** Files s3rver keeps for the bucket's objects (to check that a refused upload left nothing). */
  dir: string;
  close(): Promise<void>;
}

const BUCKET = 'diya-tales-test';
// s3rver's built-in account.
const ACCESS_KEY = 'S3RVER';

export async function startS3TestServer(): Promise<S3TestServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'diya-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    dir,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
