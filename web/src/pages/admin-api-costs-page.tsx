/**
 * /admin/api-costs (spec §2 "Admin API costs"): cards with the totals and a cost-by-user chart, and
 * tabs User Breakdown, Recent API Calls and Monthly Trends, from GET /api/admin/api-costs polled
 * every 60 s. A 401/403 from the API shows the 'Admin access required…' card.
 */
import { useState } from 'react';
import { Alert } from '../components/ui/form-fields.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs } from '../components/ui/tabs.tsx';
import { useApiCosts } from '../features/admin/api-costs/api.ts';
import { CostCards } from '../features/admin/api-costs/components/cost-cards.tsx';
import { MonthlyTrendsTab } from '../features/admin/api-costs/components/monthly-trends-tab.tsx';
import { RecentCallsTab } from '../features/admin/api-costs/components/recent-calls-tab.tsx';
import { UserBreakdownTab } from '../features/admin/api-costs/components/user-breakdown-tab.tsx';
import { API_COST_TEXT as T } from '../features/admin/api-costs/messages.ts';
import { ADMIN_ACCESS_TEXT, AdminAccessCard, isAccessRefused } from '../features/admin/components/admin-access-card.tsx';
import { AdminPageHeader } from '../features/admin/components/admin-page-header.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

type TabKey = 'users' | 'recent' | 'monthly';

export function AdminApiCostsPage() {
  useDocumentTitle(T.title);
  const costs = useApiCosts();
  const [tab, setTab] = useState<TabKey>('users');

  if (isAccessRefused(costs.error)) return <AdminAccessCard title={ADMIN_ACCESS_TEXT.adminRequired} />;
  const data = costs.data;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <AdminPageHeader title={T.title} subtitle={T.subtitle} />
      {costs.error && <Alert kind="error">{T.loadFailed}</Alert>}
      {data ? (
        <>
          <CostCards data={data} />
          <Tabs<TabKey>
            label="API cost sections"
            selected={tab}
            onSelect={setTab}
            items={[
              { key: 'users', label: 'User Breakdown', panel: <UserBreakdownTab users={data.userBreakdown} /> },
              { key: 'recent', label: 'Recent API Calls', panel: <RecentCallsTab calls={data.recentCalls} /> },
              { key: 'monthly', label: 'Monthly Trends', panel: <MonthlyTrendsTab months={data.monthlyStats} /> },
            ]}
          />
        </>
      ) : (
        !costs.error && <Spinner label="Loading API cost data…" />
      )}
    </div>
  );
}
