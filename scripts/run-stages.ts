import { spawnSync } from 'node:child_process';

// `npm test`: runs the given npm scripts one after the other, stops at the first that fails, and prints
// how long each took, so a slow stage is seen on every run (locally and in CI), not guessed at.

const stages = process.argv.slice(2);
if (stages.length === 0) {
  console.error('Usage: run-stages.ts <npm script>...');
  process.exit(2);
}

const timings: Array<{ stage: string; seconds: number; ok: boolean }> = [];
for (const stage of stages) {
  console.warn(`\n==> ${stage}`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const ok = result.status === 0;
  timings.push({ stage, seconds, ok });
  console.warn(`<== ${stage}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (!ok) break;
}

const total = timings.reduce((sum, t) => sum + t.seconds, 0);
console.warn('\nStage durations:');
for (const t of timings) {
  console.warn(`  ${t.stage.padEnd(12)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.ok ? 'ok' : 'FAILED'}`);
}
for (const skipped of stages.slice(timings.length))
  console.warn(`  ${skipped.padEnd(12)}       -    not run`);
console.warn(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s`);
process.exit(timings.every((t) => t.ok) && timings.length === stages.length ? 0 : 1);
