import { localeOfPath } from '@shop/contracts/locale';
import { StopRemindersPage } from '~/features/order/components/stop-reminders-page';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/reminders-stop';

// The reminders' one-click stop (docs/decisions/112), in the checkout's language (/hi/reminders/stop).
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: parentTextFor(localeOfPath(location.pathname)).reminders.stop.title },
  { name: 'robots', content: 'noindex' },
];

export default function RemindersStopRoute() {
  return <StopRemindersPage />;
}
