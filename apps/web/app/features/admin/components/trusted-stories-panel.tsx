import { useState } from 'react';
import type { TrustedStory } from '@shop/contracts/render-queue';
import { ShieldIcon } from '~/components/ui/screen-icons';
import { isApiError } from '~/lib/api-client';
import { setTrustedStory } from '../api/render-queue-api';
import type { TrustedStoriesState } from '../api/admin-queries';
import type { Notice } from '../hooks/use-timed-notice';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { LoadFailedAlert } from './load-failed-alert';

export interface TrustedStoriesPanelProps {
  state: TrustedStoriesState;
  reload: () => void;
  notify: (kind: Notice['kind'], text: string) => void;
}

export const TRUSTED_STORY_NOTICES = {
  on: (title: string) => `${title}: its films are now delivered as soon as they render well.`,
  off: (title: string) => `${title}: its films wait for the studio’s review again.`,
  failed: 'The setting could not be saved. Please try again.',
} as const;

/**
 * The stories the studio trusts (docs/decisions/096): a successful render of their films is
 * delivered at once, without "Approve and deliver". Off for every story until the studio ticks it.
 */
export function TrustedStoriesPanel({ state, reload, notify }: TrustedStoriesPanelProps) {
  const [saving, setSaving] = useState<number | null>(null);

  async function change(story: TrustedStory, autoDeliver: boolean) {
    setSaving(story.story);
    try {
      await setTrustedStory(story.story, autoDeliver);
      notify('success', (autoDeliver ? TRUSTED_STORY_NOTICES.on : TRUSTED_STORY_NOTICES.off)(story.title));
    } catch (error) {
      console.warn('Saving the story’s setting failed', error);
      notify(
        'error',
        isApiError(error) && error.status === 400 ? error.message : TRUSTED_STORY_NOTICES.failed,
      );
    } finally {
      setSaving(null);
      reload();
    }
  }

  return (
    <section
      id="trusted-stories"
      aria-labelledby="trusted-stories-title"
      tabIndex={-1}
      className={PANEL_CLASS}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-peacock-700 text-white">
          <ShieldIcon className="size-5" />
        </span>
        <div>
          <h2 id="trusted-stories-title" className={PANEL_TITLE_CLASS}>
            Trusted stories
          </h2>
          <p className="mt-1 text-ink/85">
            Deliver automatically after a successful render: for the stories ticked here, the family gets the
            film as soon as it is rendered, without a review. The order’s timeline says it was delivered
            automatically. Off for every story unless you tick it.
          </p>
        </div>
      </div>

      <div className="mt-5">
        {state.kind === 'loading' && (
          <p role="status" className="font-bold text-night-700">
            Loading the stories...
          </p>
        )}
        {state.kind === 'failed' && <LoadFailedAlert message={state.message} onRetry={reload} />}
        {state.kind === 'loaded' && (
          <fieldset>
            <legend className="sr-only">Stories delivered automatically after a successful render</legend>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {state.stories.map((story) => (
                <li key={story.story} data-testid="trusted-story">
                  <label
                    className={`flex items-start gap-3 rounded-2xl px-3 py-2 ring-1 ring-marigold-300/70 ${
                      story.auto_deliver ? 'bg-peacock-700/10' : 'bg-cream'
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0 accent-peacock-700"
                      checked={story.auto_deliver}
                      disabled={saving !== null || (!story.renderable && !story.auto_deliver)}
                      onChange={(event) => void change(story, event.target.checked)}
                    />
                    <span className="min-w-0">
                      <span className="block font-bold text-night-900">
                        {story.story}. {story.title}
                      </span>
                      <span className="block text-sm text-ink/80">
                        {!story.renderable
                          ? 'No storyboard yet: its films are made by hand'
                          : story.auto_deliver
                            ? 'Delivered automatically'
                            : 'Reviewed before delivery'}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>
    </section>
  );
}
