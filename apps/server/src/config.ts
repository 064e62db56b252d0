import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The one place that reads process.env. Every variable has an embedded default so `npm start`
// works on a fresh machine with no configuration (DESIGN §4); production sets what it needs.

/** The repository root: relative paths in the environment mean the same from `npm start` and tests. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const integerFromEnv = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('production'),
  PORT: integerFromEnv(0, 65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  SITE_URL: httpUrl.default('http://localhost:3000'),
  MEDIA_BASE_URL: z
    .string()
    .refine((value) => value.startsWith('/') || httpUrl.safeParse(value).success, {
      error: 'must be a path starting with / or an http(s) URL',
    })
    .default('/media'),
  WEB_BUILD_DIR: z.string().min(1).default('apps/web/build/client'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  SHUTDOWN_TIMEOUT_MS: integerFromEnv(0, 600_000).default(10_000),
});

export type DatabaseConfig =
  | { driver: 'postgres'; url: string }
  /** dataDir is a directory, or 'memory://' for a throw-away in-memory database (tests). */
  | { driver: 'pglite'; dataDir: string };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute. Where the embedded parts keep their files (PGlite database, local storage). */
  dataDir: string;
  database: DatabaseConfig;
  /** Public origin of the shop, without a trailing slash. */
  siteUrl: string;
  /** '/media' (served from the web build) or an absolute CDN URL, without a trailing slash. */
  mediaBaseUrl: string;
  /** Absolute path of the built web app (apps/web/build/client). */
  webBuildDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Behind a load balancer / reverse proxy: take client IP and protocol from X-Forwarded-*. */
  trustProxy: boolean;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Parses the environment once. Pure: pass an env object in tests. Throws ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  // An empty value (`PORT=` in a .env file) means "not set", so the default applies.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key]?.trim() || undefined]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    // Values are not echoed: DATABASE_URL and later secrets must never reach the logs.
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration (environment variables):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'db') },
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/+$/, '') || '/',
    webBuildDir: path.resolve(REPO_ROOT, e.WEB_BUILD_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
