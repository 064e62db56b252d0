import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mediaUrl } from '~/lib/media';

interface AudioLoop {
  playing: boolean;
  toggle: () => void;
}

const AudioLoopContext = createContext<AudioLoop | null>(null);

/**
 * One background-music player for the whole shell, so the landing nav and the inner-page top bar show
 * the same state and the music carries on between pages. Off by default; the file is only requested
 * on the first press, which also satisfies the browsers' user-gesture rule for audio.
 */
export function AudioLoopProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = useCallback(() => {
    let audio = audioRef.current;
    if (!audio) {
      audio = new Audio(mediaUrl('audio/loop.mp3'));
      audio.loop = true;
      audio.volume = 0.4;
      // Follows the element, so pausing from the phone's media controls updates the button too.
      audio.addEventListener('play', () => setPlaying(true));
      audio.addEventListener('pause', () => setPlaying(false));
      audioRef.current = audio;
    }
    if (audio.paused) {
      audio.play().catch(() => setPlaying(false));
    } else {
      audio.pause();
    }
  }, []);

  useEffect(() => () => audioRef.current?.pause(), []);

  const value = useMemo(() => ({ playing, toggle }), [playing, toggle]);
  return <AudioLoopContext value={value}>{children}</AudioLoopContext>;
}

export function useAudioLoop(): AudioLoop {
  const context = use(AudioLoopContext);
  if (!context) throw new Error('useAudioLoop must be used inside <AudioLoopProvider>');
  return context;
}
