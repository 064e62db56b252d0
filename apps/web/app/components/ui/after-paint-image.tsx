import type { ImgHTMLAttributes } from 'react';
import { AFTER_PAINT_SRC, AFTER_PAINT_SRCSET, EMPTY_IMAGE } from '~/lib/after-first-paint';

type AfterPaintImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/**
 * An image just below a prerendered page's first screen that the page fetches only once that screen
 * is painted (lib/after-first-paint.ts). In the prerendered HTML it stands in as a transparent pixel
 * holding its address, with the real image in <noscript> for browsers without JavaScript (the stand-in
 * is then hidden); the live page (after hydration, or on a client-side visit) renders a plain <img>.
 */
export function AfterPaintImage({ src, srcSet, className = '', ...image }: AfterPaintImageProps) {
  if (!import.meta.env.SSR) return <img {...image} src={src} srcSet={srcSet} className={className} />;
  const address = { [AFTER_PAINT_SRC]: src, [AFTER_PAINT_SRCSET]: srcSet };
  return (
    <>
      <img {...image} {...address} src={EMPTY_IMAGE} className={`${className} noscript:hidden`} />
      <noscript>
        <img {...image} src={src} srcSet={srcSet} className={className} />
      </noscript>
    </>
  );
}
