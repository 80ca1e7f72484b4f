/**
 * What a question asks the meaning of. "What is market value?", "What are Business Days?", "ما المقصود بيوم العمل؟"
 * ask for a term that an instrument defines in its definitions article (Article (1)) and that no article of the Law is
 * headed by: the definition is the answer, and the provisions that use the term are not. Read from the stored texts of
 * every instrument's Article (1), English and Arabic, like the glossary (./glossary.ts), so an admin edit of a
 * definition changes what is found.
 *
 * A question asks for a term when, once the words that ask for a meaning are set aside ("meaning", "defined", "المقصود"),
 * its words are the term's words, all of them and no more. Where the Corporate Tax Law defines the term, its definition
 * is the one meant; otherwise each instrument's that defines it. A definition that sends the reader to an article of its
 * own instrument ("… in accordance with Article (40) of this Decree-Law") is not the answer: that article is (the
 * glossary points at it), as is an article of the Law headed by the term ("Article (40): Tax Group").
 */
import { arabicLightStem, isArabicStopWord } from '../text/arabic.ts';
import { isStopWord } from '../text/stop-words.ts';
import { foldedWords, isArabicWord, stem } from '../text/tokenize.ts';
import { arabicDefinitions, englishDefinitions } from './bilingual-terms.ts';
import { articlesHeadedBy, GLOSSARY_SLUG } from './glossary.ts';

export interface DefinitionArticleText {
  /** Null for a record without one (added by an administrator): it cannot be cited by article. */
  slug: string | null;
  textEn: string;
  textAr: string | null;
}

interface DefinedTerm {
  slug: string;
  /** The term as this instrument's definitions write it, in each language they define it in ("Business Day", "يوم عمل"). */
  written: string[];
  /** The definition points at an article of its own instrument, which governs the term. */
  governedElsewhere: boolean;
}

/** A definitions article a question asks for, and the term it defines there, as written. */
export interface DefinitionAsked {
  slug: string;
  number: string;
  terms: string[];
}

export interface DefinitionIndex {
  /** The term's content stems, sorted and joined → the instruments defining it. */
  byStems: Map<string, DefinedTerm[]>;
  /** The English term of each key (to compare with the Law's headings). */
  names: Map<string, string>;
}

const OWN_ARTICLE_EN = /\bArticles?\s*\(\d+\)[^.;]*?\bof this\b/;
/** (JavaScript's \b knows only ASCII letters: an Arabic word is bounded by a space or the text's ends.) */
const OWN_ARTICLE_AR = /(?:^|\s)(?:[وب]?ال)?ماد(?:ة|ه|تين)\s*\(\d+\)[^.؛;]*?\sمن هذ[اه](?=\s|$)/;

/** A text's informative words as the question's concepts are read (query-analysis.ts `contentWords`). */
function contentStems(text: string): string[] {
  const out = new Set<string>();
  for (const word of foldedWords(text)) {
    if (isArabicWord(word)) {
      if (isArabicStopWord(word)) continue;
      const s = arabicLightStem(word);
      if (s.length >= 2) out.add(s);
    } else if (word.length >= 2 && !isStopWord(word)) out.add(stem(word));
  }
  return [...out];
}

const keyOf = (stems: readonly string[]) => [...stems].sort().join(' ');

export function buildDefinitionIndex(articles: readonly DefinitionArticleText[]): DefinitionIndex {
  const byStems = new Map<string, DefinedTerm[]>();
  const names = new Map<string, string>();
  for (const a of articles) {
    if (!a.slug) continue;
    const slug = a.slug;
    const english = englishDefinitions(a.textEn);
    const arabic = arabicDefinitions(a.textAr ?? '');
    // The Arabic list names the same terms in the same order when it is as long (./bilingual-terms.ts): each Arabic term
    // is then known by its English name too, which the Law's headings are compared with.
    const aligned = english.length === arabic.length;
    const add = (term: string, definition: string, ownArticle: RegExp, name: string | undefined) => {
      const stems = contentStems(term);
      if (!stems.length) return;
      const key = keyOf(stems);
      const list = byStems.get(key) ?? [];
      const known = list.find((d) => d.slug === slug);
      if (known) known.written.push(term);
      else list.push({ slug, written: [term], governedElsewhere: ownArticle.test(definition) });
      byStems.set(key, list);
      if (name && !names.has(key)) names.set(key, name);
    };
    for (const e of english) add(e.term, e.definition, OWN_ARTICLE_EN, e.term);
    arabic.forEach((e, i) => add(e.term, e.definition, OWN_ARTICLE_AR, aligned ? english[i]!.term : undefined));
  }
  return { byStems, names };
}

/** Words that ask for a meaning, not what it is of: "the meaning of Revenue", "what is meant by", "ما المقصود بـ", "تعريف". */
const ASKING = new Set(
  contentStems('mean meaning meant means define defined definition term expression concept المقصود يقصد معنى تعريف مصطلح مفهوم يعني تعني'),
);
/** The State the law speaks of, however a question names it ("What is a Business Day in the UAE?"). */
const THE_STATE = new Set(contentStems('UAE Emirates country الدولة الإمارات'));

/**
 * The definitions articles a definition question asks for, with the term as each writes it: none unless the question asks what a
 * term means (`asksDefinition`) in the term's own words. `lawHeadings`: the Law's article headings, by number.
 */
export function definitionsAsked(
  index: DefinitionIndex,
  question: { asksDefinition: boolean; conceptStems: readonly string[] },
  lawHeadings: ReadonlyMap<string, string> | undefined,
): DefinitionAsked[] {
  if (!question.asksDefinition) return [];
  const own = question.conceptStems.filter((s) => !ASKING.has(s));
  if (!own.length) return [];
  const key = [keyOf(own), keyOf(own.filter((s) => !THE_STATE.has(s)))].find((k) => k && index.byStems.has(k));
  if (!key) return [];
  const name = index.names.get(key);
  if (name && articlesHeadedBy(name, lawHeadings).length) return [];
  const defining = index.byStems.get(key)!;
  const law = defining.find((d) => d.slug === GLOSSARY_SLUG);
  return (law ? [law] : defining).filter((d) => !d.governedElsewhere).map((d) => ({ slug: d.slug, number: '1', terms: d.written }));
}
