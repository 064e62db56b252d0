/**
 * What a prerendered page does once its first contentful paint is on screen, besides importing its
 * hydration code: it starts the images marked here. The inline script that runs both is written into
 * each page by the build (scripts/build/hydrate-after-paint.ts); `AfterPaintImage` marks the images.
 *
 * Why: an image just below the first screen (the About collage under the hero) is inside the
 * browser's lazy-load distance, so the browser fetched it during the first layout, in competition
 * with the fonts and the hero picture the first screen is drawn with, and Lighthouse's model of a slow
 * phone counted it before the largest paint (decision 066).
 */

/** Where a marked image keeps its address (and its `srcset`) until the first paint. */
export const AFTER_PAINT_SRC = 'data-after-paint-src';
export const AFTER_PAINT_SRCSET = 'data-after-paint-srcset';

/** What a marked image shows until then: a transparent pixel, which costs no request. */
export const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The inline script's statement that starts every marked image. */
export const START_AFTER_PAINT_IMAGES = `for (const image of document.querySelectorAll('img[${AFTER_PAINT_SRC}]')) {
  const srcset = image.getAttribute('${AFTER_PAINT_SRCSET}');
  if (srcset) image.srcset = srcset;
  image.src = image.getAttribute('${AFTER_PAINT_SRC}');
  image.removeAttribute('${AFTER_PAINT_SRC}');
}`;
