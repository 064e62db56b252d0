import { useId } from 'react';
import { CloseIcon } from '~/components/ui/icons';
import { useUiText } from '~/lib/ui-text';

export function StorySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const text = useUiText().stories;
  return (
    <div className="relative mx-auto w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        {text.searchLabel}
      </label>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute left-5 top-1/2 size-5 -translate-y-1/2 fill-none stroke-night-700 stroke-2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={text.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-14 w-full rounded-full bg-white pl-13 pr-14 text-lg text-ink shadow-md shadow-saffron-700/10 ring-2 ring-marigold-300 placeholder:text-ink/60 focus:outline-none focus-visible:ring-3 focus-visible:ring-night-700 [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' && (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute right-2 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full text-night-900 hover:bg-marigold-100"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{text.clearSearch}</span>
        </button>
      )}
    </div>
  );
}
