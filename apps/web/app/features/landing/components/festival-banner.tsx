import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  FESTIVAL_BANNER_ADDRESS,
  readFestivalBanner,
  type FestivalBannerAnswer,
} from '@shop/contracts/festival-banner';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import { formatMoney } from '@shop/contracts/pricing';
import type { FESTIVAL_TEXT } from '@shop/content/festivals';
import { SparkleIcon } from '~/components/ui/icons';
import { callEndpoint } from '~/lib/api-client';
import { fillText, useHref, useLocale } from '~/lib/ui-text';

export type FestivalWords = (typeof FESTIVAL_TEXT)['en'];

// The festival offer on the landing page (docs/decisions/109). The page is prerendered and stays
// static: the banner asks the one small cached endpoint after the page is up, and shows only while a
// festival campaign is live. Fixed at the foot of the screen, so the page under it never moves.

type Banner = NonNullable<FestivalBannerAnswer['banner']>;

/** "20%", or the fixed amount in rupees (in dollars when the campaign has no rupee amount). */
function offText(banner: Banner, intl: string): string {
  if (banner.percentOff !== null) return `${banner.percentOff}%`;
  const fixed = banner.fixedOffMinor ?? {};
  return fixed.INR !== undefined
    ? formatMoney(fixed.INR, 'INR', intl)
    : formatMoney(fixed.USD ?? 0, 'USD', intl);
}

export function FestivalBanner({ words }: { words: FestivalWords }) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const [closed, setClosed] = useState(false);
  const locale = useLocale();
  const href = useHref();
  const intl = LOCALE_TAGS[locale].intl;

  useEffect(() => {
    const controller = new AbortController();
    callEndpoint(FESTIVAL_BANNER_ADDRESS, { parse: readFestivalBanner, signal: controller.signal })
      .then((answer) => setBanner(answer.banner))
      // An ornament: no banner when the shop cannot say, never an error on the page.
      .catch(() => setBanner(null));
    return () => controller.abort();
  }, []);

  if (!banner || closed) return null;
  // The campaign ends at an instant; its last day is the one before that instant, in IST.
  const lastDay = new Intl.DateTimeFormat(intl, {
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(Date.parse(banner.endsAt) - 1));
  const festival = words.names[banner.festival];
  const off = offText(banner, intl);
  const line = banner.code
    ? fillText(words.withCode, { festival, off, code: banner.code })
    : fillText(words.automatic, { festival, off });

  return (
    <aside
      aria-label={festival}
      data-testid="festival-banner"
      className="festival-banner fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-3xl items-center gap-3 rounded-3xl bg-night-900 px-4 py-3 text-cream shadow-2xl ring-2 ring-marigold-300 sm:px-5"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-marigold-500 text-ink">
        <SparkleIcon className="size-5" />
      </span>
      <p className="flex-1 text-sm leading-snug sm:text-base">
        <span className="font-bold text-marigold-300">{line}</span>{' '}
        <span className="text-cream/85">{fillText(words.until, { date: lastDay })}</span>
      </p>
      <Link
        to={href('/order')}
        className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-marigold-500 px-4 font-display text-sm font-bold text-ink hover:bg-marigold-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-300"
      >
        {words.cta}
      </Link>
      <button
        type="button"
        onClick={() => setClosed(true)}
        aria-label={words.close}
        className="grid size-11 shrink-0 place-items-center rounded-full text-xl text-cream/85 hover:bg-white/10 hover:text-cream focus-visible:outline-3 focus-visible:outline-marigold-300"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
