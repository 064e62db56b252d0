// The sale countdown runs to the next local midnight and starts again each day (docs/product-guide.md#the-order-form).

/** Milliseconds from `now` to the next local midnight (a full day exactly at midnight). */
export function msUntilNextMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - now.getTime();
}

/** HH:MM:SS, rounding partial seconds down so 00:00:00 is only shown at midnight itself. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
