/**
 * The monitoring API of the browser (spec §7 "Admin"): GET /api/admin/monitoring polled every 30 s and
 * GET /api/admin/system-stats every 60 s. Contracts: schema/api/admin-monitoring.ts.
 */
import useSWR from 'swr';
import { MONITORING_POLL_MS, SYSTEM_STATS_POLL_MS, type MonitoringData, type SystemStats } from '../../../../../schema/api/admin-monitoring.ts';
import { apiGet, type ApiError } from '../../../lib/api-client.ts';

export const MONITORING_URL = '/api/admin/monitoring';
export const SYSTEM_STATS_URL = '/api/admin/system-stats';

export function useMonitoring() {
  return useSWR<MonitoringData, ApiError>(MONITORING_URL, (url: string) => apiGet<MonitoringData>(url), {
    revalidateOnMount: true,
    refreshInterval: MONITORING_POLL_MS,
  });
}

export function useSystemStats() {
  return useSWR<SystemStats, ApiError>(SYSTEM_STATS_URL, (url: string) => apiGet<SystemStats>(url), {
    revalidateOnMount: true,
    refreshInterval: SYSTEM_STATS_POLL_MS,
  });
}
