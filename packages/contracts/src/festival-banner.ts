import type { EndpointAddress } from './endpoint';

/**
 * The landing page's festival banner (docs/decisions/109): its address zod-free and in a file of its
 * own, so the prerendered landing page's bundle carries no schema library (the full contract is
 * PROMOTION_ENDPOINTS.banner in ./promotions.ts, which spreads this).
 */
export const FESTIVAL_BANNER_ADDRESS = {
  method: 'GET',
  path: '/api/promotions/banner',
  access: 'public',
} as const satisfies EndpointAddress;

/** The festivals a campaign can be tied to (the banner names them). */
export const FESTIVALS = ['raksha-bandhan', 'janmashtami', 'ganesh-chaturthi', 'navratri', 'diwali'] as const;
export type Festival = (typeof FESTIVALS)[number];

/** What the banner endpoint answers (checked by the schema on the server, by `readFestivalBanner` here). */
export interface FestivalBannerAnswer {
  banner: {
    festival: Festival;
    code: string | null;
    percentOff: number | null;
    fixedOffMinor: { INR?: number; USD?: number } | null;
    endsAt: string;
  } | null;
}

/** The answer read without zod: anything unexpected is no banner (it is an ornament, never an error). */
export function readFestivalBanner(data: unknown): FestivalBannerAnswer {
  const banner = (data as { banner?: unknown } | null)?.banner as FestivalBannerAnswer['banner'] | undefined;
  if (
    !banner ||
    typeof banner !== 'object' ||
    !FESTIVALS.includes(banner.festival) ||
    typeof banner.endsAt !== 'string'
  )
    return { banner: null };
  return { banner };
}
