/** Spec §4 "Health badge": healthy, degraded, unhealthy, connected, disconnected; anything else shows 'Error'. */
import { HEALTH_STATUSES, type HealthStatus } from '../../../../../schema/api/admin-monitoring.ts';

const TONES: Record<HealthStatus, string> = {
  healthy: 'border-green-200 bg-green-50 text-green-800',
  connected: 'border-green-200 bg-green-50 text-green-800',
  degraded: 'border-amber-300 bg-amber-50 text-amber-900',
  unhealthy: 'border-red-200 bg-red-50 text-red-800',
  disconnected: 'border-red-200 bg-red-50 text-red-800',
};
const ERROR_TONE = 'border-red-200 bg-red-50 text-red-800';

const isHealthStatus = (s: unknown): s is HealthStatus => (HEALTH_STATUSES as readonly unknown[]).includes(s);

export function healthLabel(status: unknown): string {
  return isHealthStatus(status) ? status : 'Error';
}

export function HealthBadge({ status }: { status: unknown }) {
  const tone = isHealthStatus(status) ? TONES[status] : ERROR_TONE;
  return <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${tone}`}>{healthLabel(status)}</span>;
}
