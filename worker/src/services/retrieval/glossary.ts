/**
 * The Corporate Tax Law's defined terms as a query glossary, read from the stored text of its
 * Article 1 (Federal Decree-Law No. 47 of 2022), never from a hand copy: an admin edit or a new
 * consolidated text changes the glossary with it.
 *
 * Each entry is `- **Term**: definition`. A question that names a defined term, or describes one
 * in the words of its definition ("negative taxable income" → Tax Loss), is also about that term;
 * and a definition that says where the term is governed ("… in accordance with Article (40) of
 * this Decree-Law") points at the article that governs it.
 */
import { arabicLightStem, arabicSkeleton, isArabicStopWord } from '../text/arabic.ts';
import { arabicDefinitions } from './bilingual-terms.ts';
import { foldedWords, isArabicWord, stem } from '../text/tokenize.ts';
import { isStopWord } from '../text/stop-words.ts';

export const GLOSSARY_SLUG = 'fdl-47-2022';
export const GLOSSARY_ARTICLE = '1';

export interface GlossaryEntry {
  term: string;
  /** Stemmed tokens of the term, as a phrase. */
  termStems: string[];
  /** Distinct informative stems of the definition (stop words and the term's own words removed). */
  definitionStems: string[];
  /** Articles of the Law itself that the definition names ("Article (40) of this Decree-Law"). */
  articles: string[];
  /**
   * A definition by genus and difference ("A Person that is subject to Corporate Tax in the State under this
   * Decree-Law"): the genus's last stem ("person") and the stems of what sets the term apart ("subject corporate tax"),
   * without where the Law governs it. Null when the definition is not of that shape or its difference is long.
   */
  genus: { head: string; difference: string[] } | null;
  /**
   * The same in the official Arabic ("الخاضع للضريبة: الشخص الذي يخضع لضريبة الشركات في الدولة …"), each word as its
   * root's letters (`arabicSkeleton`), so that a question's verb meets the definition's participle ("من يخضع …؟" and
   * "الخاضع"). Null when the Arabic list does not line up with the English one, or the definition is not of that shape.
   */
  genusAr?: { head: string; difference: string[] } | null;
}

export interface Glossary {
  entries: GlossaryEntry[];
  /** Inverse document frequency of a stem over the definitions. */
  idf: Map<string, number>;
  /** Stems used in so many definitions that they say nothing about which term is meant. */
  common: Set<string>;
}

/** A word in this many definitions or more does not single one out. */
const COMMON_DEFINITIONS = 4;

const ENTRY = /^\s*[-*•]?\s*\*\*(.+?)\*\*\s*[:：]\s*(.+)$/;
const PLAIN_ENTRY = /^\s*[-*•]\s*([A-Z][^:]{1,80}?)\s*:\s*(.+)$/;
const OWN_ARTICLE = /Article\s*\((\d+)\)(?![^.;]*?\bof\s+(?:the\s+)?(?:Federal|Cabinet|Ministerial|Tax Procedures))/g;

/** "A Person that is …", "Any income derived …", "The income that is …": a determiner, the genus, then the difference. */
const GENUS_DEFINITION = /^(?:[Aa]n?|[Tt]he|[Aa]ny)\s+((?:[A-Z][\w-]*\s+)*[A-Z][\w-]*|[a-z][\w-]*)\s+(?:(?:that|which|who)\s+(?:is\s+|are\s+)?)?(.+)$/;
/** Where the Law governs the term ("under Article (4) of this Decree-Law", "in the State"): not what sets it apart. */
const WHERE_GOVERNED = /\s*\b(?:under|in accordance with|pursuant to)\b.*$|\bin the State\b/g;
/** A difference of more words than this is a rule of its own, not a name a question would give the term. */
const MAX_DIFFERENCE = 4;

function genusOf(definition: string): GlossaryEntry['genus'] {
  const m = definition.replace(/\.$/, '').match(GENUS_DEFINITION);
  if (!m) return null;
  const genus = foldedWords(m[1]!).map(stem);
  const difference = [...new Set(informativeStems(m[2]!.replace(WHERE_GOVERNED, ' ')))];
  return genus.length && difference.length && difference.length <= MAX_DIFFERENCE ? { head: genus[genus.length - 1]!, difference } : null;
}

function informativeStems(text: string): string[] {
  return foldedWords(text)
    .filter((w) => w.length > 1 && !isStopWord(w) && !/^\d+$/.test(w))
    .map(stem);
}

