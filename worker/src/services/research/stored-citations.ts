/**
 * Citations are stored with each assistant message as JSON. Reading is defensive: a row
 * written by an older version, or damaged, shows the answer without links rather than failing.
 */
import type { Citation } from '../../../../schema/api/research.ts';

export function serializeCitations(citations: Citation[]): string | null {
  return citations.length ? JSON.stringify(citations) : null;
}

function isCitation(value: unknown): value is Citation {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.n === 'number' && typeof c.legislation_id === 'number' && typeof c.url === 'string' && typeof c.article === 'string' && typeof c.title === 'string'
  );
}

export function parseStoredCitations(json: string | null): Citation[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isCitation) : [];
  } catch {
    return [];
  }
}
