import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PRONUNCIATION_MAX_LENGTH, VOICE_CLIP_LIMITS, voiceClipFileProblem } from '@shop/contracts/voice';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import { uploadVoiceClip } from '../api/voice-clip-api';

// "How do you say {name}?" and a voice clip of the name (issue 12 item 6, docs/decisions/045), both
// optional: the animators hear the name as the family says it. The clip is recorded here with
// MediaRecorder (stopped at 15 s) or chosen as a file; the server decides its type and length again.
// Every control is a native button or input, and each change of state is announced in a live region.

/** The clip once the server holds it: its id for the order, its length, and a local preview. */
export interface VoiceClipValue {
  id: string;
  seconds: number;
  previewUrl: string;
}

export interface NameVoiceFieldsProps {
  kidName: string;
  pronunciation: string;
  voiceClip: VoiceClipValue | null;
  error: string | null;
  onChange: (patch: { pronunciation?: string; voiceClip?: VoiceClipValue | null }) => void;
}

type Phase = 'idle' | 'recording' | 'saving';

const canRecord = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

const clock = (seconds: number) => `0:${String(Math.min(59, Math.floor(seconds))).padStart(2, '0')}`;

export function NameVoiceFields({
  kidName,
  pronunciation,
  voiceClip,
  error,
  onChange,
}: NameVoiceFieldsProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // The order page is client-rendered (SPA fallback): the browser's abilities are known at once.
  const [recordable] = useState(canRecord);
  const recorder = useRef<MediaRecorder | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    order: { voice: words },
    messages,
  } = useParentText();
  const errorText = useErrorText();

  // Leaving the page while recording releases the microphone.
  useEffect(() => () => recorder.current?.stream.getTracks().forEach((track) => track.stop()), []);

  async function save(clip: Blob, fileName: string) {
    const refused = voiceClipFileProblem({ type: clip.type, size: clip.size });
    if (refused) {
      const local = messages.voice[refused];
      setProblem(local);
      setStatus(local);
      return;
    }
    setPhase('saving');
    setStatus(words.saving);
    try {
      const saved = await uploadVoiceClip(clip, fileName);
      if (voiceClip) URL.revokeObjectURL(voiceClip.previewUrl);
      onChange({
        voiceClip: { id: saved.id, seconds: saved.duration_seconds, previewUrl: URL.createObjectURL(clip) },
      });
      setStatus(fillText(words.saved, { seconds: Math.round(saved.duration_seconds) }));
    } catch (failure) {
      const message = errorText(failure);
      setProblem(message);
      setStatus(message);
    } finally {
      setPhase('idle');
    }
  }

  async function startRecording() {
    setProblem(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setProblem(messages.voice.noMicrophone);
      setStatus(messages.voice.noMicrophone);
      return;
    }
    const media = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const started = Date.now();
    const tick = window.setInterval(() => {
      const seconds = (Date.now() - started) / 1000;
      setElapsed(seconds);
      // Stopped a little before the limit, so the saved clip is always within it.
      if (seconds >= VOICE_CLIP_LIMITS.maxSeconds - 0.5 && media.state === 'recording') media.stop();
    }, 250);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      window.clearInterval(tick);
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      const type = media.mimeType || chunks[0]?.type || 'audio/webm';
      const extension = type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm';
      void save(new Blob(chunks, { type }), `name.${extension}`);
    };
    recorder.current = media;
    setElapsed(0);
    setPhase('recording');
    setStatus(words.recording);
    media.start(250);
  }

  function stopRecording() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    void save(file, file.name);
  }

  function remove() {
    if (voiceClip) URL.revokeObjectURL(voiceClip.previewUrl);
    onChange({ voiceClip: null });
    setStatus(words.removed);
  }

  const busy = phase !== 'idle';

  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-night-900/15">
      {/* Floated: the legend sits inside the card instead of on its border. */}
      <legend className="float-left mb-4 w-full font-display text-lg font-bold text-night-900">
        {words.legend} <span className="font-sans text-sm font-normal text-ink/75">{words.optional}</span>
      </legend>
      <Field
        className="clear-both"
        id="order-pronunciation"
        label={kidName.trim() ? fillText(words.sayName, { name: kidName.trim() }) : words.sayChildName}
        hint={words.spellingHint}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            name="pronunciation"
            autoComplete="off"
            maxLength={PRONUNCIATION_MAX_LENGTH}
            value={pronunciation}
            onChange={(event) => onChange({ pronunciation: event.target.value })}
            placeholder={words.spellingPlaceholder}
            className={INPUT_CLASS}
          />
        )}
      </Field>

      <div
        role="group"
        aria-labelledby="order-voice-label"
        aria-describedby="order-voice-hint"
        className="mt-5"
      >
        <p id="order-voice-label" className="mb-1.5 font-display text-base font-bold text-night-900">
          {words.recordLabel}
        </p>
        <p id="order-voice-hint" className="mb-3 text-sm text-ink/75">
          {words.recordHint}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {phase === 'recording' ? (
            <button type="button" onClick={stopRecording} className={buttonClass('lotus', 'md')}>
              <span aria-hidden="true" className="size-3 rounded-sm bg-white" />
              {words.stop}
              <span className="font-sans font-normal tabular-nums">
                {clock(elapsed)} / {clock(VOICE_CLIP_LIMITS.maxSeconds)}
              </span>
            </button>
          ) : (
            recordable && (
              <button
                type="button"
                onClick={() => void startRecording()}
                disabled={busy}
                className={buttonClass('peacock', 'md')}
              >
                <span aria-hidden="true" className="size-3 rounded-full bg-white" />
                {voiceClip ? words.recordAgain : words.record}
              </button>
            )
          )}
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={busy}
            className={buttonClass('secondary', 'md')}
          >
            {voiceClip ? words.chooseAnother : words.choose}
          </button>
          <input
            ref={fileInput}
            id="order-voiceClip"
            type="file"
            accept={VOICE_CLIP_LIMITS.accept}
            onChange={chooseFile}
            className="sr-only"
            tabIndex={-1}
            aria-label={words.fileLabel}
          />
        </div>
        {voiceClip && phase !== 'recording' && (
          <div className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl bg-cream p-3">
            <audio
              controls
              src={voiceClip.previewUrl}
              aria-label={fillText(words.clipLabel, { seconds: Math.round(voiceClip.seconds) })}
              className="h-11 max-w-full"
            />
            <button type="button" onClick={remove} className={buttonClass('secondary', 'sm')}>
              {words.remove}
            </button>
          </div>
        )}
        {problem && (
          <p role="alert" className="mt-2 text-sm font-semibold text-lotus-700">
            {problem}
          </p>
        )}
        <p aria-live="polite" className="sr-only">
          {status}
        </p>
      </div>
    </fieldset>
  );
}
