// The videos module's one door (docs/decisions/090): a delivered film (hand-made and uploaded, or
// rendered by the shop), its links, and the one transaction that delivers it: the video, the
// order's stage and the parent's e-mail together.

export type { VideosService, VideoFiles } from './videos.service.ts';
