/**
 * /admin/monitoring (spec §2 "Admin monitoring"): tabs Overview, Errors, Performance and Users over
 * GET /api/admin/monitoring (polled every 30 s) and GET /api/admin/system-stats (every 60 s), with a
 * Refresh button. A 401/403 from the API shows the 'Access Denied' card.
 */
import { useState } from 'react';
import { Alert } from '../components/ui/form-fields.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs } from '../components/ui/tabs.tsx';
import { AdminAccessCard, isAccessRefused } from '../features/admin/components/admin-access-card.tsx';
import { AdminPageHeader } from '../features/admin/components/admin-page-header.tsx';
import { useMonitoring, useSystemStats } from '../features/admin/monitoring/api.ts';
import { ErrorsTab } from '../features/admin/monitoring/components/errors-tab.tsx';
import { OverviewTab } from '../features/admin/monitoring/components/overview-tab.tsx';
import { PerformanceTab } from '../features/admin/monitoring/components/performance-tab.tsx';
import { UsersTab } from '../features/admin/monitoring/components/users-tab.tsx';
import { MONITORING_TEXT as T } from '../features/admin/monitoring/messages.ts';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { Button } from '../components/ui/button.tsx';

type TabKey = 'overview' | 'errors' | 'performance' | 'users';

export function AdminMonitoringPage() {
  useDocumentTitle(T.title);
  const monitoring = useMonitoring();
  const stats = useSystemStats();
  const [tab, setTab] = useState<TabKey>('overview');

  if (isAccessRefused(monitoring.error) || isAccessRefused(stats.error)) return <AdminAccessCard />;

  const refreshing = monitoring.isValidating || stats.isValidating;
  const refresh = () => void Promise.all([monitoring.mutate(), stats.mutate()]);
  const nothingYet = !monitoring.data && !stats.data;
  const failed = Boolean(monitoring.error || stats.error);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <AdminPageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button onClick={refresh} disabled={refreshing} variant="secondary" className="disabled:cursor-wait">
            {refreshing ? T.refreshing : T.refresh}
          </Button>
        }
      />
      {failed && <Alert kind="error">{T.loadFailed}</Alert>}
      {nothingYet && !failed ? (
        <Spinner label="Loading monitoring data…" />
      ) : (
        <Tabs<TabKey>
          label="Monitoring sections"
          selected={tab}
          onSelect={setTab}
          items={[
            { key: 'overview', label: 'Overview', panel: <OverviewTab monitoring={monitoring.data} stats={stats.data} /> },
            { key: 'errors', label: 'Errors', panel: monitoring.data ? <ErrorsTab errors={monitoring.data.errors} /> : null },
            { key: 'performance', label: 'Performance', panel: <PerformanceTab monitoring={monitoring.data} stats={stats.data} /> },
            { key: 'users', label: 'Users', panel: <UsersTab stats={stats.data} /> },
          ]}
        />
      )}
    </div>
  );
}
