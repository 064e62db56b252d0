import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('config', () => {
  it('needs no environment at all: every variable has a working default', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      database: { driver: 'pglite', dataDir: path.join(REPO_ROOT, 'data', 'db') },
      siteUrl: 'http://localhost:3000',
      mediaBaseUrl: '/media',
      webBuildDir: path.join(REPO_ROOT, 'apps', 'web', 'build', 'client'),
      logLevel: 'info',
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('finds the repository root, wherever the process was started', () => {
    expect(path.join(REPO_ROOT, 'apps', 'server', 'src', 'config.ts')).toBe(
      path.join(import.meta.dirname, 'config.ts'),
    );
  });

  it('reads what an operator sets', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/diya',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      SITE_URL: 'https://diyatales.example/',
      MEDIA_BASE_URL: 'https://cdn.example/media/',
      WEB_BUILD_DIR: 'dist/web',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      SHUTDOWN_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/diya',
      database: { driver: 'postgres', url: 'postgres://shop@db:5432/shop' },
      siteUrl: 'https://diyatales.example',
      mediaBaseUrl: 'https://cdn.example/media',
      webBuildDir: path.join(REPO_ROOT, 'dist', 'web'),
      logLevel: 'debug',
      trustProxy: true,
      shutdownTimeoutMs: 2500,
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 3000,
      database: { driver: 'pglite' },
    });
  });

  it('lists every bad variable in one error, without echoing values', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://secret-password@db/shop',
        SITE_URL: 'localhost',
        MEDIA_BASE_URL: 'media',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        SHUTDOWN_TIMEOUT_MS: '-1',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SITE_URL',
      'MEDIA_BASE_URL',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'SHUTDOWN_TIMEOUT_MS',
    ]) {
      expect(message).toContain(`- ${name}:`);
    }
    expect(message).toContain('PORT: must be a whole number');
    expect(message).not.toContain('secret-password');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be at most 65535/);
  });
});
