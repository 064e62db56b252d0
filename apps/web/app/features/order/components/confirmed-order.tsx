import type { ReactNode } from 'react';
import { DELIVERY_PROMISES, DOWNLOAD_LINK_DAYS } from '@shop/content/site';
import { getStory } from '@shop/content/stories';
import type { ConfirmedOrder, CreatedOrder } from '@shop/contracts/orders-create';
import { formatMoney } from '@shop/contracts/pricing';
import { formatDateTime } from '~/lib/format-date';
import { ConfirmationCard, ConfirmationHeading, HomeButton } from './confirmation-card';

const LANGUAGE_NAMES: Record<CreatedOrder['language'], string> = { english: 'English', hindi: 'Hindi' };

/** The order this browser paid for, with its details and what happens next. */
export function Confirmed({ order, signedIn }: { order: CreatedOrder; signedIn: boolean }) {
  const storyTitle = getStory(order.item_number)?.title ?? `Story ${order.item_number}`;
  const details: [string, ReactNode, string?][] = [
    ['Order number', order.order_number, 'order-number'],
    ['Story', storyTitle],
    ["Kid's name", order.character_name],
    ['Language', LANGUAGE_NAMES[order.language]],
    ['Amount paid', formatMoney(order.amount_minor, order.currency)],
    ['Expected delivery', `By ${formatDateTime(order.due_at)}`],
  ];
  return (
    <>
      <ConfirmationCard>
        <ConfirmationHeading>Payment Successful!</ConfirmationHeading>
        <p className="mt-3 text-center text-lg text-ink/80">
          Thank you! <strong className="text-night-900">{order.character_name}</strong>'s adventure in{' '}
          <strong className="text-night-900">{storyTitle}</strong> is now in our storytellers' hands.
        </p>
        <section aria-labelledby="details-heading" className="mt-8">
          <h2 id="details-heading" className="font-display text-xl font-bold text-night-900">
            Order details
          </h2>
          <dl className="mt-3 divide-y divide-marigold-300/60 rounded-2xl bg-cream px-5">
            {details.map(([term, value, testId]) => (
              <div key={term} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-ink/80">{term}</dt>
                <dd className="font-bold break-all text-night-900" data-testid={testId}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </ConfirmationCard>
      <ConfirmationCard className="mt-6">
        <h2 className="font-display text-xl font-bold text-night-900">What happens next</h2>
        <ol className="mt-4 space-y-4">
          <Step n={1}>
            Our team turns {order.character_name}'s photos into the hero of the story. Your personalized video
            arrives {DELIVERY_PROMISES.orderScreens}.
          </Step>
          <Step n={2}>
            A confirmation e-mail is on its way to <strong className="break-all">{order.email}</strong>, with
            a link to follow your order at any time — keep it.
          </Step>
          <Step n={3}>
            When the video is ready we e-mail you a download link (valid for {DOWNLOAD_LINK_DAYS} days)
            {signedIn ? ', and it appears under My Videos in your profile.' : '.'}
          </Step>
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
  return (
    <ConfirmationCard>
      <ConfirmationHeading>Payment Successful!</ConfirmationHeading>
      <dl className="mt-8 rounded-2xl bg-cream px-5">
        <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-ink/80">Order number</dt>
          <dd className="font-bold break-all text-night-900" data-testid="order-number">
            {order.order_number}
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-lg text-ink/80">
        This order is confirmed and in our storytellers' hands. To keep your family's details private, they
        are shown only in the browser the order was paid from. Your confirmation e-mail has them, with a link
        to follow your order at any time.
      </p>
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
