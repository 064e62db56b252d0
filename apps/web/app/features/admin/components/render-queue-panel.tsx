import { Link } from 'react-router';
import type { RenderQueueOrder, RenderQueueStatus } from '@shop/contracts/render-queue';
import { AlertIcon, CheckIcon, FilmIcon } from '~/components/ui/screen-icons';
import { formatDateTime } from '~/lib/format-date';
import type { RenderQueueState } from '../api/admin-queries';
import { shortDuration } from '../due-time';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { LoadFailedAlert } from './load-failed-alert';

export interface RenderQueuePanelProps {
  state: RenderQueueState;
  reload: () => void;
}

/** Why an open order's film time cannot be said. */
function unknownReason(order: RenderQueueOrder, queue: RenderQueueStatus): string {
  if (order.stage === 'photo_needed') return 'Waiting for the parent’s photo';
  if (order.render_state === 'failed') return 'The render failed';
  if (order.stage === 'quality_check') return 'Waiting for review';
  const inQueue = order.render_state === 'queued' || order.render_state === 'rendering';
  if (order.stage === 'in_production' && !inQueue)
    return 'No render queued: made by hand or waiting for a fix';
  if (order.stage === 'received' && !inQueue) return 'Photos not accepted yet';
  if (queue.estimate_basis === 'none') return 'No render measured yet';
  if (queue.workers.capacity === 0) return 'No render worker running';
  return 'Not known yet';
}

/** How the estimates were made, in one sentence the studio can check. */
function estimateBasis(queue: RenderQueueStatus): string {
  if (queue.estimate_render_seconds === null)
    return 'No render has finished yet, so no film time can be estimated.';
  const each = shortDuration(queue.estimate_render_seconds * 1000);
  const measured =
    queue.estimate_basis === 'last_hour' ? 'the last hour’s median' : 'the median of the latest renders';
  const { live, capacity } = queue.workers;
  return `Estimates use ${each} a render (${measured}) and ${capacity} ${capacity === 1 ? 'render' : 'renders'} at once on ${live} ${live === 1 ? 'worker' : 'workers'}.`;
}

/**
 * The render queue on the studio's dashboard (docs/decisions/096): how many films wait and render,
 * the oldest wait, the last hour's rate, the workers' capacity, and the orders that will miss their
 * 24-hour promise at the current rate, with their due and expected times (computed on the server).
 */
export function RenderQueuePanel({ state, reload }: RenderQueuePanelProps) {
  return (
    <section id="render-queue" aria-labelledby="render-queue-title" tabIndex={-1} className={PANEL_CLASS}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-night-900 text-white">
          <FilmIcon className="size-5" />
        </span>
        <div>
          <h2 id="render-queue-title" className={PANEL_TITLE_CLASS}>
            Render queue
          </h2>
          <p className="mt-1 text-ink/85">
            The films waiting for a render worker, and the orders that will miss their 24-hour promise at the
            current rate.
          </p>
        </div>
      </div>

      <div className="mt-5">
        {state.kind === 'loading' && (
          <p role="status" className="font-bold text-night-700">
            Loading the render queue...
          </p>
        )}
        {state.kind === 'failed' && <LoadFailedAlert message={state.message} onRetry={reload} />}
        {state.kind === 'loaded' && <QueueFigures queue={state.queue} />}
      </div>
    </section>
  );
}

function QueueFigures({ queue }: { queue: RenderQueueStatus }) {
  const late = queue.orders.filter((order) => order.late);
  const figures = [
    { key: 'waiting', label: 'Waiting', value: String(queue.waiting) },
    { key: 'rendering', label: 'Rendering', value: String(queue.rendering) },
    {
      key: 'oldest',
      label: 'Oldest wait',
      value: queue.oldest_waiting_seconds === null ? '–' : shortDuration(queue.oldest_waiting_seconds * 1000),
    },
    { key: 'finished', label: 'Finished in the last hour', value: String(queue.finished_last_hour) },
    {
      key: 'median',
      label: 'Median render (last hour)',
      value:
        queue.median_seconds_last_hour === null ? '–' : shortDuration(queue.median_seconds_last_hour * 1000),
    },
    {
      key: 'capacity',
      label: 'Workers · renders at once',
      value: `${queue.workers.live} · ${queue.workers.capacity}`,
    },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(({ key, label, value }) => (
          <div key={key} className="rounded-2xl bg-cream px-3 py-3 text-center ring-1 ring-marigold-300/70">
            <dt className="text-sm font-bold text-night-700">{label}</dt>
            <dd
              className="mt-1 font-display text-2xl font-extrabold text-night-900"
              data-testid={`queue-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {queue.workers.capacity === 0 && queue.waiting > 0 && (
        <p role="alert" className="mt-4 flex items-center gap-2 font-bold text-lotus-700">
          <AlertIcon className="size-5 shrink-0" />
          No render worker is running: the waiting films will not start until one is.
        </p>
      )}
      <p className="mt-4 text-sm text-ink/85">{estimateBasis(queue)}</p>

      <h3 className="mt-5 font-display text-lg font-extrabold text-night-900">Will be late</h3>
      {late.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 rounded-2xl bg-cream px-4 py-4 font-bold text-peacock-700">
          <CheckIcon className="size-5" />
          {queue.estimate_render_seconds === null
            ? 'No open order is past its due time.'
            : 'Every open order is on time at the current rate.'}
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Orders that will miss their due time at the current rate</caption>
            <thead>
              <tr className="text-night-700">
                <th scope="col" className="py-2 pr-3 font-bold">
                  Order
                </th>
                <th scope="col" className="py-2 pr-3 font-bold">
                  Child
                </th>
                <th scope="col" className="py-2 pr-3 font-bold">
                  Due
                </th>
                <th scope="col" className="py-2 font-bold">
                  Film expected
                </th>
              </tr>
            </thead>
            <tbody>
              {late.map((order) => (
                <tr key={order.order_id} data-testid="late-order" className="border-t border-marigold-300/60">
                  <td className="py-2 pr-3">
                    <Link
                      to={`/admin/orders/${order.order_id}`}
                      className="rounded font-mono font-bold text-saffron-700 underline decoration-2 underline-offset-4 hover:text-night-900"
                      aria-label={`Open order ${order.order_number}`}
                    >
                      {order.order_number}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 font-bold text-night-900">{order.child_first_name}</td>
                  <td className="py-2 pr-3">{formatDateTime(order.due_at)}</td>
                  <td className="py-2 font-bold text-lotus-700">
                    {order.expected_at ? formatDateTime(order.expected_at) : unknownReason(order, queue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-ink/80">
        {late.length} of {queue.orders.length} open {queue.orders.length === 1 ? 'order' : 'orders'} will be
        late. Worked out at {formatDateTime(queue.computed_at)}.
      </p>
    </>
  );
}
