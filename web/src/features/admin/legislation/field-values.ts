/** How an editable field's value is shown, put in an input and read back (spec §4 inline editor, §5). */
import { SELECT_NONE, type EDITABLE_FIELDS } from '../../../../../schema/api/admin-legislation.ts';
import { FIELD_SCHEMAS } from '../../../../../schema/api/admin-legislation-requests.ts';

export type EditableFieldDef = (typeof EDITABLE_FIELDS)[number];
/** A record's value of an editable field (key points are a list of lines). */
export type FieldValue = string | number | string[] | null | undefined;

/** Spec §9 "Long message": texts over 600 characters are shown collapsed to a 300-character preview. */
export const LONG_TEXT_CHARS = 600;
export const PREVIEW_CHARS = 300;

/** The value as text for display; '' when not set. */
export function displayText(value: FieldValue): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join('\n') : String(value);
}

/** What the input starts with: selects start on their value or 'None'; dates on YYYY-MM-DD. */
export function initialDraft(field: EditableFieldDef, value: FieldValue): string {
  const text = displayText(value);
  if (field.kind === 'select') return text === '' ? SELECT_NONE : text;
  if (field.kind === 'date') return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
  return text;
}

export type ParsedDraft = { ok: true; value: string | number | null } | { ok: false; message: string };

/**
 * The value to send, checked with the server's own validator: numbers parse as integers ('Please
 * enter a valid number'), '_none' / '_empty' / '' become null, texts are trimmed.
 */
export function parseDraft(field: EditableFieldDef, draft: string): ParsedDraft {
  const parsed = FIELD_SCHEMAS[field.key].safeParse(draft);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid value' };
}
