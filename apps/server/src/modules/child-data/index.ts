// The child-data module's one door (docs/decisions/090): a child's photos, voice clip and film kept
// only as long as needed (the retention job), deleted or exported when the parent asks, and an
// account's erasure. Every deletion is recorded.

export type { ChildDataService } from './child-data.service.ts';
