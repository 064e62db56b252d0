import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LANGUAGES, type Language } from '@shop/contracts/catalog';
import {
  NARRATION_LIMITS,
  NARRATION_MESSAGES,
  type NarrationPart,
  type StoryNarration,
} from '@shop/contracts/narration';
import { STORIES } from '@shop/content/stories';
import { SpeakerOnIcon } from '~/components/ui/icons';
import { TrashIcon, UploadIcon } from '~/components/ui/screen-icons';
import { buttonClass } from '~/components/ui/button-styles';
import { INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field';
import { apiErrorMessage } from '~/lib/api-client';
import { storyNarrationQuery } from '../api/admin-queries';
import { removeNarrationTake, uploadNarrationTake, type NarrationPlace } from '../api/narration-api';
import type { Notice } from '../hooks/use-timed-notice';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailedAlert } from './load-failed-alert';

const LANGUAGE_LABELS: Record<Language, string> = { english: 'English', hindi: 'Hindi' };

export const NARRATION_PANEL_TEXT = {
  saved: 'The studio recording is saved: new films of this story play it.',
  removed: 'The recording is removed: new films read these words with the voice again.',
} as const;

export interface NarrationPanelProps {
  notify: (kind: Notice['kind'], text: string) => void;
}

const keyOf = (part: Pick<NarrationPart, 'segment' | 'line' | 'part'>) =>
  `${part.segment}#${part.line}#${part.part}`;

/** The parts of one line, together (a line with the child's name has a part on each side of it). */
interface LineGroup {
  segment: string;
  line: number;
  lineText: string;
  parts: NarrationPart[];
}

function linesOf(narration: StoryNarration): LineGroup[] {
  const lines: LineGroup[] = [];
  for (const part of narration.parts) {
    const last = lines.at(-1);
    if (last && last.segment === part.segment && last.line === part.line) last.parts.push(part);
    else lines.push({ segment: part.segment, line: part.line, lineText: part.line_text, parts: [part] });
  }
  return lines;
}

/** The line as written, the child's name shown as a place the parent's recording or the voice fills. */
function LineText({ text }: { text: string }) {
  const pieces = text.split('{name}');
  return (
    <>
      {pieces.map((piece, index) => (
        <span key={index}>
          {index > 0 && (
            <span className="mx-0.5 rounded-full bg-peacock-700/10 px-2 py-0.5 text-sm font-bold text-peacock-700">
              child’s name
            </span>
          )}
          {piece}
        </span>
      ))}
    </>
  );
}

/**
 * The studio's own narration (docs/product-guide.md#studio-narration, docs/decisions/098): per story
 * and language, each line with its state (the voice or a studio recording), to upload, replace,
 * listen to and remove a take of each part.
 */
