/**
 * The free exact keyword search (spec §5): a case-insensitive substring match. Keywords of
 * three characters or more are answered by the trigram index, whose quoted phrase query
 * matches exactly the rows that contain the substring; two characters by the trigrams that start
 * with them and the indexed ends of the texts (a 'pair'); a single character by a scan.
 *
 * What is exact is the text a searcher means, not the typography of one document. Three habits are read
 * as they are meant:
 * - a keyword typed in quotes ("Tax Group") is the phrase inside them, the search being exact already;
 * - an apostrophe matches the typographic ones (’ ‘) as well as the typewriter one: the texts use both
 *   (the Law "Person's", the Pillar Two decision "Entity’s");
 * - an article, clause or paragraph number matches with or without its parentheses: the Law writes
 *   "Article (50)" and "Clause (1)", the Cabinet and FTA decisions often "Article 50", and searchers type either
 *   ("المادة (50)" and "المادة 50" alike), or abbreviate ("Art. 50", "para. 2"), which no text does. A keyword that
 *   names one article ("Article 50", "Art. 50", "المادة (50)") also lists that article of each document found first,
 *   whether or not its own text repeats its number;
 * - an amount matches however its thousands are written: the English texts write "375,000", the Arabic "375.000"
 *   (and at times "375,000"), and a searcher may type "375000";
 * - a hyphenated word of the texts matches typed with spaces ("non resident person" meets "Non-Resident Person"), and
 *   a word the texts spell the British way typed the American way ("recognized" meets "recognised").
 */
import { stripUnsafeCharacters } from '../../../../schema/api/text.ts';
import type { KeywordMatch } from '../../db/repositories/legislation-repository.ts';
import { writtenBritish } from '../text/british-spellings.ts';
import { apostropheSpellings, apostrophesToRead, foldForSearch } from '../text/text-fold.ts';
import { HYPHENATED_WORDS } from './hyphenated-words.ts';

/** Opening and closing quotation marks a keyword may be wrapped in. */
const OPENING_QUOTES = new Set(['"', '“', '„', '«']);
const CLOSING_QUOTES = new Set(['"', '”', '“', '»']);

/** The phrase inside one pair of quotation marks around the whole keyword, or the keyword as it is. */
function unquoteKeyword(keyword: string): string {
  const chars = [...keyword];
  const first = chars[0];
  const last = chars[chars.length - 1];
  if (chars.length < 3 || first === undefined || last === undefined) return keyword;
  const quoted = (OPENING_QUOTES.has(first) && CLOSING_QUOTES.has(last)) || (first === "'" && last === "'");
  const inner = quoted ? chars.slice(1, -1).join('').trim() : '';
  return inner ? inner : keyword;
}

/**
 * A number cited after the word for an article, clause, paragraph, section or chapter, or an instrument's number
 * ("Decree-Law No. (47)", "رقم (47)": the texts write it in parentheses, the titles mostly bare) (folded: lower case,
 * Arabic letter forms unified, Western digits), in parentheses or bare. The Arabic words may carry their prefixes
 * (للماده, برقم). A bare number is a whole word as typed ("article 50" is not "article (5)0", "article 5a" is left alone).
 */
const CITATION =
  /(\b(?:articles?|arts?\.?|clauses?|paragraphs?|paras?\.?|sections?|chapters?|no\.?)|(?:ماده|مادتين|بند|فقره|رقم))( ?)(?:\((\d+(?:\.\d+)*)\)|(\d+(?:\.\d+)*)(?![\p{L}\p{N}]|\.\d))/gu;
/** The words the texts write for the abbreviations a searcher types. */
const ABBREVIATED: Record<string, string> = { art: 'article', arts: 'articles', para: 'paragraph', paras: 'paragraphs', no: 'no.' };
const fullWord = (word: string) => ABBREVIATED[word.replace(/\.$/, '')] ?? word;
/** A keyword that is the citation of one article, and nothing else: its number. */
const ONE_ARTICLE = /^(?:annex )?(?:article|art\.?|[\p{L}]*ماده) ?\(?(\d+(?:\.\d+)*)\)?$/u;

/**
 * The keyword as typed, with every cited number bare, and with every cited number in parentheses, each word written
 * out (one spelling if it cites none).
 */
