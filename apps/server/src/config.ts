import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { trustsEveryPublicAddress } from './http/public-address-coverage.ts';
import { isEmailAddress, isMailbox } from '@shop/contracts/email-address';
import { PREVIEW_LIMITS } from '@shop/contracts/previews';
import { DEFAULT_STUDIO_DAILY_CAPACITY, STUDIO_DAILY_CAPACITY_RANGE } from '@shop/contracts/studio-capacity';
import { gstinProblem, gstinState } from '@shop/contracts/gstin';
import { INDIAN_STATE_CODES, type IndianStateCode } from '@shop/contracts/indian-states';
import {
  DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY,
  DEFAULT_PHOTO_RETENTION_DAYS_UNDELIVERED,
  PHOTO_RETENTION_DAYS_RANGE,
  type PhotoRetention,
} from '@shop/contracts/privacy';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { WhatsAppUpdateKind } from '@shop/contracts/whatsapp-updates';
import { z } from 'zod';

// The one place that reads process.env. Every variable has an embedded default so `npm start`
// works on a fresh machine with no configuration (docs/architecture.md#real-parts-and-stand-ins); production sets what it needs.

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

/**
 * Who may tell us a client's address (docs/decisions/020): the number of proxies in front of the
 * server, or their addresses; null trusts no forwarding header at all.
 */
export type TrustedProxies = { hops: number } | { addresses: string[] } | null;

const MAX_PROXY_HOPS = 16;

// TRUST_PROXY: false / 0 (default), a hop count (1, 2, …) or a comma-separated list of proxy
// addresses, CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal). Never "trust
// everyone": then any client could name its own address and slip past every rate limit.
const trustProxyFromEnv = z.string().transform((value, ctx): TrustedProxies => {
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const lower = value.toLowerCase();
  if (lower === 'false' || lower === 'no' || lower === '0') return null;
  if (lower === 'true' || lower === 'yes')
    return refuse(
      `"${value}" would believe X-Forwarded-For from anyone; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.168.1.10)`,
    );
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) return refuse(`must be at most ${MAX_PROXY_HOPS} proxies`);
    return { hops };
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of addresses) {
    if (/\/0*$/.test(entry))
      return refuse(`${entry} would trust every address; list the proxies' own addresses`);
    try {
      proxyAddr.compile(entry);
    } catch {
      return refuse(`${entry} is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`);
    }
  }
  // The same as "everyone", spelled as ranges (0.0.0.0/1,128.0.0.0/1; ::ffff:0:0/96; 2000::/3).
  if (trustsEveryPublicAddress(addresses))
    return refuse(
      `${value} would trust every public address, so any client could name its own; list the proxies' own addresses`,
    );
  return { addresses };
});
const GSTIN_PROBLEMS = {
  format: 'must be a 15-character GSTIN: state code, PAN, entity number, Z, check character',
  state: 'must start with the GST code of an Indian state or union territory',
  checksum: 'has a check character (the last one) that does not match: look for a typo',
} as const;

// SAC 999612, "Motion picture, videotape, television and radio programme production services": each
// video is produced to order for one family by the studio (docs/decisions/024 has the alternatives).
const DEFAULT_SAC = '999612';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

