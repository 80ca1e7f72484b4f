/**
 * The documents' official Arabic titles in the document prior of an Arabic question. The prior is BM25
 * over the English title, summary and key points (legislation_fts), which an Arabic question reaches
 * only through the few English words its glossary terms and practitioner wordings add, while its own
 * words often name the instrument's subject in the title's language ("تسهيلات الأعمال الصغيرة"). So the
 * question's Arabic light stems are scored against each title's light stems by BM25, as FTS5 scores a
 * column, and the retriever weighs the result as it weighs the English title (retriever.ts). Read with
 * the glossary and cached with it: a few dozen short titles, no index needed.
 */
import { arabicContentStems } from './bilingual-terms.ts';

export interface ArabicTitle {
  legislationId: number;
  /** Light stems of the title's informative words, in order. */
  stems: string[];
}

export interface ArabicTitleIndex {
  titles: ArabicTitle[];
  /** Light stem → how many titles contain it. */
  df: Map<string, number>;
  meanLength: number;
}

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

export function buildArabicTitleIndex(rows: ReadonlyArray<{ legislationId: number; titleAr: string | null }>): ArabicTitleIndex | null {
  const titles = rows.flatMap((r) => {
    const stems = r.titleAr ? arabicContentStems(titleSubject(r.titleAr)) : [];
    return stems.length ? [{ legislationId: r.legislationId, stems }] : [];
  });
  if (!titles.length) return null;
  const df = new Map<string, number>();
  for (const t of titles) for (const s of new Set(t.stems)) df.set(s, (df.get(s) ?? 0) + 1);
  return { titles, df, meanLength: titles.reduce((n, t) => n + t.stems.length, 0) / titles.length };
}

/** FTS5's BM25 constants. */
const K1 = 1.2;
const B = 0.75;

/**
 * BM25 of each title for the question's Arabic light stems, by FTS5's formula (a stem most titles
 * contain weighs next to nothing). Only the titles that score.
 */
export function scoreArabicTitles(index: ArabicTitleIndex, questionStems: readonly string[]): Map<number, number> {
  const out = new Map<number, number>();
  const stems = [...new Set(questionStems)];
  const n = index.titles.length;
  const idfs = stems.map((s) => {
    const d = index.df.get(s) ?? 0;
    return d ? Math.max(1e-6, Math.log((n - d + 0.5) / (d + 0.5))) : 0;
  });
  for (const t of index.titles) {
    let score = 0;
    stems.forEach((s, i) => {
      if (!idfs[i]) return;
      let f = 0;
      for (const x of t.stems) if (x === s) f++;
      if (f) score += (idfs[i]! * f * (K1 + 1)) / (f + K1 * (1 - B + (B * t.stems.length) / index.meanLength));
    });
    if (score > 0) out.set(t.legislationId, score);
  }
  return out;
}

/**
 * The BM25 a title would have that held each of the question's Arabic light stems once, at the mean
 * length: what the question's words could score at most, a stem no title has weighing as the rarest.
 */
export function fullTitleScore(index: ArabicTitleIndex, questionStems: readonly string[]): number {
  const n = index.titles.length;
  let sum = 0;
  for (const s of new Set(questionStems)) {
    const d = index.df.get(s) ?? 0;
    sum += Math.max(1e-6, Math.log((n - d + 0.5) / (d + 0.5)));
  }
  return sum;
}
