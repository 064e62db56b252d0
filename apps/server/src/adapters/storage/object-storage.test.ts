import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { InvalidObjectKeyError, newObjectKey, parseObjectKey } from './object-keys.ts';
import { ObjectNotFoundError, RangeNotSatisfiableError, type ObjectStorage } from './object-storage.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { storageFromConfig } from './storage-from-config.ts';

// One suite, both implementations (docs/architecture.md#real-parts-and-stand-ins: the embedded default behaves like the real part
// through the same interface). The local disk's links are served by the app (app.inject); S3's by
// s3rver on loopback (fetch). Where S3 answers a refusal with its own status (403 for a signature
// that no longer matches), the expected status differs; what is stored never does.

interface HttpResult {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Harness {
  storage: ObjectStorage;
  send(
    method: 'GET' | 'PUT',
    url: string,
    init?: { headers?: Record<string, string>; body?: Buffer },
  ): Promise<HttpResult>;
  /** How each implementation says no. */
  refusal: { wrongType: number; tooLarge: number; expiredGet: number };
  /** What the upload link's PUT must carry (S3: the conditional write, signed into the link). */
  putHeaders: Record<string, string>;
  close(): Promise<void>;
}

async function localHarness(): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'diya-storage-'));
  const t: TestApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  const storage = storageFromConfig(t.config);
  return {
    storage,
    async send(method, url, init = {}) {
      const target = new URL(url);
      expect(target.origin).toBe(new URL(t.config.siteUrl).origin); // links point at the shop itself
      const res = await t.app.inject({
        method,
        url: target.pathname + target.search,
        headers: init.headers,
        payload: init.body,
      });
      return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload };
    },
    refusal: { wrongType: 415, tooLarge: 413, expiredGet: 410 },
    putHeaders: { 'Content-Type': 'image/png' },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function s3Harness(): Promise<Harness> {
  const s3: S3TestServer = await startS3TestServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'diya-storage-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir, ...s3.env } });
  const storage = storageFromConfig(t.config);
  return {
    storage,
    async send(method, url, init = {}) {
      const res = await fetch(url, { method, headers: init.headers, body: init.body });
      return {
        status: res.status,
        headers: Object.fromEntries(res.headers),
        body: Buffer.from(await res.arrayBuffer()),
      };
    },
    // S3 signs Content-Type and Content-Length into the URL: another value is another signature.
    refusal: { wrongType: 403, tooLarge: 403, expiredGet: 403 },
    putHeaders: { 'Content-Type': 'image/png', 'If-None-Match': '*' },
    async close() {
      storage.close();
      await t.close();
      await s3.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each([
  { name: 'local disk', makeHarness: localHarness },
  { name: 'S3', makeHarness: s3Harness },
])('object storage: $name', ({ makeHarness }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(() => h?.close());

  const video = randomBytes(64 * 1024);
  const putVideo = async () => {
    const key = newObjectKey('videos', 'video/mp4');
    await h.storage.putStream(key, Readable.from([video]), {
      contentType: 'video/mp4',
      contentLength: video.length,
    });
    return key;
  };

  it('stores a stream and reads it back whole, with its type and size', async () => {
    const key = await putVideo();
    expect(await h.storage.stat(key)).toEqual({ size: video.length, contentType: 'video/mp4' });
    const read = await h.storage.openRead(key);
    expect(read).toMatchObject({ size: video.length, contentType: 'video/mp4', range: null });
    expect(Buffer.concat(await read.stream.toArray())).toEqual(video);
  });

  it('reads a byte range, and refuses one that starts past the end', async () => {
    const key = await putVideo();
    const read = await h.storage.openRead(key, { start: 100, end: 199 });
    expect(read).toMatchObject({ size: video.length, range: { start: 100, end: 199 } });
    expect(Buffer.concat(await read.stream.toArray())).toEqual(video.subarray(100, 200));
    await expect(h.storage.openRead(key, { start: video.length + 10 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
  });

  it('knows a missing object, and deletes idempotently', async () => {
    const key = await putVideo();
    await h.storage.delete(key);
    await h.storage.delete(key);
    expect(await h.storage.stat(key)).toBeNull();
    await expect(h.storage.openRead(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('refuses any key it did not make (no way out of the store)', async () => {
    const id = '0b5e0c8e-6a4f-4d3c-9d0e-1f2a3b4c5d6e';
    for (const key of [
      `../${id}.mp4`,
      `videos/../../${id}.mp4`,
      `/etc/passwd`,
      `videos/${id}.exe`,
      `secrets/${id}.mp4`,
      `videos/${id}.mp4/..`,
      '',
    ]) {
      await expect(h.storage.stat(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(h.storage.openRead(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(h.storage.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(h.storage.signedGetUrl(key, { expiresInSeconds: 60 })).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
    }
  });

  describe('presigned PUT', () => {
    const presign = (size: number, expiresInSeconds = 300) => {
      const key = newObjectKey('thumbnails', 'image/png');
      return h.storage
        .presignPut({ key, contentType: 'image/png', size, expiresInSeconds })
        .then((signed) => ({ key, ...signed }));
    };
    const body = randomBytes(5000);

    it('takes the file it was signed for', async () => {
      const { key, url, headers } = await presign(body.length);
      expect(headers).toEqual(h.putHeaders);
      const res = await h.send('PUT', url, { headers, body });
      expect([200, 204]).toContain(res.status);
      expect(await h.storage.stat(key)).toEqual({ size: body.length, contentType: 'image/png' });
    });

    it('refuses another content type, and stores nothing', async () => {
      const { key, url } = await presign(body.length);
      const res = await h.send('PUT', url, { headers: { 'Content-Type': 'text/html' }, body });
      expect(res.status).toBe(h.refusal.wrongType);
      expect(await h.storage.stat(key)).toBeNull();
    });

    it('refuses a larger file than signed, and stores nothing', async () => {
      const { key, url, headers } = await presign(body.length - 1);
      const res = await h.send('PUT', url, { headers, body });
      expect(res.status).toBe(h.refusal.tooLarge);
      expect(await h.storage.stat(key)).toBeNull();
    });

    it('refuses an altered link (longer expiry, other key, other size), and stores nothing', async () => {
      const { key, url, headers } = await presign(body.length);
      for (const tampered of tamperings(url)) {
        const res = await h.send('PUT', tampered, { headers, body });
        expect(res.status, tampered).toBe(403);
      }
      expect(await h.storage.stat(key)).toBeNull();
    });
  });

  describe('signed GET', () => {
    it('serves the object, ranges as 206, and names the download when asked', async () => {
      const key = await putVideo();
      const url = await h.storage.signedGetUrl(key, { expiresInSeconds: 300 });
      const whole = await h.send('GET', url);
      expect(whole.status).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.body).toEqual(video);
      expect(whole.headers['content-disposition']).toBeUndefined();

      const part = await h.send('GET', url, { headers: { Range: 'bytes=10-19' } });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 10-19/${video.length}`);
      expect(part.body).toEqual(video.subarray(10, 20));

      const download = await h.send(
        'GET',
        await h.storage.signedGetUrl(key, { expiresInSeconds: 300, downloadName: 'Aarav and Hanuman.mp4' }),
      );
      expect(download.status).toBe(200);
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.headers['content-disposition']).toContain('filename="Aarav and Hanuman.mp4"');
    });

    it('refuses an altered link', async () => {
      const key = await putVideo();
      const url = await h.storage.signedGetUrl(key, { expiresInSeconds: 300 });
      // Among them: this link with the key of another object that exists.
      const other = parseObjectKey(await putVideo())!;
      for (const tampered of tamperings(url, other.id)) {
        const res = await h.send('GET', tampered);
        expect(res.status, tampered).toBe(403);
        expect(res.body).not.toEqual(video);
      }
    });
  });

  it('refuses expired links, upload and download alike', async () => {
    const key = await putVideo();
    const getUrl = await h.storage.signedGetUrl(key, { expiresInSeconds: 1 });
    const putKey = newObjectKey('thumbnails', 'image/png');
    const put = await h.storage.presignPut({
      key: putKey,
      contentType: 'image/png',
      size: 3,
      expiresInSeconds: 1,
    });
    // Two seconds later, by the clock both the signer and the store read (the servers run in this
    // process; their sockets keep real timers).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2_100);
      const got = await h.send('GET', getUrl);
      expect(got.status).toBe(h.refusal.expiredGet);
      expect(got.body).not.toEqual(video);
      const sent = await h.send('PUT', put.url, { headers: put.headers, body: Buffer.from('abc') });
      expect(sent.status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    expect(await h.storage.stat(putKey)).toBeNull();
  });
});

/** The ways someone might edit a link to get more than it grants; each must break its signature. */
function tamperings(url: string, otherId = OTHER_ID): string[] {
  const edit = (change: (params: URLSearchParams, target: URL) => void) => {
    const target = new URL(url);
    change(target.searchParams, target);
    return target.toString();
  };
  const flip = (value: string) =>
    value.at(-1) === 'A' ? `${value.slice(0, -1)}B` : `${value.slice(0, -1)}A`;
  if (new URL(url).searchParams.has('sig')) {
    return [
      edit((p) => p.set('expires', String(Number(p.get('expires')) + 86_400))),
      edit((p) => p.set('sig', flip(p.get('sig')!))),
      edit((p) => p.has('size') && p.set('size', String(Number(p.get('size')) * 2))),
      edit((p) => p.set('key', p.get('key')!.replace(/[0-9a-f-]{36}/, otherId))),
    ].filter((tampered) => tampered !== url);
  }
  return [
    edit((p) => p.set('X-Amz-Expires', '604800')),
    edit((p) => p.set('X-Amz-Signature', flip(p.get('X-Amz-Signature')!))),
    edit((_p, target) => (target.pathname = target.pathname.replace(/[0-9a-f-]{36}/, otherId))),
  ];
}

const OTHER_ID = '0b5e0c8e-6a4f-4d3c-9d0e-1f2a3b4c5d6e';
