import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putToPresignedUrl } from './admin-uploads-api';

// A stand-in for the browser's XMLHttpRequest: records what was sent and lets the test play the answer.
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  body: unknown;
  status = 0;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const link = { uploadUrl: 'http://shop.test/storage/upload?sig=x', headers: { 'Content-Type': 'video/mp4' } };
const file = new Blob(['mp4 bytes'], { type: 'video/mp4' });

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('putToPresignedUrl', () => {
  it('PUTs the file with the link headers and the 5-minute timeout, reporting progress', async () => {
    const progress: number[] = [];
    const done = putToPresignedUrl(link, file, (percent) => progress.push(percent));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body, xhr.timeout]).toEqual(['PUT', link.uploadUrl, file, 300_000]);
    expect(xhr.headers).toEqual({ 'Content-Type': 'video/mp4' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.answer(204);
    await done;
    expect(progress).toEqual([25, 100]);
  });

  it('accepts 200 as well', async () => {
    const done = putToPresignedUrl(link, file, () => {});
    FakeXhr.last.answer(200);
    await expect(done).resolves.toBeUndefined();
  });

  it('fails with the status of any other answer', async () => {
    const done = putToPresignedUrl(link, file, () => {});
    FakeXhr.last.answer(403);
    await expect(done).rejects.toThrow('Upload failed with status 403');
  });

  it('tells a network error from a timeout', async () => {
    const failed = putToPresignedUrl(link, file, () => {});
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toThrow('Upload failed due to network error');
    const slow = putToPresignedUrl(link, file, () => {}, 10);
    expect(FakeXhr.last.timeout).toBe(10);
    FakeXhr.last.ontimeout?.();
    await expect(slow).rejects.toThrow('Upload timed out');
  });
});
