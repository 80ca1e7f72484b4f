/**
 * The Arabic document record of an Arabic question: what legislation_fts is for an English one. A
 * document's English record (title, summary, key points) gives the document prior and, through its key
 * points, notes on the articles they cite; an Arabic question reaches it only through the few English
 * words its glossary terms and practitioner wordings add. So each document also has an Arabic record:
 * the official Arabic title's subject and the team's Arabic of the summary and key
 * points (seed/editorial/ar), scored by BM25 with the English record's column weights, and Arabic key
 * point i is a note on the articles English key point i cites. Read with the glossary and cached with it, as
 * posting lists: a question reads its few stems' records, not every record's stems (5,900 records at 100×).
 */
import type { ArabicDocumentRow } from '../../db/repositories/retrieval-repository.ts';
import { arabicContentStems } from './bilingual-terms.ts';
import { fts5Idf, fts5LengthNorm, fts5TermScore } from './fts5-bm25.ts';
import { parseKeyPoints } from './key-points.ts';

/**
 * What a title says the instrument is about: the text after its type, issuer and number ("قرار الهيئة
 * الاتحادية للضرائب رقم 12: في شأن …"). The issuer is not the subject: a question naming the Federal Tax
 * Authority asks what to do before it, not for the Authority's decisions (numbers are read as
 * references elsewhere). The closing "for the purposes of the Decree-Law …" is in nearly every title
 * and weighs next to nothing.
 */
export function titleSubject(titleAr: string): string {
  const at = titleAr.search(/[:：]/);
  return at >= 0 ? titleAr.slice(at + 1) : titleAr;
}

/** The sorted stems `stem` counts as (itself; and, from four letters, the longer stems it begins), by binary search. */
function stemRun(sorted: readonly string[], stem: string): [number, number] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < stem) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < sorted.length && (sorted[end] === stem || (stem.length >= 4 && sorted[end]!.startsWith(stem)))) end++;
  return [lo, end];
}

/**
 * How often each light stem occurs in a text, its stems sorted so that the stems a question's stem begins
 * form one run: a stem of four letters or more also stands for the longer stems it begins (as in the
 * articles: scoring.ts), found by binary search rather than by reading every word of every record.
 */
export class StemCounts {
  private readonly keys: string[];
  private readonly counts: number[];

  constructor(stems: readonly string[]) {
    const tally = new Map<string, number>();
    for (const s of stems) tally.set(s, (tally.get(s) ?? 0) + 1);
    this.keys = [...tally.keys()].sort();
    this.counts = this.keys.map((k) => tally.get(k)!);
  }

  count(stem: string): number {
    const [from, to] = stemRun(this.keys, stem);
    let n = 0;
    for (let i = from; i < to; i++) n += this.counts[i]!;
    return n;
  }
}

export interface ArabicNote {
  /** Light stems of the Arabic key point. */
  stems: StemCounts;
  /** "slug#number" keys of the articles it cites (its own document's, and the Corporate Tax Law's). */
  articles: Array<[string, string]>;
}

export interface ArabicDocumentRecord {
  legislationId: number;
  notes: ArabicNote[];
  length: number;
}

export interface ArabicDocumentIndex {
  records: ArabicDocumentRecord[];
  meanLength: number;
  /** Every light stem of the records, sorted: a question's stem and the longer stems it begins are one run. */
  stems: string[];
  /**
   * Which records hold stem i and how often in each column: record/title/summary/keyPoints[offsets[i] … offsets[i + 1]),
   * records ascending. A question reads the postings of its few stems, not every record (5,900 at 100× the collection).
   */
  offsets: Int32Array;
  record: Int32Array;
  title: Int32Array;
  summary: Int32Array;
  keyPoints: Int32Array;
}

/**
 * The records of the documents that have an Arabic title or Arabic editorial texts. An Arabic key point
 * whose English counterpart is missing (the two lists differ in length) is left out: it would cite the
 * wrong articles. `lawSlug` is the Corporate Tax Law's, whose articles key points cite by name.
 */
