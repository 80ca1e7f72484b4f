/** The stat cards of /admin/usage: figures over every user and chat, as the server counted them. */
import type { AdminUsageSummary } from '../../../../../../schema/api/admin-usage.ts';
import { StatTiles } from '../../../../components/ui/stat-tile.tsx';
import { formatNumber } from '../../../../lib/format.ts';

export function UsageStats({ summary }: { summary: AdminUsageSummary }) {
  return (
    <StatTiles
      tiles={[
        { label: 'Total Users', value: formatNumber(summary.totalUsers) },
        { label: 'Active Users', value: formatNumber(summary.activeUsers) },
        { label: 'Total Chats', value: formatNumber(summary.totalChats) },
        { label: 'Total Words', value: formatNumber(summary.totalWords) },
      ]}
    />
  );
}
