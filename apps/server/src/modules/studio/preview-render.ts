import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Storyboard } from '@shop/content/storyboards/schema';
import type { SegmentCache } from '@shop/film/render/cache';
import type { StoryboardData } from '@shop/film/render/child-protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { PreviewsService } from '../previews/index.ts';
import type { RenderFailure, RenderRunner } from './render-worker.service.ts';

// A preview before paying (issue 35, docs/decisions/099), rendered by a film worker: the preview's
// inputs from the previews module, the teaser rendered in the same child process as a film (so the
// worker's heartbeat keeps its lease), its files handed back to the previews module. No retries: a
// failed preview says so to the parent at once, who can still order; a worker that dies mid-render
// loses the lease and the job is taken again like a film's.

const PROGRESS_WRITE_MS = 500;

export interface PreviewRenderDependencies {
  previews: Pick<PreviewsService, 'begin' | 'progress' | 'publish' | 'fail'>;
  runner: RenderRunner;
  cache: SegmentCache;
  workDir: string;
  storyboardOf: (story: number) => Storyboard | undefined;
  log: FastifyBaseLogger;
}

export function createPreviewRenderer({
  previews,
  runner,
  cache,
  workDir,
  storyboardOf,
  log,
}: PreviewRenderDependencies) {
  return {
    async run(previewId: string) {
      const inputs = await previews.begin(previewId).catch(async (error: unknown) => {
        // The photo went (swept, deleted) before its turn: nothing to render it from.
        log.warn({ previewId, reason: (error as Error)?.name }, 'preview inputs unreadable');
        await previews.fail(previewId, 'portrait-unreadable');
        return null;
      });
      if (!inputs) return;
      const storyboard = storyboardOf(inputs.story);
      if (!storyboard) return previews.fail(previewId, 'story-pending');
      const dir = mkdtempSync(join(workDir, 'preview-'));
      const started = Date.now();
      try {
        const portraitFile = join(dir, 'portrait.jpg');
        writeFileSync(portraitFile, inputs.portrait);
        const nameRecordingFile = inputs.nameRecording ? join(dir, 'name-recording') : null;
        if (nameRecordingFile) writeFileSync(nameRecordingFile, inputs.nameRecording!);
        const outDir = join(dir, 'out');
        mkdirSync(outDir);
        let lastWrite = 0;
        const done = await runner(
          {
            storyboard: storyboard as unknown as StoryboardData,
            language: inputs.language,
            childName: inputs.childName,
            portraitFile,
            nameRecordingFile,
            nameSpelling: inputs.nameSpelling,
            profile: inputs.profile,
            outDir,
            kind: 'preview',
          },
          cache,
          (fraction) => {
            if (Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
            lastWrite = Date.now();
            previews.progress(previewId, fraction).catch(() => {});
          },
        );
        await previews.publish(previewId, {
          master: done.result.files.master,
          poster: done.result.files.poster,
          seconds: done.result.record.seconds,
        });
        log.info({ previewId, ms: Date.now() - started }, 'preview rendered');
      } catch (error) {
        const code = (error as RenderFailure)?.code ?? 'render-crashed';
        log.warn({ previewId, code }, 'preview render failed');
        await previews.fail(previewId, code);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