export function NarrationPanel({ notify }: NarrationPanelProps) {
  const [story, setStory] = useState<number | null>(null);
  const [language, setLanguage] = useState<Language>('english');
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<NarrationPart | null>(null);
  const queryClient = useQueryClient();
  const query = useQuery({ ...storyNarrationQuery(story ?? 1, language), enabled: story !== null });
  const narration = story !== null ? query.data : undefined;

  const placeOf = (part: NarrationPart): NarrationPlace => ({
    story: story ?? 1,
    language,
    segment: part.segment,
    line: part.line,
    part: part.part,
  });
  const showError = (part: NarrationPart, message: string | null) =>
    setErrors((current) => {
      const next = { ...current };
      if (message) next[keyOf(part)] = message;
      else delete next[keyOf(part)];
      return next;
    });
  const keep = (data: StoryNarration) =>
    queryClient.setQueryData(storyNarrationQuery(data.story, data.language).queryKey, data);

  async function upload(part: NarrationPart, file: File | undefined) {
    if (!file) return;
    if (file.size > NARRATION_LIMITS.maxBytes) return showError(part, NARRATION_MESSAGES.tooLarge);
    showError(part, null);
    setBusy(keyOf(part));
    try {
      keep(await uploadNarrationTake(placeOf(part), file));
      notify('success', NARRATION_PANEL_TEXT.saved);
    } catch (error) {
      showError(part, apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function confirmRemoval() {
    if (!removing) return;
    setBusy(keyOf(removing));
    try {
      keep(await removeNarrationTake(placeOf(removing)));
      notify('success', NARRATION_PANEL_TEXT.removed);
    } catch (error) {
      showError(removing, apiErrorMessage(error));
    } finally {
      setBusy(null);
      setRemoving(null);
    }
  }

  const lines = narration ? linesOf(narration) : [];
  const shotNumbers = new Map(
    [...new Set(lines.map((line) => line.segment))]
      .filter((segment) => segment !== 'title')
      .map((segment, index) => [segment, index + 1]),
  );
  const recorded = narration?.parts.filter((part) => part.recording?.current).length ?? 0;

  return (
    <section id="narration" aria-labelledby="narration-title" tabIndex={-1} className={PANEL_CLASS}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-saffron-700 text-white">
          <SpeakerOnIcon className="size-5" />
        </span>
        <div>
          <h2 id="narration-title" className={PANEL_TITLE_CLASS}>
            Studio narration
          </h2>
          <p className="mt-1 max-w-3xl text-ink/85">
            Give a story your own narrators. A line with a studio recording plays it in every new film; the
            other lines are read by the film’s voice. The child’s name is never part of a recording: it stays
            the parent’s recording or the voice.
          </p>
        </div>
      </div>

      <div className="mt-5 grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor="narration-story" className={LABEL_CLASS}>
            Story
          </label>
          <select
            id="narration-story"
            className={INPUT_CLASS}
            value={story ?? ''}
            onChange={(event) => setStory(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Choose a story</option>
            {STORIES.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.id} · {candidate.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="narration-language" className={LABEL_CLASS}>
            Language
          </label>
          <select
            id="narration-language"
            className={INPUT_CLASS}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {LANGUAGE_LABELS[candidate]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6">
        {story === null && (
          <p className="rounded-2xl bg-cream px-4 py-6 text-center font-bold text-night-700">
            Choose a story to see its lines.
          </p>
        )}
        {story !== null && query.isPending && (
          <p role="status" className="font-bold text-night-700">
            Loading the narration...
          </p>
        )}
        {story !== null && query.isError && (
          <LoadFailedAlert message={apiErrorMessage(query.error)} onRetry={() => void query.refetch()} />
        )}
        {narration && (
          <>
            <p className="font-bold text-night-700" data-testid="narration-summary">
              {recorded} of {narration.parts.length} parts recorded in {LANGUAGE_LABELS[narration.language]}.
            </p>
            <ol className="mt-3 space-y-3" aria-label="Narration lines">
              {lines.map((line) => (
                <li
                  key={`${line.segment}#${line.line}`}
                  data-testid="narration-line"
                  className="rounded-2xl bg-cream px-4 py-3 ring-1 ring-marigold-300/70"
                >
                  <p className="text-sm font-bold tracking-wide text-saffron-700 uppercase">
                    {line.segment === 'title'
                      ? 'Title card · welcome'
                      : `Shot ${shotNumbers.get(line.segment)} · line ${line.line + 1}`}
                  </p>
                  <p
                    className="mt-1 text-lg text-night-900"
                    lang={narration.language === 'hindi' ? 'hi' : 'en'}
                  >
                    <LineText text={line.lineText} />
                  </p>
                  <ul className="mt-2 space-y-3">
                    {line.parts.map((part) => (
                      <PartRow
                        key={keyOf(part)}
                        part={part}
                        label={line.parts.length > 1 || line.lineText.includes('{name}')}
                        busy={busy === keyOf(part)}
                        locked={busy !== null}
                        error={errors[keyOf(part)] ?? null}
                        onUpload={(file) => void upload(part, file)}
                        onRemove={() => setRemoving(part)}
                      />
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>

      {removing && (
        <ConfirmDialog
          title="Remove this recording?"
          confirmLabel="Remove"
          busy={busy !== null}
          onConfirm={() => void confirmRemoval()}
          onCancel={() => setRemoving(null)}
        >
          <p>
            New films will read “{removing.text}” with the voice again. Films already made keep the recording.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

interface PartRowProps {
  part: NarrationPart;
  /** Whether to say which words of the line this part is (a line with the name has several). */
  label: boolean;
  busy: boolean;
  locked: boolean;
  error: string | null;
  onUpload: (file: File | undefined) => void;
  onRemove: () => void;
}

function PartRow({ part, label, busy, locked, error, onUpload, onRemove }: PartRowProps) {
  const id = `narration-${part.segment}-${part.line}-${part.part}`;
  const recording = part.recording;
  const state = !recording
    ? 'Voice'
    : recording.current
      ? `Studio recording · ${recording.duration_seconds.toFixed(1)} s`
      : 'Recorded for older words · the voice reads it';
  return (
    <li data-testid="narration-part" className="rounded-xl bg-white px-3 py-3 ring-1 ring-night-900/10">
      {label && <p className="text-sm text-ink/85">Words: “{part.text}”</p>}
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <span
          data-testid="narration-state"
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${
            recording?.current
              ? 'bg-peacock-700/10 text-peacock-700 ring-1 ring-peacock-700/25'
              : 'bg-marigold-100 text-saffron-700 ring-1 ring-saffron-700/25'
          }`}
        >
          {state}
        </span>
        {recording && (
          <audio
            controls
            preload="none"
            src={recording.url}
            aria-label={`Studio recording of “${part.text}”`}
            className="h-10 max-w-full"
          />
        )}
        <input
          id={id}
          type="file"
          accept={NARRATION_LIMITS.accept}
          disabled={locked}
          className="peer sr-only"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            onUpload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={buttonClass(
            'secondary',
            'sm',
            'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-night-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <UploadIcon className="size-4" />
          {busy ? 'Saving…' : recording ? 'Replace recording' : 'Upload recording'}
          <span className="sr-only"> of “{part.text}”</span>
        </label>
        {recording && (
          <button
            type="button"
            disabled={locked}
            className={buttonClass('secondary', 'sm')}
            aria-label={`Remove the recording of “${part.text}”`}
            onClick={onRemove}
          >
            <TrashIcon className="size-4" />
            Remove
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink/80">
        Up to {part.max_seconds.toFixed(1)} s · WAV, MP3, M4A/AAC or Ogg/Opus, up to 25 MB. Silence at the
        ends is trimmed.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-bold text-lotus-700">
          {error}
        </p>
      )}
    </li>
  );
}
