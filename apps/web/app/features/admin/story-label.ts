import { getStory } from '@shop/content/stories';

/** "3 · The Butter Thief": the story's id and catalogue title (the id alone when the catalogue lacks it). */
export function storyLabel(itemNumber: number): string {
  const story = getStory(itemNumber);
  return story ? `${itemNumber} · ${story.title}` : String(itemNumber);
}
