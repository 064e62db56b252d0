import { useMemo, useState, type FormEvent } from 'react';
import { STORIES } from '@shop/content/stories';
import { DELIVERY_PROMISES } from '@shop/content/site';
import { checkoutFormSchema, type CheckoutFormInput } from '@shop/contracts/checkout';
import { COUNTRIES } from '@shop/contracts/countries';
import { LANGUAGES } from '@shop/contracts/catalog';
import { buttonClass } from '~/components/ui/button-styles';
import { INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { filterPhoneInput, firstSubmitProblem } from '../order-checks';
import { dialCodeFor } from '../price-display';
import { PhotoUploadModal } from './photo-upload-modal';
import { PriceBox } from './price-box';

export interface OrderFormValues {
  kidName: string;
  storyId: string;
  language: string;
  email: string;
  country: string;
  phoneUpdates: boolean;
  phoneNumber: string;
}

export interface OrderFormProps {
  isGuest: boolean;
  values: OrderFormValues;
  onChange: (values: OrderFormValues) => void;
  onSubmit: (form: CheckoutFormInput) => void;
}

// Stories grouped by deity in catalogue order, so 27 titles are easy to scan in a native select.
const STORY_GROUPS = STORIES.reduce<Map<string, typeof STORIES>>((groups, story) => {
  groups.set(story.god, [...(groups.get(story.god) ?? []), story]);
  return groups;
}, new Map());

const LANGUAGE_LABELS: Record<string, string> = { english: 'English', hindi: 'Hindi (हिन्दी)' };

/** Step 1 (SPEC §2): the order form. Alerts follow the seed (window.alert) for the submit checks. */
export function OrderForm({ isGuest, values, onChange, onSubmit }: OrderFormProps) {
  const uploads = usePhotoUploads();
  const [photoModalOpen, setPhotoModalOpen] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const set = (patch: Partial<OrderFormValues>) => onChange({ ...values, ...patch });
  const dialCode = useMemo(() => dialCodeFor(values.country), [values.country]);
  const uploadedCount = uploads.photos.filter((photo) => photo.publicId).length;

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
    onSubmit(form);
  }

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : null);
  const described = (field: string) => (errorFor(field) ? `order-${field}-error` : undefined);
  const errorText = (field: string) =>
    errorFor(field) ? (
      <p id={`order-${field}-error`} className="mt-1 text-sm font-semibold text-lotus-700">
        {errorFor(field)}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="order-heading" className="space-y-5">
      <div>
        <label htmlFor="order-kidName" className={LABEL_CLASS}>
          Kid's Name
        </label>
        <input
          id="order-kidName"
          name="kidName"
          required
          maxLength={100}
          autoComplete="off"
          value={values.kidName}
          onChange={(event) => set({ kidName: event.target.value })}
          aria-invalid={errorFor('kidName') ? true : undefined}
          aria-describedby={described('kidName')}
          placeholder="e.g. Aarav"
          className={INPUT_CLASS}
        />
        {errorText('kidName')}
      </div>

      <div>
        <label htmlFor="order-storyId" className={LABEL_CLASS}>
          Select Story
        </label>
        <select
          id="order-storyId"
          name="storyId"
          required
          value={values.storyId}
          onChange={(event) => set({ storyId: event.target.value })}
          aria-invalid={errorFor('storyId') ? true : undefined}
          aria-describedby={described('storyId')}
          className={INPUT_CLASS}
        >
          <option value="">Choose a story…</option>
          {[...STORY_GROUPS].map(([god, stories]) => (
            <optgroup key={god} label={god}>
              {stories.map((story) => (
                <option key={story.id} value={story.id}>
                  {story.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {errorText('storyId')}
      </div>

      <fieldset>
        <legend className={LABEL_CLASS}>Language</legend>
        <div className="grid grid-cols-2 gap-3">
          {LANGUAGES.map((language) => (
            <label
              key={language}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 border-night-900/25 bg-white px-4 has-checked:border-night-700 has-checked:bg-marigold-100 has-focus-visible:outline-3 has-focus-visible:outline-marigold-500"
            >
              <input
                type="radio"
                name="language"
                value={language}
                checked={values.language === language}
                onChange={() => set({ language })}
                className="size-5 accent-night-700"
              />
              <span className="font-semibold text-ink">{LANGUAGE_LABELS[language]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {isGuest && (
        <div>
          <label htmlFor="order-email" className={LABEL_CLASS}>
            Email
          </label>
          <input
            id="order-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => set({ email: event.target.value })}
            aria-invalid={errorFor('email') ? true : undefined}
            aria-describedby={['order-email-hint', described('email')].filter(Boolean).join(' ')}
            placeholder="you@example.com"
            className={INPUT_CLASS}
          />
          <p id="order-email-hint" className="mt-1 text-sm text-ink/75">
            We send the finished video here, {DELIVERY_PROMISES.orderScreens}.
          </p>
          {errorText('email')}
        </div>
      )}

      <div>
        <label htmlFor="order-country" className={LABEL_CLASS}>
          Select Country
        </label>
        <select
          id="order-country"
          name="country"
          value={values.country}
          onChange={(event) => set({ country: event.target.value })}
          aria-invalid={errorFor('country') ? true : undefined}
          aria-describedby={described('country')}
          className={INPUT_CLASS}
        >
          <option value="">Select your country…</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.flag} {country.name}
            </option>
          ))}
        </select>
        {errorText('country')}
      </div>

      <div>
        <p className={LABEL_CLASS} id="photos-label">
          Your child's photos
        </p>
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-peacock-500 bg-white p-4">
          {uploads.photos.map((photo, index) => (
            <img
              key={photo.key}
              src={photo.preview}
              alt={`Photo ${index + 1}`}
              className="size-16 rounded-xl object-cover ring-2 ring-peacock-500"
            />
          ))}
          <button
            type="button"
            onClick={() => setPhotoModalOpen(true)}
            aria-describedby="photos-label photos-status"
            className={buttonClass('peacock', 'md')}
          >
            {uploads.photos.length > 0 ? 'Manage photos' : 'Upload photos'}
          </button>
          <p id="photos-status" className="text-sm text-ink/80" aria-live="polite">
            {uploads.uploading
              ? `Uploading… ${uploads.progress}%`
              : `${uploadedCount} of 3 uploaded · Recommended 2-3 photos`}
          </p>
        </div>
        {errorText('kidPhotoIds')}
      </div>

      <div className="rounded-2xl bg-white p-4 ring-1 ring-night-900/15">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={values.phoneUpdates}
            onChange={(event) =>
              set({
                phoneUpdates: event.target.checked,
                phoneNumber: event.target.checked ? values.phoneNumber : '',
              })
            }
            className="size-5 accent-night-700"
          />
          <span className="font-semibold text-ink">Send me order updates by phone (optional)</span>
        </label>
        {values.phoneUpdates && (
          <div className="mt-3">
            <label htmlFor="order-phoneNumber" className={LABEL_CLASS}>
              Phone number
            </label>
            <div className="flex gap-2">
              <span
                className="grid min-h-12 place-items-center rounded-2xl bg-marigold-100 px-3 font-bold text-night-900"
                aria-label={`Country code ${dialCode}`}
              >
                {dialCode}
              </span>
              <input
                id="order-phoneNumber"
                name="phoneNumber"
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                maxLength={15}
                value={values.phoneNumber}
                onChange={(event) => set({ phoneNumber: filterPhoneInput(event.target.value) })}
                aria-invalid={errorFor('phoneNumber') ? true : undefined}
                aria-describedby={described('phoneNumber')}
                placeholder="98765 43210"
                className={INPUT_CLASS}
              />
            </div>
            {errorText('phoneNumber')}
          </div>
        )}
      </div>

      <PriceBox country={values.country} />

      <button type="submit" className={buttonClass('primary', 'lg', 'w-full text-center')}>
        <SparkleIcon className="size-5" />
        GET MY PERSONALIZED STORY NOW
      </button>
      <p className="text-center text-sm text-ink/75">
        Your video arrives {DELIVERY_PROMISES.orderScreens} of payment.
      </p>

      {photoModalOpen && <PhotoUploadModal {...uploads} onClose={() => setPhotoModalOpen(false)} />}
    </form>
  );
}
