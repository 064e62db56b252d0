import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import { formatMoney } from '@shop/contracts/pricing';
import type { QuotedPrice } from '@shop/contracts/promotions';
import { useParentText } from '~/lib/parent-text';
import { formatDay } from '~/lib/format-date';
import { fillText, useLocale } from '~/lib/ui-text';
import { paymentsConfigQuery } from '../api/payments-queries';
import { formatCountdown, msUntilNextMidnight } from '../countdown';
import { priceDisplay } from '../price-display';

/** HH:MM:SS to the next local midnight, ticking each second; null before the first client tick. */
function useSaleCountdown(): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const tick = () => setText(formatCountdown(msUntilNextMidnight(new Date())));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, []);
  return text;
}

// docs/product-guide.md#prices: struck original, sale price, computed savings, tax line abroad, the seller's tax number,
// the total; plus the sale countdown to local midnight.
export function PriceBox({
  country,
  quote = null,
  showExpected = true,
}: {
  country: string;
  quote?: QuotedPrice | null;
  /** False for a gift: its film waits for the parent's photos and arrives on its chosen day. */
  showExpected?: boolean;
}) {
  const intl = LOCALE_TAGS[useLocale()].intl;
  const price = priceDisplay(country, intl);
  const {
    order: { price: words, promo },
  } = useParentText();
  // The server's quote with an offer (a code, or an automatic campaign): its discount and what is paid.
  const offer = quote && quote.discountMinor > 0 ? quote : null;
  const countdown = useSaleCountdown();
  // The configured GSTIN, as every invoice carries it; none configured (or not read yet): no line at
  // all, never a placeholder (issue 14).
  const taxNumber = useQuery(paymentsConfigQuery).data?.taxNumber ?? null;
  return (
    <section
      aria-labelledby="price-heading"
      className="rounded-3xl bg-gradient-to-br from-marigold-100 to-white p-5 ring-2 ring-marigold-300"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="price-heading" className="font-display text-lg font-bold text-night-900">
          {words.heading}
        </h2>
        <span className="rounded-full bg-lotus-700 px-3 py-1 text-sm font-bold text-white">
          {fillText(words.save, { percent: price.percent })}
        </span>
      </div>
      <p className="mt-2 flex items-baseline gap-3">
        <s className="text-lg text-ink/70" aria-label={fillText(words.was, { price: price.original })}>
          {price.original}
        </s>
        <span className="font-display text-4xl font-extrabold text-saffron-700" data-testid="sale-price">
          {price.sale}
        </span>
      </p>
      <p className="text-sm text-ink/80">
        {fillText(words.youSave, { savings: price.savings, percent: price.percent })}
      </p>
      <dl className="mt-3 space-y-1 border-t border-marigold-300 pt-3 text-sm text-ink">
        {price.tax && (
          <div className="flex justify-between">
            <dt>{price.taxLabel}</dt>
            <dd>{price.tax}</dd>
          </div>
        )}
        {taxNumber && (
          <div className="flex justify-between gap-3 text-ink/75">
            <dt>{words.taxNumber}</dt>
            <dd className="text-right font-mono" data-testid="tax-number">
              {taxNumber}
            </dd>
          </div>
        )}
        {offer && (
          <div className="flex justify-between gap-3 font-semibold text-peacock-700">
            <dt>
              {promo.discount}
              {offer.code ? ` (${offer.code})` : ''}
            </dt>
            <dd data-testid="price-discount">− {formatMoney(offer.discountMinor, offer.currency, intl)}</dd>
          </div>
        )}
        <div className="flex justify-between font-display text-lg font-bold text-night-900">
          <dt>{offer ? promo.toPay : words.total}</dt>
          <dd data-testid="price-total">
            {offer ? formatMoney(offer.amountMinor, offer.currency, intl) : price.total}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-ink/80">{price.india ? words.india : words.abroad}</p>
      {quote && showExpected && (
        // The server's expectation from the studio's queue (docs/decisions/119); read after load.
        <p className="mt-2 text-sm font-semibold text-peacock-700" data-testid="expected-by">
          {fillText(words.expected, { date: formatDay(quote.expectedBy, intl) })}
        </p>
      )}
      <p className="mt-3 flex items-center justify-between gap-2 rounded-2xl bg-night-900 px-4 py-2 text-cream">
        <span className="text-sm font-semibold">{words.endsIn}</span>
        <span
          className="font-mono text-lg font-bold tabular-nums"
          aria-live="off"
          data-testid="sale-countdown"
        >
          {countdown ?? '--:--:--'}
        </span>
      </p>
    </section>
  );
}
