import { useEffect, useState } from 'react';
import { ClockIcon } from '~/components/ui/screen-icons';

export const GUEST_SESSION_ENDED_TEXT =
  'Your guest session has ended. Your order form is saved in this tab: continue as a guest again or sign in with Google to pick up where you left off.';

/**
 * What the order page says when a guest's 10 minutes run out (issue 14 item 4): visible in the
 * login-required dialog and announced politely. The live region is on the page a moment before its
 * words, so screen readers announce the words when they arrive.
 */
export function GuestSessionEndedNotice() {
  const [text, setText] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setText(GUEST_SESSION_ENDED_TEXT), 0);
    return () => clearTimeout(id);
  }, []);
  return (
    <p
      role="status"
      data-testid="guest-session-ended"
      className="mt-4 flex items-start gap-2 rounded-2xl bg-marigold-100 px-4 py-3 text-left text-base text-ink ring-1 ring-marigold-300"
    >
      {text && <ClockIcon className="mt-0.5 size-5 shrink-0 text-saffron-700" />}
      {text}
    </p>
  );
}
