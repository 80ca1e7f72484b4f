/** Spec §2 monitoring, Overview: status, database, uptime, errors in 24 h, users, chats, memory, platform. */
import type { MonitoringData, SystemStats } from '../../../../../../schema/api/admin-monitoring.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { formatDuration, formatLatency } from '../format.ts';
import { HealthBadge } from '../health-badge.tsx';
import { FigureTile, NotAvailable, PENDING } from './figure-tile.tsx';

export function OverviewTab({ monitoring: m, stats: s }: { monitoring: MonitoringData | undefined; stats: SystemStats | undefined }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FigureTile label="System Status">{m ? <HealthBadge status={m.system.status} /> : PENDING}</FigureTile>
      <FigureTile label="Database (D1)" note={m && `Latency ${formatLatency(m.database.latencyMs)} (SELECT 1)`}>
        {m ? <HealthBadge status={m.database.status} /> : PENDING}
      </FigureTile>
      <FigureTile label="Key-value store (KV)" note={m && `Latency ${formatLatency(m.kv.latencyMs)} (one read)`}>
        {m ? <HealthBadge status={m.kv.status} /> : PENDING}
      </FigureTile>
      <FigureTile label="Uptime" note={m && `Isolate age: ${formatDuration(m.system.runtime.isolateAgeSeconds)} since this isolate's first monitoring request`}>
        {m?.system.uptime == null ? <NotAvailable /> : formatDuration(m.system.uptime)}
      </FigureTile>
      <FigureTile label="Errors (24h)">{m ? (m.errors ? formatNumber(m.errors.stats.lastDay) : 'Unreadable') : PENDING}</FigureTile>
      <FigureTile label="Total Users" note={s && `${formatNumber(s.users.activeSubscriptions)} with active subscriptions`}>
        {s ? formatNumber(s.users.total) : PENDING}
      </FigureTile>
      <FigureTile label="Total Chats" note={s && `${formatNumber(s.chats.today)} today (UTC)`}>
        {s ? formatNumber(s.chats.total) : PENDING}
      </FigureTile>
      <FigureTile label="Memory (heap used / total)">
        <NotAvailable />
      </FigureTile>
      <FigureTile label="Platform / Node version" note={m && `Runtime: ${m.system.runtime.userAgent}`}>
        <NotAvailable />
      </FigureTile>
    </dl>
  );
}
