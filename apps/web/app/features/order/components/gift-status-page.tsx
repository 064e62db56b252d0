import { useQuery } from '@tanstack/react-query';
import type { GiftProgress, GiftStatus } from '@shop/contracts/gifts';
import { CheckIcon, ClockIcon, ShieldIcon } from '~/components/ui/screen-icons';
import { formatDateTimeIn, formatDay } from '~/lib/format-date';
import { useParentText } from '~/lib/parent-text';
import { fillText, useLocale } from '~/lib/ui-text';
import { giftStatusQuery } from '../api/gifts-api';
import { GiftBadge, GiftCard, GiftLoading, GiftNotice } from './gift-card';

const STEPS: readonly Exclude<GiftProgress, 'refunded'>[] = [
  'invited',
  'accepted',
  'being_made',
  'delivered',
];

/**
 * The giver's view of a gift (docs/decisions/115), from the receipt e-mail's link: where it stands,
 * never the child's photos or film, nor the parent's contact (the server does not answer them).
 */
export function GiftStatusPage({ token }: { token: string }) {
  const { gifts } = useParentText();
  const status = useQuery({ ...giftStatusQuery(token), retry: false });
  let body;
  if (status.status === 'pending') body = <GiftLoading label={gifts.status.title} />;
  else if (status.status === 'error') body = <GiftNotice heading={gifts.status.invalid} />;
  else body = <StatusCard status={status.data} />;
  return <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">{body}</main>;
}

function StatusCard({ status }: { status: GiftStatus }) {
  const { gifts, storyTitles } = useParentText();
  const words = gifts.status;
  const locale = useLocale() === 'hi' ? 'hi-IN' : 'en-IN';
  const reached = status.progress === 'refunded' ? -1 : STEPS.indexOf(status.progress);
  const dayOf = (iso: string | null) =>
    iso
      ? status.deliverTimeZone
        ? formatDateTimeIn(iso, locale, status.deliverTimeZone)
        : formatDay(iso, locale)
      : '';
  const stepDate: Record<(typeof STEPS)[number], string> = {
    invited: formatDay(status.invitedAt, locale),
    accepted: status.acceptedAt ? formatDay(status.acceptedAt, locale) : '',
    being_made: status.deliverAt ? fillText(words.day, { day: dayOf(status.deliverAt) }) : '',
    delivered: status.deliveredAt ? fillText(words.deliveredOn, { day: dayOf(status.deliveredAt) }) : '',
  };
  return (
    <GiftCard>
      <header className="flex items-start gap-4">
        <GiftBadge />
        <div>
          <p className="font-display text-sm font-bold tracking-wide text-saffron-700 uppercase">
            {gifts.occasions[status.occasion]} · {fillText(words.order, { number: status.orderNumber })}
          </p>
          <h1 className="mt-1 font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
            {fillText(words.title, { child: status.childName })}
          </h1>
          <p className="mt-2 text-lg text-ink/85">{storyTitles[status.story]}</p>
        </div>
      </header>
      {status.progress === 'refunded' ? (
        <p
          data-testid="gift-progress"
          data-progress="refunded"
          className="mt-8 rounded-2xl bg-night-900/5 p-5 text-lg text-night-900"
        >
          {words.refunded}
        </p>
      ) : (
        <ol data-testid="gift-progress" data-progress={status.progress} className="mt-8 flex flex-col gap-4">
          {STEPS.map((step, index) => {
            const done = index <= reached;
            return (
              <li
                key={step}
                className="flex items-center gap-4"
                aria-current={index === reached ? 'step' : undefined}
              >
                <span
                  className={`grid size-10 shrink-0 place-items-center rounded-full ${
                    done
                      ? 'bg-peacock-700 text-white'
                      : 'bg-marigold-100 text-saffron-700 ring-1 ring-marigold-300'
                  }`}
                >
                  {done ? <CheckIcon className="size-5" /> : <ClockIcon className="size-5" />}
                </span>
                <div>
                  <p className={`font-display text-lg font-bold ${done ? 'text-night-900' : 'text-ink/75'}`}>
                    {words.steps[step]}
                  </p>
                  {stepDate[step] && <p className="text-sm text-ink/75">{stepDate[step]}</p>}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {status.progress === 'invited' && <p className="mt-6 text-base text-ink/85">{words.waiting}</p>}
      <p className="mt-8 flex items-start gap-3 rounded-2xl bg-peacock-500/10 p-4 text-sm text-night-900">
        <ShieldIcon className="mt-0.5 size-5 shrink-0 text-peacock-700" />
        {words.privacy}
      </p>
    </GiftCard>
  );
}
