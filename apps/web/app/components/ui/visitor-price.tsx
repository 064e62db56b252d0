import { useSyncExternalStore } from 'react';
import { formatMoney, priceFor } from '@shop/contracts/pricing';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import { detectCountry } from '~/lib/detect-country';
import { useLocale, useUiText } from '~/lib/ui-text';

// The price before any gate (issue 14 item 5): story cards and the Login Required dialog show what the
// visitor will pay, in their currency by the shop's one price list (INR in India, USD elsewhere). The
// pages are prerendered, where the visitor is unknown: the prerendered HTML keeps the line's place
// empty and the browser fills it in right after hydration (no mismatch, no layout shift).

const noSubscription = () => () => {};
const serverCountry = () => null;

/** The visitor's country as the order form will guess it, or null while prerendering/hydrating. */
export function useVisitorCountry() {
  return useSyncExternalStore(noSubscription, detectCountry, serverCountry);
}

export function VisitorPrice({ className = '', lead }: { className?: string; lead?: string }) {
  const country = useVisitorCountry();
  const text = useUiText().price;
  const intl = LOCALE_TAGS[useLocale()].intl;
  const price = country ? priceFor(country) : null;
  return (
    <p data-testid="visitor-price" className={`flex min-h-7 flex-wrap items-baseline gap-x-2 ${className}`}>
      {price && (
        <>
          <span className="text-sm font-semibold text-ink/75">{lead ?? text.lead}</span>
          <span className="font-display text-xl font-extrabold text-saffron-700">
            {formatMoney(price.amountMinor, price.currency, intl)}
          </span>
          <s className="text-sm text-ink/75">
            <span className="sr-only">{text.was} </span>
            {formatMoney(price.originalMinor, price.currency, intl)}
          </s>
        </>
      )}
    </p>
  );
}