// Meta's rules for a template's name (lower-case, digits, underscores) and a language code (en, en_US, hi).
const templateName = z.string().regex(/^[a-z0-9_]{1,512}$/, { error: 'must be a WhatsApp template name' });
const languageCode = z
  .string()
  .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: 'must be a language code, e.g. hi or en_US' });

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
  TRUST_PROXY: trustProxyFromEnv.default(null),
  // The global per-client ceiling (plugins/rate-limit.ts); routes with their own stay as they are.
  RATE_LIMIT_PER_MINUTE: integerFromEnv(1, 1_000_000_000).default(1000),
  // Lets a scraper elsewhere read GET /metrics (callers on this machine need none).
  METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SHUTDOWN_TIMEOUT_MS: integerFromEnv(0, 600_000).default(10_000),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .refine(isMailbox, { error: 'must be an address, e.g. "Diya Tales" <hello@diyatales.in>' })
    .default('"Diya Tales" <hello@diyatales.in>'),
  MAIL_CATCHER_PORT: integerFromEnv(0, 65_535).optional(),
  // WhatsApp order updates (docs/decisions/049): the Cloud API when both are set, else the local catcher.
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, { error: 'must be the numeric phone-number id' })
    .optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATE_ORDER_PAID: templateName.default('diya_order_paid'),
  WHATSAPP_TEMPLATE_PHOTO_NEEDED: templateName.default('diya_photo_needed'),
  WHATSAPP_TEMPLATE_DELIVERED: templateName.default('diya_video_delivered'),
  WHATSAPP_TEMPLATE_CANCELLED: templateName.default('diya_order_cancelled'),
  WHATSAPP_TEMPLATE_CHECKOUT_REMINDER: templateName.default('diya_checkout_reminder'),
  WHATSAPP_TEMPLATE_GIFT_INVITATION: templateName.default('diya_gift_invitation'),
  WHATSAPP_LANGUAGE_EN: languageCode.default('en'),
  WHATSAPP_LANGUAGE_HI: languageCode.default('hi'),
  // Sign-in (docs/architecture.md#sign-in). Both Google variables, or neither (then the local test provider runs).
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  AUTH_TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  AUTH_TOKEN_TTL_SECONDS: integerFromEnv(60, 30 * 86_400).default(86_400),
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine(isEmailAddress, { error: 'must be a comma-separated list of e-mail addresses' }),
      ),
    )
    .default(['admin@diyatales.test']),
  DEV_IDP_PORT: integerFromEnv(0, 65_535).optional(),
  // Object storage (docs/architecture.md#real-parts-and-stand-ins): S3 when S3_BUCKET is set, else the local disk under DATA_DIR/storage.
  STORAGE_SIGNING_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  // Payments (docs/architecture.md#real-parts-and-stand-ins): each provider's three variables, or none (then its offline sandbox runs).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, { error: 'must be a Stripe secret key (sk_test_… or sk_live_…)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, { error: 'must be a Stripe publishable key (pk_test_… or pk_live_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_/, { error: 'must be a Razorpay key id (rzp_test_… or rzp_live_…)' })
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, { error: 'must be the Razorpay key secret' }).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  PAYMENTS_SANDBOX_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ORDER_LINK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  RECONCILE_INTERVAL_MS: integerFromEnv(1_000, 86_400_000).default(60_000),
  // Required (true) to run a payment sandbox in production on a public SITE_URL.
  PAYMENTS_SANDBOX: booleanFromEnv.optional(),
  // Invoices (docs/decisions/024). The defaults are SAMPLE values that say so on every receipt; without
  // a GSTIN the shop issues receipts, not tax invoices (no GST can be charged without registration).
  INVOICE_SELLER_NAME: z.string().min(1).max(200).optional(),
  INVOICE_SELLER_ADDRESS: z
    .string()
    .transform((value) =>
      value
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(120, { error: 'lines must be at most 120 characters' }))
        .min(1)
        .max(5, { error: 'must be at most 5 lines, separated by |' }),
    )
    .optional(),
  INVOICE_SELLER_STATE: z
    .enum(INDIAN_STATE_CODES, { error: 'must be the code of an Indian state or union territory, e.g. KA' })
    .optional(),
  INVOICE_SELLER_GSTIN: z
    .string()
    .transform((value) => value.toUpperCase())
    .superRefine((value, context) => {
      const problem = gstinProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: GSTIN_PROBLEMS[problem] });
    })
    .optional(),
  INVOICE_SAC: z
    .string()
    .regex(/^\d{4}(\d{2}){0,2}$/, { error: 'must be a SAC or HSN code of 4, 6 or 8 digits' })
    .default(DEFAULT_SAC),
  INVOICE_GST_RATE_PERCENT: integerFromEnv(1, 40).default(18),
  // Children's data (docs/decisions/046): days the photos and voice clips are kept after delivery (N)
  // and for an order never delivered (M). The consent text and the privacy policy print the same N and M.
  PHOTO_RETENTION_DAYS_AFTER_DELIVERY: integerFromEnv(
    PHOTO_RETENTION_DAYS_RANGE.min,
    PHOTO_RETENTION_DAYS_RANGE.max,
  ).default(DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY),
  PHOTO_RETENTION_DAYS_UNDELIVERED: integerFromEnv(
    PHOTO_RETENTION_DAYS_RANGE.min,
    PHOTO_RETENTION_DAYS_RANGE.max,
  ).default(DEFAULT_PHOTO_RETENTION_DAYS_UNDELIVERED),
  // Film renders (docs/decisions/074): render workers `npm start` runs beside the server (0: none,
  // the `npm run worker` processes do it), renders at once per worker (default: one per two cores),
  // tries before a render is failed, the lease's heartbeat, and the render's profile.
  RENDER_WORKERS: integerFromEnv(0, 1).default(1),
  RENDER_CONCURRENCY: integerFromEnv(1, 64).optional(),
  RENDER_MAX_ATTEMPTS: integerFromEnv(1, 10).default(3),
  RENDER_HEARTBEAT_SECONDS: integerFromEnv(10, 600).default(30),
  RENDER_PROFILE: z.enum(['master', 'preview', 'test']).default('master'),
  // Previews before paying (docs/decisions/099): renders one network may start in a day. Journeys
  // that order many films from one address raise it, as the bench raises RATE_LIMIT_PER_MINUTE.
  PREVIEWS_PER_NETWORK_PER_DAY: integerFromEnv(1, 1_000_000).default(PREVIEW_LIMITS.perNetwork),
  // Test only (the scale test): every order's film is the short test storyboard (22 s) instead of
  // its story's, so a whole-process run renders in seconds. Needs RENDER_PROFILE=test.
  RENDER_TEST_STORYBOARD: booleanFromEnv.optional(),
  // Delivery on a chosen day (docs/decisions/114): how often the release job looks for days that have
  // come; and, for test runs only, a clock a journey can move forward (POST /dev/clock).
  RELEASE_INTERVAL_MS: integerFromEnv(1_000, 3_600_000).default(60_000),
  TEST_CLOCK: booleanFromEnv.optional(),
  // The studio's capacity (docs/decisions/119): films it finishes in a day. New orders' due times and
  // the campaigns limited by capacity are counted from it.
  STUDIO_DAILY_CAPACITY: integerFromEnv(
    STUDIO_DAILY_CAPACITY_RANGE.min,
    STUDIO_DAILY_CAPACITY_RANGE.max,
  ).default(DEFAULT_STUDIO_DAILY_CAPACITY),
});

