/**
 * The benchmark's 100× database, copied inside SQLite instead of seeded 100 times (issue 26 item 7: the
 * seed took 11 of the benchmark's 16 minutes). The first copy is the real corpus, seeded as `npm run seed`
 * does; each further copy is an `INSERT … SELECT` of its records and articles under the names
 * `corpusCopy` gives (seed/corpus/replicate-corpus.ts), so every text is written once, in one statement,
 * and the search indexes are filled by their triggers as for any insert. The seed instead wrote each long
 * text as a first chunk plus appends, and every append re-indexed the whole row.
 *
 * What depends on a document's name is still built by the seed builder per copy: the articles its key
 * points cite (a copy of the Law is not the Law) and, for the last copy only, the citator's references
 * (each seed run replaced all references with its own copy's, so the seeded database held the last
 * copy's; the copied one holds the same).
 */
import type { CorpusDocument } from '../seed/corpus/load-corpus.ts';
import { copySuffixes, corpusCopy } from '../seed/corpus/replicate-corpus.ts';
import { citatorStatements, keyPointCitationStatements, sqlLiteral } from '../seed/build-seed-sql.ts';
import { runStatements } from './database.ts';
import type { D1 } from './worker.ts';

async function columnsOf(db: D1, table: string): Promise<string[]> {
  const rows = await db.prepare(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`).all<{ name: string }>();
  return rows.results.map((r) => r.name).filter((c) => c !== 'id');
}

/**
 * Statements that add copy `i` of the records whose slugs are `originals` (already in the database):
 * the records, then their articles in the order they were first inserted (so ids follow the seed's order).
 */
export function copyStatements(i: number, originals: readonly string[], legislationColumns: readonly string[], articleColumns: readonly string[]): string[] {
  const suffix = copySuffixes(i);
  const inOriginals = `o.slug IN (${originals.map((s) => sqlLiteral(s)).join(', ')})`;
  const legislationSelect = legislationColumns.map((c) =>
    c === 'slug' ? `o.slug || ${sqlLiteral(suffix.slug)}` : c === 'title' ? `o.title || ${sqlLiteral(suffix.title)}` : `o.${c}`,
  );
  const articleSelect = articleColumns.map((c) => (c === 'legislation_id' ? 'n.id' : `a.${c}`));
  return [
    `INSERT INTO legislation (${legislationColumns.join(', ')}) SELECT ${legislationSelect.join(', ')} FROM legislation o WHERE ${inOriginals} ORDER BY o.id;`,
    `INSERT INTO articles (${articleColumns.join(', ')}) SELECT ${articleSelect.join(', ')} FROM legislation o ` +
      `JOIN articles a ON a.legislation_id = o.id JOIN legislation n ON n.slug = o.slug || ${sqlLiteral(suffix.slug)} WHERE ${inOriginals} ORDER BY a.id;`,
  ];
}

/**
 * Adds copies 1 … copies-1 of `docs` (copy 0, the corpus itself, must be seeded already), with the
 * per-copy statements of the seed builder that depend on names, then the last copy's references.
 */
export async function replicateInSql(db: D1, docs: readonly CorpusDocument[], copies: number, batch: number, progress: (copy: number) => void): Promise<void> {
  const legislationColumns = await columnsOf(db, 'legislation');
  const articleColumns = await columnsOf(db, 'articles');
  const originals = docs.map((d) => d.slug);
  for (let i = 1; i < copies; i++) {
    const names = corpusCopy(docs, i);
    await runStatements(db, [...copyStatements(i, originals, legislationColumns, articleColumns), ...names.flatMap(keyPointCitationStatements)], batch);
    progress(i);
  }
  if (copies > 1) await runStatements(db, citatorStatements(corpusCopy(docs, copies - 1)), batch);
  // As the seed ends: compact the search indexes once, and a new collection version.
  await runStatements(
    db,
    [
      `INSERT INTO legislation_search(legislation_search) VALUES ('optimize');`,
      `INSERT INTO articles_fts(articles_fts) VALUES ('optimize');`,
      `INSERT INTO articles_substring(articles_substring) VALUES ('optimize');`,
      `UPDATE corpus_version SET version = version + 1 WHERE id = 1;`,
    ],
    batch,
  );
}
