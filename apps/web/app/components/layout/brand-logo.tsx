import { SITE_NAME } from '@shop/content/site';

/** The diya mark (the favicon, already fetched by the browser) and the wordmark in the display font. */
export function BrandLogo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className="flex items-center gap-2">
      {/* Low priority: tiny and usually cached, it must not be preloaded ahead of the hero poster. */}
      <img
        src="/favicon.svg"
        alt=""
        width={36}
        height={36}
        fetchPriority="low"
        className="size-9 shrink-0 drop-shadow-sm"
      />
      <span
        className={`font-display text-2xl leading-none font-extrabold tracking-tight whitespace-nowrap ${
          tone === 'light' ? 'text-cream' : 'text-night-900'
        }`}
      >
        {SITE_NAME}
      </span>
    </span>
  );
}
