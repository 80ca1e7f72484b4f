/**
 * Arabic ↔ English defined terms, aligned from the definition articles of the collection: Article 1 of
 * every instrument that has both texts lists the same definitions in the same order in its official
 * Arabic (`Term: meaning`) and its English (`- **Term**: meaning`). A pair is taken only from an article
 * whose two lists have the same length, so the alignment is by position and never guessed. Read from
 * the stored texts, like the glossary: an admin edit of a definition article changes the pairs with it.
 *
 * A question names a defined term in one language; the other language's term joins its query, so an
 * Arabic question reaches the English-only text (Cabinet Decision No. 142 of 2024) and the English
 * fields (headings, titles), and its Arabic words still reach the official Arabic.
 */
import { arabicLightStem, arabicSkeleton, isArabicStopWord } from '../text/arabic.ts';
import { foldedWords, isArabicWord, stem } from '../text/tokenize.ts';

export interface BilingualTerm {
  en: string;
  /** Folded English words of the term, and their stems as the index stems them. */
  enWords: string[];
  enStems: string[];
  ar: string;
  /** Light stems of the Arabic term's informative words, as a phrase. */
  arStems: string[];
}

export interface DefinitionArticle {
  slug: string;
  textEn: string;
  textAr: string | null;
}

/** A bold term and a colon; its meaning may start on the next lines (a list of (a), (b), …). */
const EN_ENTRY = /^\s*[-*•]?\s*\*\*(.+?)\*\*\s*[:：]\s*(.*)$/;
/** An Arabic definition line: a short term, a colon, its meaning (the lead-in sentence ends in a colon and has no text after it). */
const AR_ENTRY = /^\s*[-*•]?\s*(?:\*\*)?([^:：\n]{2,80}?)(?:\*\*)?\s*[:：]\s*(\S.*)$/;

/** A definition article's entries, in order: each term and the words after its colon. */
export interface DefinitionEntry {
  term: string;
  definition: string;
}

/** The entries of an English definition article (`- **Term**: meaning`). */
export function englishDefinitions(text: string): DefinitionEntry[] {
  return text.split('\n').flatMap((line) => {
    const m = line.match(EN_ENTRY);
    return m ? [{ term: m[1]!.trim(), definition: m[2]! }] : [];
  });
}

/** The entries of an official Arabic definition article (`Term: meaning`), a term of Arabic words only. */
export function arabicDefinitions(text: string): DefinitionEntry[] {
  return text.split('\n').flatMap((line) => {
    const m = line.match(AR_ENTRY);
    return m && foldedWords(m[1]!).some(isArabicWord) ? [{ term: m[1]!.trim(), definition: m[2]! }] : [];
  });
}

const englishTerms = (text: string) => englishDefinitions(text).map((e) => e.term);
const arabicTerms = (text: string) => arabicDefinitions(text).map((e) => e.term);

/** Every term a definition article defines, in either language (not aligned: the question scope's vocabulary). */
export function definedTerms(textEn: string, textAr: string | null): string[] {
  return [...englishTerms(textEn), ...(textAr ? arabicTerms(textAr) : [])];
}

/** Light stems of the informative Arabic words of a text, in order. */
export function arabicContentStems(text: string): string[] {
  return foldedWords(text)
    .filter((w) => isArabicWord(w) && !isArabicStopWord(w))
    .map(arabicLightStem)
    .filter((s) => s.length >= 2);
}

/** The English term's folded words and their stems, every word kept: a phrase as the text writes it ("Top-up Tax"). */
function englishContent(term: string): { words: string[]; stems: string[] } {
  const words = foldedWords(term);
  return { words, stems: words.map(stem) };
}

/** The pairs of one definition article; none when its two lists differ in length. */
export function alignDefinitions(textEn: string, textAr: string): BilingualTerm[] {
  const en = englishTerms(textEn);
  const ar = arabicTerms(textAr);
  if (!en.length || en.length !== ar.length) return [];
  return en.flatMap((term, i) => {
    const english = englishContent(term);
    const arStems = arabicContentStems(ar[i]!);
    return english.stems.length && arStems.length ? [{ en: term, enWords: english.words, enStems: english.stems, ar: ar[i]!, arStems }] : [];
  });
}

export interface BilingualGlossary {
  terms: BilingualTerm[];
  /** The terms a question can name (see matchArabicTerms), longest first: ordered once, not per question. */
  matchable: BilingualTerm[];
  /** Definition articles read, and those whose two lists lined up. */
  articles: number;
  aligned: number;
}

/** Every aligned pair of the collection, the first instrument's wording kept where several define the same Arabic term. */
export function buildBilingualGlossary(articles: readonly DefinitionArticle[]): BilingualGlossary {
  const byArabic = new Map<string, BilingualTerm>();
  let aligned = 0;
  for (const a of articles) {
    if (!a.textAr) continue;
    const pairs = alignDefinitions(a.textEn, a.textAr);
    if (pairs.length) aligned++;
    for (const p of pairs) {
      const key = p.arStems.join(' ');
      if (!byArabic.has(key)) byArabic.set(key, p);
    }
  }
  const terms = [...byArabic.values()];
  const matchable = terms
    .filter((t) => t.arStems.length > 1 || t.enStems.length > 1)
    .sort((a, b) => b.arStems.length - a.arStems.length || b.enStems.length - a.enStems.length);
  return { terms, matchable, articles: articles.filter((a) => a.textAr).length, aligned };
}

export interface BilingualHit {
  term: BilingualTerm;
  /** The matched stretch of the question's Arabic content stems (first and last index). */
  from: number;
  to: number;
}

/** The broken plurals of the patterns مفاعل / فعائل ("مناطق", "مصادر", "خسائر") and أفعال ("أعمال", "أشخاص", "أرباح"), folded. */
const BROKEN_PLURAL = /^[\u0621-\u064A]{2}ا[\u0621-\u064A]{2}$|^ا[\u0621-\u064A]{2}ا[\u0621-\u064A]$/;

/**
 * Defined terms an Arabic question names: each term's light stems as consecutive informative words,
 * longest terms first, no word counted for two terms. A one-word term counts only when its English is
 * more than one word: a single word ("الشخص", Person) is already in the query and names no concept.
 */
export function matchArabicTerms(glossary: BilingualGlossary, questionStems: readonly string[]): BilingualHit[] {
  const used = new Array<boolean>(questionStems.length).fill(false);
  const hits: BilingualHit[] = [];
  // A word of a term of two words or more is met in its broken plural too ("المناطق الحرة" is the Law's "المنطقة الحرة"):
  // a word of a plural's pattern (مفاعل, أفعال) with the singular's letters. (Not a one-word term, nor any other shape of
  // the same letters: "الشركات" and "الشراكة", "قرار" and "تقرير" share them.)
  const skeletons = questionStems.map((q) => (BROKEN_PLURAL.test(q) ? arabicSkeleton(q) : null));
  const same = (q: number, stem: string, several: boolean) =>
    questionStems[q] === stem || (several && skeletons[q] !== null && skeletons[q] === arabicSkeleton(stem));
  for (const term of glossary.matchable) {
    const n = term.arStems.length;
    for (let i = 0; i + n <= questionStems.length; i++) {
      let ok = true;
      for (let k = 0; k < n && ok; k++) ok = !used[i + k] && same(i + k, term.arStems[k]!, n > 1);
      if (!ok) continue;
      for (let k = 0; k < n; k++) used[i + k] = true;
      hits.push({ term, from: i, to: i + n - 1 });
      break;
    }
  }
  return hits;
}
