import type { OrderListResponse } from '@shop/contracts/orders';
import { getStory } from '@shop/content/stories';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import { useQueryClient } from '@tanstack/react-query';
import { fillParts } from '~/lib/fill-parts';
import { useParentText, usePhotoReasonText } from '~/lib/parent-text';
import { useLocale } from '~/lib/ui-text';
import { deleteOwn } from '../api/child-data-api';
import { myOrdersQuery } from '../api/profile-queries';
import { ChildDataControls } from './child-data-controls';
import { mediaUrl } from '~/lib/media';
import { orderPrice, storyTitle } from '../order-display';
import { stepsFromProgress } from '../parent-progress';
import { useDates } from '../use-dates';
import { ProgressTimeline } from './progress-timeline';
import { ReceiptButtons } from '~/components/receipt-button';
import { StageBadge } from './stage-badge';

/** One order of My Orders: the story (with its picture), the child, and where it stands. */
export function OrderCard({ order }: { order: OrderListResponse['data'][number] }) {
  const story = getStory(order.item_number);
  const queryClient = useQueryClient();
  const { account, storyTitles } = useParentText();
  const words = account.order;
  const photoReason = usePhotoReasonText();
  const dates = useDates();
  const locale = useLocale();
  return (
    // On a phone the picture sits beside the title only, and the details, papers, progress and the
    // child's data take the card's whole width; from sm up they all follow the picture's column.
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 rounded-3xl bg-white p-4 shadow-md shadow-saffron-700/5 ring-1 ring-marigold-300/60 sm:p-5">
      {story && (
        <img
          src={mediaUrl(story.thumbnail)}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="row-span-1 size-20 shrink-0 rounded-2xl object-cover ring-2 ring-marigold-100 sm:row-span-2 sm:size-24"
        />
      )}
      <div className={`min-w-0 ${story ? '' : 'col-span-2'}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-display text-lg leading-snug font-bold text-night-900">
            {storyTitles[order.item_number] ?? storyTitle(order.item_number)}
          </h3>
          <StageBadge stage={order.stage} />
        </div>
        <p className="mt-1 text-ink/85">
          {fillParts(words.starring, {
            name: <strong className="font-bold text-lotus-700">{order.character_name}</strong>,
          })}{' '}
          · {account.languages[order.language]}
        </p>
      </div>
      <div className={`col-span-2 min-w-0 ${story ? 'sm:col-span-1 sm:col-start-2' : ''}`}>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink/80">
          <dt className="font-semibold">{words.ordered}</dt>
          <dd>{dates.day(order.created_date)}</dd>
          {order.stage !== 'cancelled' && (
            <>
              {/* An order completes once, so a delivered order's last update is its delivery. */}
              <dt className="font-semibold">
                {order.status === 'complete' ? words.deliveredOn : words.dueBy}
              </dt>
              <dd>{dates.dateTime(order.status === 'complete' ? order.updated_date : order.due_at)}</dd>
            </>
          )}
          <dt className="font-semibold">{words.paid}</dt>
          <dd>{orderPrice(order, LOCALE_TAGS[locale].intl)}</dd>
          <dt className="font-semibold">{words.order}</dt>
          <dd className="font-mono" data-testid="order-number">
            {order.order_number}
          </dd>
        </dl>
        {/* Every order exists because it was paid, so every order has its receipt (issue 14); a
            cancelled one was refunded, so it has its credit note too (issue 38). */}
        <ReceiptButtons
          orderId={order.unique_id}
          orderNumber={order.order_number}
          refunded={order.stage === 'cancelled'}
        />
        <div className="mt-4 border-t border-marigold-300/60 pt-3">
          <h4 className="sr-only">{words.progress}</h4>
          <ProgressTimeline
            compact
            steps={stepsFromProgress(order.progress)}
            dueAt={order.due_at}
            photoAction={
              order.progress.photo_needed && (
                <div className="text-sm">
                  <p className="text-ink/90">{photoReason(order.progress.photo_needed.reason)}</p>
                  {order.progress.photo_needed.action_url ? (
                    <a
                      href={order.progress.photo_needed.action_url}
                      className="mt-2 inline-flex min-h-11 items-center font-bold text-lotus-700 underline underline-offset-4"
                    >
                      {words.sendBetterPhoto}
                    </a>
                  ) : (
                    <p className="mt-1 font-semibold text-ink/85">{words.useEmailLink}</p>
                  )}
                </div>
              )
            }
          />
        </div>
        <div className="mt-4">
          <ChildDataControls
            headingLevel={4}
            state={order.child_data}
            hasVideo={order.status === 'complete' && !order.child_data.video_deleted_at}
            onDelete={async (target) => {
              const result = await deleteOwn(target, order.unique_id);
              await queryClient.invalidateQueries({ queryKey: myOrdersQuery.queryKey });
              return result;
            }}
          />
        </div>
      </div>
    </li>
  );
}
