import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import type { FunnelDashboard } from '@shop/contracts/funnel';

// The funnel panel's charts (docs/decisions/111), drawn by uPlot on canvas: this module and uPlot are
// one chunk, imported only by the admin's funnel panel. uPlot's stylesheet is not imported (the build
// allows no CSS file); the few rules its layout needs are set on its elements below.

const COLORS = {
  marigold: '#f5a300',
  saffron: '#b54708',
  lotus: '#a6255a',
  peacock: '#0b5e63',
  night: '#1a1446',
  grid: '#f0e2c4',
} as const;

interface Line {
  label: string;
  color: string;
  values: number[];
  /** Bars instead of a line. */
  bars?: boolean;
  /** The right-hand axis (its own scale). */
  right?: boolean;
}

const AXIS_FONT = '12px Nunito, system-ui, sans-serif';

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** uPlot's layout rules, which its stylesheet would have set. */
function placeParts(root: HTMLElement) {
  root.style.position = 'relative';
  root.querySelectorAll<HTMLElement>('.u-wrap').forEach((el) => (el.style.position = 'relative'));
  root.querySelectorAll<HTMLElement>('.u-under, .u-over').forEach((el) => (el.style.position = 'absolute'));
  // The canvas holds width × devicePixelRatio pixels; shown at the box's size.
  root.querySelectorAll<HTMLElement>('canvas').forEach((el) => {
    el.style.display = 'block';
    el.style.width = '100%';
    el.style.height = '100%';
  });
}

function Chart({
  title,
  days,
  lines,
  leftUnit,
  rightUnit,
}: {
  title: string;
  days: string[];
  lines: Line[];
  leftUnit?: string;
  rightUnit?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const bars = uPlot.paths.bars!({ size: [0.6, 24] });
    const axis = (side: 1 | 3, scale: string, unit?: string) => ({
      side,
      scale,
      stroke: COLORS.night,
      font: AXIS_FONT,
      grid: { show: side === 3, stroke: COLORS.grid, width: 1 },
      ticks: { show: false },
      size: 56,
      values: (_: uPlot, ticks: number[]) =>
        ticks.map(
          (tick) => `${unit ?? ''}${tick >= 1000 ? `${(tick / 1000).toFixed(tick % 1000 ? 1 : 0)}k` : tick}`,
        ),
    });
    const options: Options = {
      width: target.clientWidth,
      height: 220,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: true },
        left: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
        right: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
      },
      axes: [
        { stroke: COLORS.night, font: AXIS_FONT, grid: { show: false }, ticks: { show: false } },
        axis(3, 'left', leftUnit),
        ...(lines.some((line) => line.right) ? [axis(1, 'right', rightUnit)] : []),
      ],
      series: [
        {},
        ...lines.map((line) => ({
          label: line.label,
          scale: line.right ? 'right' : 'left',
          stroke: line.color,
          ...(line.bars
            ? { paths: bars, fill: `${line.color}cc`, width: 0 }
            : { width: 2.5, points: { show: days.length <= 31, size: 6 } }),
        })),
      ],
    };
    const data: AlignedData = [days.map(seconds), ...lines.map((line) => line.values)];
    const chart = new uPlot(options, data, target);
    placeParts(chart.root);
    const resize = new ResizeObserver(() => chart.setSize({ width: target.clientWidth, height: 220 }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, lines, leftUnit, rightUnit]);

  const summary = lines
    .map(
      (line) =>
        `${line.label}: ${line.values.reduce((sum, value) => sum + value, 0).toLocaleString('en-IN')} in total`,
    )
    .join('; ');
  return (
    <figure className="min-w-0 rounded-2xl bg-cream/60 p-4 ring-1 ring-marigold-300/60">
      <figcaption className="font-bold text-night-900">{title}</figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink/85">
        {lines.map((line) => (
          <li key={line.label} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: line.color }}
            />
            {line.label}
          </li>
        ))}
      </ul>
      <div ref={box} role="img" aria-label={`${title}. ${summary}.`} className="mt-3 w-full" />
    </figure>
  );
}

export default function FunnelCharts({ data }: { data: FunnelDashboard }) {
  const days = data.days.map((day) => day.day);
  const step = (name: keyof FunnelDashboard['days'][number]['steps']) =>
    data.days.map((day) => day.steps[name]);
  const revenue = (currency: string) => data.sales.map((day) => (day.revenue_minor[currency] ?? 0) / 100);
  const onTimeRate = data.studio.map((day) =>
    day.delivered > 0 ? Math.round((day.on_time / day.delivered) * 100) : 0,
  );
  return (
    <div className="mt-6 grid gap-5 lg:grid-cols-2">
      <Chart
        title="Visits to orders, per day"
        days={days}
        lines={[
          { label: 'Landing views', color: COLORS.marigold, values: step('landing_view') },
          { label: 'Order form started', color: COLORS.lotus, values: step('order_started') },
          { label: 'Paid', color: COLORS.peacock, values: step('paid') },
        ]}
      />
      <Chart
        title="Orders and revenue per day"
        days={days}
        leftUnit=""
        rightUnit="₹"
        lines={[
          {
            label: 'Paid orders',
            color: COLORS.marigold,
            values: data.sales.map((day) => day.orders),
            bars: true,
          },
          { label: 'Revenue in ₹', color: COLORS.peacock, values: revenue('INR'), right: true },
          { label: 'Revenue in $ (left)', color: COLORS.lotus, values: revenue('USD') },
        ]}
      />
      <Chart
        title="Studio throughput and on-time rate"
        days={days}
        rightUnit=""
        lines={[
          {
            label: 'Films delivered',
            color: COLORS.night,
            values: data.studio.map((day) => day.delivered),
            bars: true,
          },
          { label: 'Delivered on time, %', color: COLORS.saffron, values: onTimeRate, right: true },
        ]}
      />
      <Chart
        title="Photos, previews and payments, per day"
        days={days}
        lines={[
          { label: 'Photo accepted', color: COLORS.marigold, values: step('photo_accepted') },
          { label: 'Preview played', color: COLORS.lotus, values: step('preview_played') },
          { label: 'Payment started', color: COLORS.peacock, values: step('payment_started') },
        ]}
      />
    </div>
  );
}
