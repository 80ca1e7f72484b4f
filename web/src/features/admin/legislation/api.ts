/**
 * Typed fetchers and SWR hooks of legislation management (spec §7 Legislation): the admin list
 * (with the public list as its fallback), one record with its audit log, PATCH of one field and
 * POST of a new record. The list and record keys live here only; writes update both caches.
 */
import useSWR, { useSWRConfig } from 'swr';
import type {
  AdminLegislationDetailResponse,
  AdminLegislationListResponse,
  AdminLegislationRecord,
  CreateLegislationResponse,
  EditableFieldKey,
  UpdateLegislationResponse,
} from '../../../../../schema/api/admin-legislation.ts';
import type { CreateLegislationRequest } from '../../../../../schema/api/admin-legislation-requests.ts';
import type { LegislationListItem, LegislationListResponse } from '../../../../../schema/api/legislation.ts';
import { apiGet, apiSend, ApiError } from '../../../lib/api-client.ts';
import { legislationListUrl } from '../../../../../schema/api/legislation-list-url.ts';
import { isAccessRefused } from '../components/admin-access-card.tsx';

const ADMIN_LIST_URL = '/api/admin/legislation';
/** Spec §7: the public list stands in when the admin list fails (Corporate Tax records only, no key points). */
const FALLBACK_LIMIT = 1000;

/** A row of the admin list; the public fallback's rows have no key points. */
export type AdminListRecord = LegislationListItem & { key_points?: string[] };

export interface AdminList {
  records: AdminListRecord[];
  /** True when the admin list failed and these are the public list's records. */
  fallback: boolean;
}

export function adminListKey(search: string): string {
  return search ? `${ADMIN_LIST_URL}?${new URLSearchParams({ search })}` : ADMIN_LIST_URL;
}

const isAdminListKey = (key: unknown) => typeof key === 'string' && (key === ADMIN_LIST_URL || key.startsWith(`${ADMIN_LIST_URL}?`));

const recordKey = (id: number) => `${ADMIN_LIST_URL}/${id}`;

async function fetchAdminList(url: string): Promise<AdminList> {
  try {
    const { records } = await apiGet<AdminLegislationListResponse>(url);
    return { records, fallback: false };
  } catch (adminError) {
    // A session that lost its rights gets the access card rather than a list it cannot edit.
    if (isAccessRefused(adminError)) throw adminError;
    const search = new URL(url, 'http://localhost').searchParams.get('search') ?? undefined;
    try {
      const { records } = await apiGet<LegislationListResponse>(legislationListUrl({ limit: FALLBACK_LIMIT, search }));
      return { records, fallback: true };
    } catch {
      throw adminError;
    }
  }
}

/** Every record (all tax categories); `search` filters by title, summary and original text on the server. */
export function useAdminLegislationList(search: string) {
  return useSWR<AdminList, ApiError>(adminListKey(search), fetchAdminList, {
    // Keep the previous list on screen while a new search loads; revisit an earlier search fresh.
    keepPreviousData: true,
    revalidateIfStale: true,
  });
}

/** The whole record (texts included) and its newest audit entries: loaded when a row is expanded. */
export function useAdminLegislationRecord(id: number) {
  return useSWR<AdminLegislationDetailResponse, ApiError>(recordKey(id), (url: string) => apiGet<AdminLegislationDetailResponse>(url));
}

/** The list row of a full record: without its texts, which only the expanded record needs. */
function toListRecord(record: AdminLegislationRecord): AdminListRecord {
  const { original_text: _text, original_text_continued: _continued, markdown: _markdown, article_count: _articles, ...row } = record;
  return row;
}

/**
 * Spec §7/§8: the server's `{error}` as 'Server error: {error}', a non-JSON failure with its
 * status, else the error's own message or 'Failed to update field'.
 */
export function writeFailureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const body = err.body;
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return `Server error: ${body.error}`;
    return `Server returned ${err.status}: non-JSON response`;
  }
  return err instanceof Error && err.message ? err.message : fallback;
}

export function useLegislationWrites() {
  const { mutate } = useSWRConfig();

  /** PATCH one field; the record, its audit log and every cached list row take the server's answer. */
  const saveField = async (id: number, field: EditableFieldKey, value: string | number | null): Promise<AdminLegislationRecord> => {
    const res = await apiSend<UpdateLegislationResponse>('PATCH', `/api/legislation/${id}`, { [field]: value });
    const row = toListRecord(res.record);
    await mutate(recordKey(id), { success: true, record: res.record, audit: res.audit } satisfies AdminLegislationDetailResponse, { revalidate: false });
    await mutate(isAdminListKey, (list?: AdminList) => list && { ...list, records: list.records.map((r) => (r.id === id ? row : r)) }, { revalidate: false });
    return res.record;
  };

  /** POST a new record and put it first in the list on screen (spec §4 "Create legislation"). */
  const create = async (listKey: string, body: CreateLegislationRequest): Promise<AdminListRecord> => {
    const { record } = await apiSend<CreateLegislationResponse>('POST', '/api/legislation', body);
    await mutate(
      listKey,
      (list?: AdminList) => ({ fallback: list?.fallback ?? false, records: [record, ...(list?.records ?? []).filter((r) => r.id !== record.id)] }),
      { revalidate: false },
    );
    return record;
  };

  return { saveField, create };
}
