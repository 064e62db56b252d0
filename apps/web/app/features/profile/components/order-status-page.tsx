import { endpointUrl } from '@shop/contracts/endpoint';
import { FIND_MY_ORDER_PATH } from '@shop/contracts/page-paths';
import { CHILD_DATA_ENDPOINTS } from '@shop/contracts/child-data';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DOWNLOAD_LINK_DAYS } from '@shop/content/site';
import { ORDER_STATUS_ENDPOINTS, type OrderStatusView } from '@shop/contracts/order-status';
import { buttonClass } from '~/components/ui/button-styles';
import { AlertIcon, ClockIcon } from '~/components/ui/screen-icons';
import { isApiError } from '~/lib/api-client';
import { fillParts } from '~/lib/fill-parts';
import { useErrorText, useParentText, usePhotoReasonText } from '~/lib/parent-text';
import { fillText, useHref } from '~/lib/ui-text';
import { deleteBySignedLink } from '../api/child-data-api';
import { orderStatusQuery } from '../api/profile-queries';
import { ChildDataControls } from './child-data-controls';
import { stepsFromProgress } from '../parent-progress';
import { useDates } from '../use-dates';
import { ListFailure } from './list-failure';
import { ProgressTimeline } from './progress-timeline';
import { StageBadge } from './stage-badge';
import { VideoCard } from './video-card';
import { WhatsAppUpdatesBox } from './whatsapp-updates-box';

interface OrderStatusPageProps {
  orderId: string;
  /** The link's signature (?sig=); without one the link cannot be valid. */
  signature: string;
}

/** The page behind the confirmation e-mail's signed link: no account needed. */
export function OrderStatusPage({ orderId, signature }: OrderStatusPageProps) {
  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      <div className="mx-auto max-w-4xl">
        {signature ? <OrderStatusLoader orderId={orderId} signature={signature} /> : <InvalidLink />}
      </div>
    </main>
  );
}

function OrderStatusLoader({ orderId, signature }: OrderStatusPageProps) {
  const status = useQuery(orderStatusQuery(orderId, signature));
  const words = useParentText().account.status;
  if (status.status === 'pending') {
    return (
      <div role="status" aria-label={words.loading} className="motion-safe:animate-pulse">
        <div className="h-5 w-32 rounded-full bg-marigold-100" />
        <div className="mt-4 h-10 w-3/4 rounded-full bg-marigold-100" />
        <div className="mt-8 h-56 rounded-3xl bg-white ring-1 ring-marigold-300/50" />
      </div>
    );
  }
  if (status.status === 'error') {
    // A wrong signature and an unknown order are one answer (404), told as the invalid link (by the
    // answer's code, in the page's language).
    if (isApiError(status.error) && status.error.status === 404)
      return <InvalidLink failure={status.error} />;
    return (
      <>
        <h1 className="mb-6 font-display text-3xl font-extrabold text-night-900">{words.yourOrder}</h1>
        <ListFailure title={words.loadFailed} error={status.error} />
      </>
    );
  }
  return <OrderStatusView order={status.data.data} signature={signature} />;
}

/** The link cannot be opened: the API's answer when it gave one, else the contract's own words. */
function InvalidLink({ failure }: { failure?: unknown }) {
  const { account, messages } = useParentText();
  const words = account.status;
  const errorText = useErrorText();
  const href = useHref();
  return (
    <section className="mx-auto max-w-xl rounded-[2rem] bg-white p-8 text-center shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-12">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-lotus-700 text-white shadow-lg">
        <AlertIcon className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl leading-tight font-extrabold text-night-900">
        {words.invalidHeading}
      </h1>
      <p role="alert" className="mt-4 text-lg leading-relaxed text-ink/85">
        {failure ? errorText(failure) : messages.account.orderStatus.invalidLink}
      </p>
      <p className="mt-3 text-ink/75">
        {fillParts(words.googleHint, {
          link: (
            <Link to={href('/profile')} className="font-bold text-lotus-700 underline underline-offset-4">
              {words.yourProfile}
            </Link>
          ),
        })}
      </p>
      <Link to={href(FIND_MY_ORDER_PATH)} className={buttonClass('primary', 'md', 'mt-8')}>
        {words.emailMeLinks}
      </Link>
      <p className="mt-4">
        <Link to={href('/')} className="font-bold text-lotus-700 underline underline-offset-4">
          {words.backHome}
        </Link>
      </p>
    </section>
  );
}

