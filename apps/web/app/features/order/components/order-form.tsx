import { useMemo, useState, type FormEvent } from 'react';
import { DELIVERY_PROMISES } from '@shop/content/site';
import { checkoutFormSchema, type CheckoutFormInput } from '@shop/contracts/checkout';
import { COUNTRIES, INDIA } from '@shop/contracts/countries';
import { INDIAN_STATE_MESSAGE, INDIAN_STATES } from '@shop/contracts/indian-states';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { SparkleIcon } from '~/components/ui/icons';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { firstSubmitProblem } from '../order-checks';
import { dialCodeFor } from '../price-display';
import { PhoneUpdatesField } from './phone-updates-field';
import { PhotosField } from './photos-field';
import { LanguageChoice, StorySelect } from './story-and-language-fields';
import { PriceBox } from './price-box';

export interface OrderFormValues {
  kidName: string;
  storyId: string;
  language: string;
  email: string;
  country: string;
  /** India buyers' state or union territory (ISO 3166-2:IN code); '' when not chosen. */
  state: string;
  phoneUpdates: boolean;
  phoneNumber: string;
}

export interface OrderFormProps {
  isGuest: boolean;
  values: OrderFormValues;
  onChange: (values: OrderFormValues) => void;
  onSubmit: (form: CheckoutFormInput) => void;
}

/** Step 1 (SPEC §2): the order form. Alerts follow the seed (window.alert) for the submit checks. */
export function OrderForm({ isGuest, values, onChange, onSubmit }: OrderFormProps) {
  const uploads = usePhotoUploads();
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const set = (patch: Partial<OrderFormValues>) => onChange({ ...values, ...patch });
  const dialCode = useMemo(() => dialCodeFor(values.country), [values.country]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldError(null);
    const problem = firstSubmitProblem({
      ...values,
      isGuest,
      photos: uploads.photos,
      uploading: uploads.uploading,
    });
    if (problem) {
      window.alert(problem);
      return;
    }
    const form: CheckoutFormInput = {
      kidName: values.kidName,
      storyId: values.storyId,
      language: values.language as CheckoutFormInput['language'],
      email: values.email,
      country: values.country as CheckoutFormInput['country'],
      state: values.country === INDIA ? (values.state as CheckoutFormInput['state']) : undefined,
      kidPhotoIds: uploads.photos.map((photo) => photo.publicId ?? ''),
      phoneUpdates: values.phoneUpdates,
      phoneNumber: values.phoneUpdates ? values.phoneNumber : undefined,
      countryCode: values.phoneUpdates ? dialCode : undefined,
    };
    const parsed = checkoutFormSchema.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      setFieldError({ field, message: issue?.message ?? 'Please check the form.' });
      document.getElementById(`order-${field}`)?.focus();
      return;
    }
    // The invoice's place of supply: India buyers name their state (the server asks the same).
    if (values.country === INDIA && !values.state) {
      setFieldError({ field: 'state', message: INDIAN_STATE_MESSAGE });
      document.getElementById('order-state')?.focus();
      return;
    }
    onSubmit(form);
  }

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : null);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="order-heading" className="space-y-5">
      <Field id="order-kidName" label="Kid's Name" error={errorFor('kidName')}>
        {(control) => (
          <input
            {...control}
            name="kidName"
            required
            maxLength={100}
            autoComplete="off"
            value={values.kidName}
            onChange={(event) => set({ kidName: event.target.value })}
            placeholder="e.g. Aarav"
            className={INPUT_CLASS}
          />
        )}
      </Field>

      <StorySelect
        value={values.storyId}
        error={errorFor('storyId')}
        onChange={(storyId) => set({ storyId })}
      />
      <LanguageChoice value={values.language} onChange={(language) => set({ language })} />

      {isGuest && (
        <Field
          id="order-email"
          label="Email"
          hint={`We send the finished video here, ${DELIVERY_PROMISES.orderScreens}.`}
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

      <Field id="order-country" label="Select Country" error={errorFor('country')}>
        {(control) => (
          <select
            {...control}
            name="country"
            value={values.country}
            onChange={(event) => set({ country: event.target.value })}
            className={INPUT_CLASS}
          >
            <option value="">Select your country…</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.flag} {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>

      <PhotosField uploads={uploads} error={errorFor('kidPhotoIds')} />

      {values.country === INDIA && (
        <Field
          id="order-state"
          label="State or union territory"
          hint="Printed on your tax invoice."
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
              <option value="">Select your state…</option>
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}

      <PhoneUpdatesField
        wanted={values.phoneUpdates}
        phoneNumber={values.phoneNumber}
        dialCode={dialCode}
        error={errorFor('phoneNumber')}
        onChange={set}
      />

      <PriceBox country={values.country} />

      <button type="submit" className={buttonClass('primary', 'lg', 'w-full text-center')}>
        <SparkleIcon className="size-5" />
        GET MY PERSONALIZED STORY NOW
      </button>
      <p className="text-center text-sm text-ink/75">
        Your video arrives {DELIVERY_PROMISES.orderScreens} of payment.
      </p>
    </form>
  );
}
