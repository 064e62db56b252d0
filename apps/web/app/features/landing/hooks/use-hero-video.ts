import { type RefObject, useCallback, useEffect, useState } from 'react';
import { mediaUrl, mediaVariant } from '~/lib/media';

export type HeroVideoState = 'idle' | 'loading' | 'ready' | 'error';

// docs/product-guide.md#numbers-and-limits: the hero switches to its -mobile clip at 768 px wide or less.
const MOBILE_QUERY = '(max-width: 768px)';

/**
 * Drives the hero clip. The prerendered page shows only the poster; once the page has loaded the
 * right-sized source is chosen and played, unless the visitor prefers reduced motion.
 */
export function useHeroVideo(
  videoRef: RefObject<HTMLVideoElement | null>,
  src: string,
  { paymentSuccess }: { paymentSuccess: boolean },
) {
  const [state, setState] = useState<HeroVideoState>('idle');
  const [paused, setPaused] = useState(true);

  /** Plays the clip, first (re)loading the right-sized source when there is none yet or `reload`. */
  const start = useCallback(
    (reload = false) => {
      const video = videoRef.current;
      if (!video) return;
      const path = window.matchMedia(MOBILE_QUERY).matches ? mediaVariant(src, 'mobile') : src;
      const url = mediaUrl(path);
      if (reload || !video.src.endsWith(url)) {
        // Assigning the source, even the same one, restarts loading from the beginning.
        video.src = url;
        setState('loading');
      }
      // Rejections (autoplay refused, source broken) surface through the element's own events.
      video.play().catch(() => undefined);
    },
    [videoRef, src],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onLoaded = () => setState('ready');
    const onError = () => setState('error');
    const onPlay = () => setPaused(false);
    const onPause = () => setPaused(true);
    video.addEventListener('loadeddata', onLoaded);
    video.addEventListener('error', onError);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    return () => {
      video.removeEventListener('loadeddata', onLoaded);
      video.removeEventListener('error', onError);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
    };
  }, [videoRef]);

  // The clip only decorates the poster: starting it once the page has loaded keeps its download
  // and decoding out of the way of the first paint and of hydration.
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const play = () => start();
    if (document.readyState === 'complete') {
      play();
      return;
    }
    window.addEventListener('load', play, { once: true });
    return () => window.removeEventListener('load', play);
  }, [start]);

  // Back from checkout: reload the clip from the start and play it again (docs/product-guide.md#after-paying).
  useEffect(() => {
    if (paymentSuccess) start(true);
  }, [paymentSuccess, start]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) start();
    else video.pause();
  }, [start, videoRef]);

  return { state, paused, toggle };
}
