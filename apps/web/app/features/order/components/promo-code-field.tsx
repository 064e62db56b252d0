import { useState, type FormEvent } from 'react';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import { formatMoney } from '@shop/contracts/pricing';
import { buttonClass } from '~/components/ui/button-styles';
import { INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText, useLocale } from '~/lib/ui-text';
import type { PromotionState } from '../hooks/use-promotion';

/**
 * "Have an offer code?" under the price box: Apply asks the server, which answers the discount or
 * why the code cannot apply (expired, not for this country, used up …), shown in the page's language.
 * Not a form of its own (it sits inside the order form): Enter applies the code, never submits the order.
 */
export function PromoCodeField({ promotion }: { promotion: PromotionState }) {
  const {
    order: { promo: words },
  } = useParentText();
  const errorText = useErrorText();
  const intl = LOCALE_TAGS[useLocale()].intl;
  const [typed, setTyped] = useState('');
  const { quote, applied, refusal, checking } = promotion;
  const saving =
    quote && quote.discountMinor > 0 ? formatMoney(quote.discountMinor, quote.currency, intl) : null;

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    void promotion.apply(typed);
  };

  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-night-900/15">
      <label htmlFor="order-promoCode" className={LABEL_CLASS}>
        {words.label}
      </label>
      {applied ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-semibold text-peacock-700" data-testid="promo-applied">
            <span aria-hidden="true">✓ </span>
            {fillText(words.applied, { code: applied, discount: saving ?? '' })}
          </p>
          <button
            type="button"
            onClick={() => {
              setTyped('');
              promotion.remove();
            }}
            className="min-h-11 font-semibold text-night-700 underline underline-offset-4 hover:text-night-900"
          >
            {words.remove}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <input
            id="order-promoCode"
            name="promoCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            value={typed}
            placeholder={words.placeholder}
            aria-invalid={refusal != null ? true : undefined}
            aria-describedby={refusal != null ? 'order-promoCode-error' : undefined}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply(event);
            }}
            className={`${INPUT_CLASS} uppercase`}
          />
          <button
            type="button"
            onClick={() => apply()}
            disabled={checking || typed.trim() === ''}
            className={buttonClass('secondary', 'md', 'shrink-0')}
          >
            {checking ? words.checking : words.apply}
          </button>
        </div>
      )}
      {refusal != null && !applied && (
        <p id="order-promoCode-error" role="alert" className="mt-2 text-sm font-semibold text-lotus-700">
          {errorText(refusal)}
        </p>
      )}
      {!applied && quote?.campaign && saving && (
        <p role="status" className="mt-2 text-sm font-semibold text-peacock-700">
          {fillText(words.automatic, { campaign: quote.campaign, discount: saving })}
        </p>
      )}
    </div>
  );
}
