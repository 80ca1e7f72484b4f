/** The two measures the API cost charts plot, each always in the same colour and with its own axis format. */
import { formatNumber, formatCostAed } from '../../../lib/format.ts';
import type { ApiCostData } from '../../../../../schema/api/admin-api-costs.ts';
import { CHART_COLORS, type ChartSeries } from '../charts/chart-spec.ts';

type Placement = Pick<ChartSeries, 'kind' | 'axis'>;

export function callsSeries(values: number[], placement: Placement): ChartSeries {
  return {
    label: 'API calls',
    values,
    ...placement,
    color: CHART_COLORS.primary,
    format: formatNumber,
    axisFormat: (n) => (Number.isInteger(n) ? formatNumber(n) : ''),
  };
}

export function costSeries(values: number[], placement: Placement): ChartSeries {
  // Axis ticks of small costs need more than the 2 decimals the page shows.
  const axisFormat = (n: number) => (n === 0 ? '0' : n < 0.01 ? n.toPrecision(2) : n.toFixed(2));
  return { label: 'Estimated cost (AED)', values, ...placement, color: CHART_COLORS.secondary, format: formatCostAed, axisFormat };
}

/**
 * The figures by user: bars side by side, each on its own axis. Users are categories, not a sequence: a line
 * between them would draw a trend that does not exist (a line is for figures over time, monthly-trends-tab.tsx).
 */
export function userSeries(users: ApiCostData['userBreakdown']): ChartSeries[] {
  return [
    costSeries(
      users.map((u) => u.estimatedCost),
      { kind: 'bar', axis: 'left' },
    ),
    callsSeries(
      users.map((u) => u.apiCalls),
      { kind: 'bar', axis: 'right' },
    ),
  ];
}