export function parseGlossary(article1Text: string): Glossary {
  const entries: GlossaryEntry[] = [];
  for (const line of article1Text.split('\n')) {
    const m = line.match(ENTRY) ?? line.match(PLAIN_ENTRY);
    if (!m) continue;
    const term = m[1]!.trim();
    const definition = m[2]!.replace(/\[Note \d+\]/g, '').trim();
    const termStems = foldedWords(term).map(stem);
    if (!termStems.length) continue;
    const own = new Set(termStems);
    const definitionStems = [...new Set(informativeStems(definition).filter((s) => !own.has(s)))];
    const articles = [...new Set([...definition.matchAll(OWN_ARTICLE)].map((a) => a[1]!))];
    entries.push({ term, termStems, definitionStems, articles, genus: genusOf(definition) });
  }
  const df = new Map<string, number>();
  for (const e of entries) for (const s of e.definitionStems) df.set(s, (df.get(s) ?? 0) + 1);
  const n = entries.length || 1;
  const idf = new Map<string, number>();
  const common = new Set<string>();
  for (const [s, d] of df) {
    idf.set(s, Math.log(1 + (n - d + 0.5) / (d + 0.5)));
    if (d >= COMMON_DEFINITIONS) common.add(s);
  }
  return { entries, idf, common };
}

/** Where the Law governs the term ("بموجب هذا المرسوم بقانون", "وفقاً للمادة (4)", "في الدولة"): not what sets it apart. */
const WHERE_GOVERNED_AR = /\s*(?:،\s*)?(?:بموجب|وفق[اً]*|طبق[اً]*|المنصوص|المحدد|كما هو)\s.*$|(?:^|\s)في الدول[ةه](?=\s|$|[.،])/g;
/** "أي دخل …" (Any income …): the determiner before the genus. */
const ANY_AR = new Set(['اي', 'كل']);

/** A text's informative Arabic words as the letters of their roots, in order. */
function arabicRoots(text: string): string[] {
  return foldedWords(text)
    .filter((w) => isArabicWord(w) && !isArabicStopWord(w))
    .map((w) => arabicSkeleton(arabicLightStem(w)))
    .filter((s) => s.length >= 2);
}

function arabicGenusOf(definition: string): GlossaryEntry['genusAr'] {
  const folded = foldedWords(definition.replace(WHERE_GOVERNED_AR, ' '));
  const [head, ...rest] = arabicRoots(folded.slice(folded.length && ANY_AR.has(folded[0]!) ? 1 : 0).join(' '));
  const difference = [...new Set(rest)];
  return head && difference.length && difference.length <= MAX_DIFFERENCE ? { head, difference } : null;
}

/**
 * The Law's Arabic definitions beside the English glossary: read only when the two lists line up term for term (as
 * ./bilingual-terms.ts aligns them), each English entry taking the genus and difference of its Arabic definition.
 */
export function withArabicDefinitions(glossary: Glossary, article1TextAr: string | null): Glossary {
  const arabic = arabicDefinitions(article1TextAr ?? '').map((e) => e.definition.replace(/\[[^\]]*\]/g, '').trim());
  if (arabic.length !== glossary.entries.length) return glossary;
  return { ...glossary, entries: glossary.entries.map((e, i) => ({ ...e, genusAr: arabicGenusOf(arabic[i]!) })) };
}

/** The Law's articles whose heading is the term itself ("Article (11): Taxable Person"), by number. */
export function articlesHeadedBy(term: string, headings: ReadonlyMap<string, string> | undefined): string[] {
  const wanted = term.trim().toLowerCase();
  return [...(headings ?? [])].flatMap(([n, heading]) => (heading.trim().toLowerCase() === wanted ? [n] : []));
}

export interface GlossaryHit {
  entry: GlossaryEntry;
  /**
   * 'term': the question names the term; 'meaning': it names it by its genus and difference ("Who is subject to
   * Corporate Tax?": a Taxable Person); 'definition': it uses the definition's words.
   */
  via: 'term' | 'meaning' | 'definition';
  /** 0..1: how strongly the question evokes the term. */
  strength: number;
}

/** Whether `phrase` occurs as consecutive tokens of `tokens`. */
function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= tokens.length; i++) {
    for (let k = 0; k < phrase.length; k++) if (tokens[i + k] !== phrase[k]) continue outer;
    return true;
  }
  return false;
}

/**
 * Defined terms a question evokes. `queryStems` is the question's stemmed token stream (stop
 * words included, so phrases stay contiguous); `contentStems` its informative stems.
 */
