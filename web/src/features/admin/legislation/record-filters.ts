/** The admin list's client-side filters, totals and select choices (spec §2 "Admin legislation management", §5). */
import { DEFAULT_TAX_CATEGORY } from '../../../../../schema/api/admin-legislation.ts';
import type { AdminListRecord } from './api.ts';

/** The four filtered fields, by their API names; '' means all. */
export const FILTER_KEYS = ['chapter', 'status', 'legislation', 'tax_category'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type AdminFilters = Record<FilterKey, string>;

export const NO_FILTERS: AdminFilters = { chapter: '', status: '', legislation: '', tax_category: '' };

/** Spec §5: filters are exact matches. */
export function applyFilters<R extends AdminListRecord>(records: R[], filters: AdminFilters): R[] {
  const active = FILTER_KEYS.filter((k) => filters[k] !== '');
  return active.length === 0 ? records : records.filter((r) => active.every((k) => r[k] === filters[k]));
}

export interface ListTotals {
  documents: number;
  words: number;
  tokens: number;
  /** AED. */
  contextCost: number;
}

export function listTotals(records: AdminListRecord[]): ListTotals {
  return records.reduce<ListTotals>(
    (t, r) => ({
      documents: t.documents + 1,
      words: t.words + r.word_count,
      tokens: t.tokens + r.estimated_tokens,
      contextCost: t.contextCost + r.context_cost,
    }),
    { documents: 0, words: 0, tokens: 0, contextCost: 0 },
  );
}

/** The distinct values a select offers, by field. */
export type Choices = Record<FilterKey, string[]>;

/**
 * The values of GET /api/field-choices together with those of the records on screen (a record
 * just created or edited may carry a value the cached choices do not have yet); the tax category
 * always offers the default.
 */
export function mergeChoices(fromServer: Choices, records: AdminListRecord[]): Choices {
  const merged = (key: FilterKey, extra: Array<string | null> = []) =>
    [...new Set([...fromServer[key], ...records.map((r) => r[key]), ...extra].filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));
  return {
    chapter: merged('chapter'),
    status: merged('status'),
    legislation: merged('legislation'),
    tax_category: merged('tax_category', [DEFAULT_TAX_CATEGORY]),
  };
}
