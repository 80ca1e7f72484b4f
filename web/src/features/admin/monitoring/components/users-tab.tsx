/** Spec §2 monitoring, Users: totals, subscriptions, chats, the average per user (1 decimal) and the subscription rate (rounded percent). */
import type { SystemStats } from '../../../../../../schema/api/admin-monitoring.ts';
import { StatTile } from '../../../../components/ui/stat-tile.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { formatAverage } from '../format.ts';
import { PENDING } from './figure-tile.tsx';

export function UsersTab({ stats: s }: { stats: SystemStats | undefined }) {
  const figure = (value: (s: SystemStats) => string) => (s ? value(s) : PENDING);
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile label="Total Users" value={figure((x) => formatNumber(x.users.total))} />
      <StatTile label="Active Subscriptions" value={figure((x) => formatNumber(x.users.activeSubscriptions))} />
      <StatTile label="Free Users" value={figure((x) => formatNumber(x.users.freeUsers))} />
      <StatTile label="Subscription Rate" value={figure((x) => `${x.users.subscriptionRatePercent}%`)} />
      <StatTile label="Total Chats" value={figure((x) => formatNumber(x.chats.total))} />
      <StatTile label="Today's Chats" value={figure((x) => formatNumber(x.chats.today))} />
      <StatTile label="Avg Chats per User" value={figure((x) => formatAverage(x.chats.averagePerUser))} />
    </dl>
  );
}
