/** Spec §2 API costs, cards: calls, input words, output words and the estimated cost (2 decimals), with the cost by user as a chart. */
import type { ApiCostData } from '../../../../../../schema/api/admin-api-costs.ts';
import { StatTiles } from '../../../../components/ui/stat-tile.tsx';
import { formatNumber, formatCostAed } from '../../../../lib/format.ts';
import { Chart } from '../../charts/chart.tsx';
import { userSeries } from '../chart-series.ts';
import { API_COST_TEXT as T } from '../messages.ts';

/** How many users the chart shows; the User Breakdown tab lists them all. */
const CHART_USERS = 10;

export function CostCards({ data }: { data: ApiCostData }) {
  const top = data.userBreakdown.slice(0, CHART_USERS);
  const p = data.pricing;
  return (
    <section aria-label="Totals" className="space-y-4">
      <StatTiles
        tiles={[
          { label: 'Total API Calls', value: formatNumber(data.totalApiCalls) },
          { label: 'Input Words', value: formatNumber(data.totalInputWords) },
          { label: 'Output Words', value: formatNumber(data.totalOutputWords) },
          { label: 'Estimated Cost', value: formatCostAed(data.estimatedCost) },
        ]}
      />
      <p className="text-sm text-slate-600">
        Estimated from each call's tokens at AED {p.inputAedPerMillionTokens} per million input tokens and AED {p.outputAedPerMillionTokens} per million output
        tokens; answers of the extractive analyst ({p.freeModels.join(', ')}) call no language model and cost nothing.
      </p>
      {top.length > 0 && (
        <Chart
          title={`Estimated cost and calls by user (top ${top.length})`}
          categoryLabel="User"
          categories={top.map((u) => u.userName ?? T.deletedUser)}
          series={userSeries(top)}
        />
      )}
    </section>
  );
}
