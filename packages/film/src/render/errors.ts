/** What went wrong in a render, in words a studio person understands, with a code a program can act on. */
export type RenderErrorCode =
  | 'ffmpeg-missing'
  | 'ffmpeg-failed'
  | 'speech-failed'
  | 'name-recording-unreadable'
  | 'narration-recording-unreadable'
  | 'portrait-unreadable'
  | 'narration-overrun'
  | 'storyboard-invalid'
  | 'no-portrait-shot'
  | 'gift-card-invalid';

export class RenderError extends Error {
  override readonly name = 'RenderError';
  constructor(
    readonly code: RenderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
