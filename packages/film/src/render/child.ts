import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Storyboard } from '@shop/content/storyboards/schema';
import { speechFromEnv } from '../speech/choose.ts';
import type { SegmentCache } from './cache.ts';
import type { ChildMessage, ChildRenderInput, ChildStill, ParentMessage } from './child-protocol.ts';
import { RenderError } from './errors.ts';
import { BITEXACT, runFfmpeg } from './ffmpeg.ts';
import { renderFilm, renderPreview, type RenderInput } from './film.ts';
import { timelineOf } from './timeline.ts';

// One film, rendered in a child process of the server's render worker (docs/decisions/074): the CPU-bound
// drawing and encoding happen here, so the worker's own event loop stays free to heartbeat its lease
// (and a server's to answer requests). It talks to the worker over IPC only: the inputs in, the
// progress and the files out, and the segment cache's gets and puts, which the worker serves from
// object storage. Nothing of the child's data is printed: no name, no path, no photo.

const send = (message: ChildMessage) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );

let nextId = 1;
const waiting = new Map<
  number,
  { resolve: (path: string | undefined) => void; reject: (e: Error) => void }
>();

/** The worker's cache, asked over IPC. */
const cache: SegmentCache = {
  get(key) {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      void send({ type: 'cache-get', id, key });
    });
  },
  put(key, file) {
    const id = nextId++;
    return new Promise<string | undefined>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      void send({ type: 'cache-put', id, key, file });
    }).then((path) => path ?? file);
  },
};

/** The storyboard the worker sent: validated by packages/content before it was queued. */
const storyboardOf = (input: ChildRenderInput) => input.storyboard as unknown as Storyboard;

/** The personal shots as stills: the title, each shot with the portrait (its middle), the credits. */
async function stills(input: ChildRenderInput, master: string): Promise<ChildStill[]> {
  const timeline = timelineOf(storyboardOf(input), false, !!input.giftCard);
  const personal = timeline.segments.filter((segment) => segment.kind !== 'shot' || segment.portrait);
  const made: ChildStill[] = [];
  for (const [index, segment] of personal.entries()) {
    // Late enough in the segment for the title's fade and the portrait's entrance to have happened.
    const at = segment.start + segment.seconds * (segment.kind === 'shot' ? 0.6 : 0.75);
    const file = join(input.outDir, `still-${index}.jpg`);
    await runFfmpeg(
      ['-ss', at.toFixed(2), '-i', master, '-frames:v', '1', '-q:v', '3', ...BITEXACT, file],
      'taking a still of a personal shot',
    );
    const label =
      segment.kind === 'gift'
        ? 'Gift card'
        : segment.kind === 'title'
          ? 'Title'
          : segment.kind === 'credits'
            ? 'Credits'
            : `Shot “${segment.id}”`;
    made.push({ label, at: Math.round(at * 100) / 100, file });
  }
  return made;
}

/** The name as the film says it: the parent's recording as WAV, else the voice saying it. */
async function nameAudio(input: ChildRenderInput): Promise<string> {
  const file = join(input.outDir, 'name.wav');
  if (input.nameRecordingFile) {
    await runFfmpeg(
      [
        '-i',
        input.nameRecordingFile,
        '-vn',
        '-ac',
        '1',
        '-ar',
        '22050',
        '-c:a',
        'pcm_s16le',
        ...BITEXACT,
        file,
      ],
      'reading the name recording',
    );
  } else {
    // The film's own voice, saying the parent's spelling of the name when there is one.
    const spoken = await speechFromEnv().speak(
      input.nameSpelling?.trim() || input.childName,
      input.language === 'hindi' ? 'hi' : 'en',
    );
    writeFileSync(file, spoken.wav);
  }
  return file;
}

/** A preview before paying (issue 35): the teaser alone; the studio needs no stills of it. */
async function preview(input: ChildRenderInput) {
  const result = await renderPreview({
    storyboard: storyboardOf(input),
    language: input.language,
    childName: input.childName,
    portrait: readFileSync(input.portraitFile),
    ...(input.nameRecordingFile ? { nameRecording: readFileSync(input.nameRecordingFile) } : {}),
    ...(input.nameSpelling ? { nameSpelling: input.nameSpelling } : {}),
    profile: input.profile === 'test' ? 'test' : 'preview',
    cache,
    outDir: input.outDir,
    onProgress: (fraction, step) => void send({ type: 'progress', fraction: fraction * 0.99, step }),
  });
  await send({
    type: 'done',
    result: { key: result.key, files: result.files, record: { ...result.record } },
    stills: [],
    nameAudio: '',
  });
}

async function render(input: ChildRenderInput) {
  if (input.kind === 'preview') return preview(input);
  const result = await renderFilm({
    storyboard: storyboardOf(input),
    language: input.language,
    childName: input.childName,
    portrait: readFileSync(input.portraitFile),
    ...(input.nameRecordingFile ? { nameRecording: readFileSync(input.nameRecordingFile) } : {}),
    ...(input.nameSpelling ? { nameSpelling: input.nameSpelling } : {}),
    narration: (input.narration ?? []).map(({ file, ...part }) => ({ ...part, audio: readFileSync(file) })),
    // The renderer checks the occasion against the gift occasions it draws words for.
    giftCard: input.giftCard as RenderInput['giftCard'],
    profile: input.profile,
    cache,
    outDir: input.outDir,
    onProgress: (fraction, step) => void send({ type: 'progress', fraction: fraction * 0.95, step }),
  });
  await send({ type: 'progress', fraction: 0.96, step: 'taking the stills' });
  const taken = await stills(input, result.files.master);
  const name = await nameAudio(input);
  await send({
    type: 'done',
    result: { key: result.key, files: result.files, record: { ...result.record } },
    stills: taken,
    nameAudio: name,
  });
}

// The worker went away (stopped, killed): its lease lapses and another worker renders this film
// again, so this one stops rather than render on as an orphan.
process.on('disconnect', () => process.exit(0));

process.on('message', (message: ParentMessage) => {
  if (message.type === 'cache-reply') {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) pending?.reject(new Error(message.error));
    else pending?.resolve(message.path);
    return;
  }
  render(message.input)
    .catch(async (error: unknown) => {
      // An unexpected error's stack goes to stderr, whose tail the worker logs with the failed try
      // (the child's name taken out there): the code's own frames, no data.
      if (!(error instanceof RenderError)) process.stderr.write(`${(error as Error)?.stack ?? error}\n`);
      const failure =
        error instanceof RenderError
          ? { code: error.code, message: error.message }
          : {
              code: 'render-crashed',
              message: `The renderer stopped: ${(error as Error)?.message ?? error}`,
            };
      await send({ type: 'failed', ...failure });
    })
    .finally(() => process.disconnect());
});
