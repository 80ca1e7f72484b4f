/**
 * Draws a chart with uPlot (canvas, no dependencies, ~22 KB gzip with its stylesheet). Only ever
 * loaded through a dynamic import from chart.tsx, so the library stays out of every bundle but the
 * admin pages' on-demand chunks.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_COLORS, type ChartSeries, type ChartSpec } from './chart-spec.ts';

const FONT = '12px system-ui, sans-serif';
/** Category names longer than this are shortened on the axis (the data table has them whole). */
const LABEL_CHARS = 14;

const shortLabel = (s: string) => (s.length > LABEL_CHARS ? `${s.slice(0, LABEL_CHARS - 1)}…` : s);

/** From zero to a little above the largest value; 0 to 1 when everything is 0. */
const fromZero: uPlot.Range.Function = (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1];

function valueAxis(series: ChartSeries, side: 1 | 3): uPlot.Axis {
  return {
    scale: series.axis,
    side,
    stroke: CHART_COLORS.axis,
    font: FONT,
    size: 64,
    grid: side === 3 ? { stroke: CHART_COLORS.grid, width: 1 } : { show: false },
    values: (_u, splits) => splits.map((v) => (series.axisFormat ?? series.format)(v)),
  };
}

/**
 * A bar series' shape: alone, centred on its category; two bar series (a figure by user, say) stand side by side,
 * the first left of the category's tick and the second right of it.
 */
function barPaths(series: readonly ChartSpec['series'][number][], index: number): uPlot.Series.PathBuilder {
  const bars = series.filter((s) => s.kind === 'bar');
  if (bars.length < 2) return uPlot.paths.bars!({ size: [0.6, 56] });
  return uPlot.paths.bars!({ size: [0.3, 28], align: bars.indexOf(series[index]!) === 0 ? -1 : 1 });
}

/** Renders into `el` and returns what removes it again. */
export function drawChart(el: HTMLElement, spec: ChartSpec): () => void {
  const xs = spec.categories.map((_, i) => i);
  const left = spec.series.find((s) => s.axis === 'left');
  const right = spec.series.find((s) => s.axis === 'right');
  const options: uPlot.Options = {
    width: Math.max(el.clientWidth, 280),
    height: spec.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      // Categories at 0, 1, 2…, with half a step of room either side for the bars.
      x: { time: false, range: [-0.5, Math.max(xs.length - 0.5, 0.5)] },
      left: { range: fromZero },
      right: { range: fromZero },
    },
    axes: [
      {
        stroke: CHART_COLORS.axis,
        font: FONT,
        grid: { show: false },
        splits: () => xs,
        values: (_u, splits) => splits.map((i) => shortLabel(spec.categories[i] ?? '')),
      },
      ...(left ? [valueAxis(left, 3)] : []),
      ...(right ? [valueAxis(right, 1)] : []),
    ],
    series: [
      {},
      ...spec.series.map((s, i): uPlot.Series => ({
        label: s.label,
        scale: s.axis,
        stroke: s.color,
        width: 2,
        ...(s.kind === 'bar'
          ? { fill: s.color, paths: barPaths(spec.series, i), points: { show: false } }
          : { points: { show: true, size: 8, fill: s.color, stroke: s.color } }),
      })),
    ],
  };
  const plot = new uPlot(options, [xs, ...spec.series.map((s) => s.values)], el);
  const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 280), height: spec.height }));
  resize.observe(el);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}
