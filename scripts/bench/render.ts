import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderRecord } from '@shop/film/render/film';
import type { Section } from './report';
import { repoRoot } from './server';
import { round } from './stats';

// The film renderer (docs/decisions/071) on this machine, each render in a process of its own
// (scripts/bench/render-worker.ts) so its peak memory is its own: a whole film with nothing cached
// (its shared shots drawn and put in a fresh cache), the same story for another child once those shots
// are cached (the order's personal part: title, portrait shots, credits, the sound), and the preview.
// Real-time factor = seconds of work per second of film. Targets: docs/architecture.md#film-pipeline.

const TARGET_UNCACHED_RTF = 1;
/** The personal part of a 4-minute film, scaled to the storyboard's real length. */
const TARGET_PERSONAL_SECONDS_PER_4_MIN = 60;
const TARGET_PREVIEW_SECONDS = 15;
const TARGET_PEAK_MB = 700;

interface WorkerResult {
  wallSeconds: number;
  /** CPU seconds of the render and its ffmpeg runs (portrait drawing included), for a busy machine. */
  cpuSeconds: number;
  peakMb: number;
  record: RenderRecord;
}

function renderInWorker(args: string[]): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/bench/render-worker.ts'), ...args],
      { cwd: repoRoot, maxBuffer: 1 << 24 },
      (error, stdout, stderr) => {
        if (error)
          return reject(new Error(`render failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
        resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as WorkerResult);
      },
    );
  });
}

export async function renderSection(story: number, step: (message: string) => void): Promise<Section> {
  const section: Section = {
    id: 'render',
    title: `Film render: story ${story}, master 1920x1080 24 fps (drawn on twos), 2 cores`,
    metrics: [],
    notes: [],
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
  const cache = path.join(dir, 'cache');
  const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';
  try {
    section.notes?.push(
      `load average at the start: ${load()} (other work on the machine slows every figure)`,
    );
    step('render: a whole film, nothing cached');
    const whole = await renderInWorker([
      'film',
      String(story),
      'english',
      'Aarav',
      cache,
      path.join(dir, 'a'),
    ]);
    const seconds = whole.record.seconds;
    const shared = whole.record.timings['shared shots'] ?? 0;
    step('render: the same story for another child, its shots cached');
    const personal = await renderInWorker([
      'film',
      String(story),
      'hindi',
      'मीरा',
      cache,
      path.join(dir, 'b'),
    ]);
    step('render: a preview (its 720p shots drawn), then another child’s');
    const firstPreview = await renderInWorker([
      'preview',
      String(story),
      'english',
      'Aarav',
      cache,
      path.join(dir, 'c'),
    ]);
    const preview = await renderInWorker([
      'preview',
      String(story),
      'hindi',
      'आरव',
      cache,
      path.join(dir, 'd'),
    ]);
    const peak = Math.max(whole.peakMb, personal.peakMb, firstPreview.peakMb, preview.peakMb);
    section.metrics.push(
      {
        key: 'shared-rtf',
        label: "the story's shared shots, drawn and cached (real-time factor)",
        value: round(shared / seconds, 2),
        unit: 'x',
      },
      {
        key: 'personal-seconds',
        label: `one order's personal part, shots cached (${round(seconds)} s film)`,
        value: round(personal.wallSeconds, 1),
        unit: 's',
        target: { op: '<=', value: round((TARGET_PERSONAL_SECONDS_PER_4_MIN * seconds) / 240, 1) },
      },
      {
        key: 'personal-rtf',
        label: "one order's personal part (real-time factor)",
        value: round(personal.wallSeconds / seconds, 2),
        unit: 'x',
      },
      {
        key: 'uncached-rtf',
        label: 'a whole film, nothing cached (real-time factor)',
        value: round(whole.wallSeconds / seconds, 2),
        unit: 'x',
        target: { op: '<=', value: TARGET_UNCACHED_RTF },
      },
      {
        key: 'preview-seconds',
        label: `a preview, its shots cached (${round(preview.record.seconds)} s)`,
        value: round(preview.wallSeconds, 1),
        unit: 's',
        target: { op: '<=', value: TARGET_PREVIEW_SECONDS },
      },
      {
        key: 'peak-rss',
        label: 'peak RSS of a render process',
        value: round(peak, 1),
        unit: 'MB',
        target: { op: '<=', value: TARGET_PEAK_MB },
      },
    );
    section.notes?.push(
      `steps of the personal part: ${Object.entries(personal.record.timings)
        .map(([name, s]) => `${name} ${s} s`)
        .join(', ')}`,
      `ffmpeg: ${whole.record.ffmpeg}; voice: ${personal.record.voice}; sizes: master ${round((whole.record.sizes.master ?? 0) / 2 ** 20, 1)} MB, WhatsApp ${round((whole.record.sizes.whatsapp ?? 0) / 2 ** 20, 1)} MB`,
      `CPU seconds (the render process and its ffmpeg runs; on an idle machine the wall time is about half of it, 2 cores): whole film ${round(whole.cpuSeconds)} s (${round(whole.cpuSeconds / seconds, 2)} per film second), personal part ${round(personal.cpuSeconds)} s, preview ${round(preview.cpuSeconds, 1)} s`,
      `load average at the end: ${load()}`,
    );
    section.details = { whole, personal, firstPreview, preview };
  } catch (error) {
    section.error = error instanceof Error ? error.message : String(error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return section;
}
