import { useNow } from '../hooks/use-now';

function minutesAndSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Time left in the guest session, refreshed each second while shown. */
export function GuestCountdown({ endsAt }: { endsAt: number }) {
  const now = useNow(1000);
  return (
    <time dateTime={`PT${Math.max(0, Math.ceil((endsAt - now) / 1000))}S`}>
      {minutesAndSeconds(endsAt - now)}
    </time>
  );
}
