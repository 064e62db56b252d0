import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PREVIEW_FIGURE_PERIODS,
  type PreviewFigurePeriod,
  type PreviewFigures,
} from '@shop/contracts/previews';
import { VideoIcon } from '~/components/ui/screen-icons';
import { previewFiguresQuery } from '../api/preview-figures-api';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { LoadFailedAlert } from './load-failed-alert';

export const PREVIEW_FIGURES_LOAD_FAILED = 'The preview figures could not be loaded. Please try again.';

/** "of 40 orders · 30%": the whole a part is of, with its share when there is a whole. */
const ofOrders = (part: number, whole: number) =>
  `of ${whole} ${whole === 1 ? 'order' : 'orders'}${whole > 0 ? ` · ${Math.round((part / whole) * 100)}%` : ''}`;

/**
 * How many previews led to an order (issue 35 point 5, docs/decisions/103): previews rendered in the
 * period, orders placed with the preview the parent approved, and the ratio, all computed on the
 * server; the period is the last 7, 30 or 90 days.
 */
export function PreviewFiguresPanel() {
  const [days, setDays] = useState<PreviewFigurePeriod>(30);
  const figures = useQuery(previewFiguresQuery(days));
  return (
    <section
      id="preview-figures"
      aria-labelledby="preview-figures-title"
      tabIndex={-1}
      className={PANEL_CLASS}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-saffron-700 text-white">
            <VideoIcon className="size-5" />
          </span>
          <div>
            <h2 id="preview-figures-title" className={PANEL_TITLE_CLASS}>
              Previews and orders
            </h2>
            <p className="mt-1 text-ink/85">
              How many of the previews parents watched before paying led to an order.
            </p>
          </div>
        </div>
        <div role="group" aria-label="Period" className="flex gap-2">
          {PREVIEW_FIGURE_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={period === days}
              onClick={() => setDays(period)}
              className={`min-h-11 rounded-full px-4 font-display font-bold transition ${
                period === days
                  ? 'bg-night-900 text-cream shadow-md'
                  : 'bg-cream text-night-900 ring-2 ring-night-900/15 hover:ring-night-900/40'
              }`}
            >
              {period} days
            </button>
          ))}
        </div>
      </div>

      <div className="mt-5">
        {figures.isPending && (
          <p role="status" className="font-bold text-night-700">
            Loading the preview figures...
          </p>
        )}
        {figures.isError && !figures.isFetching && (
          <LoadFailedAlert message={PREVIEW_FIGURES_LOAD_FAILED} onRetry={() => void figures.refetch()} />
        )}
        {figures.isSuccess && <PreviewFigureTiles figures={figures.data.data} />}
      </div>
    </section>
  );
}

/** The figures of one period, as the server computed them. */
export function PreviewFigureTiles({ figures }: { figures: PreviewFigures }) {
  const tiles: { key: string; label: string; value: string; detail?: string }[] = [
    { key: 'rendered', label: 'Previews rendered', value: String(figures.previews_rendered) },
    {
      key: 'with-preview',
      label: 'Orders placed with a preview',
      value: String(figures.orders_with_preview),
      detail: ofOrders(figures.orders_with_preview, figures.orders_placed),
    },
    {
      key: 'ratio',
      label: 'Orders per preview',
      value:
        figures.orders_per_preview === null ? '–' : `${Math.round(figures.orders_per_preview * 1000) / 10}%`,
    },
    {
      key: 'asked',
      label: 'Orders whose parent watched one',
      value: String(figures.orders_after_asking),
      detail: ofOrders(figures.orders_after_asking, figures.orders_placed),
    },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ key, label, value, detail }) => (
          <div key={key} className="rounded-2xl bg-cream px-3 py-3 text-center ring-1 ring-marigold-300/70">
            <dt className="text-sm font-bold text-night-700">{label}</dt>
            <dd className="mt-1">
              <span
                className="block font-display text-2xl font-extrabold text-night-900"
                data-testid={`preview-figure-${key}`}
              >
                {value}
              </span>
              {detail && (
                <span
                  className="block text-sm font-semibold text-night-700"
                  data-testid={`preview-figure-${key}-of`}
                >
                  {detail}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink/75">
        The last {figures.days} days (UTC). A preview shown again from the same inputs is rendered once;
        &ldquo;orders per preview&rdquo; is the orders placed with the preview their parent approved, for
        every preview rendered.
      </p>
    </>
  );
}
