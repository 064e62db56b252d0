import { STORIES } from '../stories.ts';

// Each catalogue story's title by its id, for the parent's pages that name a story (the order form's
// list, the payment step, the confirmation, the order status, the profile): the ids stay, the title
// follows the page's language. story-titles.hi.ts has the Hindi.

export const STORY_TITLES: Readonly<Record<number, string>> = Object.fromEntries(
  STORIES.map(({ id, title }) => [id, title]),
);