export interface MessagingConfig {
  /** The approved template of each update, and the template language code of each site language. */
  templates: Record<WhatsAppUpdateKind, string>;
  languageCodes: Record<SiteLanguage, string>;
  transport:
    | { driver: 'whatsapp-cloud'; apiUrl: string; token: string; phoneNumberId: string }
    /** No WHATSAPP_*: the local catcher, its inbox in `dir` and at /dev/messages. */
    | { driver: 'catcher'; dir: string };
}

export type DatabaseConfig =
  | { driver: 'postgres'; url: string }
  /** dataDir is a directory, or 'memory://' for a throw-away in-memory database (tests). */
  | { driver: 'pglite'; dataDir: string };

export interface MailConfig {
  /** The From header of every e-mail (MAIL_FROM). */
  from: string;
  transport:
    | { driver: 'smtp'; url: string }
    /** No SMTP_URL: the local catcher on loopback, its inbox in `dir` and at /dev/mail. */
    | { driver: 'catcher'; host: string; port: number; dir: string };
}

export type StorageConfig =
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      /** Unset: the AWS SDK's own credential chain (AWS_* variables, instance role, …). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
    }
  /** `signingSecret` null: generated once into DATA_DIR/secrets (set it when several machines serve). */
  | { driver: 'local-disk'; dir: string; signingSecret: string | null };

