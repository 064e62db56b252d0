/**
 * The messages between a render worker and the child process that renders one film (./child.ts):
 * types only, importing nothing of the engine, so the server can speak them without compiling the
 * art (docs/decisions/074).
 */

/** A storyboard as data (validated by packages/content; passed through as it is). */
export type StoryboardData = { story: number; version: number } & Record<string, unknown>;

export interface ChildRenderInput {
  storyboard: StoryboardData;
  language: 'english' | 'hindi';
  childName: string;
  portraitFile: string;
  nameRecordingFile: string | null;
  /** The order's "how do you say {name}" spelling: what the voice says without a recording. */
  nameSpelling?: string | null;
  /** The studio's recordings of narration parts in this language (WAV files), docs/decisions/098. */
  narration?: { segment: string; line: number; part: number; text: string; file: string }[];
  /**
   * A gift's card before the title (docs/decisions/116): the giver's name, the occasion (a gift
   * occasion of @shop/contracts/gifts) and message, from the gifts module; null or absent otherwise.
   */
  giftCard?: { giverName: string; occasion: string; message: string } | null;
  profile: 'master' | 'preview' | 'test';
  outDir: string;
  /** A whole film (the default), or a preview before paying (no stills, no spoken-name file). */
  kind?: 'film' | 'preview';
}

/** A personal shot as a still: what it shows, where in the film, the JPEG. */
export interface ChildStill {
  label: string;
  at: number;
  file: string;
}

/** The renderer's result (render/film.ts RenderResult), as it crosses the process boundary. */
export interface ChildRenderResult {
  key: string;
  files: { master: string; whatsapp?: string; captions: string; poster: string; record: string };
  record: { seconds: number; timings: Record<string, number> } & Record<string, unknown>;
}

export type ParentMessage =
  | { type: 'render'; input: ChildRenderInput }
  | { type: 'cache-reply'; id: number; path?: string; error?: string };

export type ChildMessage =
  | { type: 'progress'; fraction: number; step: string }
  | { type: 'cache-get'; id: number; key: string }
  | { type: 'cache-put'; id: number; key: string; file: string }
  | { type: 'done'; result: ChildRenderResult; stills: ChildStill[]; nameAudio: string }
  | { type: 'failed'; code: string; message: string };
