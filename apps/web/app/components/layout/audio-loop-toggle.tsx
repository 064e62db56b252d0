import { SpeakerOffIcon, SpeakerOnIcon } from '~/components/ui/icons';
import { useUiText } from '~/lib/ui-text';
import { useAudioLoop } from './audio-loop';

export function AudioLoopToggle({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { playing, toggle } = useAudioLoop();
  const text = useUiText().nav;
  const label = playing ? text.pauseMusic : text.playMusic;
  const colours =
    tone === 'light'
      ? 'text-cream ring-white/40 hover:bg-white/15 focus-visible:outline-marigold-300'
      : 'text-night-900 ring-night-900/20 hover:bg-marigold-100 focus-visible:outline-night-900';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-playing={playing}
      className={`relative grid size-11 place-items-center rounded-full ring-2 transition focus-visible:outline-3 focus-visible:outline-offset-2 ${colours}`}
    >
      {playing ? <SpeakerOnIcon className="size-5" /> : <SpeakerOffIcon className="size-5" />}
      {playing && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-marigold-500 ring-2 ring-current motion-safe:animate-pulse"
        />
      )}
    </button>
  );
}