export interface PaymentsConfig {
  /** Cards outside India through Stripe when all three STRIPE_* are set; else the card sandbox. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | null;
  /** India through Razorpay when all three RAZORPAY_* are set; else the UPI sandbox. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | null;
  /** Signs the sandboxes' webhooks and checkout fields. null: generated once into DATA_DIR/secrets. */
  sandboxSecret: string | null;
  /** Signs the order-status links in confirmation e-mails. null: generated once into DATA_DIR/secrets. */
  orderLinkSecret: string | null;
  /** How often the reconciler looks for payments that have no order yet. */
  reconcileIntervalMs: number;
  /**
   * A sandbox is active and PAYMENTS_SANDBOX=true: the shop says TEST MODE on every page and in
   * every e-mail. Required in production on a public SITE_URL whenever a sandbox runs.
   */
  testMode: boolean;
}

export interface InvoiceConfig {
  /** Printed on every invoice and receipt as issued (copied into the invoice record). */
  seller: {
    legalName: string;
    addressLines: string[];
    /** Where the seller is registered: the CGST + SGST/UTGST vs IGST split compares the buyer's state with it. */
    state: IndianStateCode;
    /** null: not registered for GST, so India buyers get receipts without GST lines. */
    gstin: string | null;
  };
  /** SAC (or HSN) code of the item line. */
  sac: string;
  /** GST contained in Indian prices when a GSTIN is configured. */
  gstRatePercent: number;
}

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
  /** Requests per minute one client may make to a route without a limit of its own. */
  rateLimitPerMinute: number;
  /** Bearer token for GET /metrics from elsewhere than this machine; null: this machine only. */
  metricsToken: string | null;
  /** Behind a load balancer / reverse proxy: whose X-Forwarded-* to believe (TRUST_PROXY). */
  trustProxy: TrustedProxies;
  shutdownTimeoutMs: number;
  mail: MailConfig;
  messaging: MessagingConfig;
  /** Google sign-in when both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; else the local test provider. */
  google: { clientId: string; clientSecret: string } | null;
  /** Signs sign-in tokens. null: generated once into DATA_DIR/secrets (set it when several processes run). */
  authTokenSecret: string | null;
  authTokenTtlSeconds: number;
  /** Who is admin at sign-in, lower-cased. */
  adminEmails: string[];
  /** The local test provider's port, on 127.0.0.1 only (default PORT + 1; 0 picks a free one). */
  devIdpPort: number;
  storage: StorageConfig;
  payments: PaymentsConfig;
  invoices: InvoiceConfig;
  /**
   * How long a child's photos and voice clip are kept (docs/decisions/046, 047):
   * PHOTO_RETENTION_DAYS_AFTER_DELIVERY (N) and PHOTO_RETENTION_DAYS_UNDELIVERED (M).
   */
  photoRetention: PhotoRetention;
  renders: RenderConfig;
  /** Delivery on a chosen day (docs/decisions/114). */
  scheduledDeliveries: {
    /** How often the release job runs (RELEASE_INTERVAL_MS). */
    releaseIntervalMs: number;
    /** TEST_CLOCK: the stand-in clock a test run moves through /dev/clock; never on a public shop. */
    testClock: boolean;
  };
  /** The studio's capacity (docs/decisions/119). */
  studio: {
    /** Films the studio finishes in a day (STUDIO_DAILY_CAPACITY). */
    dailyCapacity: number;
  };
}

