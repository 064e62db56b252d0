import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, requireChromium } from '../browser/chromium';
import { onCleanup } from './cleanup';
import { print, type Metric, type Section } from './report';
import { median, round } from './stats';

// Lighthouse 12 with its default config: mobile form factor, simulated throttling (slow 4G, 4x CPU).
// Each run gets a fresh Chromium; the reported figure is the median of the runs, metric by metric.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

// Performance: 100 on the landing pages (English and Hindi), 98 elsewhere (issue 15 item 5, issue 16).
export const TARGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

// Lighthouse 12 with this Chromium sometimes records a trace without the main frame's navigationStart
// (1 run in 12 to 1 in 3 in a bench here, on any page): a failure of the recording, not of the page, so that run is
// recorded again, at most twice, and the note says so. Any other failure counts as a failed run.
const TRACE_RECORDING_FAILURES = /^(NO_NAVSTART|NO_TRACING_STARTED):/;
const MAX_RERECORDINGS = 2;

interface RunFigures {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  /** Lighthouse's measure of the host's CPU, taken at the start of the run (higher is faster). */
  benchmarkIndex: number | null;
  /** Audits of the scored categories (other than performance) that lost points. */
  lostPoints: string[];
  /** Performance opportunities worth > 100 ms: audit id → estimated saving (ms). */
  opportunities: Record<string, number>;
  /** What the page logged as errors (the errors-in-console audit), shortened. */
  consoleErrors: string[];
  warnings: string[];
}

async function runOnce(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const done = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return figures(lhr);
  } finally {
    chrome.kill();
    done();
  }
}

function figures(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const score = lhr.categories[c]?.score;
      return [c, typeof score === 'number' ? round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;

  const lostPoints: string[] = [];
  for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        lostPoints.push(`${c}: ${ref.id}`);
    }
  }
  const opportunities = Object.fromEntries(
    Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 100 && (a.score ?? 1) < 0.9)
      .map((a) => [a.id, a.numericValue ?? 0]),
  );
  const consoleDetails = lhr.audits['errors-in-console']?.details;
  const consoleErrors =
    consoleDetails?.type === 'table'
      ? consoleDetails.items
          .map((item) => {
            const where = (item.sourceLocation as { url?: string } | undefined)?.url;
            return `${String(item.description ?? '').slice(0, 160)}${where ? ` (${where})` : ''}`;
          })
          .filter(Boolean)
      : [];

  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    lostPoints,
    opportunities,
    consoleErrors,
    warnings: lhr.runWarnings,
  };
}

export async function lighthouseSection(
  origin: string,
  pathname: string,
  runs: number,
  performanceTarget = TARGETS.performance,
): Promise<Section> {
  const url = new URL(pathname, origin).href;
  const section: Section = {
    id: `lighthouse:${pathname}`,
    title: `Lighthouse mobile ${pathname} (median of ${runs})`,
    metrics: [],
  };
  const results: RunFigures[] = [];
  const errors: string[] = [];
  const rerecorded: string[] = [];
  for (let i = 0; i < runs; i++) {
    for (let attempt = 1; ; attempt++) {
      const started = Date.now();
      try {
        results.push(await runOnce(url));
        print(
          `   lighthouse ${pathname} run ${i + 1}/${runs}: ${Math.round((Date.now() - started) / 1000)} s`,
        );
        break;
      } catch (error) {
        const message = (error as Error).message;
        const again = attempt <= MAX_RERECORDINGS && TRACE_RECORDING_FAILURES.test(message);
        print(
          `   lighthouse ${pathname} run ${i + 1}/${runs} failed${again ? ', recording it again' : ''}: ${message}`,
        );
        if (again) {
          rerecorded.push(message.split(':')[0]!);
          continue;
        }
        errors.push(message);
        break;
      }
    }
  }
  if (errors.length) section.error = `${errors.length}/${runs} runs failed: ${errors[0]}`;

  const med = (pick: (r: RunFigures) => number | null) => median(results.map(pick));
  const score = (c: Category, label: string): Metric => ({
    key: c,
    label,
    value: med((r) => r.scores[c]),
    unit: 'score',
    target: { op: '>=', value: c === 'performance' ? performanceTarget : TARGETS[c] },
  });
  const rounded = (v: number | null, digits = 0) => (v === null ? null : round(v, digits));
  section.metrics = [
    score('performance', 'performance'),
    score('accessibility', 'accessibility'),
    score('best-practices', 'best practices'),
    score('seo', 'SEO'),
    { key: 'lcp', label: 'LCP', value: rounded(med((r) => r.lcpMs)), unit: 'ms' },
    // As Lighthouse shows it (three decimals): "CLS 0" is 0.000.
    {
      key: 'cls',
      label: 'CLS',
      value: rounded(
        med((r) => r.cls),
        3,
      ),
      unit: '',
      target: { op: '<=', value: 0 },
    },
    { key: 'tbt', label: 'TBT', value: rounded(med((r) => r.tbtMs)), unit: 'ms' },
    { key: 'fcp', label: 'FCP', value: rounded(med((r) => r.fcpMs)), unit: 'ms' },
    // Lighthouse slows the host's CPU 4x whatever the host, so TBT (and with it the score) follows the
    // machine: its docs (throttling.md) say 4x takes a high-end desktop (BenchmarkIndex 1,500-2,000) to
    // the mid-tier phone it emulates; a slower host emulates a slower phone. Printed so that runs on
    // different machines (or one shared machine at different moments) can be compared.
    {
      key: 'benchmarkIndex',
      label: 'host CPU (BenchmarkIndex)',
      value: rounded(med((r) => r.benchmarkIndex)),
      unit: '',
    },
  ];
  const lost = [...new Set(results.flatMap((r) => r.lostPoints))];
  const opportunityIds = [...new Set(results.flatMap((r) => Object.keys(r.opportunities)))];
  const opportunities = opportunityIds
    .map((id) => ({ id, ms: median(results.map((r) => r.opportunities[id] ?? 0)) ?? 0 }))
    .filter((o) => o.ms > 100)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((o) => `${o.id} (~${round(o.ms)} ms)`);
  const consoleErrors = [...new Set(results.flatMap((r) => r.consoleErrors))].slice(0, 3);
  const warnings = [...new Set(results.flatMap((r) => r.warnings))];
  const indexes = results.flatMap((r) => (r.benchmarkIndex === null ? [] : [round(r.benchmarkIndex)]));
  section.notes = [
    ...(indexes.length > 1 ? [`host CPU per run: ${indexes.join(', ')}`] : []),
    ...(rerecorded.length
      ? [`runs recorded again after Chromium lost the trace: ${rerecorded.join(', ')}`]
      : []),
    ...(lost.length ? [`lost points: ${lost.join(', ')}`] : []),
    ...(opportunities.length ? [`opportunities: ${opportunities.join(', ')}`] : []),
    ...consoleErrors.map((e) => `console error: ${e}`),
    ...warnings.map((w) => `warning: ${w}`),
  ];
  section.details = {
    url,
    runs: results.map(({ lostPoints: _lost, warnings: _warnings, ...r }) => r),
    errors,
    rerecorded,
  };
  return section;
}