export function buildArabicDocumentIndex(rows: readonly ArabicDocumentRow[], lawSlug: string): ArabicDocumentIndex | null {
  /** Stem → [record, title, summary, key points, record, …], records in order. */
  const postings = new Map<string, number[]>();
  const records: ArabicDocumentRecord[] = [];
  for (const r of rows) {
    const title = r.titleAr ? arabicContentStems(titleSubject(r.titleAr)) : [];
    const summary = r.summaryAr ? arabicContentStems(r.summaryAr) : [];
    const english = parseKeyPoints(r.keyPoints);
    const arabic = (r.keyPointsAr ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const pointStems = arabic.map((text) => arabicContentStems(text));
    // The key points are the record's text even where they cannot be notes.
    const points = pointStems.flat();
    const length = title.length + summary.length + points.length;
    if (!length) continue;
    const notes: ArabicNote[] =
      r.slug && arabic.length === english.length
        ? pointStems.map((stems, i) => ({
            stems: new StemCounts(stems),
            articles: [
              ...english[i]!.articles.map((n): [string, string] => [r.slug!, n]),
              ...english[i]!.corporateTaxLawArticles.map((n): [string, string] => [lawSlug, n]),
            ],
          }))
        : [];
    const tally = new Map<string, [number, number, number]>();
    [title, summary, points].forEach((column, c) => {
      for (const stem of column) {
        const counts = tally.get(stem) ?? [0, 0, 0];
        counts[c] = counts[c]! + 1;
        tally.set(stem, counts);
      }
    });
    for (const [stem, [t, s, k]] of tally) {
      const list = postings.get(stem);
      if (list) list.push(records.length, t, s, k);
      else postings.set(stem, [records.length, t, s, k]);
    }
    records.push({ legislationId: r.legislationId, notes, length });
  }
  if (!records.length) return null;
  const stems = [...postings.keys()].sort();
  const offsets = new Int32Array(stems.length + 1);
  stems.forEach((stem, i) => (offsets[i + 1] = offsets[i]! + postings.get(stem)!.length / 4));
  const total = offsets[stems.length]!;
  const [record, title, summary, keyPoints] = [0, 1, 2, 3].map(() => new Int32Array(total)) as [Int32Array, Int32Array, Int32Array, Int32Array];
  stems.forEach((stem, i) => {
    const list = postings.get(stem)!;
    for (let j = 0; j < list.length / 4; j++) {
      const to = offsets[i]! + j;
      record[to] = list[4 * j]!;
      title[to] = list[4 * j + 1]!;
      summary[to] = list[4 * j + 2]!;
      keyPoints[to] = list[4 * j + 3]!;
    }
  });
  return { records, meanLength: records.reduce((n, r) => n + r.length, 0) / records.length, stems, offsets, record, title, summary, keyPoints };
}

/**
 * BM25 of each record for the question's Arabic light stems, as FTS5 scores a row over weighted
 * columns: a stem's frequency is the columns' weighted sum, the row's length all its tokens, a stem
 * most records hold weighs next to nothing. `weights`: title, summary, key points. Only the records that score,
 * in record order.
 */
export function scoreArabicDocuments(
  index: ArabicDocumentIndex,
  questionStems: readonly string[],
  weights: readonly [number, number, number],
): Map<number, number> {
  const n = index.records.length;
  const scores = new Float64Array(n);
  for (const stem of new Set(questionStems)) {
    // Each record's occurrences of the stem (and the stems it stands for), column by column.
    const counts = new Map<number, [number, number, number]>();
    const [from, to] = stemRun(index.stems, stem);
    for (let i = index.offsets[from]!; i < index.offsets[to]!; i++) {
      const c = counts.get(index.record[i]!) ?? [0, 0, 0];
      c[0] += index.title[i]!;
      c[1] += index.summary[i]!;
      c[2] += index.keyPoints[i]!;
      counts.set(index.record[i]!, c);
    }
    const d = counts.size;
    if (!d) continue;
    const idf = fts5Idf(n, d);
    for (const [r, [t, s, k]] of counts) {
      const f = weights[0] * t + weights[1] * s + weights[2] * k;
      if (f) scores[r] = scores[r]! + fts5TermScore(idf, f, fts5LengthNorm(index.records[r]!.length, index.meanLength));
    }
  }
  const out = new Map<number, number>();
  index.records.forEach((r, i) => scores[i]! > 0 && out.set(r.legislationId, scores[i]!));
  return out;
}

/**
 * How well each Arabic key point of the given documents matches the question, as scoreNotes measures an
 * English one: the share of the question's own Arabic words (by rarity across the articles, `idf`) the
 * note holds. A word's other forms (`concept`: its reading without a pronoun, the verb of its verbal noun) count
 * once with it, at the rarest form the note holds. Returns "slug#number" → the best note's share.
 */
export function scoreArabicNotes(
  index: ArabicDocumentIndex,
  documents: ReadonlySet<number>,
  terms: ReadonlyArray<{ stem: string; idf: number; concept: number }>,
  key: (slug: string, number: string) => string,
): Map<string, number> {
  const out = new Map<string, number>();
  const best = new Map<number, number>();
  for (const t of terms) best.set(t.concept, Math.max(best.get(t.concept) ?? 0, t.idf));
  const total = [...best.values()].reduce((sum, idf) => sum + idf, 0);
  if (total <= 0) return out;
  for (const r of index.records) {
    if (!documents.has(r.legislationId)) continue;
    for (const note of r.notes) {
      if (!note.articles.length) continue;
      const held = new Map<number, number>();
      for (const t of terms) if (t.idf > 0 && note.stems.count(t.stem)) held.set(t.concept, Math.max(held.get(t.concept) ?? 0, t.idf));
      let s = 0;
      for (const idf of held.values()) s += idf;
      const value = Math.min(1, s / total);
      if (value <= 0) continue;
      for (const [slug, number] of note.articles) {
        const k = key(slug, number);
        out.set(k, Math.max(out.get(k) ?? 0, value));
      }
    }
  }
  return out;
}
