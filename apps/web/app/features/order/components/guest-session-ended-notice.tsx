import { useEffect, useState } from 'react';
import { ORDER_TEXT } from '@shop/content/parent-text/order';
import { ClockIcon } from '~/components/ui/screen-icons';
import { useParentText } from '~/lib/parent-text';

/** The notice in English (the page's words have it in each language). */
export const GUEST_SESSION_ENDED_TEXT = ORDER_TEXT.guest.ended;

/**
 * What the order page says when a guest's 10 minutes run out (issue 14 item 4): visible in the
 * login-required dialog and announced politely. The live region is on the page a moment before its
 * words, so screen readers announce the words when they arrive.
 */
export function GuestSessionEndedNotice() {
  const [text, setText] = useState('');
  const { order } = useParentText();
  const ended = order.guest.ended;
  useEffect(() => {
    const id = setTimeout(() => setText(ended), 0);
    return () => clearTimeout(id);
  }, [ended]);
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
