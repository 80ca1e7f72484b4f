/** The public list's address, zod-free for the SPA (the query's type comes from ./legislation.ts as a type only). */
import type { LegislationListQuery } from './legislation.ts';

/** GET /api/legislation with a query (empty values left out): the public list's address and SWR key. */
export function legislationListUrl(query: LegislationListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api/legislation${qs ? `?${qs}` : ''}`;
}
