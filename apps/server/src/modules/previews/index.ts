// The previews module's one door (docs/decisions/090, 099): a personal preview of the child's film
// before paying, from the order form's inputs of one upload session. The studio's render workers
// render it through this service; nothing else reaches its tables.

export type {
  ApprovedInputs,
  PreviewCaller,
  PreviewOutcome,
  PreviewQueue,
  PreviewRenderInputs,
  PreviewsService,
  SharedPreview,
} from './previews.service.ts';
