// The narration module's one door (docs/decisions/090): the studio's recordings of each story's
// narration (docs/decisions/098), uploaded in the admin and played by every new film.

export { createNarrationService } from './narration.service.ts';
export type { NarrationService, NarrationTake } from './narration.service.ts';
