/**
 * Legislation management (spec §2 "Admin legislation management", §7 POST/PATCH): create a record,
 * change one field at a time, and keep true everything derived from the fields: the word count,
 * estimated tokens and context cost, the article index (re-split from the text), the key-point
 * citations retrieval reads, the corpus version its caches watch, and the audit log.
 */
import {
  ADMIN_LEGISLATION_MESSAGES as M,
  AUDIT_ENTRIES_SHOWN,
  AUDIT_PREVIEW_CHARS,
  type AdminLegislationRecord,
  type EditableFieldKey,
  type LegislationAuditEntry,
} from '../../../../schema/api/admin-legislation.ts';
import type { CreateLegislationInput } from '../../../../schema/api/admin-legislation-requests.ts';
import type { LegislationSummary } from '../../../../schema/api/legislation.ts';
import { contextCostAed, estimateTokens } from '../../../../schema/pricing.ts';
import { countWords } from '../../../../schema/word-count.ts';
import type { LegislationRow } from '../../../../schema/db.ts';
import type { Db } from '../../db/client.ts';
import {
  allKeyPoints,
  applyRecordEdit,
  articleTexts,
  getAdminRecord,
  idsMatching,
  insertRecord,
  listAudit,
  replaceRelationsFrom,
  type AuditWrite,
  type RecordEdit,
} from '../../db/repositories/admin-legislation-repository.ts';
import { readCorpusVersion } from '../../db/repositories/corpus-version-repository.ts';
import { getLegislationSummaryById, listAllLegislation } from '../../db/repositories/legislation-repository.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { TextReference } from '../../db/shapes.ts';
import { catalogKey, collectionRelations, keyedCatalog } from '../citator/collection-relations.ts';
import { referencesOfDocument, type PassageText } from '../citator/document-references.ts';
import type { CatalogDocument } from '../citator/types.ts';
import { GLOSSARY_SLUG } from '../retrieval/glossary.ts';
import { citedArticles } from '../retrieval/key-points.ts';
import { arabicSearchText } from '../../../../schema/arabic-labels.ts';
import { apostropheSpellings, normaliseArabic } from '../text/text-fold.ts';
import { forgetCorpusVersion } from './corpus-version.ts';
import { toSummary } from './legislation-service.ts';
import { markdownToPlainText } from './plain-text.ts';
import { CorpusFormatError, splitPassages, type Passage } from './split-passages.ts';

export interface Editor {
  id: number;
  email: string;
}

/** API field name → column of the legislation row. */
const COLUMN: Record<EditableFieldKey, keyof LegislationRow> = {
  title: 'title',
  title_ar: 'titleAr',
  legislation: 'legislation',
  number: 'number',
  year: 'year',
  chapter: 'chapter',
  status: 'status',
  status_note: 'statusNote',
  tax_category: 'taxCategory',
  summary: 'summary',
  key_points: 'keyPoints',
  summary_ar: 'summaryAr',
  key_points_ar: 'keyPointsAr',
  markdown: 'markdown',
  original_text: 'originalText',
  original_text_continued: 'originalTextContinued',
  issue_date_actual: 'issueDateActual',
  effective_date: 'effectiveDate',
  source_file: 'sourceFile',
  redirect_url: 'redirectUrl',
};

/** The admin list (every tax category), narrowed to records containing `search` in title, summary or text. */
export async function listForAdmin(db: Db, search: string | undefined): Promise<{ records: LegislationSummary[] }> {
  // The texts write apostrophes both ways ("Person's", "Entity’s"): each spelling of the search is looked for.
  const matching = search ? idsMatching(db, apostropheSpellings(search), normaliseArabic(search)) : Promise.resolve(null);
  const [rows, ids] = await Promise.all([listAllLegislation(db), matching]);
  return { records: rows.filter((r) => !ids || ids.has(r.id)).map(toSummary) };
}

function toRecord(row: NonNullable<Awaited<ReturnType<typeof getAdminRecord>>>): AdminLegislationRecord {
  return {
    ...toSummary(row),
    original_text: row.originalText,
    original_text_continued: row.originalTextContinued,
    markdown: row.markdown,
    article_count: row.articleCount,
  };
}

const preview = (value: string | null) => (value !== null && value.length > AUDIT_PREVIEW_CHARS ? `${value.slice(0, AUDIT_PREVIEW_CHARS)}…` : value);

function toAuditEntry(row: Awaited<ReturnType<typeof listAudit>>[number]): LegislationAuditEntry {
  const oldValue = preview(row.oldValue);
  const newValue = preview(row.newValue);
  return {
    id: row.id,
    user_email: row.userEmail,
    action: row.action,
    field: row.field,
    old_value: oldValue,
    new_value: newValue,
    truncated: oldValue !== row.oldValue || newValue !== row.newValue,
    created_at: row.createdAt,
  };
}

