import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { fillText, useUiText } from '~/lib/ui-text';

export function NoResults({ search, onClear }: { search: string; onClear: () => void }) {
  const text = useUiText().stories;
  return (
    <div className="mx-auto mt-10 max-w-lg rounded-[2rem] bg-white px-6 py-12 text-center shadow-lg ring-1 ring-marigold-300/60">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-marigold-100 text-saffron-700 ring-4 ring-marigold-300/60"
      >
        <SparkleIcon className="size-8" />
      </span>
      <h2 className="mt-3 font-display text-2xl font-bold text-night-900">{text.noneFound}</h2>
      <p className="mt-2 text-ink/85">
        {search.trim() ? fillText(text.noneForSearch, { search: search.trim() }) : text.noneForFilter}{' '}
        {text.tryAnother}
      </p>
      <button type="button" onClick={onClear} className={buttonClass('primary', 'md', 'mt-6')}>
        {text.clearFilters}
      </button>
    </div>
  );
}
