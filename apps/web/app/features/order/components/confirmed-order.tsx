import type { ReactNode } from 'react';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import type { ConfirmedOrder, CreatedOrder } from '@shop/contracts/orders-create';
import { formatMoney } from '@shop/contracts/pricing';
import { formatDateTime } from '~/lib/format-date';
import { useParentText } from '~/lib/parent-text';
import { fillText, useLocale } from '~/lib/ui-text';
import { ConfirmationCard, ConfirmationHeading, HomeButton } from './confirmation-card';
import { fillParts } from '~/lib/fill-parts';

/** The order this browser paid for, with its details and what happens next. */
export function Confirmed({ order, signedIn }: { order: CreatedOrder; signedIn: boolean }) {
  const { payment: text, storyTitles } = useParentText();
  const words = text.confirmation;
  const intl = LOCALE_TAGS[useLocale()].intl;
  const storyTitle =
    storyTitles[order.item_number] ?? fillText(words.storyNumber, { number: order.item_number });
  const details: [string, ReactNode, string?][] = [
    [words.orderNumber, order.order_number, 'order-number'],
    [words.story, storyTitle],
    [words.kidName, order.character_name],
    [words.language, words.languages[order.language]],
    [words.amountPaid, formatMoney(order.amount_minor, order.currency, intl)],
    [words.expectedDelivery, fillText(words.deliveryBy, { date: formatDateTime(order.due_at, intl) })],
  ];
  return (
    <>
      <ConfirmationCard>
        <ConfirmationHeading>{words.success}</ConfirmationHeading>
        <p className="mt-3 text-center text-lg text-ink/80">
          {fillParts(words.thanks, {
            name: <strong className="text-night-900">{order.character_name}</strong>,
            story: <strong className="text-night-900">{storyTitle}</strong>,
          })}
        </p>
        <section aria-labelledby="details-heading" className="mt-8">
          <h2 id="details-heading" className="font-display text-xl font-bold text-night-900">
            {words.detailsHeading}
          </h2>
          <dl className="mt-3 divide-y divide-marigold-300/60 rounded-2xl bg-cream px-5">
            {details.map(([term, value, testId]) => (
              <div key={term} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-ink/80">{term}</dt>
                <dd className="font-bold wrap-anywhere text-night-900" data-testid={testId}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </ConfirmationCard>
      <ConfirmationCard className="mt-6">
        <h2 className="font-display text-xl font-bold text-night-900">{words.nextHeading}</h2>
        <ol className="mt-4 space-y-4">
          <Step n={1}>{fillText(words.nextPhotos, { name: order.character_name })}</Step>
          <Step n={2}>
            {fillParts(words.nextEmail, { email: <strong className="break-all">{order.email}</strong> })}
          </Step>
          <Step n={3}>{signedIn ? words.nextVideoSignedIn : words.nextVideo}</Step>
        </ol>
        <HomeButton />
      </ConfirmationCard>
    </>
  );
}

/**
 * The payment is an order, but this browser is not the one that paid (or it was cleared): a
 * family's details are not shown to whoever has the order number (docs/decisions/023).
 */
export function ConfirmedElsewhere({ order }: { order: ConfirmedOrder }) {
  const words = useParentText().payment.confirmation;
  return (
    <ConfirmationCard>
      <ConfirmationHeading>{words.success}</ConfirmationHeading>
      <dl className="mt-8 rounded-2xl bg-cream px-5">
        <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-ink/80">{words.orderNumber}</dt>
          <dd className="font-bold wrap-anywhere text-night-900" data-testid="order-number">
            {order.order_number}
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-lg text-ink/80">{words.elsewhere}</p>
      <HomeButton />
    </ConfirmationCard>
  );
}

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-peacock-700 font-display font-bold text-white"
      >
        {n}
      </span>
      <p className="pt-1 leading-relaxed text-ink">{children}</p>
    </li>
  );
}
