import type { Story } from '@shop/content/schemas';
import { STORIES } from '@shop/content/stories';
import { LANGUAGES } from '@shop/contracts/catalog';
import { Field, INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field';
import { useParentText } from '~/lib/parent-text';
import { useUiText } from '~/lib/ui-text';

// Stories grouped by deity in catalogue order, so 27 titles are easy to scan in a native select.
const STORY_GROUPS = STORIES.reduce<Map<Story['god'], typeof STORIES>>((groups, story) => {
  groups.set(story.god, [...(groups.get(story.god) ?? []), story]);
  return groups;
}, new Map());

/**
 * The order form's story, as a native select grouped by deity, in the page's language: a Hindi page
 * lists the Hindi titles under the deities' Hindi names; the value is the story's id either way.
 */
export function StorySelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (storyId: string) => void;
}) {
  const { order, storyTitles } = useParentText();
  const { deities } = useUiText();
  return (
    <Field id="order-storyId" label={order.story.label} error={error}>
      {(control) => (
        <select
          {...control}
          name="storyId"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={INPUT_CLASS}
        >
          <option value="">{order.story.placeholder}</option>
          {[...STORY_GROUPS].map(([god, stories]) => (
            <optgroup key={god} label={deities[god]}>
              {stories.map((story) => (
                <option key={story.id} value={story.id}>
                  {storyTitles[story.id] ?? story.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The order form's language, as two large radio cards. */
export function LanguageChoice({
  value,
  error = null,
  onChange,
}: {
  value: string;
  error?: string | null;
  onChange: (language: string) => void;
}) {
  const { order } = useParentText();
  return (
    <fieldset aria-describedby={error ? 'order-language-error' : undefined}>
      <legend className={LABEL_CLASS}>{order.language.legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {LANGUAGES.map((language) => (
          <label
            key={language}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 border-night-900/25 bg-white px-4 has-checked:border-night-700 has-checked:bg-marigold-100 has-focus-visible:outline-3 has-focus-visible:outline-marigold-500"
          >
            <input
              type="radio"
              id={`order-language-${language}`}
              name="language"
              value={language}
              checked={value === language}
              onChange={() => onChange(language)}
              className="size-5 accent-night-700"
            />
            <span className="font-semibold text-ink">{order.language[language]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="order-language-error" role="alert" className="mt-1 text-sm font-semibold text-lotus-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
