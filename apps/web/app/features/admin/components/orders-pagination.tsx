import type { Pagination } from '@shop/contracts/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/screen-icons';
import { pageButtons } from '../page-buttons';

const PAGE_BUTTON =
  'grid min-h-11 min-w-11 place-items-center rounded-full px-3 font-display font-bold transition disabled:opacity-50';

/** Previous, up to 5 page numbers, the last page, next (docs/product-guide.md#numbers-and-limits). */
export function OrdersPagination({
  pagination,
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  const { page, pages, total } = pagination;
  const { window, last, gapBeforeLast } = pageButtons(page, pages);
  const numbered = (n: number) => {
    const current = n === page;
    return (
      <li key={n}>
        <button
          type="button"
          onClick={() => onPage(n)}
          aria-label={`Page ${n}`}
          aria-current={current ? 'page' : undefined}
          className={`${PAGE_BUTTON} ${current ? 'bg-night-900 text-cream' : 'bg-cream text-night-900 hover:bg-marigold-100'}`}
        >
          {n}
        </button>
      </li>
    );
  };
  return (
    <div className="mt-5 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-ink/80" data-testid="orders-page-info">
        {pages > 0 ? `Page ${page} of ${pages} · ${total} ${total === 1 ? 'order' : 'orders'}` : 'No orders'}
      </p>
      {pages > 1 && (
        <nav aria-label="Orders pages">
          <ul className="flex flex-wrap items-center justify-center gap-1.5">
            <li>
              <button
                type="button"
                className={`${PAGE_BUTTON} bg-cream text-night-900`}
                onClick={() => onPage(page - 1)}
                disabled={page <= 1}
                aria-label="Previous page"
              >
                <ChevronLeftIcon className="size-5" />
              </button>
            </li>
            {window.map(numbered)}
            {gapBeforeLast && (
              <li aria-hidden="true" className="px-1 font-bold text-ink/70">
                …
              </li>
            )}
            {last !== null && numbered(last)}
            <li>
              <button
                type="button"
                className={`${PAGE_BUTTON} bg-cream text-night-900`}
                onClick={() => onPage(page + 1)}
                disabled={page >= pages}
                aria-label="Next page"
              >
                <ChevronRightIcon className="size-5" />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
