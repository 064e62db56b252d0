import { FOOTER_BLURB } from '@shop/content/landing-copy';
import { uiTextFor } from '~/lib/ui-text.server';

// What the app's root route gives every page in a route test: the English screen text its loader
// puts in the prerendered page (root.tsx), under the id the screen-text hooks look it up by.
export const ENGLISH_ROOT = {
  id: 'root',
  loader: () => ({ locale: 'en' as const, footerBlurb: FOOTER_BLURB, ui: uiTextFor('en') }),
  HydrateFallback: () => null,
};
