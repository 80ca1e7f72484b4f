/**
 * The Arabic document record of an Arabic question: what legislation_fts is for an English one. A
 * document's English record (title, summary, key points) gives the document prior and, through its key
 * points, notes on the articles they cite; an Arabic question reaches it only through the few English
 * words its glossary terms and practitioner wordings add. So each document also has an Arabic record:
 * the official Arabic title's subject and the team's Arabic of the summary and key
 * points (seed/editorial/ar), scored by BM25 with the English record's column weights, and Arabic key
 * point i is a note on the articles English key point i cites. Read with the glossary and cached with it:
 * a few dozen short records, no index needed.
 */
import type { ArabicDocumentRow } from '../../db/repositories/retrieval-repository.ts';
import { arabicContentStems } from './bilingual-terms.ts';
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
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < stem) lo = mid + 1;
      else hi = mid;
    }
    let n = 0;
    for (let i = lo; i < this.keys.length; i++) {
      const key = this.keys[i]!;
      if (key === stem) n += this.counts[i]!;
      else if (stem.length >= 4 && key.startsWith(stem)) n += this.counts[i]!;
      else break;
    }
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
  title: StemCounts;
  summary: StemCounts;
  keyPoints: StemCounts;
  /** All three, for the records a stem occurs in. */
  all: StemCounts;
  notes: ArabicNote[];
  length: number;
}

export interface ArabicDocumentIndex {
  records: ArabicDocumentRecord[];
  meanLength: number;
}

/**
 * The records of the documents that have an Arabic title or Arabic editorial texts. An Arabic key point
 * whose English counterpart is missing (the two lists differ in length) is left out: it would cite the
 * wrong articles. `lawSlug` is the Corporate Tax Law's, whose articles key points cite by name.
 */
export function buildArabicDocumentIndex(rows: readonly ArabicDocumentRow[], lawSlug: string): ArabicDocumentIndex | null {
  const records = rows.flatMap((r): ArabicDocumentRecord[] => {
    const title = r.titleAr ? arabicContentStems(titleSubject(r.titleAr)) : [];
    const summary = r.summaryAr ? arabicContentStems(r.summaryAr) : [];
    const english = parseKeyPoints(r.keyPoints);
    const arabic = (r.keyPointsAr ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const pointStems = arabic.map((text) => arabicContentStems(text));
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
    // The key points are the record's text even where they cannot be notes.
    const points = pointStems.flat();
    const length = title.length + summary.length + points.length;
    if (!length) return [];
    return [
      {
        legislationId: r.legislationId,
        title: new StemCounts(title),
        summary: new StemCounts(summary),
        keyPoints: new StemCounts(points),
        all: new StemCounts([...title, ...summary, ...points]),
        notes,
        length,
      },
    ];
  });
  if (!records.length) return null;
  return { records, meanLength: records.reduce((n, r) => n + r.length, 0) / records.length };
}

/** FTS5's BM25 constants. */
const K1 = 1.2;
const B = 0.75;

/**
 * BM25 of each record for the question's Arabic light stems, as FTS5 scores a row over weighted
 * columns: a stem's frequency is the columns' weighted sum, the row's length all its tokens, a stem
 * most records hold weighs next to nothing. `weights`: title, summary, key points. Only the records that score.
 */
export function scoreArabicDocuments(
  index: ArabicDocumentIndex,
  questionStems: readonly string[],
  weights: readonly [number, number, number],
): Map<number, number> {
  const out = new Map<number, number>();
  const stems = [...new Set(questionStems)];
  const n = index.records.length;
  const idfs = stems.map((s) => {
    let d = 0;
    for (const r of index.records) if (r.all.count(s)) d++;
    return d ? Math.max(1e-6, Math.log((n - d + 0.5) / (d + 0.5))) : 0;
  });
  for (const r of index.records) {
    let score = 0;
    stems.forEach((s, i) => {
      if (!idfs[i]) return;
      const f = weights[0] * r.title.count(s) + weights[1] * r.summary.count(s) + weights[2] * r.keyPoints.count(s);
      if (f) score += (idfs[i]! * f * (K1 + 1)) / (f + K1 * (1 - B + (B * r.length) / index.meanLength));
    });
    if (score > 0) out.set(r.legislationId, score);
  }
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
