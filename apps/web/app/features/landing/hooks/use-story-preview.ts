import { type RefObject, useEffect, useState } from 'react';
import { useInView } from '~/components/ui/use-in-view';
import { useReducedMotion } from '~/components/ui/use-reduced-motion';
import { mediaUrl, mediaVariant } from '~/lib/media';

// docs/product-guide.md#numbers-and-limits: story cards use the -mobile clip at 768 px wide or less.
const MOBILE_QUERY = '(max-width: 768px)';

/**
 * A story card's looping preview. Nothing is downloaded until the card nears the screen, it pauses
 * when scrolled away, it never starts for reduced-motion visitors, and a broken -mobile clip falls
 * back to the full-size one (docs/product-guide.md#landing-page). Returns whether a frame is ready to cover the poster.
 */
export function useStoryPreview(
  videoRef: RefObject<HTMLVideoElement | null>,
  cardRef: RefObject<Element | null>,
  src: string,
): boolean {
  const reducedMotion = useReducedMotion();
  const inView = useInView(cardRef, '150px 0px', 0.2);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onLoaded = () => setReady(true);
    const onError = () => {
      if (video.dataset.variant !== 'mobile') return;
      video.dataset.variant = 'full';
      video.src = mediaUrl(src);
      video.play().catch(() => undefined);
    };
    video.addEventListener('loadeddata', onLoaded);
    video.addEventListener('error', onError);
    return () => {
      video.removeEventListener('loadeddata', onLoaded);
      video.removeEventListener('error', onError);
    };
  }, [videoRef, src]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (reducedMotion || !inView) {
      video.pause();
      return;
    }
    if (!video.dataset.variant) {
      const mobile = window.matchMedia(MOBILE_QUERY).matches;
      video.dataset.variant = mobile ? 'mobile' : 'full';
      video.src = mediaUrl(mobile ? mediaVariant(src, 'mobile') : src);
    }
    video.play().catch(() => undefined);
  }, [videoRef, src, inView, reducedMotion]);

  return ready && !reducedMotion;
}
