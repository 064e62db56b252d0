// The progress block of the complete-order form (docs/product-guide.md#completing-an-order): what step the
// submission is at, in the order the steps run, and the text shown for it.

export const COMPLETION_STEPS = ['preparing', 'thumbnail', 'video', 'saving', 'completing', 'done'] as const;
export type CompletionStep = (typeof COMPLETION_STEPS)[number];

export interface UploadProgress {
  step: CompletionStep;
  thumbnailPercent: number;
  videoPercent: number;
  /** Set when the submission stopped at `step`. */
  failed: boolean;
}

export const INITIAL_PROGRESS: UploadProgress = {
  step: 'preparing',
  thumbnailPercent: 0,
  videoPercent: 0,
  failed: false,
};

const RUNNING: Record<CompletionStep, string> = {
  preparing: 'Preparing uploads...',
  thumbnail: 'Uploading thumbnail...',
  video: 'Uploading video...',
  saving: 'Saving the video...',
  completing: 'Completing the order...',
  done: 'Order completed!',
};

const STOPPED: Record<CompletionStep, string> = {
  preparing: 'Preparing uploads',
  thumbnail: 'Thumbnail',
  video: 'Video',
  saving: 'Saving the video',
  completing: 'Completing the order',
  done: 'Order completed',
};

/** The status line; on failure it names the step and ends with "Upload failed" (docs/product-guide.md#admin-messages). */
export function progressStatusText(progress: UploadProgress): string {
  return progress.failed ? `${STOPPED[progress.step]}: Upload failed` : RUNNING[progress.step];
}

/** A progress event as a whole percent, 0-100. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