function OrderStatusView({ order, signature }: { order: OrderStatusView; signature: string }) {
  const queryClient = useQueryClient();
  const {
    account,
    storyTitles,
    order: { deliveryDay },
  } = useParentText();
  const words = account.status;
  const href = useHref();
  const photoReason = usePhotoReasonText();
  const dates = useDates();
  // The catalogue's title in the page's language; the server's title for a story it no longer has.
  const storyTitle = storyTitles[order.item_number] ?? order.story_title;
  const delivered = order.status === 'complete';
  const making = ['received', 'in_production', 'quality_check'].includes(order.stage);
  // A chosen day still ahead (docs/decisions/114): the page says when, on the family's own clock.
  const scheduled = order.scheduled_delivery?.released === false ? order.scheduled_delivery : null;
  const photoNeeded = order.progress.photo_needed;
  return (
    <article className="flex flex-col gap-8">
      <header>
        <p className="font-display text-sm font-bold tracking-wide text-saffron-700 uppercase">
          {words.yourOrder}
        </p>
        <h1 className="mt-1 font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
          {storyTitle}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <StageBadge stage={order.stage} />
          <p className="text-lg text-ink/85">
            {fillParts(account.order.starring, {
              name: <strong className="font-bold text-lotus-700">{order.character_name}</strong>,
            })}
          </p>
        </div>
      </header>

      {delivered && order.video && (
        <section aria-labelledby="video-heading" className="flex flex-col gap-3">
          <h2 id="video-heading" className="sr-only">
            {words.yourVideo}
          </h2>
          <VideoCard
            video={order.video}
            caption={fillText(words.videoReady, { name: order.character_name })}
          />
          <p className="text-sm text-ink/75">{fillText(words.freshLinks, { days: DOWNLOAD_LINK_DAYS })}</p>
        </section>
      )}

      {making && (
        <section
          aria-labelledby="promise-heading"
          className="flex gap-4 rounded-3xl bg-marigold-100 p-6 ring-1 ring-marigold-300"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-marigold-500 text-ink">
            <ClockIcon className="size-6" />
          </span>
          <div>
            <h2 id="promise-heading" className="font-display text-xl font-bold text-night-900">
              {scheduled ? words.scheduledHeading : words.makingHeading}
            </h2>
            <p className="mt-1 text-ink/85" data-testid="delivery-promise">
              {scheduled
                ? fillParts(words.scheduled, {
                    name: order.character_name,
                    when: <strong>{dates.dateTimeIn(scheduled.at, scheduled.time_zone)}</strong>,
                    zone:
                      deliveryDay.zones[scheduled.time_zone as keyof typeof deliveryDay.zones] ??
                      scheduled.time_zone,
                  })
                : fillParts(words.making, {
                    name: order.character_name,
                    promise: words.promise,
                    due: <strong>{dates.dateTime(order.due_at)}</strong>,
                  })}
            </p>
          </div>
        </section>
      )}

      <section
        aria-labelledby="progress-heading"
        className="rounded-3xl bg-white p-6 ring-1 ring-marigold-300/60"
      >
        <h2 id="progress-heading" className="mb-5 font-display text-xl font-bold text-night-900">
          {delivered ? words.howMade : words.whereIs}
        </h2>
        <ProgressTimeline
          steps={stepsFromProgress(order.progress)}
          dueAt={order.due_at}
          photoAction={
            photoNeeded && (
              <div className="rounded-2xl bg-lotus-700/5 p-4 ring-1 ring-lotus-700/25">
                <p className="text-ink/90" data-testid="photo-needed-reason">
                  {photoReason(photoNeeded.reason)}
                </p>
                {photoNeeded.action_url ? (
                  <a href={photoNeeded.action_url} className={buttonClass('lotus', 'md', 'mt-4')}>
                    {account.order.sendBetterPhoto}
                  </a>
                ) : (
                  <p className="mt-3 text-sm font-semibold text-ink/80">{account.order.useEmailLink}</p>
                )}
                <p className="mt-3 text-sm text-ink/75">
                  {fillText(words.linkWorksUntil, { time: dates.dateTime(photoNeeded.expires_at) })}
                </p>
              </div>
            )
          }
        />
        {order.progress.cancelled && (
          <p className="mt-5 rounded-2xl bg-cream px-4 py-3 text-ink/85 ring-1 ring-marigold-300">
            {fillText(order.progress.cancelled.refunded ? words.cancelledRefunded : words.cancelled, {
              day: dates.day(order.progress.cancelled.at),
            })}
          </p>
        )}
      </section>

      {order.sibling_offer && (
        <section
          aria-labelledby="sibling-heading"
          data-testid="sibling-offer"
          className="rounded-3xl bg-gradient-to-br from-marigold-100 to-white p-6 ring-2 ring-marigold-300"
        >
          <h2 id="sibling-heading" className="font-display text-xl font-bold text-night-900">
            {fillText(words.siblingHeading, { percent: order.sibling_offer.percent_off })}
          </h2>
          <p className="mt-2 text-ink/85">
            {fillText(words.siblingBody, { time: dates.dateTime(order.sibling_offer.until) })}
          </p>
          {/* The code and details ride in the fragment, which browsers never send (docs/decisions/120). */}
          <a
            href={`${href('/order')}#${new URLSearchParams({
              sibling: order.sibling_offer.code,
              email: order.sibling_offer.email,
              country: order.sibling_offer.country,
              language: order.language,
            }).toString()}`}
            className={buttonClass('primary', 'md', 'mt-4')}
          >
            {words.siblingButton}
          </a>
        </section>
      )}

      <section
        aria-labelledby="details-heading"
        className="rounded-3xl bg-white p-6 ring-1 ring-marigold-300/60"
      >
        <h2 id="details-heading" className="font-display text-xl font-bold text-night-900">
          {words.detailsHeading}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Detail label={words.story} value={storyTitle} />
          <Detail label={words.childName} value={order.character_name} />
          <Detail label={words.language} value={account.languages[order.language]} />
          <Detail label={words.stage} value={account.stages[order.stage]} />
          <Detail label={words.ordered} value={dates.day(order.created_date)} />
          {delivered ? (
            <Detail
              label={words.deliveredOn}
              value={dates.dateTime(order.video?.delivered_at ?? order.due_at)}
            />
          ) : (
            order.stage !== 'cancelled' &&
            order.stage !== 'photo_needed' && (
              <Detail label={words.dueBy} value={dates.dateTime(order.due_at)} />
            )
          )}
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-ink/70">{words.orderNumber}</dt>
            {/* The one number of the order (issue 14), as every e-mail and the receipt show it. */}
            <dd className="font-mono text-base break-all text-night-900">{order.order_number}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={endpointUrl(ORDER_STATUS_ENDPOINTS.receipt, { id: order.unique_id }, { sig: signature })}
            download
            className={buttonClass('secondary', 'md')}
            data-testid="receipt-download"
          >
            {words.receipt}
          </a>
          {/* A cancelled order was refunded: its invoice is reversed by a credit note (issue 38). */}
          {order.stage === 'cancelled' && (
            <a
              href={endpointUrl(
                ORDER_STATUS_ENDPOINTS.creditNote,
                { id: order.unique_id },
                { sig: signature },
              )}
              download
              className={buttonClass('secondary', 'md')}
              data-testid="credit-note-download"
            >
              {words.creditNote}
            </a>
          )}
        </div>
      </section>

      <WhatsAppUpdatesBox order={order} signature={signature} />
      <ChildDataControls
        state={order.child_data}
        hasVideo={order.video !== null}
        dataUrl={endpointUrl(
          CHILD_DATA_ENDPOINTS.myDataBySignedLink,
          { id: order.unique_id },
          { sig: signature },
        )}
        onDelete={async (target) => {
          const result = await deleteBySignedLink(target, order.unique_id, signature);
          await queryClient.invalidateQueries({
            queryKey: orderStatusQuery(order.unique_id, signature).queryKey,
          });
          return result;
        }}
      />
    </article>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink/70">{label}</dt>
      <dd className="font-display text-lg font-bold text-night-900">{value}</dd>
    </div>
  );
}