export interface RenderConfig {
  /** Render workers `npm start` runs beside the server (RENDER_WORKERS, 0 or 1). */
  workersInServer: number;
  /** Renders at once in one worker (RENDER_CONCURRENCY; default one per two cores). */
  concurrency: number;
  /** Tries before a render is failed with its reason (RENDER_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** A worker's lease lapses this long after its last heartbeat; another worker then takes the render. */
  heartbeatSeconds: number;
  /** 'master' (1080p) in the shop; 'test' (320x180) for the scale test. */
  profile: 'master' | 'preview' | 'test';
  /** Preview renders one network may start in 24 h (PREVIEWS_PER_NETWORK_PER_DAY). */
  previewsPerNetwork: number;
  /** Test only (RENDER_TEST_STORYBOARD, with the 'test' profile): every film is the short test storyboard. */
  testStoryboard: boolean;
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
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Half a Google configuration would quietly fall back to the local test provider.
  if (!present.GOOGLE_CLIENT_ID !== !present.GOOGLE_CLIENT_SECRET) {
    const [missing, other] = present.GOOGLE_CLIENT_ID
      ? ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID']
      : ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'];
    issues.push(`${missing}: must be set together with ${other}`);
  }
  issues.push(...storageIssues(present));
  issues.push(
    ...allOrNone(present, ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']),
  );
  issues.push(...allOrNone(present, ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']));
  issues.push(...allOrNone(present, ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID']));
  if (parsed.success) issues.push(...sandboxIssues(parsed.data));
  if (parsed.success) issues.push(...invoiceIssues(parsed.data));
  if (parsed.success) issues.push(...sellerIssues(parsed.data));
  // A shop's real films must never quietly become the test storyboard.
  if (parsed.success && parsed.data.RENDER_TEST_STORYBOARD && parsed.data.RENDER_PROFILE !== 'test')
    issues.push('RENDER_TEST_STORYBOARD: a test-only setting; it needs RENDER_PROFILE=test');
  // A clock anyone on the machine can move would release families' films early.
  if (
    parsed.success &&
    parsed.data.TEST_CLOCK &&
    parsed.data.NODE_ENV === 'production' &&
    !isLoopbackOrigin(parsed.data.SITE_URL)
  )
    issues.push('TEST_CLOCK: a test-only setting; a public production shop keeps real time');
  if (!parsed.success || issues.length > 0) {
    // Values are not echoed: DATABASE_URL and the secrets must never reach the logs.
    throw new ConfigError(
      `Invalid configuration (environment variables):\n${issues.map((line) => `  - ${line}`).join('\n')}`,
    );
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
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    mail: {
      from: e.MAIL_FROM,
      transport: e.SMTP_URL
        ? { driver: 'smtp', url: e.SMTP_URL }
        : {
            driver: 'catcher',
            host: '127.0.0.1',
            port: catcherPort(e.PORT, e.MAIL_CATCHER_PORT),
            dir: path.join(dataDir, 'mail'),
          },
    },
    messaging: {
      templates: {
        'order-paid': e.WHATSAPP_TEMPLATE_ORDER_PAID,
        'photo-needed': e.WHATSAPP_TEMPLATE_PHOTO_NEEDED,
        delivered: e.WHATSAPP_TEMPLATE_DELIVERED,
        cancelled: e.WHATSAPP_TEMPLATE_CANCELLED,
        'checkout-reminder': e.WHATSAPP_TEMPLATE_CHECKOUT_REMINDER,
        'gift-invitation': e.WHATSAPP_TEMPLATE_GIFT_INVITATION,
      },
      languageCodes: { en: e.WHATSAPP_LANGUAGE_EN, hi: e.WHATSAPP_LANGUAGE_HI },
      transport:
        e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
          ? {
              driver: 'whatsapp-cloud',
              apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
              token: e.WHATSAPP_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            }
          : { driver: 'catcher', dir: path.join(dataDir, 'messages') },
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
    authTokenSecret: e.AUTH_TOKEN_SECRET ?? null,
    authTokenTtlSeconds: e.AUTH_TOKEN_TTL_SECONDS,
    adminEmails: e.ADMIN_EMAILS,
    devIdpPort: devIdpPort(e.PORT, e.DEV_IDP_PORT),
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : {
          driver: 'local-disk',
          dir: path.join(dataDir, 'storage'),
          signingSecret: e.STORAGE_SIGNING_SECRET ?? null,
        },
    payments: {
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            }
          : null,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            }
          : null,
      sandboxSecret: e.PAYMENTS_SANDBOX_SECRET ?? null,
      orderLinkSecret: e.ORDER_LINK_SECRET ?? null,
      reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
      testMode: e.PAYMENTS_SANDBOX === true && sandboxedProviders(e).length > 0,
    },
    invoices: {
      seller: {
        legalName: e.INVOICE_SELLER_NAME ?? SAMPLE_SELLER.legalName,
        addressLines: e.INVOICE_SELLER_ADDRESS ?? [...SAMPLE_SELLER.addressLines],
        state:
          e.INVOICE_SELLER_STATE ??
          (e.INVOICE_SELLER_GSTIN ? gstinState(e.INVOICE_SELLER_GSTIN)!.code : 'KA'),
        gstin: e.INVOICE_SELLER_GSTIN ?? null,
      },
      sac: e.INVOICE_SAC,
      gstRatePercent: e.INVOICE_GST_RATE_PERCENT,
    },
    photoRetention: {
      daysAfterDelivery: e.PHOTO_RETENTION_DAYS_AFTER_DELIVERY,
      daysUndelivered: e.PHOTO_RETENTION_DAYS_UNDELIVERED,
    },
    renders: {
      workersInServer: e.RENDER_WORKERS,
      concurrency: e.RENDER_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / 2)),
      maxAttempts: e.RENDER_MAX_ATTEMPTS,
      heartbeatSeconds: e.RENDER_HEARTBEAT_SECONDS,
      profile: e.RENDER_PROFILE,
      previewsPerNetwork: e.PREVIEWS_PER_NETWORK_PER_DAY,
      testStoryboard: e.RENDER_TEST_STORYBOARD === true,
    },
    scheduledDeliveries: {
      releaseIntervalMs: e.RELEASE_INTERVAL_MS,
      testClock: e.TEST_CLOCK === true,
    },
    studio: { dailyCapacity: e.STUDIO_DAILY_CAPACITY },
  };
}

/** What an unconfigured shop prints as its seller: marked as a sample on the document itself. */
export const SAMPLE_SELLER = {
  legalName: 'Diya Tales (sample seller – set INVOICE_SELLER_NAME)',
  addressLines: ['Sample address – set INVOICE_SELLER_ADDRESS', 'Bengaluru 560001, Karnataka'],
} as const;

// A tax invoice must name the real seller: a GSTIN printed beside the sample name and address would
// make documents no one can use. The GSTIN's first two digits are the state it is registered in.
function invoiceIssues(e: z.infer<typeof envSchema>): string[] {
  if (!e.INVOICE_SELLER_GSTIN) return [];
  const issues = (['INVOICE_SELLER_NAME', 'INVOICE_SELLER_ADDRESS'] as const)
    .filter((key) => !e[key])
    .map((key) => `${key}: must be set together with INVOICE_SELLER_GSTIN`);
  const registered = gstinState(e.INVOICE_SELLER_GSTIN)?.code;
  if (e.INVOICE_SELLER_STATE && registered && e.INVOICE_SELLER_STATE !== registered)
    issues.push(
      `INVOICE_SELLER_STATE: must be ${registered}, the state INVOICE_SELLER_GSTIN is registered in`,
    );
  return issues;
}

// Next to the app's own port by default (3000 → 3001; the mail catcher takes 3002); with PORT=0
// (any free port) the provider takes any free port too.
function devIdpPort(port: number, configured: number | undefined): number {
  if (configured !== undefined) return configured;
  if (port === 0) return 0;
  if (port + 1 > 65_535)
    throw new ConfigError(
      'Invalid configuration (environment variables):\n  - DEV_IDP_PORT: PORT + 1 is not a port; set DEV_IDP_PORT',
    );
  return port + 1;
}

// Next to the app's own port by default (3000 → 3002), so two checkouts on 3000 and 4000 don't
// collide; with PORT=0 (any free port) the catcher takes any free port too.
function catcherPort(port: number, configured: number | undefined): number {
  if (configured !== undefined) return configured;
  if (port === 0) return 0;
  if (port + 2 > 65_535)
    throw new ConfigError(
      'Invalid configuration (environment variables):\n  - MAIL_CATCHER_PORT: PORT + 2 is not a port; set MAIL_CATCHER_PORT',
    );
  return port + 2;
}

// Half an S3 configuration would quietly store customers' photos on one machine's disk instead.
function storageIssues(present: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  if (!present.S3_ACCESS_KEY_ID !== !present.S3_SECRET_ACCESS_KEY) {
    const [missing, other] = present.S3_ACCESS_KEY_ID
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    issues.push(`${missing}: must be set together with ${other}`);
  }
  if (!present.S3_BUCKET) {
    const orphans = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((key) => present[key]);
    if (orphans.length > 0)
      issues.push(
        `S3_BUCKET: must be set to use S3 (${orphans.join(', ')} ${orphans.length > 1 ? 'are' : 'is'} set)`,
      );
  }
  return issues;
}

// Part of a provider's keys would quietly run the sandbox instead of taking real payments.
function allOrNone(present: Record<string, string | undefined>, keys: string[]): string[] {
  const set = keys.filter((key) => present[key]);
  if (set.length === 0 || set.length === keys.length) return [];
  const missing = keys.filter((key) => !present[key]);
  return missing.map((key) => `${key}: must be set together with ${set.join(', ')}`);
}

const PAYMENT_PROVIDERS = [
  {
    sandbox: 'the card sandbox',
    keys: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  { sandbox: 'the UPI sandbox', keys: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] },
] as const;

type ParsedEnv = z.infer<typeof envSchema>;

// The providers whose sandbox would run: a provider is real only with all three of its keys.
const sandboxedProviders = (e: ParsedEnv) =>
  PAYMENT_PROVIDERS.filter((provider) => !provider.keys.every((key) => e[key]));

// Production never takes free orders by accident: a sandbox "pays" every order. On a public
// SITE_URL it runs only when the operator says so, and then the shop says TEST MODE everywhere.
function sandboxIssues(e: ParsedEnv): string[] {
  if (e.NODE_ENV !== 'production' || isLoopbackOrigin(e.SITE_URL) || e.PAYMENTS_SANDBOX === true) return [];
  const sandboxed = sandboxedProviders(e);
  if (sandboxed.length === 0) return [];
  const running = sandboxed.map((provider) => provider.sandbox).join(' and ');
  const keys = sandboxed.flatMap((provider) => provider.keys).join(', ');
  return [
    `PAYMENTS_SANDBOX: NODE_ENV=production on a public SITE_URL would take orders without payment (${running}). Set ${keys} to take real payments, or PAYMENTS_SANDBOX=true to run a test shop that says TEST MODE on every page and e-mail`,
  ];
}

// A shop that takes real money prints real receipts and invoices, which must name the real seller:
// the sample name and address say "sample" on the document itself. Only a test shop with both
// sandboxes (PAYMENTS_SANDBOX=true, TEST MODE everywhere) may print them on a public SITE_URL.
function sellerIssues(e: ParsedEnv): string[] {
  if (e.NODE_ENV !== 'production' || isLoopbackOrigin(e.SITE_URL)) return [];
  if (e.PAYMENTS_SANDBOX === true && sandboxedProviders(e).length === PAYMENT_PROVIDERS.length) return [];
  return (['INVOICE_SELLER_NAME', 'INVOICE_SELLER_ADDRESS'] as const)
    .filter((key) => !e[key])
    .map(
      (key) =>
        `${key}: NODE_ENV=production on a public SITE_URL prints receipts and invoices, which must name the seller; set INVOICE_SELLER_NAME and INVOICE_SELLER_ADDRESS`,
    );
}

/** localhost, *.localhost, 127.0.0.0/8 or [::1]: a shop only this machine can reach. */
function isLoopbackOrigin(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
