import { z } from 'zod';

export const DEITIES = [
  'Krishna',
  'Ganesh',
  'Hanuman',
  'Rama',
  'Shiva',
  'Durga',
  'Kali',
  'Narasimha',
  'Chamunda',
] as const;
export const deitySchema = z.enum(DEITIES);
export type Deity = z.infer<typeof deitySchema>;

export const STORY_COUNT = 27;
export const storyIdSchema = z.coerce.number().int().min(1).max(STORY_COUNT);

export const LANGUAGES = ['english', 'hindi'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
