/**
 * Every document's key points (legislation.key_points, one per line) are plain-English notes
 * that cite the articles they summarise: "Revenue threshold: AED 3,000,000 … (Art. 2(1))."
 * Read as notes on those articles they give retrieval the everyday wording the articles
 * themselves lack. References to another instrument ("Art. 50(1) of the Corporate Tax Law")
 * are kept apart: they name the Corporate Tax Law's articles, not this document's.
 */
import type { CitedArticle } from '../../db/shapes.ts';

export interface KeyPointNote {
  text: string;
  /** Article numbers of the same document ("2", "1.5"). */
  articles: string[];
  /** Article numbers of the Corporate Tax Law cited by the note. */
  corporateTaxLawArticles: string[];
}

const NUM = String.raw`\d+(?:\.\d+)*(?:\s*\([0-9a-z]{1,4}\))*`;
const ITEM = String.raw`${NUM}(?:\s*[-–]\s*(?:${NUM}|\([0-9a-z]{1,4}\)))?`;
const REF = new RegExp(String.raw`\b(?:Arts?|Articles?)\.?\s*\(?(${ITEM}(?:\s*(?:,|and|&)\s*${ITEM})*)\)?`, 'g');
const OF_CT_LAW = /^\)?\s*of\s+(?:the\s+)?(?:Corporate Tax Law|CT Law|Federal Decree-Law No\.?\s*\(?47\)?\s*of\s*2022|Decree-Law)/i;
const OF_OTHER = /^\)?\s*of\s+(?:the\s+)?(?:Federal|Cabinet|Ministerial|Tax Procedures|Executive|Decision|Law|this Decision|the Decision)/i;

const PARENTHESES = /\(([^()]*)\)/g;
const SCHEDULE_REF = /^Schedule(?:\s+items?\s+\d+(?:\s*(?:,|and|&|-|–)\s*\d+)*)?$/i;

const lead = (s: string) => s.match(/^\d+(?:\.\d+)*/)?.[0] ?? null;

/** "3-5" → 3, 4, 5; "1.5-1.9" → 1.5 … 1.9; "2(3)-(4)" → 2. */
function expandItem(item: string): string[] {
  const [from, to] = item.split(/\s*[-–]\s*/);
  const a = lead(from ?? '');
  if (!a) return [];
  const b = to ? lead(to) : null;
  if (!b) return [a];
  const pa = a.split('.');
  const pb = b.split('.');
  if (pa.length !== pb.length || pa.slice(0, -1).join('.') !== pb.slice(0, -1).join('.')) return [a, b];
  const lo = Number(pa[pa.length - 1]);
  const hi = Number(pb[pb.length - 1]);
  if (!(hi > lo) || hi - lo > 30) return [a, b];
  const prefix = pa.slice(0, -1).join('.');
  const out: string[] = [];
  for (let n = lo; n <= hi; n++) out.push(prefix ? `${prefix}.${n}` : String(n));
  return out;
}

/**
 * Parsed key points by their text, per isolate: every passage search reads the best documents' key points again (the
 * candidate statement sends them) and parsing them was a measurable share of its CPU (issue 26 item 7). Keyed by the
 * text itself, an edit is simply another key; bounded, the oldest out first.
 */
const parsed = new Map<string, readonly KeyPointNote[]>();
const PARSED_MAX = 1_000;

export function parseKeyPoints(keyPoints: string | null): readonly KeyPointNote[] {
  if (!keyPoints) return [];
  const known = parsed.get(keyPoints);
  if (known) return known;
  const notes = parseLines(keyPoints);
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
  parsed.set(keyPoints, notes);
  return notes;
}

function parseLines(keyPoints: string): KeyPointNote[] {
  return keyPoints
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => {
      const articles = new Set<string>();
      const ctLaw = new Set<string>();
      for (const m of text.matchAll(REF)) {
        const after = text.slice(m.index! + m[0].length);
        if (OF_OTHER.test(after) && !OF_CT_LAW.test(after)) continue;
        const target = OF_CT_LAW.test(after) ? ctLaw : articles;
        for (const item of m[1]!.split(/\s*(?:,|and|&)\s*/)) for (const n of expandItem(item)) target.add(n);
      }
      // The schedule attached to the document, cited as a reference is ("(Schedule items 6 and 7, applied via Art. 2)",
      // "(Schedule, Art. 2)"): the article numbered "Schedule". A mention in the sentence ("… deletions from the
      // Schedule") cites nothing.
      for (const [, inside] of text.matchAll(PARENTHESES)) if (inside!.split(/[;,]/).some((part) => SCHEDULE_REF.test(part.trim()))) articles.add('Schedule');
      return { text, articles: [...articles], corporateTaxLawArticles: [...ctLaw] };
    });
}

/**
 * The articles a document's key points cite, each once, in order of first mention: what
 * key_point_citations holds for the document (written by the seed and by admin edits).
 */
export function citedArticles(keyPoints: string | null, options: { isCorporateTaxLaw?: boolean } = {}): CitedArticle[] {
  const out: CitedArticle[] = [];
  const seen = new Set<string>();
  for (const note of parseKeyPoints(keyPoints)) {
    for (const [cited, numbers] of [
      ['self', note.articles],
      ['law', note.corporateTaxLawArticles],
    ] as const) {
      // In the Corporate Tax Law itself, "the Law's" articles are its own.
      const of = options.isCorporateTaxLaw ? 'self' : cited;
      for (const number of numbers) {
        const key = `${of}#${number}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ of, number });
      }
    }
  }
  return out;
}
