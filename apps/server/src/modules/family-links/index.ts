// The family links module's one door (docs/decisions/090, 100): private, named, revocable links a
// parent sends to family for a preview or a delivered film, and the parent's watch page.

export type { FamilyFilms, FamilyLinksService, SharedFilm } from './family-links.service.ts';
