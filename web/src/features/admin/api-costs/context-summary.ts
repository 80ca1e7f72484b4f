/**
 * The context of a model call as people read it. The answer pipeline stores JSON such as
 * {scope, legislationId, question, passages: [{n, slug, article}], removedCitations}; the summary
 * names the scope, the question and how many passages were given, and anything else falls back to
 * the raw text.
 */
import { API_COST_TEXT as T } from './messages.ts';

const QUESTION_CHARS = 60;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function parse(context: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(context);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function contextSummary(context: string | null): string {
  if (!context) return T.noContext;
  const c = parse(context);
  if (!c) return clip(context, QUESTION_CHARS);
  const parts: string[] = [];
  if (c.scope === 'collection') parts.push('Collection');
  else if (c.scope === 'document') parts.push(typeof c.legislationId === 'number' ? `Document #${c.legislationId}` : 'Document');
  if (typeof c.question === 'string' && c.question.trim()) parts.push(`“${clip(c.question.trim(), QUESTION_CHARS)}”`);
  if (Array.isArray(c.passages)) parts.push(`${c.passages.length} ${c.passages.length === 1 ? 'passage' : 'passages'}`);
  if (Array.isArray(c.removedCitations) && c.removedCitations.length) parts.push(`${c.removedCitations.length} citation(s) removed`);
  return parts.length ? parts.join(' · ') : clip(context, QUESTION_CHARS);
}

/** The whole context, indented when it is JSON, as text (never rendered as HTML). */
export function contextText(context: string | null): string {
  if (!context) return T.noContext;
  const c = parse(context);
  return c ? JSON.stringify(c, null, 2) : context;
}
