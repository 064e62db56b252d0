import { Field, INPUT_CLASS } from '~/components/ui/field';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import { filterPhoneInput } from '../order-checks';

export interface PhoneUpdatesFieldProps {
  wanted: boolean;
  phoneNumber: string;
  dialCode: string;
  /** The box's words in the page's language: the server stores them as the parent's opt-in. */
  consent: string;
  error: string | null;
  onChange: (patch: { phoneUpdates?: boolean; phoneNumber: string }) => void;
}

/** The optional "order updates by phone" box: a checkbox that reveals the number with its dial code. */
export function PhoneUpdatesField({
  wanted,
  phoneNumber,
  dialCode,
  consent,
  error,
  onChange,
}: PhoneUpdatesFieldProps) {
  const {
    order: { phone: words },
  } = useParentText();
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-night-900/15">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={wanted}
          onChange={(event) =>
            onChange({
              phoneUpdates: event.target.checked,
              phoneNumber: event.target.checked ? phoneNumber : '',
            })
          }
          className="size-5 accent-night-700"
        />
        <span className="font-semibold text-ink">{consent}</span>
      </label>
      {wanted && (
        <Field id="order-phoneNumber" label={words.label} error={error} className="mt-3">
          {(control) => (
            <div className="flex gap-2">
              <span
                className="grid min-h-12 place-items-center rounded-2xl bg-marigold-100 px-3 font-bold text-night-900"
                aria-label={fillText(words.countryCode, { code: dialCode })}
              >
                {dialCode}
              </span>
              <input
                {...control}
                name="phoneNumber"
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                maxLength={15}
                value={phoneNumber}
                onChange={(event) => onChange({ phoneNumber: filterPhoneInput(event.target.value) })}
                placeholder="98765 43210"
                className={INPUT_CLASS}
              />
            </div>
          )}
        </Field>
      )}
    </div>
  );
}
