import { z } from 'zod';
import type { MessageCodes } from './api-error';

// Delivery on a chosen day (issue 36 point 2, docs/decisions/114): any order may ask for its film to
// arrive at a date and time in the family's own time zone. The form sends the three parts as the
// family reads them; the server turns them into one instant (checkout and order store the instant and
// the zone, so the page and the e-mails can say the time as the family chose it). One rule for the
// web form and the server: deliveryInstant below.

/** The studio needs its usual day plus a margin, so the earliest release is this far ahead. */
export const SCHEDULED_DELIVERY_MIN_HOURS = 48;
/** A family plans birthdays a year ahead at most; later dates are refused. */
export const SCHEDULED_DELIVERY_MAX_DAYS = 366;
/** The studio's due time is the release minus this margin (never sooner than its usual 24 h). */
export const SCHEDULED_DELIVERY_MARGIN_HOURS = 12;

export const DELIVERY_DATE_MESSAGES = {
  invalidDate: 'Please choose the delivery date.',
  invalidTime: 'Please choose the delivery time.',
  invalidTimeZone: 'Please choose the time zone from the list.',
  missingTime:
    'That time does not exist on that day in that time zone (the clocks change). Please choose another time.',
  tooSoon: `Please choose a delivery at least ${SCHEDULED_DELIVERY_MIN_HOURS / 24} days from now, so we have time to make the film.`,
  tooLate: 'Please choose a delivery date within the next year.',
} as const;

/** One code per message (MessageCodes), so a page shows each in its language by its code. */
export const DELIVERY_DATE_ERROR_CODES = {
  invalidDate: 'DELIVERY_DATE_INVALID',
  invalidTime: 'DELIVERY_TIME_INVALID',
  invalidTimeZone: 'DELIVERY_TIME_ZONE_INVALID',
  missingTime: 'DELIVERY_TIME_MISSING',
  tooSoon: 'DELIVERY_DATE_TOO_SOON',
  tooLate: 'DELIVERY_DATE_TOO_LATE',
} as const satisfies MessageCodes<typeof DELIVERY_DATE_MESSAGES>;

/** True for a time zone the runtime knows by its IANA name (Asia/Kolkata, America/New_York, …). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `zone`. */
function wallClock(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

const offsetAt = (instant: number, zone: string) => {
  const w = wallClock(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(instant / 60_000) * 60_000;
};

/** The chosen day as the family sends it. */
export const deliveryDateInputSchema = z.object(
  {
    date: z
      .string({ error: DELIVERY_DATE_MESSAGES.invalidDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DELIVERY_DATE_MESSAGES.invalidDate }),
    time: z
      .string({ error: DELIVERY_DATE_MESSAGES.invalidTime })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: DELIVERY_DATE_MESSAGES.invalidTime }),
    timeZone: z
      .string({ error: DELIVERY_DATE_MESSAGES.invalidTimeZone })
      .max(64, { error: DELIVERY_DATE_MESSAGES.invalidTimeZone })
      .refine(isTimeZone, { error: DELIVERY_DATE_MESSAGES.invalidTimeZone }),
  },
  { error: DELIVERY_DATE_MESSAGES.invalidDate },
);
export type DeliveryDateInput = z.infer<typeof deliveryDateInputSchema>;

export type DeliveryInstant =
  { ok: true; at: Date; timeZone: string } | { ok: false; message: string; code: string };

/**
 * The instant of a chosen day, time and zone, checked against `now`: the date must exist, the local
 * time must exist that day (not inside a clock change's gap), and it must fall between
 * SCHEDULED_DELIVERY_MIN_HOURS and SCHEDULED_DELIVERY_MAX_DAYS ahead.
 */
export function deliveryInstant(input: DeliveryDateInput, now: Date): DeliveryInstant {
  const invalid = (key: 'invalidDate' | 'invalidTimeZone' | 'missingTime') =>
    ({ ok: false, message: DELIVERY_DATE_MESSAGES[key], code: DELIVERY_DATE_ERROR_CODES[key] }) as const;
  const [year, month, day] = input.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = input.time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const probe = new Date(asUtc);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return invalid('invalidDate');
  if (!isTimeZone(input.timeZone)) return invalid('invalidTimeZone');
  // The zone's offset at the guess, then again at the result: right across a clock change.
  let at = asUtc - offsetAt(asUtc, input.timeZone);
  at = asUtc - offsetAt(at, input.timeZone);
  const back = wallClock(at, input.timeZone);
  if (
    back.year !== year ||
    back.month !== month ||
    back.day !== day ||
    back.hour !== hour ||
    back.minute !== minute
  )
    return invalid('missingTime');
  if (at < now.getTime() + SCHEDULED_DELIVERY_MIN_HOURS * 3600_000)
    return { ok: false, message: DELIVERY_DATE_MESSAGES.tooSoon, code: DELIVERY_DATE_ERROR_CODES.tooSoon };
  if (at > now.getTime() + SCHEDULED_DELIVERY_MAX_DAYS * 86_400_000)
    return { ok: false, message: DELIVERY_DATE_MESSAGES.tooLate, code: DELIVERY_DATE_ERROR_CODES.tooLate };
  return { ok: true, at: new Date(at), timeZone: input.timeZone };
}

/** The studio's due time for a release at `releaseAt`, paid at `paidAt` with `usualHours` to work. */
export function scheduledDueAt(releaseAt: Date, paidAt: Date, usualHours: number): Date {
  return new Date(
    Math.max(
      paidAt.getTime() + usualHours * 3600_000,
      releaseAt.getTime() - SCHEDULED_DELIVERY_MARGIN_HOURS * 3600_000,
    ),
  );
}

/** A release as the family's pages and messages show it. */
export const scheduledDeliverySchema = z.object({
  at: z.iso.datetime({ offset: true }),
  time_zone: z.string(),
  /** The release went out (the delivery e-mail and WhatsApp queued, the film on the status page). */
  released: z.boolean(),
});
export type ScheduledDelivery = z.infer<typeof scheduledDeliverySchema>;
