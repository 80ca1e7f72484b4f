/**
 * FTS5 MATCH expressions from query terms. Every word is quoted, so nothing a user types is read
 * as FTS5 syntax; phrases stay phrases ("free zone person"); Arabic light stems are looked up in
 * their prefixed forms, and as prefixes of longer words when long enough to be distinctive.
 */
import type { QueryTerm } from './query-analysis.ts';

/** One phrase of a MATCH expression: its text (FTS5 tokenizes it as it tokenized the records) and whether its last word is a prefix. */
export interface FtsPhrase {
  text: string;
  prefix: boolean;
}

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
const expression = (p: FtsPhrase) => (p.prefix ? `${quote(p.text)}*` : quote(p.text));

function termPhrases(term: QueryTerm): FtsPhrase[] {
  if (!term.arabic) return [{ text: term.words.join(' '), prefix: false }];
  const prefix = (term.stems[0]?.length ?? 0) >= 4;
  return term.words.map((w) => ({ text: w, prefix }));
}

export function termExpressions(term: QueryTerm): string[] {
  return termPhrases(term).map(expression);
}

/** The phrases of buildMatch's expression, in its order: what the in-isolate document index ranks by (document-index.ts). */
export function matchPhrases(terms: readonly QueryTerm[]): FtsPhrase[] {
  const seen = new Set<string>();
  const out: FtsPhrase[] = [];
  for (const t of terms)
    for (const p of termPhrases(t)) {
      const e = expression(p);
      if (seen.has(e)) continue;
      seen.add(e);
      out.push(p);
    }
  return out;
}

/** OR of the terms' expressions, or null when there is nothing to look up. */
export function buildMatch(terms: readonly QueryTerm[]): string | null {
  const phrases = matchPhrases(terms);
  return phrases.length ? phrases.map(expression).join(' OR ') : null;
}
