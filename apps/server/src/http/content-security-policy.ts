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

export function createContentSecurityPolicy(
  config: Pick<Config, 'mediaBaseUrl' | 'siteUrl'>,
): ContentSecurityPolicy {
  // Media from a CDN (MEDIA_BASE_URL=https://cdn…) is allowed by origin; '/media' is 'self'.
  const mediaOrigin = config.mediaBaseUrl.startsWith('/') ? [] : [new URL(config.mediaBaseUrl).origin];

  const directives = (scriptHashes: readonly string[] = []): CspDirectives => ({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    // React renders style="" attributes into the prerendered HTML; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: previews of photos and videos chosen for upload, before they are sent.
    'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigin, YOUTUBE_THUMBNAILS, GOOGLE_AVATARS],
    'media-src': ["'self'", 'blob:', ...mediaOrigin],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [YOUTUBE_EMBED],
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
