/**
 * Writes of legislation management: a record's fields together with everything derived from them
 * (its article index, key-point citations, the corpus version the retrieval caches watch, and
 * the audit log), in one D1 batch, so a failure leaves nothing half-written. The keyword indexes
 * follow by triggers (migrations 0001–0004).
 */
import { and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { articleEmbeddings, articles, corpusVersion, keyPointCitations, legislation, legislationAudit } from '../../../../schema/db.ts';
import { countWords } from '../../../../schema/word-count.ts';
import type { Db } from '../client.ts';
import { isNullGuardOn } from '../constraint-failure.ts';
import type { CitedArticle, InstrumentRelation, TextReference } from '../shapes.ts';
import { replaceInstrumentRelations, replaceTextReferences } from './citator-repository.ts';

type LegislationInsert = typeof legislation.$inferInsert;

export interface AuditWrite {
  userId: number;
  userEmail: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** The whole record and how many passages its article index holds. */
export async function getAdminRecord(db: Db, id: number) {
  const [rows, [counted]] = await db.batch([
    db.select().from(legislation).where(eq(legislation.id, id)).limit(1),
    db.select({ n: count() }).from(articles).where(eq(articles.legislationId, id)),
  ]);
  const row = rows[0];
  return row ? { ...row, articleCount: counted?.n ?? 0 } : null;
}

export async function listAudit(db: Db, legislationId: number, limit: number) {
  return db.select().from(legislationAudit).where(eq(legislationAudit.legislationId, legislationId)).orderBy(desc(legislationAudit.id)).limit(limit);
}

/**
 * Ids of records (any tax category) whose title, summary or text contains one of the keyword's spellings, ASCII case
 * folded (as LIKE would), the Arabic one over the normalised Arabic (search_ar). instr(), not LIKE:
 * D1 refuses LIKE patterns over 50 bytes ("LIKE or GLOB pattern too complex"), and an admin search
 * may be 200 characters long.
 */
export async function idsMatching(db: Db, spellings: string[], arabicKeyword: string): Promise<Set<number>> {
  const contains = (column: AnySQLiteColumn, texts = spellings) => or(...texts.map((text) => sql`instr(lower(coalesce(${column}, '')), lower(${text})) > 0`));
  const rows = await db
    .select({ id: legislation.id })
    .from(legislation)
    .where(
      or(
        contains(legislation.title),
        contains(legislation.summary),
        contains(legislation.originalText),
        contains(legislation.originalTextContinued),
        contains(legislation.titleAr),
        contains(legislation.searchAr, [arabicKeyword]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** number → the English and official Arabic texts of the record's passages now. */
export async function articleTexts(db: Db, legislationId: number): Promise<Map<string, { textEn: string; textAr: string | null }>> {
  const rows = await db
    .select({ number: articles.number, textEn: articles.textEn, textAr: articles.textAr })
    .from(articles)
    .where(eq(articles.legislationId, legislationId));
  return new Map(rows.map((r) => [r.number, { textEn: r.textEn, textAr: r.textAr }]));
}

/** Every record as the citator's catalog names them. */
export async function citatorCatalog(db: Db) {
  return db
    .select({
      id: legislation.id,
      slug: legislation.slug,
      title: legislation.title,
      titleAr: legislation.titleAr,
      type: legislation.legislation,
      number: legislation.number,
      year: legislation.year,
      status: legislation.status,
      statusNote: legislation.statusNote,
    })
    .from(legislation);
}

/** Every record's key points: what key_point_citations is rebuilt from after the Corporate Tax Law's articles change. */
/** Every record's Markdown text, where it has one: the citator reads the repeal articles in it. */
export async function recordMarkdowns(db: Db): Promise<Array<{ id: number; slug: string | null; markdown: string }>> {
  return db.all<{ id: number; slug: string | null; markdown: string }>(sql`SELECT id, slug, markdown FROM ${legislation} WHERE markdown IS NOT NULL`);
}

export async function allKeyPoints(db: Db) {
  return db.select({ id: legislation.id, slug: legislation.slug, keyPoints: legislation.keyPoints }).from(legislation).orderBy(asc(legislation.id));
}

const bumpCorpusVersion = (db: Db) =>
  db
    .update(corpusVersion)
    .set({ version: sql`${corpusVersion.version} + 1` })
    .where(eq(corpusVersion.id, 1));

/**
 * The version raised only if it is still `readAt`: otherwise it is set to NULL, which its NOT NULL refuses, and the whole
 * batch is rolled back (a batch is one transaction; SQLite's RAISE exists only inside triggers).
 */
const bumpCorpusVersionFrom = (db: Db, readAt: number) =>
  db
    .update(corpusVersion)
    .set({ version: sql`CASE WHEN ${corpusVersion.version} = ${readAt} THEN ${corpusVersion.version} + 1 END` })
    .where(eq(corpusVersion.id, 1));

/** Whether a batch was refused by bumpCorpusVersionFrom: the collection changed after the edit read it. */
const isStaleRead = (err: unknown) => isNullGuardOn(err, 'corpus_version.version');

const auditInsert = (db: Db, legislationId: number | SQL, action: 'create' | 'update', audit: AuditWrite) =>
  db.insert(legislationAudit).values({ legislationId: legislationId as number, action, ...audit });

/** A new record, its audit entry and a new corpus version; returns the record's id. */
export async function insertRecord(db: Db, values: LegislationInsert, audit: AuditWrite): Promise<number> {
  const [inserted] = await db.batch([
    db.insert(legislation).values(values).returning({ id: legislation.id }),
    // last_insert_rowid() is the record's: the keyword-index triggers' own inserts do not outlive them.
    auditInsert(db, sql`last_insert_rowid()`, 'create', audit),
    bumpCorpusVersion(db),
  ]);
  return inserted[0]!.id;
}

/** The statements that make key_point_citations of one record match its key points. */
/** A passage of a record's text as split for storage (one articles row). */
export interface EditedPassage {
  ordinal: number;
  number: string;
  heading: string | null;
  chapter: string | null;
  text: string;
}

function keyPointStatements(db: Db, legislationId: number, cited: CitedArticle[], lawSlug: string): BatchItem<'sqlite'>[] {
  const remove = db.delete(keyPointCitations).where(eq(keyPointCitations.legislationId, legislationId));
  if (!cited.length) return [remove];
  const pairs = JSON.stringify(cited.map((c) => [c.of, c.number]));
  // Drizzle writes the columns of a single-table select unqualified: the sub-select qualifies its own by hand.
  return [
    remove,
    db
      .insert(keyPointCitations)
      .select(
        sql`SELECT ${legislationId}, a.id, c.key FROM json_each(${pairs}) c
          JOIN articles a ON a.number = json_extract(c.value, '$[1]')
           AND a.legislation_id = CASE json_extract(c.value, '$[0]') WHEN 'self' THEN ${legislationId}
             ELSE (SELECT l.id FROM legislation l WHERE l.slug = ${lawSlug}) END`,
      )
      .onConflictDoNothing(),
  ];
}

export interface RecordEdit {
  id: number;
  /** Columns of the record to write, derived figures included. */
  set: Partial<LegislationInsert>;
  /** The record's passages after the edit, when its text was re-split. */
  passages?: EditedPassage[];
  /** Passage numbers whose English text changed: their stored vectors no longer describe them. */
  changedNumbers?: string[];
  /** Records whose key-point citations are to be rebuilt, with what they cite; 'law' citations point at the record of `lawSlug`. */
  keyPointCitations?: { lawSlug: string; records: Array<{ id: number; cited: CitedArticle[] }> };
  /** The references written in the record's passages, when they were re-parsed. */
  references?: TextReference[];
  /** Every amends / repeals relation of the collection, when the edit may have changed one (they replace the stored ones). */
  relations?: InstrumentRelation[];
  audit: AuditWrite;
  /**
   * The corpus version read before anything the edit was derived from: the record, the whole collection's titles, notes
   * and texts (relations, references), the key points.
   */
  readAt: number;
}

/**
 * One edit, in one transaction. Passages keep their ids by number, so saved citations keep pointing at them. Nothing is
 * written, and false returned, when the collection changed after `edit.readAt`: what the edit derived from it (every
 * amends / repeals relation above all) would put back what the other change replaced.
 */
export async function applyRecordEdit(db: Db, edit: RecordEdit): Promise<boolean> {
  const statements: BatchItem<'sqlite'>[] = [bumpCorpusVersionFrom(db, edit.readAt), db.update(legislation).set(edit.set).where(eq(legislation.id, edit.id))];
  if (edit.passages) {
    const numbers = edit.passages.map((p) => p.number);
    statements.push(
      db
        .delete(articles)
        .where(numbers.length ? and(eq(articles.legislationId, edit.id), notInArray(articles.number, numbers)) : eq(articles.legislationId, edit.id)),
    );
    if (edit.changedNumbers?.length) {
      const changed = db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.legislationId, edit.id), inArray(articles.number, edit.changedNumbers)));
      statements.push(db.delete(articleEmbeddings).where(inArray(articleEmbeddings.articleId, changed)));
    }
    for (const p of edit.passages) {
      const english = { ordinal: p.ordinal, heading: p.heading, chapter: p.chapter, textEn: p.text, wordCount: countWords(p.text) };
      // The Arabic columns of a passage stay: the official Arabic is aligned by article number.
      statements.push(
        db
          .insert(articles)
          .values({ legislationId: edit.id, number: p.number, ...english })
          .onConflictDoUpdate({ target: [articles.legislationId, articles.number], set: english }),
      );
    }
  }
  if (edit.keyPointCitations) {
    const { lawSlug, records } = edit.keyPointCitations;
    for (const record of records) statements.push(...keyPointStatements(db, record.id, record.cited, lawSlug));
  }
  if (edit.references) statements.push(...replaceTextReferences(db, edit.id, edit.references));
  if (edit.relations) statements.push(...replaceInstrumentRelations(db, edit.relations));
  statements.push(auditInsert(db, edit.id, 'update', edit.audit));
  try {
    await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    return true;
  } catch (err) {
    if (isStaleRead(err)) return false;
    throw err;
  }
}

/**
 * Every amends / repeals relation replaced with those given, derived from the collection as it was at `readAt`; false
 * (nothing written) when it changed since.
 */
export async function replaceRelationsFrom(db: Db, relations: InstrumentRelation[], readAt: number): Promise<boolean> {
  try {
    await db.batch([bumpCorpusVersionFrom(db, readAt), ...replaceInstrumentRelations(db, relations)]);
    return true;
  } catch (err) {
    if (isStaleRead(err)) return false;
    throw err;
  }
}
