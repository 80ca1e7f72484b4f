/** GET /api/admin/api-costs (spec §7 "Admin"), polled every 60 s. Contract: schema/api/admin-api-costs.ts. */
import useSWR from 'swr';
import { API_COSTS_POLL_MS, type ApiCostData, type ApiCostResponse } from '../../../../../schema/api/admin-api-costs.ts';
import { apiGet, type ApiError } from '../../../lib/api-client.ts';

export const API_COSTS_URL = '/api/admin/api-costs';

export function useApiCosts() {
  return useSWR<ApiCostData, ApiError>(API_COSTS_URL, async (url: string) => (await apiGet<ApiCostResponse>(url)).data, {
    revalidateOnMount: true,
    refreshInterval: API_COSTS_POLL_MS,
  });
}
