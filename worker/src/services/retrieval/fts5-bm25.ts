/**
 * FTS5's BM25 (fts5_aux.c), for the records the isolate ranks itself as the index would: the documents' English
 * records (document-index.ts) and their Arabic ones (arabic-documents.ts).
 */

const K1 = 1.2;
const B = 0.75;
/** FTS5's floor for the weight of a term in half the rows or more. */
const MIN_IDF = 1e-6;

/** The weight of a term `holding` of `rows` rows contain. */
export function fts5Idf(rows: number, holding: number): number {
  return Math.max(MIN_IDF, Math.log((rows - holding + 0.5) / (holding + 0.5)));
}

/** A row's length against the mean, as BM25 divides a frequency by it. */
export function fts5LengthNorm(length: number, meanLength: number): number {
  return K1 * (1 - B + (B * length) / meanLength);
}

/** A term's share of a row's score: its weight, and its frequency `f` (the columns' weighted sum) in a row of `norm`. */
export function fts5TermScore(idf: number, f: number, norm: number): number {
  return idf * ((f * (K1 + 1)) / (f + norm));
}
