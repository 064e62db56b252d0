import type { ReactNode } from 'react';
import { GIFT_MESSAGE_MAX, GIFT_OCCASIONS, GIVER_NAME_MAX } from '@shop/contracts/gifts';
import { COUNTRIES } from '@shop/contracts/countries';
import { Field, INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import type { GiftFormValues } from '../gift-checks';
import { filterPhoneInput } from '../order-checks';
import { dialCodeFor } from '../price-display';

// The gift's own fields on the order form in gift mode (docs/decisions/121): the giver's name, the
// occasion, the message on the card with its count, and the parent who receives the invitation.

export interface GiftFieldsProps {
  gift: GiftFormValues;
  /** The finding shown at a field, in the page's language, or null. */
  errorFor: (field: string) => string | null;
  onChange: (patch: Partial<GiftFormValues>) => void;
  /** The day's field, shown between the gift's details and its recipient. */
  day: ReactNode;
}

const LEGEND_CLASS = 'float-left w-full font-display text-lg font-extrabold text-night-900';
const BOX_CLASS = 'space-y-4 rounded-2xl bg-white p-4 ring-1 ring-night-900/15';

export function GiftFields({ gift, errorFor, onChange, day }: GiftFieldsProps) {
  const { gifts, order } = useParentText();
  const words = gifts.form;
  const length = gift.message.trim().length;
  const recipientError = errorFor('recipient');
  return (
    <>
      <fieldset className={BOX_CLASS}>
        <legend className={LEGEND_CLASS}>{words.details}</legend>
        <Field
          id="order-giverName"
          label={words.giverName}
          error={errorFor('giverName')}
          className="clear-both"
        >
          {(control) => (
            <input
              {...control}
              name="giverName"
              required
              maxLength={GIVER_NAME_MAX}
              autoComplete="name"
              value={gift.giverName}
              onChange={(event) => onChange({ giverName: event.target.value })}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field id="order-occasion" label={words.occasion} error={errorFor('occasion')}>
          {(control) => (
            <select
              {...control}
              name="occasion"
              required
              value={gift.occasion}
              onChange={(event) => onChange({ occasion: event.target.value as GiftFormValues['occasion'] })}
              className={INPUT_CLASS}
            >
              <option value="">{words.occasionPlaceholder}</option>
              {GIFT_OCCASIONS.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {gifts.occasions[occasion]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="order-giftMessage"
          label={words.message}
          hint={
            <>
              {words.messageHint}
              <span
                data-testid="gift-message-count"
                aria-live="polite"
                className={`mt-0.5 block text-right tabular-nums ${length > GIFT_MESSAGE_MAX ? 'font-semibold text-lotus-700' : ''}`}
              >
                {fillText(words.messageCount, { count: String(length), max: String(GIFT_MESSAGE_MAX) })}
              </span>
            </>
          }
          error={errorFor('giftMessage')}
        >
          {(control) => (
            <textarea
              {...control}
              name="giftMessage"
              rows={3}
              value={gift.message}
              onChange={(event) => onChange({ message: event.target.value })}
              className={`${INPUT_CLASS} resize-y`}
            />
          )}
        </Field>
      </fieldset>

      {day}

      <fieldset
        className={BOX_CLASS}
        aria-describedby={['order-recipient-hint', recipientError ? 'order-recipient-error' : null]
          .filter(Boolean)
          .join(' ')}
      >
        <legend className={LEGEND_CLASS}>{words.recipientHeading}</legend>
        <div className="clear-both">
          <p id="order-recipient-hint" className="text-sm text-ink/75">
            {words.recipientHint}
          </p>
          {recipientError && (
            <p id="order-recipient-error" role="alert" className="mt-1 text-sm font-semibold text-lotus-700">
              {recipientError}
            </p>
          )}
        </div>
        <Field id="order-recipientEmail" label={words.recipientEmail} error={errorFor('recipientEmail')}>
          {(control) => (
            <input
              {...control}
              name="recipientEmail"
              type="email"
              inputMode="email"
              autoComplete="off"
              value={gift.recipientEmail}
              onChange={(event) => onChange({ recipientEmail: event.target.value })}
              placeholder="parent@example.com"
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <div className="space-y-4">
          <div>
            <label htmlFor="order-recipientCountry" className={LABEL_CLASS}>
              {words.recipientCountry}
            </label>
            <select
              id="order-recipientCountry"
              name="recipientCountry"
              value={gift.recipientCountry}
              onChange={(event) => onChange({ recipientCountry: event.target.value })}
              className={INPUT_CLASS}
            >
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {`${order.countries[country.code]} (${country.dialCode})`}
                </option>
              ))}
            </select>
          </div>
          <Field id="order-recipientPhone" label={words.recipientPhone} error={errorFor('recipientPhone')}>
            {(control) => (
              <div className="flex gap-2">
                <span
                  className="grid min-h-12 place-items-center rounded-2xl bg-marigold-100 px-3 font-bold text-night-900"
                  aria-hidden="true"
                >
                  {dialCodeFor(gift.recipientCountry)}
                </span>
                <input
                  {...control}
                  name="recipientPhone"
                  type="tel"
                  autoComplete="off"
                  inputMode="tel"
                  maxLength={15}
                  value={gift.recipientPhone}
                  onChange={(event) => onChange({ recipientPhone: filterPhoneInput(event.target.value) })}
                  placeholder="98765 43210"
                  className={INPUT_CLASS}
                />
              </div>
            )}
          </Field>
        </div>
      </fieldset>
    </>
  );
}
