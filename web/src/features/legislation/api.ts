/** Typed fetchers and SWR hooks of the legislation API (spec §7 Legislation). */
import useSWR from 'swr';
import type {
  ArticleMatchesResponse,
  FieldChoicesResponse,
  LegislationDetail,
  LegislationListQuery,
  LegislationListResponse,
  LegislationSummary,
} from '../../../../schema/api/legislation.ts';
import { legislationListUrl } from '../../../../schema/api/legislation-list-url.ts';
import { apiGet, ApiError } from '../../lib/api-client.ts';
import type { CollectionCounts } from '../../shared/document-count.ts';
import { LEGISLATION_SEARCH_TEXT } from './messages.ts';

/** Spec §7: the list is fresh for 2 minutes and retried up to 3 times unless the failure is a 404. */
const LIST_FRESH_MS = 2 * 60 * 1000;
const LIST_MAX_RETRIES = 3;

export const LIST_FAILURE_MESSAGE = LEGISLATION_SEARCH_TEXT.listFailure;

/** A list failure in the interface's words: the client's own prefix translated, the server's reason as sent. */
export function listFailureParts(message: string): { prefixed: boolean; reason: string } {
  const prefix = `${LIST_FAILURE_MESSAGE}: `;
  return message.startsWith(prefix) ? { prefixed: true, reason: message.slice(prefix.length) } : { prefixed: false, reason: message };
}

export async function fetchLegislationList(url: string): Promise<LegislationListResponse> {
  try {
    return await apiGet<LegislationListResponse>(url);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    throw new ApiError(`${LIST_FAILURE_MESSAGE}: ${detail}`, e instanceof ApiError ? e.status : 0, null);
  }
}

/** The public list; `null` query = do not fetch (nothing searched or filtered yet). */
export function useLegislationList(query: LegislationListQuery | null) {
  return useSWR<LegislationListResponse, ApiError>(query ? legislationListUrl(query) : null, fetchLegislationList, {
    dedupingInterval: LIST_FRESH_MS,
    keepPreviousData: true,
    shouldRetryOnError: true,
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (error.message.includes('404') || retryCount >= LIST_MAX_RETRIES) return;
      setTimeout(() => void revalidate({ retryCount }), 500 * 2 ** retryCount);
    },
  });
}

/**
 * The matching articles of a keyword search's later rows (the list sends those of its first rows).
 * Rows ask with the ids of their whole chunk, so a chunk is one request, and one cache entry that
 * stays valid when Load More extends the list.
 */
export function useArticleMatches(search: string | null, ids: readonly number[] | undefined) {
  const key = search && ids?.length ? `/api/legislation/matches?${new URLSearchParams({ search, ids: ids.join(',') })}` : null;
  return useSWR<ArticleMatchesResponse, ApiError>(key, (url: string) => apiGet<ArticleMatchesResponse>(url), { dedupingInterval: LIST_FRESH_MS });
}

/**
 * The collection's counts, from the server's one count (the list's totals): every public record, and those whose text it
 * holds (issue 27 item 6). Read by the home page's info box and the marketing pages; undefined until it has loaded.
 */
export function useCollectionCounts(): CollectionCounts | undefined {
  const { data } = useLegislationList({ limit: 0 });
  return data ? { records: data.total_records, withText: data.total_records_with_text } : undefined;
}

/**
 * Whether a document address names a record the way the API can look it up: a record id (a
 * positive whole number) or a corpus slug (`md-73-2023`). Anything else (`/legislation/1.5`)
 * names no document and is not asked for.
 */
export function isDocumentAddress(id: string | undefined): id is string {
  return !!id && /^(\d{1,12}|[a-z0-9-]{1,80})$/.test(id);
}

export function useLegislationDocument(id: string | undefined) {
  return useSWR<LegislationDetail, ApiError>(isDocumentAddress(id) ? `/api/legislation/${encodeURIComponent(id)}` : null, (url: string) =>
    apiGet<LegislationDetail>(url),
  );
}

/** A record's summary and key points without its texts: loaded when a list row is expanded. */
export function useLegislationOverview(id: number | null) {
  return useSWR<LegislationSummary, ApiError>(id === null ? null : `/api/legislation/${id}/overview`, (url: string) => apiGet<LegislationSummary>(url));
}

export function useFieldChoices() {
  const { data, error } = useSWR<FieldChoicesResponse, ApiError>('/api/field-choices', (url: string) => apiGet<FieldChoicesResponse>(url));
  const distinct = (pick: (r: FieldChoicesResponse['records'][number]) => string | null) =>
    [...new Set((data?.records ?? []).map(pick).filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));
  return {
    error,
    statuses: distinct((r) => r.status),
    chapters: distinct((r) => r.chapter),
    types: distinct((r) => r.legislation),
    taxCategories: distinct((r) => r.tax_category),
  };
}
