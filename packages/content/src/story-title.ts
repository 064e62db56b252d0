import type { SiteLanguage } from '@shop/contracts/site-language';
import { STORIES } from './stories.ts';
import { STORIES_HI } from './stories.hi.ts';

/**
 * A story's title in the parent's language (the catalogue's Hindi titles on a Hindi order): what the
 * e-mails, messages, receipts and the order's pages call it.
 */
export function storyTitleIn(storyId: number, lang: SiteLanguage): string {
  const story = (lang === 'hi' ? STORIES_HI : STORIES).find((candidate) => candidate.id === storyId);
  return story?.title ?? (lang === 'hi' ? `कहानी ${storyId}` : `Story ${storyId}`);
}
