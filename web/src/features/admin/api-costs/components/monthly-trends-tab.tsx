/** Spec §2 API costs, Monthly Trends: calls, words and cost per calendar month (UTC), as a chart and a table. */
import type { ApiCostMonth } from '../../../../../../schema/api/admin-api-costs.ts';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { Chart } from '../../charts/chart.tsx';
import { callsSeries, costSeries } from '../chart-series.ts';
import { formatMonth } from '../format.ts';
import { API_COST_TEXT as T } from '../messages.ts';
import { EmptyState, rowHeaderCell, USAGE_COLUMNS, UsageCells } from './table-cells.tsx';

export function MonthlyTrendsTab({ months }: { months: ApiCostMonth[] }) {
  if (months.length === 0) return <EmptyState>{T.noMonthlyData}</EmptyState>;
  return (
    <div className="space-y-4">
      <Chart
        title="API calls and estimated cost per month"
        categoryLabel="Month"
        categories={months.map((m) => formatMonth(m.month))}
        series={[
          callsSeries(
            months.map((m) => m.calls),
            { kind: 'bar', axis: 'left' },
          ),
          costSeries(
            months.map((m) => m.cost),
            { kind: 'line', axis: 'right' },
          ),
        ]}
      />
      <DataTable columns={[{ label: 'Month' }, ...USAGE_COLUMNS]}>
        {months.map((m) => (
          <tr key={m.month}>
            <th scope="row" className={rowHeaderCell}>
              {formatMonth(m.month)}
            </th>
            <UsageCells {...m} />
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
