/**
 * A chart of the admin dashboards: a figure with its caption and a legend, the drawing (uPlot on a
 * canvas, loaded on demand), and the same figures as a visually hidden table for screen readers,
 * which cannot read a canvas. The drawing is hidden from assistive technology; the table is not.
 */
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { ChartSeries, ChartSpec } from './chart-spec.ts';

type DrawState = 'loading' | 'ready' | 'failed';

function Swatch({ series }: { series: ChartSeries }) {
  const shape = series.kind === 'bar' ? 'h-3 w-3' : 'h-0.5 w-4';
  return <span aria-hidden="true" className={`inline-block ${shape}`} style={{ backgroundColor: series.color }} />;
}

export function Chart({
  title,
  categoryLabel,
  categories,
  series,
  height = 240,
}: { title: string; categoryLabel: string } & Omit<ChartSpec, 'height'> & { height?: number }) {
  const captionId = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<DrawState>('loading');
  // Redraw only when the figures change, not on every poll that returns the same ones.
  const figures = JSON.stringify([categories, series.map((s) => s.values)]);
  // The drawing reads the newest figures and height, but only a change of figures redraws.
  const currentSpec = useEffectEvent((): ChartSpec => ({ categories, series, height }));

  useEffect(() => {
    let disposed = false;
    let remove: (() => void) | undefined;
    import('./draw-chart.ts')
      .then(({ drawChart }) => {
        if (disposed || !canvasRef.current) return;
        remove = drawChart(canvasRef.current, currentSpec());
        setState('ready');
      })
      .catch((err: unknown) => {
        console.error('chart failed to draw', err);
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [figures]);

  return (
    <figure aria-labelledby={captionId} className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-900">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <Swatch series={s} />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={canvasRef} aria-hidden="true" data-chart-state={state} className="mt-2 w-full overflow-hidden" style={{ minHeight: height }} />
      {state === 'failed' && <p className="text-sm text-slate-600">The chart could not be drawn; its figures are listed in the table of this page.</p>}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((c, i) => (
            <tr key={`${c}-${i}`}>
              <th scope="row">{c}</th>
              {series.map((s) => (
                <td key={s.label}>{s.format(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
