/** The citator's edges (legislation_references): read for a document page, replaced when a document's references are re-parsed. */
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { legislation, legislationReferences as refs } from '../../../../schema/db.ts';
import type { Db } from '../client.ts';
import type { InstrumentRelation, TextReference } from '../shapes.ts';
import { PUBLIC_TAX_CATEGORY } from './legislation-repository.ts';

const fromDoc = alias(legislation, 'from_doc');
const toDoc = alias(legislation, 'to_doc');

/** Every edge that starts or ends at the document, with both ends' titles and statuses. */
export async function edgesOfDocument(db: Db, legislationId: number) {
  return db
    .select({
      id: refs.id,
      kind: refs.kind,
      text: refs.text,
      instrumentText: refs.instrumentText,
      language: refs.language,
      spanStart: refs.spanStart,
      spanEnd: refs.spanEnd,
      fromId: refs.fromLegislationId,
      fromArticle: refs.fromArticle,
      fromSlug: fromDoc.slug,
      fromTitle: fromDoc.title,
      fromStatus: fromDoc.status,
      toId: refs.toLegislationId,
      toArticle: refs.toArticle,
      toSlug: toDoc.slug,
      toTitle: toDoc.title,
      toStatus: toDoc.status,
    })
    .from(refs)
    .innerJoin(fromDoc, eq(fromDoc.id, refs.fromLegislationId))
    .leftJoin(toDoc, eq(toDoc.id, refs.toLegislationId))
    .where(or(eq(refs.fromLegislationId, legislationId), eq(refs.toLegislationId, legislationId)))
    .orderBy(refs.id);
}

export type EdgeRow = Awaited<ReturnType<typeof edgesOfDocument>>[number];

/**
 * The statements that replace the edges parsed from a document's passages (relations between whole
 * instruments, from titles, status notes and repeal clauses, stay). The rows go as one JSON parameter: D1 binds at most 100 parameters a statement.
 */
export function replaceTextReferences(db: Db, legislationId: number, rows: TextReference[]) {
  const remove = db.delete(refs).where(and(eq(refs.fromLegislationId, legislationId), eq(refs.source, 'text'), isNotNull(refs.fromArticle)));
  if (!rows.length) return [remove];
  const json = JSON.stringify(
    rows.map((r) => [r.fromArticle, r.toLegislationId, r.toArticle, r.kind, r.text, r.instrumentText, r.language, r.spanStart, r.spanEnd]),
  );
  // Drizzle writes the columns of a single-table select unqualified: the select lists them in table order by hand.
  const insert = db.insert(refs).select(
    sql`SELECT NULL, ${legislationId}, j.value ->> '$[0]', j.value ->> '$[1]', j.value ->> '$[2]', j.value ->> '$[3]', j.value ->> '$[4]',
      j.value ->> '$[5]', j.value ->> '$[6]', j.value ->> '$[7]', j.value ->> '$[8]', 'text' FROM json_each(${json}) j`,
  );
  return [remove, insert];
}

/**
 * The statements that replace every amends / repeals relation between instruments with those given (they are derived
 * from the whole collection's titles, notes and texts, so an edit of one record may change any of them). One JSON
 * parameter: D1 binds at most 100 a statement.
 */
export function replaceInstrumentRelations(db: Db, rows: InstrumentRelation[]) {
  const remove = db.delete(refs).where(and(isNull(refs.fromArticle), inArray(refs.kind, ['amends', 'repeals'])));
  if (!rows.length) return [remove];
  const json = JSON.stringify(rows.map((r) => [r.fromLegislationId, r.toLegislationId, r.kind, r.text, r.toLegislationId === null ? r.text : null, r.source]));
  const insert = db.insert(refs).select(
    sql`SELECT NULL, j.value ->> '$[0]', NULL, j.value ->> '$[1]', NULL, j.value ->> '$[2]', j.value ->> '$[3]', j.value ->> '$[4]', NULL, NULL, NULL,
      j.value ->> '$[5]' FROM json_each(${json}) j`,
  );
  return [remove, insert];
}

/** A public record as a question about its status reads it, with each instrument recorded as amending or repealing it. */
export interface InstrumentStatusRow {
  id: number;
  slug: string;
  title: string;
  titleAr: string | null;
  status: string | null;
  statusNote: string | null;
  /** 1 when the collection holds its text. */
  hasText: number;
  /** JSON: [{kind, id, slug, title, titleAr, hasText, date, articles}], `articles` the changing instrument's numbered articles that name this one. */
  changes: string;
}

/** The public records named by slug or id, each with the instruments that amend or repeal it (the citator's relations). */
export async function instrumentStatusRows(db: Db, named: { slugs: readonly string[]; ids: readonly number[] }): Promise<InstrumentStatusRow[]> {
  if (!named.slugs.length && !named.ids.length) return [];
  // The names travel as two JSON parameters: D1 binds at most 100 a statement.
  return db.all<InstrumentStatusRow>(sql`
    SELECT l.id, l.slug, l.title, l.title_ar AS "titleAr", l.status, l.status_note AS "statusNote", l.word_count > 0 AS "hasText",
      (SELECT json_group_array(json_object('kind', rel.kind, 'id', f.id, 'slug', f.slug, 'title', f.title, 'titleAr', f.title_ar,
           'hasText', f.word_count > 0, 'date', f.issue_date_actual,
           'articles', (SELECT json_group_array(DISTINCT r.from_article) FROM ${refs} r
                        WHERE r.kind = 'refers_to' AND r.from_legislation_id = f.id AND r.to_legislation_id = l.id AND r.from_article GLOB '[0-9]*')))
       FROM ${refs} rel JOIN ${legislation} f ON f.id = rel.from_legislation_id
       WHERE rel.to_legislation_id = l.id AND rel.kind IN ('amends', 'repeals') AND rel.from_legislation_id <> l.id) AS changes
    FROM ${legislation} l
    WHERE l.slug IS NOT NULL AND l.tax_category = ${PUBLIC_TAX_CATEGORY}
      AND (l.slug IN (SELECT value FROM json_each(${JSON.stringify(named.slugs)})) OR l.id IN (SELECT value FROM json_each(${JSON.stringify(named.ids)})))`);
}
