import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { CheckoutFormInput } from '@shop/contracts/checkout';
import type { GiftCheckoutFormInput } from '@shop/contracts/gifts';
import { siteLanguageOfPath } from '@shop/contracts/site-language';
import { COUNTRIES, INDIA } from '@shop/contracts/countries';
import { INDIAN_STATES } from '@shop/contracts/indian-states';
import { buttonClass } from '~/components/ui/button-styles';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { useLocale } from '~/lib/ui-text';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { SparkleIcon } from '~/components/ui/icons';
import type { usePhotoUploads } from '../hooks/use-photo-uploads';
import { checkCheckout, type FieldProblems } from '../order-checks';
import { dialCodeFor } from '../price-display';
import { ConsentField } from './consent-field';
import { PhoneUpdatesField } from './phone-updates-field';
import { DeliveryDayField, defaultDeliverOn } from './delivery-day-field';
import { checkGiftForm, emptyGift, type GiftFormValues } from '../gift-checks';
import { GiftFields } from './gift-fields';
import type { DeliverOnValue } from '../order-draft';
import { PhotosField } from './photos-field';
import { LanguageChoice, StorySelect } from './story-and-language-fields';
import { PriceBox } from './price-box';
import { PromoCodeField } from './promo-code-field';
import { usePromotion } from '../hooks/use-promotion';
import { NameVoiceFields, type VoiceClipValue } from './name-voice-fields';
import { PersonalPreview } from './personal-preview';