function citationSpellings(folded: string): string[] {
  const bare = folded.replace(
    CITATION,
    (_, word: string, _space: string, inParentheses?: string, plain?: string) => `${fullWord(word)} ${inParentheses ?? plain}`,
  );
  const parenthesised = folded.replace(
    CITATION,
    (_, word: string, _space: string, inParentheses?: string, plain?: string) => `${fullWord(word)} (${inParentheses ?? plain})`,
  );
  return [...new Set([folded, bare, parenthesised])];
}

/**
 * An amount: digits in groups of three after a first group (separated by commas, or by dots, alike), or five digits or
 * more in a row; not part of a longer number or of a decimal. Four plain digits are left as typed: the texts write
 * years so (2023, 1444), and amounts grouped.
 */
const AMOUNT = /(?<![\d.,])(?:[1-9]\d{0,2}([,.])\d{3}(?:\1\d{3})*|\d{5,})(?!\d|[.,]\d)/g;
const THOUSANDS = /\B(?=(?:\d{3})+$)/g;

/**
 * The phrase as typed, then with every amount grouped by commas and by dots, every amount alike. Not plain: no text
 * writes an amount so, and each spelling looked for costs the index a phrase (one whose trigrams are all common, such
 * as "aed 375000", costs as much as a hit).
 */
function amountSpellings(phrase: string): string[] {
  const written = (separator: string) => phrase.replace(AMOUNT, (amount) => amount.replace(/[,.]/g, '').replace(THOUSANDS, separator));
  return [...new Set([phrase, written(','), written('.')])];
}

/** One of the texts' hyphenated words, typed with hyphens or spaces, starting a word (its endings may follow: "non-residents"). */
const HYPHENATED = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...HYPHENATED_WORDS]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.split('-').join('[- ]'))
    .join('|')})`,
  'gu',
);

/**
 * The phrase as typed, and with the texts' hyphenated words hyphenated, every such word alike. Not the other way: the
 * texts all but never space them (one "top up tax" beside 117 "top-up"; "decree law" never beside 640 "Decree-Law"),
 * and each spelling costs the index a phrase.
 */
function hyphenSpellings(phrase: string): string[] {
  const hyphenated = phrase.replace(HYPHENATED, (word) => word.replaceAll(' ', '-'));
  return hyphenated === phrase ? [phrase] : [phrase, hyphenated];
}

/** The phrase as typed, and with its American spellings British, as the texts write them. */
function britishSpellings(phrase: string): string[] {
  const british = writtenBritish(phrase);
  return british === phrase ? [phrase] : [phrase, british];
}

/**
 * The most spellings a keyword is located by (3 of its citations × 3 of its amounts × 2 of its hyphens, the rarer
 * American words beyond): each is bound three times in the list's statement (the heading hit, the English and the
 * Arabic position), under D1's 100 parameters.
 */
const MAX_LOCATED_SPELLINGS = 18;

const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
/** A LIKE pattern (with ESCAPE '\\') for texts containing `text`. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function parseKeyword(keyword: string): KeywordMatch {
  // Control and bidirectional-override characters are dropped here too (not only by the route's validator): a NUL breaks the index query.
  const cleaned = stripUnsafeCharacters(keyword).trim().replace(/\s+/g, ' ');
  // Unquoted after folding, so that ‘…’ (folded to '…') is read as quotes too.
  const folded = unquoteKeyword(foldForSearch(cleaned));
  // The spellings the texts may hold: folding reads every apostrophe as ', and the texts hold each kind.
  const spellings = citationSpellings(folded).flatMap(amountSpellings).flatMap(hyphenSpellings).flatMap(britishSpellings).slice(0, MAX_LOCATED_SPELLINGS);
  const variants = [...new Set(spellings.flatMap(apostropheSpellings))];
  // Where it occurs is looked for once per spelling of its citations, amounts, hyphens and words, in a text whose apostrophes read as '.
  const locate = { spellings, apostrophes: apostrophesToRead(folded) };
  const article = ONE_ARTICLE.exec(folded)?.[1];
  if ([...folded].length >= 3) {
    return { kind: 'index', folded, variants, locate, ftsQuery: variants.map(ftsPhrase).join(' OR '), ...(article ? { article } : {}) };
  }
  const likePatterns = variants.map(likePattern);
  return { kind: [...folded].length === 2 ? 'pair' : 'scan', folded, variants, locate, likePatterns };
}
