/**
 * Contracts of legislation management (spec §2 "Admin legislation management", §3 "Legislation
 * record", §4 inline field editor / create legislation, §5, §7 `POST /api/legislation`,
 * `PATCH /api/legislation/{id}`), shared by worker and web. Plain types and constants; the
 * request validators are in ./admin-legislation-requests.ts.
 */
import type { LegislationSummary } from './legislation.ts';

export const ADMIN_LEGISLATION_MESSAGES = {
  notFound: 'Legislation not found',
  titleRequired: 'Title is required',
  invalidNumber: 'Please enter a valid number',
  oneField: 'Send exactly one field to change, e.g. {"status": "Active"}',
  unknownField: (field: string) => `${field} cannot be edited`,
  derivedField: (field: string) => `${field} is computed from the text and cannot be edited`,
  /** A record whose text is kept as structured Markdown: the plain text follows the Markdown. */
  textFollowsMarkdown: 'This record’s text is kept as structured Markdown (one section per article): edit the Markdown field, and the plain text follows it.',
  updateFailed: 'Failed to update field',
  /** Another administrator's edit kept changing the collection while this one was being saved. */
  collectionChanged: 'The collection changed while this edit was being saved. Please try again.',
} as const;

/** Spec §9: a new record's tax category. */
export const DEFAULT_TAX_CATEGORY = 'Corporate Tax';

/** The '_none' / '_empty' markers of the spec's selects, saved as null (spec §5). */
export const SELECT_NONE = '_none';
export const SELECT_EMPTY = '_empty';

export type FieldKind = 'text' | 'select' | 'textarea' | 'date' | 'number';
export type FieldTab = 'basic' | 'content' | 'dates';

export interface EditableField {
  /** The API name, as in the legislation record (spec §3). */
  key: EditableFieldKey;
  label: string;
  kind: FieldKind;
  tab: FieldTab;
  /** Longest accepted text, in characters. */
  maxLength?: number;
  help?: string;
}

/** Every field an administrator may change, one per PATCH (spec §7), in the order the tabs show them. */
export const EDITABLE_FIELDS = [
  { key: 'title', label: 'Title', kind: 'text', tab: 'basic', maxLength: 500 },
  { key: 'title_ar', label: 'Arabic title', kind: 'text', tab: 'basic', maxLength: 500 },
  { key: 'legislation', label: 'Type', kind: 'select', tab: 'basic', maxLength: 200 },
  { key: 'number', label: 'Number', kind: 'text', tab: 'basic', maxLength: 50 },
  { key: 'year', label: 'Year', kind: 'number', tab: 'basic' },
  { key: 'chapter', label: 'Chapter', kind: 'select', tab: 'basic', maxLength: 200 },
  { key: 'status', label: 'Status', kind: 'text', tab: 'basic', maxLength: 100, help: 'Free text, e.g. Active or Repealed' },
  { key: 'status_note', label: 'Status note', kind: 'text', tab: 'basic', maxLength: 1000 },
  { key: 'tax_category', label: 'Tax category', kind: 'select', tab: 'basic', maxLength: 200, help: "Only 'Corporate Tax' records show on the public list" },
  { key: 'summary', label: 'Summary', kind: 'textarea', tab: 'content', maxLength: 20_000 },
  {
    key: 'key_points',
    label: 'Key points',
    kind: 'textarea',
    tab: 'content',
    maxLength: 50_000,
    help: 'One key point per line; article references such as (Art. 2(1)) link the point to that article for AI retrieval',
  },
  {
    key: 'summary_ar',
    label: 'Arabic summary',
    kind: 'textarea',
    tab: 'content',
    maxLength: 20_000,
    help: 'The Arabic of the summary, shown in the Arabic interface and read for Arabic questions',
  },
  {
    key: 'key_points_ar',
    label: 'Arabic key points',
    kind: 'textarea',
    tab: 'content',
    maxLength: 50_000,
    help: 'One per line, line N translating English key point N (it cites the same articles); used only while the two have as many lines',
  },
  {
    key: 'markdown',
    label: 'Structured text (Markdown)',
    kind: 'textarea',
    tab: 'content',
    maxLength: 2_000_000,
    help: "One '### Article (N): Heading' section per article; chapters as '## Chapter …'. Saving re-splits the articles the search and the AI use.",
  },
  {
    key: 'original_text',
    label: 'Original text',
    kind: 'textarea',
    tab: 'content',
    maxLength: 2_000_000,
    help: 'Plain text; for a record without structured text it is split by the same article headings',
  },
  { key: 'original_text_continued', label: 'Original text (continued)', kind: 'textarea', tab: 'content', maxLength: 2_000_000 },
  { key: 'issue_date_actual', label: 'Issue date', kind: 'date', tab: 'dates' },
  { key: 'effective_date', label: 'Effective date', kind: 'date', tab: 'dates' },
  { key: 'source_file', label: 'Source file (URL of the original)', kind: 'text', tab: 'dates', maxLength: 2000 },
  { key: 'redirect_url', label: 'Redirect URL', kind: 'text', tab: 'dates', maxLength: 2000 },
] as const satisfies ReadonlyArray<Omit<EditableField, 'key'> & { key: string }>;

export type EditableFieldKey = (typeof EDITABLE_FIELDS)[number]['key'];

/** Shown on the Dates & Metadata tab, computed by the server from the text after every edit. */
export const DERIVED_FIELDS = [
  { key: 'word_count', label: 'Word count' },
  { key: 'estimated_tokens', label: 'Estimated tokens' },
  { key: 'context_cost', label: 'Context cost (AED)' },
  { key: 'article_count', label: 'Articles (passages)' },
  { key: 'created_at', label: 'Created' },
  { key: 'updated_at', label: 'Last updated' },
] as const;

/** GET /api/admin/legislation/:id: the whole record, texts included. */
export interface AdminLegislationRecord extends LegislationSummary {
  original_text: string | null;
  original_text_continued: string | null;
  markdown: string | null;
  /** Passages in the article index (what keyword matches and AI citations point to). */
  article_count: number;
}

/** One change of the audit log; long texts are cut to AUDIT_PREVIEW_CHARS in responses. */
export interface LegislationAuditEntry {
  id: number;
  user_email: string;
  action: 'create' | 'update';
  /** The API field name; '*' for a creation. */
  field: string;
  old_value: string | null;
  new_value: string | null;
  /** True when old_value or new_value was cut for the response (the log keeps them whole). */
  truncated: boolean;
  created_at: string;
}

export const AUDIT_PREVIEW_CHARS = 300;
/** The newest entries returned with a record. */
export const AUDIT_ENTRIES_SHOWN = 50;

export interface AdminLegislationListResponse {
  records: LegislationSummary[];
}

export interface AdminLegislationDetailResponse {
  success: true;
  record: AdminLegislationRecord;
  audit: LegislationAuditEntry[];
}

/** PATCH /api/legislation/:id */
export interface UpdateLegislationResponse {
  success: true;
  record: AdminLegislationRecord;
  audit: LegislationAuditEntry[];
}

/** POST /api/legislation (spec §7: "a record field holding the new record"). */
export interface CreateLegislationResponse {
  success: true;
  record: LegislationSummary;
}
