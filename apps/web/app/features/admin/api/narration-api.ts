import type { Language } from '@shop/contracts/catalog';
import { NARRATION_ENDPOINTS, NARRATION_LIMITS, type StoryNarration } from '@shop/contracts/narration';
import { callEndpoint } from '~/lib/api-client';

// The studio's recordings of a story's narration (docs/decisions/098): the story's spoken parts in
// one language, a take uploaded (or replaced) for one part, and removed. Each answer is the story's
// narration as the server holds it now.

/** Where a part is: the story, the language, its shot (or `title`), its line and its part. */
export interface NarrationPlace {
  story: number;
  language: Language;
  segment: string;
  line: number;
  part: number;
}

export const fetchStoryNarration = async (
  story: number,
  language: Language,
  signal?: AbortSignal,
): Promise<StoryNarration> =>
  (await callEndpoint(NARRATION_ENDPOINTS.list, { params: { story, language }, signal })).data;

export async function uploadNarrationTake(place: NarrationPlace, file: File): Promise<StoryNarration> {
  const form = new FormData();
  form.append(NARRATION_LIMITS.field, file, file.name);
  return (await callEndpoint(NARRATION_ENDPOINTS.upload, { params: place, form })).data;
}

export const removeNarrationTake = async (place: NarrationPlace): Promise<StoryNarration> =>
  (await callEndpoint(NARRATION_ENDPOINTS.remove, { params: place })).data;