export function matchGlossary(glossary: Glossary, queryStems: readonly string[], contentStems: ReadonlySet<string>): GlossaryHit[] {
  const hits: GlossaryHit[] = [];
  const meant = termsMeant(glossary, queryStems, contentStems);
  for (const entry of glossary.entries) {
    if (meant.has(entry)) {
      hits.push({ entry, via: 'meaning', strength: 1 });
      continue;
    }
    // A term made only of words that most definitions use ("Corporate Tax", "Person") says nothing
    // about what a question is about: nearly every question names it.
    const substantial = entry.termStems.length > 1 || entry.termStems[0]!.length >= 4;
    if (substantial && entry.termStems.some((s) => !glossary.common.has(s)) && containsPhrase(queryStems, entry.termStems)) {
      hits.push({ entry, via: 'term', strength: entry.termStems.length > 1 ? 1 : 0.6 });
      continue;
    }
    let matched = 0;
    let weight = 0;
    let total = 0;
    for (const s of entry.definitionStems) {
      if (glossary.common.has(s)) continue;
      const w = glossary.idf.get(s) ?? 0;
      total += w;
      if (contentStems.has(s)) {
        matched++;
        weight += w;
      }
    }
    // Two of a definition's distinctive words carrying half its weight, or three carrying a third.
    const share = total > 0 ? weight / total : 0;
    if ((matched >= 3 && share >= 0.3) || (matched >= 2 && share >= 0.5)) {
      hits.push({ entry, via: 'definition', strength: Math.min(1, Math.max(share, matched / 5)) * 0.7 });
    }
  }
  hits.sort((a, b) => b.strength - a.strength);
  return hits.slice(0, 6);
}

/** The State the Law speaks of, however a question names it. */
const THE_STATE = new Set(['state', 'uae', 'emir', 'countri']);
const ASKS_PERSON = new Set(['who', 'whom']);
const ASKS_KIND = new Set(['what', 'which']);

/**
 * The terms a question asks for by their definition's genus and difference, and nothing else: "Who is subject to
 * Corporate Tax in the UAE?" asks which Person is subject to it, which is how the Law defines a Taxable Person; "What
 * income is exempt from Corporate Tax?" is the Law's Exempt Income. The question's words beside the genus it asks for
 * ("who" for a Person, or the noun after "what"/"which") must be the difference, all of it and no more: "Are foreign
 * companies subject to Corporate Tax?" asks about a kind of person the definition does not name.
 */
function termsMeant(glossary: Glossary, queryStems: readonly string[], contentStems: ReadonlySet<string>): Set<GlossaryEntry> {
  const out = new Set<GlossaryEntry>();
  const first = queryStems[0];
  if (first && isArabicWord(first)) return arabicTermsMeant(glossary, queryStems);
  const head = first && ASKS_PERSON.has(first) ? 'person' : first && ASKS_KIND.has(first) ? queryStems[1] : undefined;
  if (!head) return out;
  const rest = [...contentStems].filter((s) => s !== head && !THE_STATE.has(s) && !ASKS_PERSON.has(s) && !ASKS_KIND.has(s));
  return entriesDefinedAs(glossary, (e) => e.genus, head, rest, THE_STATE);
}

/** The entries whose genus (`genusOf`: English or Arabic) is `head` and whose difference is `rest`, all of it and no more. */
function entriesDefinedAs(
  glossary: Glossary,
  genusOf: (e: GlossaryEntry) => GlossaryEntry['genus'] | undefined,
  head: string,
  rest: readonly string[],
  theState: ReadonlySet<string>,
): Set<GlossaryEntry> {
  const out = new Set<GlossaryEntry>();
  if (!rest.length) return out;
  for (const entry of glossary.entries) {
    const genus = genusOf(entry);
    if (!genus || genus.head !== head) continue;
    const difference = genus.difference.filter((s) => !theState.has(s));
    if (difference.length === rest.length && rest.every((s) => difference.includes(s))) out.add(entry);
  }
  return out;
}

/** "من" asks for a Person; "ما (هو|هي) الدخل …" for the noun after it. */
const ASKS_PERSON_AR = new Set(['من']);
const ASKS_KIND_AR = new Set(['ما', 'ماذا']);
const PRONOUNS_AR = new Set(['هو', 'هي', 'هم']);
const PERSON_AR = arabicRoots('الشخص')[0];
const THE_STATE_AR = new Set(arabicRoots('الدولة الإمارات دولة الإمارات العربية المتحدة'));

/**
 * termsMeant for an Arabic question, on the official Arabic definitions: "من يخضع لضريبة الشركات في الإمارات؟" asks which
 * Person "يخضع لضريبة الشركات", the Law's Arabic definition of a Taxable Person. Words are compared by the letters of
 * their roots, all of them and no more, as in English.
 */
function arabicTermsMeant(glossary: Glossary, words: readonly string[]): Set<GlossaryEntry> {
  let at = 1;
  while (at < words.length && PRONOUNS_AR.has(words[at]!)) at++;
  let head: string | undefined;
  if (ASKS_PERSON_AR.has(words[0]!)) head = PERSON_AR;
  else if (ASKS_KIND_AR.has(words[0]!)) head = arabicRoots(words[at++] ?? '')[0];
  if (!head) return new Set();
  const rest = [...new Set(arabicRoots(words.slice(at).join(' ')))].filter((s) => s !== head && !THE_STATE_AR.has(s));
  return entriesDefinedAs(glossary, (e) => e.genusAr, head, rest, THE_STATE_AR);
}
