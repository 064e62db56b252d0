// The seven article slugs are part of the public URL space (docs/product-guide.md#blog): never rename one.
export const BLOG_POST_IDS = [
  'krishna-stories-for-kids-butter-thief',
  'ganesh-stories-for-kids-elephant-head',
  'sharad-navratri-2025-kids-mythical-tales-activities',
  'dashavatara-10-avatars-vishnu-kids-guide',
  'durga-9-forms-navratri-2025-kids-guide',
  'bhagavad-gita-life-lessons-kids-10-beautiful-teachings',
  'shailaputri-mata-navratri-day-1-kids-guide',
] as const;

export type BlogPostId = (typeof BLOG_POST_IDS)[number];
