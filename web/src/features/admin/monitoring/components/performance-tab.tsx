/**
 * Spec §2 monitoring, Performance: memory and system information. On Cloudflare Workers the process
 * figures do not exist; the tab says so and shows what the runtime does report instead.
 */
import type { MemoryFigures, MonitoringData, SystemStats } from '../../../../../../schema/api/admin-monitoring.ts';
import { formatDuration, formatLatency, formatMemory, formatTimestampUtc } from '../format.ts';
import { MONITORING_TEXT as T } from '../messages.ts';
import { FigureTile, NotAvailable, PENDING } from './figure-tile.tsx';
import { Section } from './section.tsx';

const NO_MEMORY: MemoryFigures = { rss: null, heapUsed: null, heapTotal: null, external: null };
const MEMORY_FIGURES: Array<[label: string, key: keyof MemoryFigures]> = [
  ['RSS', 'rss'],
  ['Heap Used', 'heapUsed'],
  ['Heap Total', 'heapTotal'],
  ['External', 'external'],
];

export function PerformanceTab({ monitoring: m, stats: s }: { monitoring: MonitoringData | undefined; stats: SystemStats | undefined }) {
  const memory = m?.system.memory ?? s?.system.memory ?? NO_MEMORY;
  const runtime = m?.system.runtime ?? s?.system.runtime;
  const orNotReported = (value: string | null) =>
    value ?? <span className="text-sm font-medium text-slate-600">Not reported (no request.cf, e.g. local development)</span>;
  return (
    <div className="space-y-6">
      <p className="rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950">{T.workersNote}</p>
      <Section title="Memory">
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {MEMORY_FIGURES.map(([label, key]) => (
            <FigureTile key={key} label={label}>
              {memory[key] === null ? <NotAvailable /> : formatMemory(memory[key])}
            </FigureTile>
          ))}
        </dl>
      </Section>
      <Section title="System Info">
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <FigureTile label="Runtime" note="navigator.userAgent">
            {runtime?.userAgent ?? PENDING}
          </FigureTile>
          <FigureTile label="Platform">{s?.system.platform ?? <NotAvailable />}</FigureTile>
          <FigureTile label="Node Version">{s?.system.nodeVersion ?? <NotAvailable />}</FigureTile>
          <FigureTile label="Isolate Age" note="Since this isolate's first monitoring request; Cloudflare recycles isolates, so this is not a server uptime">
            {runtime ? formatDuration(runtime.isolateAgeSeconds) : PENDING}
          </FigureTile>
          <FigureTile label="Environment">{runtime?.environment ?? PENDING}</FigureTile>
          <FigureTile label="Cloudflare Data Centre">{runtime ? orNotReported(runtime.colo) : PENDING}</FigureTile>
          <FigureTile label="Visitor Country">{runtime ? orNotReported(runtime.country) : PENDING}</FigureTile>
          <FigureTile label="Database Latency" note="SELECT 1 on D1, timed by the Worker">
            {m ? formatLatency(m.database.latencyMs) : PENDING}
          </FigureTile>
          <FigureTile label="KV Latency" note="One read of a fixed key, timed by the Worker">
            {m ? formatLatency(m.kv.latencyMs) : PENDING}
          </FigureTile>
        </dl>
        {m && <p className="text-sm text-slate-600">Checked at {formatTimestampUtc(m.system.timestamp)}.</p>}
      </Section>
    </div>
  );
}