export async function getRecordForAdmin(db: Db, id: number): Promise<{ record: AdminLegislationRecord; audit: LegislationAuditEntry[] }> {
  const [row, audit] = await Promise.all([getAdminRecord(db, id), listAudit(db, id, AUDIT_ENTRIES_SHOWN)]);
  if (!row) throw new NotFoundError(M.notFound, 'LEGISLATION_NOT_FOUND');
  return { record: toRecord(row), audit: audit.map(toAuditEntry) };
}

/** Spec §9: word count, estimated tokens (words × 1.3, rounded up) and context cost of the English text. */
function textFigures(originalText: string | null, continued: string | null) {
  const words = countWords([originalText, continued].filter(Boolean).join('\n'));
  const tokens = estimateTokens(words);
  return { wordCount: words, estimatedTokens: tokens, contextCost: contextCostAed(tokens) };
}

export async function createRecord(db: Db, editor: Editor, input: CreateLegislationInput): Promise<LegislationSummary> {
  const values = {
    title: input.title,
    legislation: asText(input.legislation),
    chapter: asText(input.chapter),
    status: asText(input.status),
    taxCategory: asText(input.tax_category),
  };
  // Found by an Arabic keyword from the start: the Arabic of its type and status.
  const arabic = arabicSearchText({ titleAr: null, legislation: values.legislation, status: values.status, textAr: null });
  const id = await insertRecord(
    db,
    { ...values, searchAr: arabic ? normaliseArabic(arabic) : null },
    { userId: editor.id, userEmail: editor.email, field: '*', oldValue: null, newValue: JSON.stringify(input) },
  );
  // Its title may state what it amends or repeals ("… Amending Cabinet Decision No. 75 of 2023"), as an edit's may.
  await deriveRelationsAfterCreate(db, id);
  // The edit raised the collection's version: this isolate's public reads move to it at once.
  forgetCorpusVersion();
  const row = await getLegislationSummaryById(db, id);
  return toSummary(row!);
}

/**
 * An edit derives what it writes from the collection as it read it (every amends / repeals relation, the references of
 * a text, the record's own fields); when another edit changed the collection meanwhile, nothing is written and it is
 * derived again from the collection as it now is. Each round lets at least one of the edits racing through it land.
 */
const EDIT_ATTEMPTS = 5;

/**
 * The relations a new record's title states. The record is saved whatever happens here: should every attempt meet
 * another edit landing (each round, one does), the relations stay as the last of those derived them, and the record's
 * next edit of a title, note or text, or the next seed, derives them again.
 */
async function deriveRelationsAfterCreate(db: Db, id: number): Promise<void> {
  for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt++) {
    const readAt = await readCorpusVersion(db);
    if (await replaceRelationsFrom(db, await collectionRelations(db, { id }), readAt)) return;
  }
}

/**
 * The passages of a text, split as the corpus is: one per '### Article (N): Heading', plus
 * Preamble, Schedule, Annex and Notes. A malformed text is refused with the splitter's reason.
 */
function splitText(title: string, body: string): Passage[] {
  try {
    return splitPassages(`# ${title}\n\n${body}`, 'the text').passages;
  } catch (err) {
    if (err instanceof CorpusFormatError)
      throw new BadRequestError(`The text could not be split into articles: ${err.message.replace(/^the text: /, '')}`, 'TEXT_NOT_SPLIT');
    throw err;
  }
}

/**
 * The references written in the record's passages after the edit, resolved against the collection
 * (the official Arabic of each passage is kept by number, so its references are parsed again too).
 */
async function passageReferences(db: Db, record: { id: number; slug: string | null }, passages: PassageText[]): Promise<TextReference[]> {
  const { catalog, idByKey } = await keyedCatalog(db);
  const self = catalog.find((c) => c.slug === catalogKey(record))!;
  return referencesOfDocument(self, catalog, passages).map(({ toSlug, ...r }) => ({
    ...r,
    toLegislationId: toSlug === null ? null : (idByKey.get(toSlug) ?? null),
  }));
}

/** The fields the citator's amends / repeals relations are read from or resolved by, and what they are to it. */
const RELATION_FIELDS: Partial<Record<EditableFieldKey, keyof Omit<CatalogDocument, 'slug' | 'status'> | 'markdown'>> = {
  title: 'title',
  title_ar: 'titleAr',
  legislation: 'type',
  number: 'number',
  year: 'year',
  status_note: 'statusNote',
  markdown: 'markdown',
};

const asText = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value));

