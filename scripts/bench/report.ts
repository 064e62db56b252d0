import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The bench's one result format. Every measurement module returns Sections; a Metric may carry a target
// and gets PASS/MISS. Later measurements (API throughput vs a bare Fastify baseline, upload memory) add
// sections the same way. The bench measures, it doesn't gate: a MISS never fails the process.

/** The bench's output goes to stdout (no console.log in this repo). */
export const print = (text: string) => void process.stdout.write(`${text}\n`);

export type Unit = '' | 'score' | 'ms' | 's' | 'kB' | 'B' | 'req/s' | 'MB' | 'MB/s' | '%' | 'x';

export interface Target {
  op: '>=' | '<=';
  value: number;
}

export interface Metric {
  key: string;
  label: string;
  /** null when the measurement failed (see Section.error / notes). */
  value: number | null;
  unit: Unit;
  target?: Target;
}

export interface Section {
  id: string;
  title: string;
  metrics: Metric[];
  /** One-line remarks printed under the table (e.g. the audits that lost points). */
  notes?: string[];
  /** Set when the measurement itself broke; the bench then exits non-zero after writing the results. */
  error?: string;
  /** Raw data kept in the JSON only (per-run values, per-file sizes...). */
  details?: unknown;
}

export interface BenchReport {
  startedAt: string;
  durationMs: number;
  commit: string;
  environment: Record<string, string | number>;
  sections: Section[];
}

export type Verdict = 'PASS' | 'MISS' | 'n/a' | '';

export function verdict(metric: Metric): Verdict {
  if (!metric.target) return '';
  if (metric.value === null) return 'n/a';
  const { op, value } = metric.target;
  return (op === '>=' ? metric.value >= value : metric.value <= value) ? 'PASS' : 'MISS';
}

const fmt = (value: number | null, unit: Unit) => {
  if (value === null) return '—';
  const digits =
    unit === ''
      ? Number.isInteger(value)
        ? 0
        : 3
      : unit === 'kB' || unit === 'MB' || unit === 'MB/s' || unit === 's'
        ? 1
        : unit === 'x'
          ? 2
          : 0;
  const n = value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  return unit && unit !== 'score' ? `${n} ${unit}` : n;
};

export function formatSection(section: Section): string {
  const lines = [`\n== ${section.title}`];
  if (section.error) lines.push(`   ERROR: ${section.error}`);
  const width = Math.max(10, ...section.metrics.map((m) => m.label.length));
  for (const m of section.metrics) {
    const target = m.target ? `${m.target.op} ${fmt(m.target.value, m.unit)}` : '';
    lines.push(
      `   ${m.label.padEnd(width)}  ${fmt(m.value, m.unit).padStart(12)}  ${target.padEnd(12)}  ${verdict(m)}`,
    );
  }
  for (const note of section.notes ?? []) lines.push(`   · ${note}`);
  return lines.join('\n');
}

export function formatSummary(sections: Section[]): string {
  const judged = sections.flatMap((s) => s.metrics.map((m) => ({ s, m, v: verdict(m) }))).filter((x) => x.v);
  const count = (v: Verdict) => judged.filter((x) => x.v === v).length;
  const lines = [`\n== Targets: ${count('PASS')} PASS, ${count('MISS')} MISS, ${count('n/a')} not measured`];
  for (const { s, m, v } of judged)
    if (v !== 'PASS')
      lines.push(
        `   ${v.padEnd(4)}  ${s.title} — ${m.label}: ${fmt(m.value, m.unit)} (target ${m.target!.op} ${fmt(m.target!.value, m.unit)})`,
      );
  const broken = sections.filter((s) => s.error);
  for (const s of broken) lines.push(`   ERROR ${s.title}: ${s.error}`);
  return lines.join('\n');
}

export function writeReport(report: BenchReport, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
