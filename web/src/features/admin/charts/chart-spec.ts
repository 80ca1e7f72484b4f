/**
 * What a chart of the admin dashboards shows: categories along the bottom (months, users) and one or
 * two series of figures. Shared by the React wrapper (chart.tsx) and the renderer that loads uPlot
 * on demand (draw-chart.ts); plain data, so the wrapper does not pull the library in.
 */
export interface ChartSeries {
  label: string;
  values: number[];
  /** Bars are drawn from zero; a line gets a point on each category, so the two differ in shape as well as colour. */
  kind: 'bar' | 'line';
  /** Which vertical axis the series is read against: two series of different units take one side each. */
  axis: 'left' | 'right';
  color: string;
  /** The figure as people read it (the data table, and the axis unless axisFormat is given). */
  format: (n: number) => string;
  /** Axis ticks, which may fall between the figures people read (0.005 AED, half a call). */
  axisFormat?: (n: number) => string;
}

export interface ChartSpec {
  categories: string[];
  series: ChartSeries[];
  height: number;
}

/**
 * Colours that read on white: blue-800 (8.7:1) and orange-700 (5.2:1), well above the 3:1 that
 * WCAG 1.4.11 asks of graphics, and a pair that stays apart under the common colour-vision deficiencies.
 */
export const CHART_COLORS = { primary: '#1e40af', secondary: '#c2410c', axis: '#334155', grid: '#e2e8f0' } as const;
