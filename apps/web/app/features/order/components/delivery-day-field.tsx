import { isTimeZone, SCHEDULED_DELIVERY_MIN_HOURS } from '@shop/contracts/delivery-date';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import type { DeliverOnValue } from '../order-draft';

// Delivery on a chosen day (docs/decisions/114): an optional box that reveals the date, the time and
// the time zone it is meant in. The film is made as usual and released at that moment; the server
// checks the day again against its own clock.

export interface DeliveryDayFieldProps {
  value: DeliverOnValue | null;
  error: string | null;
  onChange: (value: DeliverOnValue | null) => void;
  /**
   * A gift always has its day (docs/decisions/115): no box to tick, the fields shown under this
   * heading, and a day filled in when there is none.
   */
  requiredHeading?: string;
}

/** The day a fresh choice starts at: a week ahead, 9 in the morning on the browser's clock. */
export const defaultDeliverOn = (): DeliverOnValue => ({
  date: localDate(7),
  time: '09:00',
  timeZone: browserTimeZone(),
});

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the browser's own calendar, `days` from today. */
function localDate(days: number, now = new Date()): string {
  const day = new Date(now.getTime() + days * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The browser's IANA time zone, when it reports one the shop can use; India's otherwise. */
function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'Asia/Kolkata';
}

export function DeliveryDayField({ value, error, onChange, requiredHeading }: DeliveryDayFieldProps) {
  const {
    order: { deliveryDay: words },
  } = useParentText();
  const zones = Object.entries(words.zones);
  const ownZone = value && !(value.timeZone in words.zones) ? value.timeZone : null;
  const required = requiredHeading !== undefined;
  // A gift's day is a group of its own with the heading as its legend; the optional one is a box to tick.
  const Box = required ? 'fieldset' : 'div';
  return (
    <Box className="rounded-2xl bg-white p-4 ring-1 ring-night-900/15">
      {required ? (
        <legend className="float-left w-full font-display text-base font-bold text-night-900">
          {requiredHeading}
        </legend>
      ) : (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name="deliverOnDay"
            checked={value !== null}
            onChange={(event) => onChange(event.target.checked ? defaultDeliverOn() : null)}
            className="size-5 accent-night-700"
          />
          <span className="font-semibold text-ink">{words.toggle}</span>
        </label>
      )}
      {required && !value && error && (
        <p role="alert" className="clear-both pt-1 text-sm font-semibold text-lotus-700">
          {error}
        </p>
      )}
      {value && (
        <div className="clear-both space-y-3 pt-3">
          <p className="text-sm text-ink/75">{words.hint}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="order-deliverOn" label={words.date} error={error}>
              {(control) => (
                <input
                  {...control}
                  name="deliverOnDate"
                  type="date"
                  required
                  min={localDate(Math.ceil(SCHEDULED_DELIVERY_MIN_HOURS / 24))}
                  value={value.date}
                  onChange={(event) => onChange({ ...value, date: event.target.value })}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
            <Field id="order-deliverOnTime" label={words.time}>
              {(control) => (
                <input
                  {...control}
                  name="deliverOnTime"
                  type="time"
                  required
                  step={60}
                  value={value.time}
                  onChange={(event) => onChange({ ...value, time: event.target.value })}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
          </div>
          <Field id="order-deliverOnTimeZone" label={words.timeZone}>
            {(control) => (
              <select
                {...control}
                name="deliverOnTimeZone"
                value={value.timeZone}
                onChange={(event) => onChange({ ...value, timeZone: event.target.value })}
                className={INPUT_CLASS}
              >
                {ownZone && (
                  <option value={ownZone}>{fillText(words.yourTimeZone, { zone: ownZone })}</option>
                )}
                {zones.map(([zone, label]) => (
                  <option key={zone} value={zone}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
    </Box>
  );
}
