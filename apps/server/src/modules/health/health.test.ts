import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { onFullDisk } from '../../../test/failing-storage.ts';
import { createStorageProbe } from './storage-probe.ts';

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz: the process is alive', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz: ready while the database answers and storage takes a write', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('GET /readyz: 503 once shutdown has begun', async () => {
    t.lifecycle.beginShutdown();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not-ready' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('GET /readyz: 503 when the database is gone, while /healthz stays 200', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not-ready', checks: { database: 'failing', storage: 'ok' } });
      expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});

describe('the storage probe (docs/decisions/022)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The app's own storage, counting the probe's writes and deletes. */
  function counted(storage: ObjectStorage) {
    const calls = { writes: 0, deletes: 0 };
    const wrapped: ObjectStorage = {
      ...storage,
      putStream: (key: string, body: Readable, options) => {
        calls.writes++;
        return storage.putStream(key, body, options);
      },
      delete: (key: string) => {
        calls.deletes++;
        return storage.delete(key);
      },
    };
    return { wrapped, calls };
  }

  it('writes and deletes one tiny object, and reuses its answer for a few seconds', async () => {
    const { wrapped, calls } = counted(storageFromConfig(t.config));
    const probe = createStorageProbe({ storage: wrapped, log: t.app.log, cacheMs: 200 });
    expect(await Promise.all([probe(), probe(), probe()])).toEqual(['ok', 'ok', 'ok']);
    expect(await probe()).toBe('ok');
    expect(calls).toEqual({ writes: 1, deletes: 1 });
    // The answer's time runs out (only the clock moves: the store's own I/O runs on real timers).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 250);
      expect(await probe()).toBe('ok');
    } finally {
      vi.useRealTimers();
    }
    expect(calls).toEqual({ writes: 2, deletes: 2 });
  });

  it('says full for a disk that is, and unavailable for a store that does not answer in time', async () => {
    expect(
      await createStorageProbe({ storage: onFullDisk(storageFromConfig(t.config)), log: t.app.log })(),
    ).toBe('full');
    const hanging: ObjectStorage = { ...storageFromConfig(t.config), putStream: () => new Promise(() => {}) };
    expect(await createStorageProbe({ storage: hanging, log: t.app.log, timeoutMs: 50 })()).toBe(
      'unavailable',
    );
  });
});
