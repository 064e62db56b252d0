// The studio's capacity (docs/decisions/119): how many films the studio finishes in a day, one number
// configured once (STUDIO_DAILY_CAPACITY). From it and the open orders (paid, not delivered, not
// cancelled) come both the due time of a new order and whether a capacity-limited campaign may take
// one more. Pure arithmetic, so the server and its tests read the same rule.

/** A small studio's day: the default when STUDIO_DAILY_CAPACITY is not set. */
export const DEFAULT_STUDIO_DAILY_CAPACITY = 40;
export const STUDIO_DAILY_CAPACITY_RANGE = { min: 1, max: 10_000 } as const;

const HOUR_MS = 3600_000;
const DAY_HOURS = 24;

/** Films the studio can finish inside a promise of `promiseHours` (at least one day's work). */
export function ordersWithinPromise(dailyCapacity: number, promiseHours: number): number {
  return Math.max(1, Math.floor((dailyCapacity * promiseHours) / DAY_HOURS));
}

/**
 * Hours from payment to the due time of an order that joins `openOrders` already waiting: the promise
 * when the queue fits inside it; otherwise the whole days the studio needs to reach this order at
 * `dailyCapacity` films a day.
 */
export function loadAwareDueHours(openOrders: number, dailyCapacity: number, promiseHours: number): number {
  const place = Math.max(0, openOrders) + 1;
  if (place <= ordersWithinPromise(dailyCapacity, promiseHours)) return promiseHours;
  return Math.max(promiseHours, Math.ceil(place / dailyCapacity) * DAY_HOURS);
}

/** The due time of an order paid at `paidAt` joining `openOrders` (see loadAwareDueHours). */
export function loadAwareDueAt(
  paidAt: Date,
  openOrders: number,
  dailyCapacity: number,
  promiseHours: number,
): Date {
  return new Date(paidAt.getTime() + loadAwareDueHours(openOrders, dailyCapacity, promiseHours) * HOUR_MS);
}

/** Whether one more order would still be made inside the promise. */
export function fitsWithinPromise(openOrders: number, dailyCapacity: number, promiseHours: number): boolean {
  return openOrders + 1 <= ordersWithinPromise(dailyCapacity, promiseHours);
}
