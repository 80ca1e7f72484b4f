/**
 * FTS5 MATCH expressions from query terms. Every word is quoted, so nothing a user types is read
 * as FTS5 syntax; phrases stay phrases ("free zone person"); Arabic light stems are looked up in
 * their prefixed forms, and as prefixes of longer words when long enough to be distinctive.
 */
import type { QueryTerm } from './query-analysis.ts';

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

export function termExpressions(term: QueryTerm): string[] {
  if (!term.arabic) return [quote(term.words.join(' '))];
  const prefixOk = (term.stems[0]?.length ?? 0) >= 4;
  return term.words.map((w) => (prefixOk ? `${quote(w)}*` : quote(w)));
}

/** OR of the terms' expressions, or null when there is nothing to look up. */
export function buildMatch(terms: readonly QueryTerm[]): string | null {
  const parts = new Set<string>();
  for (const t of terms) for (const e of termExpressions(t)) parts.add(e);
  return parts.size ? [...parts].join(' OR ') : null;
}
