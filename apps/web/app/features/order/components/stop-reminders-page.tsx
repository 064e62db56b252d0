import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { STOP_FRAGMENT_KEY } from '@shop/contracts/page-paths';
import { buttonClass } from '~/components/ui/button-styles';
import { useParentText } from '~/lib/parent-text';
import { useHref } from '~/lib/ui-text';
import { stopReminders } from '../api/reminders-api';

// The one-click stop of a reminder (docs/decisions/112): /reminders/stop#stop=<signed token>. Opening
// the link is the click: the page stops the reminders at once, no sign-in, and says so. The token
// rides in the fragment, so mail scanners that fetch links never send it to the server.

type State = 'stopping' | 'stopped' | 'failed';

export function StopRemindersPage() {
  const words = useParentText().reminders.stop;
  const href = useHref();
  // Browser-rendered only (the SPA fallback): the address is there on the first render.
  const [token] = useState(
    () =>
      new RegExp(`^#${STOP_FRAGMENT_KEY}=([A-Za-z0-9_.-]{20,400})$`).exec(window.location.hash)?.[1] ?? null,
  );
  const [state, setState] = useState<State>(token ? 'stopping' : 'failed');

  useEffect(() => {
    if (!token) return;
    let live = true;
    stopReminders(token).then(
      () => live && setState('stopped'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-extrabold text-night-900">{words.title}</h1>
      <p role={state === 'failed' ? 'alert' : 'status'} className="text-lg text-night-800">
        {state === 'stopping' ? words.stopping : state === 'stopped' ? words.stopped : words.failed}
      </p>
      <Link to={href('/')} className={buttonClass('secondary', 'lg')}>
        {words.home}
      </Link>
    </main>
  );
}
