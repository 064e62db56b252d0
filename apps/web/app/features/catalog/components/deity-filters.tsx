import type { Deity } from '@shop/contracts/catalog';
import type { DeityFilter } from '../gallery-query';
import { useUiText } from '~/lib/ui-text';

export interface DeityFiltersProps {
  deities: readonly Deity[];
  counts: ReadonlyMap<DeityFilter, number>;
  selected: DeityFilter;
  onSelect: (deity: DeityFilter) => void;
}

/** One chip per deity plus All Stories; toggle buttons, so assistive tech hears which one is on. */
export function DeityFilters({ deities, counts, selected, onSelect }: DeityFiltersProps) {
  const ui = useUiText();
  const options: { value: DeityFilter; label: string }[] = [
    { value: 'all', label: ui.stories.allStories },
    ...deities.map((deity) => ({ value: deity, label: ui.deities[deity] })),
  ];
  return (
    <div
      role="group"
      aria-label={ui.stories.filterLabel}
      className="relative -mx-5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap sm:justify-center">
        {options.map((option) => {
          const active = option.value === selected;
          const count = counts.get(option.value) ?? 0;
          return (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(option.value)}
                data-testid="deity-chip"
                className={`relative inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full px-3.5 font-display text-[0.95rem] font-bold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900 ${
                  active
                    ? 'bg-night-900 text-cream shadow-md'
                    : 'bg-white text-night-900 ring-1 ring-marigold-300 hover:bg-marigold-100'
                }`}
              >
                {option.label}{' '}
                <span
                  aria-hidden="true"
                  className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-marigold-500 text-ink' : 'bg-marigold-100 text-night-900'}`}
                >
                  {count}
                </span>
                <span className="sr-only">
                  ({count} {count === 1 ? ui.stories.oneStory : ui.stories.manyStories})
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
