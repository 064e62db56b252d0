import type { Section } from './report';
import { startServer, type RunningServer } from './server';
import { round } from './stats';
import { statusField } from './upload-memory';

// Issue 15 item 4 (docs/decisions/044): the embedded default (PGlite, no DATABASE_URL) started the
// way `npm run serve` does on a NEW data directory (so initdb runs, as on a first start), left idle,
// then its resident memory read from /proc/<pid>/status. Target ≤ 400 MB. The peak (VmHWM) is
// reported too: it shows the start-up cost that the idle figure no longer carries.

const MB = 1024 * 1024;
const TARGET_IDLE_MB = 400;

export async function idleMemorySection(idleSeconds: number): Promise<Section> {
  const section: Section = {
    id: 'idle-memory',
    title: `Idle memory: embedded default on a new data directory, ${idleSeconds} s after ready`,
    metrics: [],
  };
  let server: RunningServer | undefined;
  try {
    const started = performance.now();
    server = await startServer();
    const readyMs = Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const pid = server.pid;
    section.metrics.push(
      {
        key: 'rss-idle',
        label: 'RSS idle',
        value: round(statusField(pid, 'VmRSS') / MB, 1),
        unit: 'MB',
        target: { op: '<=', value: TARGET_IDLE_MB },
      },
      {
        key: 'rss-peak',
        label: 'RSS peak since start',
        value: round(statusField(pid, 'VmHWM') / MB, 1),
        unit: 'MB',
      },
      {
        key: 'ready',
        label: 'start to ready (incl. initdb)',
        value: readyMs,
        unit: 'ms',
      },
    );
  } catch (error) {
    section.error = error instanceof Error ? error.message : String(error);
  } finally {
    await server?.stop();
  }
  return section;
}
