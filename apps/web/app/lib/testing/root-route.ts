import { loadParentText } from '~/lib/parent-text';
import { uiTextFor } from '~/lib/ui-text.server';

// What the app's root route gives every page in a route test: the screen text its loader puts in the
// prerendered page (root.tsx), under the id the screen-text hooks look it up by.
export const ENGLISH_ROOT = {
  id: 'root',
  loader: () => ({ locale: 'en' as const, ui: uiTextFor('en') }),
  HydrateFallback: () => null,
};

/**
 * The same for a Hindi page (/hi/…); its parent-page words are loaded first, as the page's
 * clientLoader does (decision 051), so a route test renders the routes without their loaders.
 */
export const HINDI_ROOT = {
  id: 'root',
  loader: async () => {
    await loadParentText('hi');
    return { locale: 'hi' as const, ui: uiTextFor('hi') };
  },
  HydrateFallback: () => null,
};
