import { useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { ClockIcon } from '~/components/ui/screen-icons';
import { useParentText } from '~/lib/parent-text';
import { useAuth } from '../hooks/use-auth';

/** From this long before a guest session's end, the page shows the countdown (issue 14 item 4). */
export const GUEST_WARNING_MS = 2 * 60_000;

/** m:ss, rounding up so the last second reads 0:01 rather than 0:00. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The current time, ticking every second from `from` on (and not at all before it). */
function useClockFrom(from: number | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (from === null) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(Date.now());
    const start = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, 1000);
      },
      Math.max(0, from - Date.now()),
    );
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [from]);
  return from === null || now === null || now < from ? null : now;
}

/**
 * A guest's session lasts 10 minutes (docs/product-guide.md#guest-session). In its last two the page says so, counts down, and
 * offers to keep going: a fresh guest session, with the order form's draft untouched. When it ends
 * anyway, the draft is still there after continuing as a guest again or signing in.
 */
export function GuestSessionCountdown() {
  const { guestEndsAt, loginAsGuest } = useAuth();
  const now = useClockFrom(guestEndsAt === null ? null : guestEndsAt - GUEST_WARNING_MS);
  const {
    order: { guest: words },
  } = useParentText();
  if (guestEndsAt === null || now === null || now >= guestEndsAt) return null;
  // The time stands where the sentence has its {time}: mid-sentence in Hindi, at the end in English.
  const [beforeTime = '', afterTime = ''] = words.endsIn.split('{time}');

  return (
    <section
      aria-labelledby="guest-session-title"
      data-testid="guest-session-countdown"
      className="fixed inset-x-3 bottom-3 z-40 rounded-3xl bg-night-900 p-4 text-white shadow-2xl ring-2 ring-marigold-500 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <ClockIcon className="mt-0.5 size-6 shrink-0 text-marigold-300" />
        <div>
          <h2 id="guest-session-title" className="font-display text-lg font-bold">
            {beforeTime}
            <span className="text-marigold-300 tabular-nums" data-testid="guest-time-left">
              {formatTimeLeft(guestEndsAt - now)}
            </span>
            {afterTime}
          </h2>
          {/* Said once, politely; the ticking number above is not announced every second. */}
          <p aria-live="polite" className="mt-1 text-sm text-white/85">
            {words.saved}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={loginAsGuest}
        className={buttonClass('primary', 'md', 'mt-3 w-full justify-center')}
      >
        {words.keepGoing}
      </button>
    </section>
  );
}