/** Changes one field of a record and everything derived from it, in one transaction. */
export async function updateRecordField(
  db: Db,
  editor: Editor,
  id: number,
  field: EditableFieldKey,
  value: string | number | null,
): Promise<{ record: AdminLegislationRecord; audit: LegislationAuditEntry[] }> {
  for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt++) {
    if (await applyRecordEdit(db, await deriveRecordEdit(db, editor, id, field, value))) {
      forgetCorpusVersion();
      return getRecordForAdmin(db, id);
    }
  }
  throw new ConflictError(M.collectionChanged, 'COLLECTION_CHANGED');
}

/** The writes of one field's change, derived from the record and the collection as they are now. */
async function deriveRecordEdit(db: Db, editor: Editor, id: number, field: EditableFieldKey, value: string | number | null): Promise<RecordEdit> {
  // Read first: whatever changes after this is seen by applyRecordEdit, which then writes nothing.
  const readAt = await readCorpusVersion(db);
  const current = await getAdminRecord(db, id);
  if (!current) throw new NotFoundError(M.notFound, 'LEGISLATION_NOT_FOUND');
  const column = COLUMN[field];
  const audit: AuditWrite = {
    userId: editor.id,
    userEmail: editor.email,
    field,
    oldValue: asText(current[column] as string | number | null),
    newValue: asText(value),
  };
  const edit: RecordEdit = { id, set: { [column]: value, updatedAt: new Date().toISOString() }, audit, readAt };

  // The English text: Markdown is the structure where a record has it, and the plain text follows.
  let text: { source: string | null; originalText: string | null; continued: string | null } | null = null;
  if (field === 'markdown') {
    const markdown = value as string | null;
    text = markdown
      ? { source: markdown, originalText: markdownToPlainText(markdown), continued: null }
      : {
          source: [current.originalText, current.originalTextContinued].filter(Boolean).join('\n') || null,
          originalText: current.originalText,
          continued: current.originalTextContinued,
        };
  } else if (field === 'original_text' || field === 'original_text_continued') {
    if (current.markdown) throw new ConflictError(M.textFollowsMarkdown, 'TEXT_FOLLOWS_MARKDOWN');
    const originalText = field === 'original_text' ? (value as string | null) : current.originalText;
    const continued = field === 'original_text_continued' ? (value as string | null) : current.originalTextContinued;
    text = { source: [originalText, continued].filter(Boolean).join('\n') || null, originalText, continued };
  }

  const title = field === 'title' ? (value as string) : current.title;
  if (text) {
    const passages = text.source ? splitText(title, text.source) : [];
    const before = await articleTexts(db, id);
    edit.passages = passages;
    edit.changedNumbers = passages.filter((p) => before.has(p.number) && before.get(p.number)!.textEn !== p.text).map((p) => p.number);
    edit.references = await passageReferences(
      db,
      current,
      passages.map((p) => ({ number: p.number, textEn: p.text, textAr: before.get(p.number)?.textAr ?? null })),
    );
    Object.assign(edit.set, {
      originalText: text.originalText,
      originalTextContinued: text.continued,
      ...textFigures(text.originalText, text.continued),
      textLanguage: current.textLanguage ?? (text.originalText ? 'en' : null),
    });
  }
  // The Arabic a record is found by holds its Arabic title and the Arabic of its type and status.
  if (field === 'title_ar' || field === 'legislation' || field === 'status') {
    const arabic = arabicSearchText({
      titleAr: field === 'title_ar' ? (value as string | null) : current.titleAr,
      legislation: field === 'legislation' ? (value as string | null) : current.legislation,
      status: field === 'status' ? (value as string | null) : current.status,
      textAr: current.originalTextAr,
    });
    edit.set.searchAr = arabic ? normaliseArabic(arabic) : null;
  }

  // The amends / repeals relations are read from titles, status notes and texts, and resolved by type, number and year.
  const relationField = RELATION_FIELDS[field];
  if (relationField) {
    edit.relations = await collectionRelations(
      db,
      relationField === 'markdown' ? { id, markdown: value as string | null } : { id, catalog: { [relationField]: value } },
    );
  }

  // Key-point citations point at article ids: they follow the key points, and the articles they name.
  if (field === 'key_points') {
    edit.keyPointCitations = {
      lawSlug: GLOSSARY_SLUG,
      records: [{ id, cited: citedArticles(value as string | null, { isCorporateTaxLaw: current.slug === GLOSSARY_SLUG }) }],
    };
  } else if (edit.passages) {
    edit.keyPointCitations = {
      lawSlug: GLOSSARY_SLUG,
      records:
        current.slug === GLOSSARY_SLUG
          ? (await allKeyPoints(db)).map((r) => ({ id: r.id, cited: citedArticles(r.keyPoints, { isCorporateTaxLaw: r.slug === GLOSSARY_SLUG }) }))
          : [{ id, cited: citedArticles(current.keyPoints) }],
    };
  }

  return edit;
}