export interface OrderFormValues {
  kidName: string;
  storyId: string;
  language: string;
  email: string;
  country: string;
  /** The Indian state of a buyer in India (for the tax invoice); '' elsewhere. */
  state: string;
  phoneUpdates: boolean;
  phoneNumber: string;
  /** "How do you say {name}?" (optional). */
  pronunciation: string;
  /** The voice clip of the name, once the server has it (optional; not kept in the draft). */
  voiceClip: VoiceClipValue | null;
  /** The N of the consent wording the parent ticked (docs/decisions/046); null while unticked. */
  consentDays: number | null;
  /** A chosen delivery day (docs/decisions/114); null: delivered when the film is ready. */
  deliverOn: DeliverOnValue | null;
  /** The offer code the server accepted (docs/decisions/108); '' for none. Not kept in the draft. */
  promoCode: string;
  /** "This is a gift" (docs/decisions/121): the gift's details; null for an order of one's own. */
  gift: GiftFormValues | null;
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;

export interface OrderFormProps {
  isGuest: boolean;
  values: OrderFormValues;
  uploads: PhotoUploads;
  onChange: (values: OrderFormValues) => void;
  onSubmit: (form: CheckoutFormInput | GiftCheckoutFormInput) => void;
  /** A signed-in parent's account e-mail: a gift's receipt goes there unless they typed another. */
  accountEmail?: string;
  /** False while the form is hidden (the payment step): the preview stops reading its progress. */
  active?: boolean;
  /** The rendered preview of the form as it stands, or null (the checkout names it). */
  onPreview?: (previewId: string | null) => void;
}

/**
 * The submit check of the form as it stands (the field messages, the seed's alerts, the schema).
 * `pathname` is the page's: an order placed on /hi/… is a Hindi order (its e-mails and messages).
 */
export function checkOrderForm(
  values: OrderFormValues,
  uploads: PhotoUploads,
  isGuest: boolean,
  pathname: string,
  accountEmail = '',
) {
  // A gift: the giver's part only, by the gift's own schema (no photos, consent or voice).
  if (values.gift)
    return checkGiftForm({
      ...values,
      email: isGuest ? values.email : values.email || accountEmail,
      siteLanguage: siteLanguageOfPath(pathname),
      gift: values.gift,
    });
  return checkCheckout({
    ...values,
    isGuest,
    photos: uploads.photos,
    uploading: uploads.uploading,
    dialCode: dialCodeFor(values.country),
    siteLanguage: siteLanguageOfPath(pathname),
  });
}

/**
 * Step 1 (docs/product-guide.md#the-order-form): the order form. Empty required fields without a seed alert get their message next
 * to the field; the rest of the submit checks alert as the seed does (window.alert), in its order.
 */
export function OrderForm({
  isGuest,
  values,
  uploads,
  onChange,
  onSubmit,
  active = true,
  onPreview,
  accountEmail = '',
}: OrderFormProps) {
  const [fieldErrors, setFieldErrors] = useState<FieldProblems>({});
  const set = (patch: Partial<OrderFormValues>) => {
    onChange({ ...values, ...patch });
    // A field's message goes as soon as the parent changes that field.
    const touched = Object.keys(patch);
    if (touched.some((field) => fieldErrors[field]))
      setFieldErrors((errors) =>
        Object.fromEntries(Object.entries(errors).filter(([field]) => !touched.includes(field))),
      );
  };
  const dialCode = useMemo(() => dialCodeFor(values.country), [values.country]);
  const { pathname } = useLocation();
  const { order, gifts } = useParentText();
  const gift = values.gift;
  // The gift's fields clear their own messages as the giver changes them.
  const setGift = (patch: Partial<GiftFormValues>) => {
    if (!gift) return;
    onChange({ ...values, gift: { ...gift, ...patch } });
    const touched = Object.keys(patch).flatMap((field) =>
      field === 'message'
        ? ['giftMessage']
        : field === 'recipientCountry'
          ? ['recipientPhone']
          : field.startsWith('recipient')
            ? [field, 'recipient']
            : [field],
    );
    if (touched.some((field) => fieldErrors[field]))
      setFieldErrors((errors) =>
        Object.fromEntries(Object.entries(errors).filter(([field]) => !touched.includes(field))),
      );
  };
  // Gift mode: a gift always has its day, so one is filled in to start from.
  const setGiftMode = (on: boolean) => {
    setFieldErrors({});
    onChange(
      on
        ? { ...values, gift: gift ?? emptyGift(), deliverOn: values.deliverOn ?? defaultDeliverOn() }
        : { ...values, gift: null },
    );
  };
  const errorText = useErrorText();
  const hindi = useLocale() === 'hi';
  // The offer code lives with the form (not in its draft): the checkout sends the code that applied.
  const promotion = usePromotion({
    country: values.country,
    storyId: values.storyId,
    email: values.email,
    applied: values.promoCode || null,
    setApplied: (promoCode) => set({ promoCode: promoCode ?? '' }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    const check = checkOrderForm(values, uploads, isGuest, pathname, accountEmail);
    if (check.kind === 'alert') {
      window.alert(errorText(check.problem));
      return;
    }
    if (check.kind === 'fields') {
      setFieldErrors(check.problems);
      const first = Object.keys(check.problems)[0];
      const target =
        first === 'language'
          ? 'order-language-english'
          : first === 'recipient'
            ? 'order-recipientEmail'
            : `order-${first}`;
      document.getElementById(target)?.focus();
      return;
    }
    onSubmit(check.form);
  }

  // Each finding carries its message's code; the page shows it in its own language.
  const errorFor = (field: string) => {
    const problem = fieldErrors[field];
    return problem ? errorText(problem) : null;
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="order-heading" className="space-y-5">
      <div className="rounded-2xl bg-marigold-100/70 p-4 ring-1 ring-marigold-300">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name="isGift"
            checked={gift !== null}
            onChange={(event) => setGiftMode(event.target.checked)}
            aria-describedby="order-isGift-hint"
            className="size-5 accent-night-700"
          />
          <span className="font-display text-lg font-extrabold text-night-900">{gifts.form.toggle}</span>
        </label>
        <p id="order-isGift-hint" className="mt-1 text-sm text-ink/80">
          {gifts.form.toggleHint}
        </p>
      </div>

      <Field
        id="order-kidName"
        label={gift ? gifts.form.childName : order.form.kidName}
        error={errorFor('kidName')}
      >
        {(control) => (
          <input
            {...control}
            name="kidName"
            required
            maxLength={100}
            autoComplete="off"
            value={values.kidName}
            onChange={(event) => set({ kidName: event.target.value })}
            placeholder={order.form.kidNamePlaceholder}
            className={INPUT_CLASS}
          />
        )}
      </Field>

      {/* The name's spelling and voice, the photos and the consent are the parent's, on /gift/{token}. */}
      {!gift && (
        <NameVoiceFields
          kidName={values.kidName}
          pronunciation={values.pronunciation}
          voiceClip={values.voiceClip}
          error={errorFor('pronunciation')}
          onChange={set}
        />
      )}

      <StorySelect
        value={values.storyId}
        error={errorFor('storyId')}
        onChange={(storyId) => set({ storyId })}
      />
      <LanguageChoice
        value={values.language}
        error={errorFor('language')}
        onChange={(language) => set({ language })}
      />

      {isGuest && (
        <Field
          id="order-email"
          label={gift ? gifts.form.giverEmail : order.form.email}
          hint={gift ? undefined : order.form.emailHint}
          error={errorFor('email')}
        >
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={(event) => set({ email: event.target.value })}
              placeholder="you@example.com"
              className={INPUT_CLASS}
            />
          )}
        </Field>
      )}

      <Field id="order-country" label={order.form.country} error={errorFor('country')}>
        {(control) => (
          <select
            {...control}
            name="country"
            value={values.country}
            onChange={(event) => set({ country: event.target.value })}
            className={INPUT_CLASS}
          >
            <option value="">{order.form.countryPlaceholder}</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {order.countries[country.code]}
              </option>
            ))}
          </select>
        )}
      </Field>

      {!gift && (
        <>
          <PhotosField uploads={uploads} error={errorFor('kidPhotoIds')} />
          <ConsentField
            givenForDays={values.consentDays}
            error={errorFor('consentDays')}
            onChange={(consentDays) => set({ consentDays })}
          />
          <PersonalPreview values={values} uploads={uploads} active={active} onReady={onPreview} />
        </>
      )}

      {values.country === INDIA && (
        <Field
          id="order-state"
          label={order.form.state}
          hint={order.form.stateHint}
          error={errorFor('state')}
        >
          {(control) => (
            <select
              {...control}
              name="state"
              autoComplete="address-level1"
              value={values.state}
              onChange={(event) => set({ state: event.target.value })}
              className={INPUT_CLASS}
            >
              <option value="">{order.form.statePlaceholder}</option>
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {hindi ? state.nameHi : state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}

      {gift ? (
        <>
          <GiftFields
            gift={gift}
            errorFor={errorFor}
            onChange={setGift}
            day={
              <DeliveryDayField
                value={values.deliverOn}
                error={errorFor('deliverOn')}
                onChange={(deliverOn) => set({ deliverOn })}
                requiredHeading={gifts.form.day}
              />
            }
          />
        </>
      ) : (
        <>
          <PhoneUpdatesField
            wanted={values.phoneUpdates}
            phoneNumber={values.phoneNumber}
            dialCode={dialCode}
            consent={order.consent.phoneUpdates}
            error={errorFor('phoneNumber')}
            onChange={set}
          />
          <DeliveryDayField
            value={values.deliverOn}
            error={errorFor('deliverOn')}
            onChange={(deliverOn) => set({ deliverOn })}
          />
        </>
      )}

      <PriceBox country={values.country} quote={promotion.quote} showExpected={!gift} />
      <PromoCodeField promotion={promotion} />

      <button type="submit" className={buttonClass('primary', 'lg', 'w-full text-center')}>
        <SparkleIcon className="size-5" />
        {gift ? gifts.form.submit : order.form.submit}
      </button>
      {!gift && <p className="text-center text-sm text-ink/75">{order.form.arrives}</p>}
    </form>
  );
}
