import { s3PublicOrigin } from '../adapters/storage/s3-storage.ts';
import type { Config } from '../config.ts';

// One Content-Security-Policy for the shop. Scripts run only from our origin or when their exact
// text was in the built HTML (sha256 hashes computed at start by the web module), so an injected
// inline script never runs. Payment and sign-in work adds its providers' origins here.

export type CspDirectives = Record<string, string[]>;

export interface ContentSecurityPolicy {
  /** Directives allowing the given inline-script hashes (`'sha256-…'`); none for non-HTML responses. */
  directives(scriptHashes?: readonly string[]): CspDirectives;
  /** The header value for an HTML document whose inline scripts have these hashes. */
  header(scriptHashes?: readonly string[]): string;
}

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';
// Google account pictures: users.avatar_url after Google sign-in.
const GOOGLE_AVATARS = 'https://lh3.googleusercontent.com';

// The payment providers' browser SDKs, allowed only when that provider is configured (the offline
// sandbox needs nothing from outside). Origins from Stripe's and Razorpay's CSP guides.
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

export function createContentSecurityPolicy(
  config: Pick<Config, 'mediaBaseUrl' | 'siteUrl'> & {
    payments?: Pick<Config['payments'], 'stripe' | 'razorpay'>;
    storage?: Config['storage'];
  },
): ContentSecurityPolicy {
  // Media from a CDN (MEDIA_BASE_URL=https://cdn…) is allowed by origin; '/media' is 'self'.
  const mediaOrigin = config.mediaBaseUrl.startsWith('/') ? [] : [new URL(config.mediaBaseUrl).origin];
  // With S3, kid photos and videos are shown from its signed URLs and admin uploads PUT there;
  // the local disk's links are on our own origin.
  const storageOrigin = config.storage?.driver === 's3' ? [s3PublicOrigin(config.storage)] : [];
  const providers = [
    config.payments?.stripe ? STRIPE : null,
    config.payments?.razorpay ? RAZORPAY : null,
  ].filter((p) => p !== null);
  const pay = (kind: keyof typeof STRIPE) => providers.flatMap((provider) => provider[kind]);

  const directives = (scriptHashes: readonly string[] = []): CspDirectives => ({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...pay('script')],
    'script-src-attr': ["'none'"],
    // React renders style="" attributes into the prerendered HTML; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: previews of photos and videos chosen for upload, before they are sent.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...mediaOrigin,
      ...storageOrigin,
      YOUTUBE_THUMBNAILS,
      GOOGLE_AVATARS,
      ...pay('img'),
    ],
    'media-src': ["'self'", 'blob:', ...mediaOrigin, ...storageOrigin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...storageOrigin, ...pay('connect')],
    'frame-src': [YOUTUBE_EMBED, ...pay('frame')],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only over https: on http://localhost it would "upgrade" the page's own requests and break them.
    ...(config.siteUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  });

  return {
    directives,
    header: (scriptHashes) =>
      Object.entries(directives(scriptHashes))
        .map(([name, values]) => [name, ...values].join(' '))
        .join('; '),
  };
}
