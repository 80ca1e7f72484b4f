/**
 * Words for relevance scoring in the extractive analyst: folded like the search index
 * (../text/text-fold.ts), with the search's stop words and a light English stemmer, so
 * "rates", "rated" and "rate" meet, and "taxes" meets "tax"; Arabic words reduced to the light
 * stems retrieval uses (../text/arabic.ts), so "الإيرادات" meets "إيرادات".
 */
import { arabicLightStem, arabicReadingsByStem, isArabicStopWord } from '../text/arabic.ts';
import { foldAuthorityName } from '../text/authority-name.ts';
import { writtenBritish } from '../text/british-spellings.ts';
import { FUNCTION_WORDS, isStopWord } from '../text/stop-words.ts';
import { isArabicWord } from '../text/tokenize.ts';
import { foldForSearch } from '../text/text-fold.ts';
import { westernDigits } from '../../../../schema/western-digits.ts';
import { citesArticle } from '../retrieval/query-analysis.ts';

/** Words of a question that ask rather than say what it is about. */
const QUESTION_WORDS = new Set(
  (
    'explain explains describe tell please give list summarise summarize summary know need needs want like regarding ' +
    'according provide example examples question answer happen happens anything something mean means meaning without ' +
    'fall falls falling fell'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;

function undouble(w: string): string {
  const n = w.length;
  if (n > 3 && w[n - 1] === w[n - 2] && !'lsz'.includes(w[n - 1]!) && !/[aeiou]/.test(w[n - 1]!)) return w.slice(0, -1);
  return w;
}

/** Irregular verb forms the suffix rules cannot reach, to their base: "records must be kept" is about keeping records. */
const IRREGULAR = new Map(
  Object.entries({
    kept: 'keep',
    paid: 'pay',
    held: 'hold',
    made: 'make',
    sold: 'sell',
    bought: 'buy',
    left: 'leave',
    met: 'meet',
    given: 'give',
    gave: 'give',
    taken: 'take',
    took: 'take',
    sent: 'send',
    lent: 'lend',
    borne: 'bear',
    bore: 'bear',
    arisen: 'arise',
    arose: 'arise',
    brought: 'bring',
    spent: 'spend',
    became: 'become',
    begun: 'begin',
    began: 'begin',
    chosen: 'choose',
    chose: 'choose',
    lost: 'lose',
    won: 'win',
    written: 'write',
    wrote: 'write',
    known: 'know',
    knew: 'know',
  }),
);

/** A deliberately light stemmer: plural and verb endings, -ion, -ly, -ible, a final e; an Arabic word to its light stem. */
export function stem(word: string): string {
  // An Arabic stop word as written: light-stemmed, "أخرى" (other) would be the "آخر" (last) of "آخر موعد" (the deadline).
  if (isArabicWord(word)) return isArabicStopWord(word) ? word : arabicLightStem(word);
  const base = IRREGULAR.get(word);
  if (base !== undefined) return stem(base);
  let w = word;
  if (w.length <= 3 || /\d/.test(w) || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith('ies') || w.endsWith('ied')) w = w.length > 4 ? `${w.slice(0, -3)}y` : w;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:x|ch|sh|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.endsWith('ion') && w.length > 6) w = w.slice(0, -3);
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  // "deductible" is about deducting ("None of the following may be deducted"). Only -ible: -able would make
  // "receivables" (trade debts) "received", and short bases ("taxable", "payable") are concepts of their own.
  else if (w.endsWith('ible') && w.length - 4 >= 5) w = w.slice(0, -4);
  if (w.endsWith('e') && w.length >= 4) w = w.slice(0, -1);
  return NOMINAL.get(w) ?? w;
}

/**
 * The law's procedural nouns and the verbs they name, as stems: "registration" and "registered" are one concept, as
 * are "retention" and "retain", "notification" and "notified". (The suffix rules already join "deduction" and
 * "deduct", "exemption" and "exempt"; "application" is left apart from "applies", which means "is applicable".)
 */
const NOMINAL = new Map(
  Object.entries({
    registrat: 'register',
    addit: 'add',
    deregistrat: 'deregister',
    notificat: 'notify',
    submiss: 'submit',
    retent: 'retain',
    intent: 'intend',
    determinat: 'determin',
    payment: 'pay',
    repayment: 'repay',
    assessment: 'assess',
    amendment: 'amend',
    cancellat: 'cancel',
    verificat: 'verify',
    liability: 'liabl',
  }),
);

const ASCII_WORD = /[a-z0-9]+/g;
// Legal English repeats a small vocabulary: stemming each distinct word once keeps a long article cheap.
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

function cachedStem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = stem(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, s);
  }
  return s;
}

/** Words that negate the word after them into another concept: a Non-Resident Person is not a Resident Person. */
const NEGATING = new Set(['non', 'غير']);
/** "غير" with the particles Arabic attaches to it ("لغير المقيمين", for non-residents; "وبغير", "فغير"): the same negation. */
const NEGATING_AR = /^[وف]?[لب]?غير$/;
const negation = (w: string): string | null => (NEGATING.has(w) ? w : NEGATING_AR.test(w) ? 'غير' : null);
/** "Able" in Arabic (folded), which a negation leaves incomplete without its complement. */
const CAPABLE = new Set(['قابل', 'قابله', 'القابل', 'القابله']);

/** The folded words of a text: ASCII text (nearly all English legislation) only needs lower-casing; the rest is folded like the index. */
function foldedWordsOf(text: string): string[] {
  return /[^\x00-\x7f]/.test(text) ? (foldForSearch(text).match(WORD) ?? []) : (text.toLowerCase().match(ASCII_WORD) ?? []);
}

/** The conjunction "provided that", one token of its own. */
const PROVIDED_THAT = 'provided_that';

/** Each word and its stem, a negating word joined to the word it negates ("non-resident" → "nonresident", "غير المقيم" → "غيرمقيم"). */
/** A token; a negated one (`positive`) keeps the stem of the word it negates. */
type Token = { word: string; stem: string; positive?: string };

function tokensOf(words: readonly string[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    const after = words[i + 2];
    const not = negation(w);
    if (not && next !== undefined && after !== undefined && CAPABLE.has(next)) {
      // "غير القابلة للخصم" (not deductible) and "غير القابلة للتحديد" (not identifiable) negate what follows "able":
      // the compound names both, and the complement stays a word of its own ("الخصم" is still about deducting).
      const complement = cachedStem(after);
      out.push({ word: not + next + after, stem: not + cachedStem(next) + complement, positive: cachedStem(next) }, { word: after, stem: complement });
      i += 2;
    } else if (not && next !== undefined && !negation(next)) {
      out.push({ word: not + next, stem: not + cachedStem(next), positive: cachedStem(next) });
      i++;
    } else if (w === 'provided' && next === 'that') {
      // "Provided that" states a condition: not the "provides" of a question ("provides consulting services").
      out.push({ word: 'provided that', stem: PROVIDED_THAT }, { word: next, stem: cachedStem(next) });
      i++;
    } else out.push({ word: w, stem: cachedStem(w) });
  }
  return out;
}

/** Stems of every word of a text, in order (stop words kept: the caller matches against question terms). */
export function textStems(text: string): string[] {
  return tokensOf(foldedWordsOf(text)).map((t) => t.stem);
}

/**
 * "عام" as the year of the question's story ("هذا العام", "العام الماضي", "في عام 2021"): the law's "العام" is public or
 * general ("النفع العام", "الصندوق العقاري العام", "القاعدة العامة"), and the year met it ("استحوذ مستثمر على 70% من
 * أسهمنا هذا العام" drew the public REIT's conditions into the key points). The law counts time in "سنة".
 */
const YEAR_BEFORE = new Set(['هذا', 'في', 'خلال', 'كل', 'منذ']);
const YEAR_AFTER = /^(?:الماضي|المقبل|القادم|الحالي|المنصرم|السابق|\d{4})$/;
function withoutStoryYear(words: string[]): string[] {
  return words.filter((w, i) => !(/^[لب]?(?:ال)?عام$/.test(w) && (YEAR_BEFORE.has(words[i - 1] ?? '') || YEAR_AFTER.test(words[i + 1] ?? ''))));
}

/**
 * To "apply for" something, "apply to be" treated so, or "apply to the Authority" is to make the request the law calls an
 * "application" ("shall submit the exemption application within (60) Business Days"). The two stay apart in the law's
 * own text, where "applies" means "is applicable" (`NOMINAL`); a question asking to apply also asks of the application.
 */
const APPLICATION = stem('application');
function asksToApply(tokens: readonly Token[]): boolean {
  return tokens.some(
    ({ stem: s }, i) =>
      s === 'apply' && (tokens[i + 1]?.word === 'for' || (tokens[i + 1]?.word === 'to' && ['be', 'authority'].includes(tokens[i + 2]?.word ?? ''))),
  );
}

/** The content stems of a question: folded, stop and question words dropped, stemmed, unique. */
export function questionStems(question: string): string[] {
  // The Authority by any of its names is one concept (../text/authority-name.ts); American spellings are the texts'
  // British ones (../text/british-spellings.ts).
  const tokens = tokensOf(withoutStoryYear(foldedWordsOf(foldAuthorityName(writtenBritish(question)))));
  const content = tokens.filter(({ word }) => !QUESTION_WORDS.has(word) && !isStopWord(word) && !isArabicStopWord(word));
  // A question of stop words only keeps them all; a single letter ("s" of "arm's") says nothing.
  const stems = (content.length ? content : tokens).map((t) => t.stem);
  if (asksToApply(tokens)) stems.push(APPLICATION);
  return [...new Set(stems)].filter((t) => t.length > 1).slice(0, 32);
}

/** Citations and the Law's names: which text a question is about, not words to find in it. */
const CITATION =
  /\b(?:(?:cabinet|ministerial|federal tax authority|fta)\s+)?(?:decision|resolution)\b(?:\s*(?:no\.?|number)?\s*\(?\d+\)?\s*(?:of|\/)\s*\d{4})?|\b(?:md|cd)\s*\d+\s*\/\s*\d{4}|(?:ال)?قرار\s+(?:(?:ال)?وزاري|مجلس\s+(?:ال)?وزراء|(?:ال)?هيئ[ةه](?:\s+(?:ال)?اتحادي[ةه]\s+(?:لل|ال)ضرائب)?)(?:\s+رقم\s*\(?\s*\d+\s*\)?\s+لسن[ةه]\s+\d{4})?|\b(?:arts?\.?|articles?|clauses?|paragraphs?|items?)\s*\(?\d+(?:\.\d+)*\)?|\(\w{1,3}\)|\b(?:federal\s+)?(?:decree[- ]law|corporate tax law|ct law|law)\b(?:\s*(?:no\.?|number)?\s*\(?\d+\)?\s*of\s*\d{4})?|[\u0621-\u064A]{0,3}(?:ماد[ةه]|بند|فقر[ةه])\s*\(?\s*\d+(?:\.\d+)*\s*\)?|(?:ال)?مرسوم\s+بقانون(?:\s+اتحادي)?|قانون\s+ضريب[ةه]\s+الشركات|\d+/giu;
/** Verbs that ask what a text says ("what does it provide / say / stipulate", "ماذا تنص"), beyond QUESTION_WORDS. */
const TEXT_VERBS = new Set(
  'say says said state states stated stipulate stipulates cover covers contain contains set out deal deals with require requires content contents'
    .split(' ')
    .concat(['تنص', 'ينص', 'نص', 'مضمون', 'اشرح', 'شرح', 'تتناول', 'يتناول', 'تقضي', 'يقضي', 'معني', 'معنى', 'ماذا', 'ما', 'هو', 'هي']),
);

/**
 * An instrument named by its number and year ("Ministerial Decision No. 73 of 2023", "MD 73/2023", "Federal Decree-Law
 * No. 47 of 2022", "القرار الوزاري رقم (73) لسنة 2023"), which of the collection retrieval resolves with the citator's
 * parser.
 */
const NUMBERED_INSTRUMENT =
  /\b(?:decision|resolution|decree[- ]law|law)\s*(?:no\.?|number)?\s*\(?\d+\)?\s*(?:of|\/)\s*\d{4}\b|\b(?:md|cd)\s*\d+\s*\/\s*\d{4}\b|(?:قرار|مرسوم|قانون)[^؟?.]{0,40}?رقم\s*\(?\s*\d+\s*\)?\s+لسن[ةه]\s+\d{4}/iu;

/** Whether a question names an instrument by its number and year. */
export function namesInstrument(question: string): boolean {
  return NUMBERED_INSTRUMENT.test(westernDigits(question));
}

/**
 * Whether a question cites an article, or names an instrument, and asks only what it says: "What does Article 50 of the
 * Corporate Tax Law provide?", "Explain Article (50)", "ماذا تنص المادة (50)؟", "What does MD 73/2023 provide?". Its
 * words, once the citations and the instruments' names are set aside, are question words, stop words and verbs of
 * saying only; "Does Article 50 apply to a share buy-back?" asks more.
 */
export function asksWhatItSays(question: string): boolean {
  if (!citesArticle(question) && !namesInstrument(question)) return false;
  const text = westernDigits(question);
  const words = foldedWordsOf(foldAuthorityName(text.replace(CITATION, ' ')));
  return words.every((w) => QUESTION_WORDS.has(w) || TEXT_VERBS.has(w) || isStopWord(w) || isArabicStopWord(w));
}

/** The Laws named by name rather than number ("the Corporate Tax Law", "قانون الإجراءات الضريبية"). */
const NAMED_LAW = /\b(?:corporate tax|ct|tax procedures)\s+law\b|قانون\s+(?:ضريب[ةه]\s+الشركات|(?:ال)?إجراءات\s+(?:ال)?ضريبي[ةه])/iu;

/**
 * The words of a question about an instrument's status: whether (and since when) it is in force, amended, repealed or
 * replaced, and when it was issued ("still in force", "come into force", "been repealed", "what replaced", "when was it
 * issued", "ساري المفعول", "أُلغي"). `STATUS_ASKED` are those that ask it;
 * the others only go with them ("still", "currently", "لا يزال", and "هذا القرار" of a document's chat).
 */
const STATUS_ASKED = new Set(
  foldedWordsOf(
    'force effect effective valid validity current applicable apply applies operative status issued published dated repealed repeal repeals abrogated abrogate revoked ' +
      'revoke cancelled canceled replaced replace replaces replacement superseded supersede amended amend amends amendment amendments ' +
      'modified ساري سارية ساريا سار المفعول مفعول نافذ نافذة نافذا النفاذ نفاذ ملغى ملغي ملغاة ألغي الغي ألغيت إلغاء الغاء ' +
      'معدل معدلة عدل عدلت تعديل تعديلات التعديلات استبدل استبدال حل محل محله بديل حالة الحالة معمول معمولا',
  ),
);
const STATUS_WORDS = new Set([
  ...STATUS_ASKED,
  ...foldedWordsOf(
    'still currently today now remain remains law yet any lately recently come comes came take takes took enter entered start begin يزال زال لازال مازال العمل به بها قائم قائما الآن حاليا هذا هذه القرار المرسوم القانون',
  ),
]);

/**
 * Whether a question asks only whether an instrument (or an article) is in force, amended or repealed: "Is Cabinet
 * Decision No. 55 of 2023 still in force?", "Has the Corporate Tax Law been amended?", "What replaced MD 82/2023?",
 * "هل القرار الوزاري رقم 125 لسنة 2023 لا يزال ساري المفعول؟". In a single-document chat (`aboutDocument`) the document is
 * what it asks about ("Is this decision still in force?"), so it need name nothing. Once the citations and the instruments'
 * names are set aside, its words are status words, question words and stop words, and one of them asks the status.
 */
export function asksAboutStatus(question: string, aboutDocument = false): boolean {
  const text = westernDigits(question);
  if (!aboutDocument && !namesInstrument(text) && !citesArticle(text) && !NAMED_LAW.test(text)) return false;
  return asksOnly(text, STATUS_ASKED, STATUS_WORDS);
}

/**
 * Whether a question's words, once its citations and the Laws it names are set aside, are all `allowed`, question or
 * stop words, one of them `asked`: it asks that and nothing more.
 */
function asksOnly(text: string, asked: ReadonlySet<string>, allowed: ReadonlySet<string>): boolean {
  const words = foldedWordsOf(foldAuthorityName(text.replace(NAMED_LAW, ' ').replace(CITATION, ' ')));
  return words.some((w) => asked.has(w)) && words.every((w) => allowed.has(w) || QUESTION_WORDS.has(w) || isStopWord(w) || isArabicStopWord(w));
}

/**
 * The words of a question about delegations: which decisions implement an article, which article an instrument
 * implements or was issued under, its legal basis ("Which decisions implement Article 21?", "Under which article of the
 * Law was CD 100/2023 issued?", "ما القرارات الصادرة تنفيذاً للمادة (21)؟"). `DELEGATION_ASKED` ask it.
 */
const DELEGATION_ASKED = new Set(
  foldedWordsOf(
    'implement implements implemented implementing implementation basis delegate delegates delegated delegation issued made ' +
      'تنفيذ تنفيذا تنفيذاً تنفذ ينفذ ينفذها تنفذها ينفذه تنفذه المنفذة التنفيذية الصادرة صدرت صدر سند أساس الأساس',
  ),
);
const DELEGATION_WORDS = new Set([
  ...DELEGATION_ASKED,
  ...foldedWordsOf(
    'decision decisions resolution resolutions regulation regulations executive ministerial cabinet article articles provision provisions ' +
      'law instrument instruments legal pursuant قرار القرار القرارات قرارات اللائحة المادة مادة المواد مواد أحكام الأحكام القانون القانوني الوزارية الوزاري مجلس الوزراء',
  ),
]);

/**
 * Whether a question asks only about delegations between the collection's instruments: which decisions implement the
 * article it cites, or which articles the instrument it names implements. Its other words are delegation, question and
 * stop words. (A question of when an instrument was issued, with nothing else, asks its status: `asksAboutStatus`.)
 */
export function asksAboutDelegation(question: string): boolean {
  const text = westernDigits(question);
  return (namesInstrument(text) || citesArticle(text)) && asksOnly(text, DELEGATION_ASKED, DELEGATION_WORDS);
}

/** The words of a question about cross-references ("Which articles refer to Article 50?", "ما المواد التي تشير إلى المادة (50)؟"). */
const REFERENCE_ASKED = new Set(
  foldedWordsOf(
    'refer refers referred reference references cite cites cited mention mentions mentioned تشير يشير أشارت تحيل يحيل إحالة الإحالة الإحالات المشار',
  ),
);
const REFERENCE_WORDS = new Set([
  ...REFERENCE_ASKED,
  ...foldedWordsOf('cross article articles provision provisions decision decisions law other المادة المواد مادة مواد أحكام الأحكام القرارات القانون أخرى'),
]);

/** Whether a question cites an article and asks only which articles refer to it, or which it refers to. */
export function asksAboutReferences(question: string): boolean {
  const text = westernDigits(question);
  return citesArticle(text) && asksOnly(text, REFERENCE_ASKED, REFERENCE_WORDS);
}

/** "Article 50(2)", "Art. 50 (2)": an article's number then a clause's. */
const ARTICLE_THEN_CLAUSE = /\b(?:articles?|arts?\.?)\s*\(?(\d+(?:\.\d+)*)\)?\s*\((\d+)\)/giu;
/** "Clause 2 of Article 50", "Clause (2) of Article (50)", "البند (2) من المادة (50)". */
const CLAUSE_OF_ARTICLE =
  /\b(?:clauses?|paragraphs?)\s*\(?(\d+)\)?\s+of\s+(?:the\s+)?(?:articles?|arts?\.?)\s*\(?(\d+(?:\.\d+)*)\)?|(?:ال)?بند\s*\(?\s*(\d+)\s*\)?\s+من\s+(?:ال)?ماد[ةه]\s*\(?\s*(\d+(?:\.\d+)*)\s*\)?/giu;

/**
 * The clauses a question cites of each article it cites, by article number: "What does Article 50(2) provide?" →
 * 50: {2}; "Explain Clause (2) of Article (50)", "البند (2) من المادة (50)" likewise. Articles cited whole have none.
 */
export function citedClauses(question: string): Map<string, Set<number>> {
  const text = westernDigits(question);
  const cited = new Map<string, Set<number>>();
  const add = (article: string, clause: string) => cited.set(article, (cited.get(article) ?? new Set()).add(Number(clause)));
  for (const m of text.matchAll(ARTICLE_THEN_CLAUSE)) add(m[1]!, m[2]!);
  for (const m of text.matchAll(CLAUSE_OF_ARTICLE)) add(m[2] ?? m[4]!, m[1] ?? m[3]!);
  return cited;
}

/**
 * A wording that negates a term ("non-free zone person", "non-resident person"): the stem of its negated word, and the
 * stems of the term it excludes, in order ("free zone person", "resident person"). Null when nothing in it is negated.
 */
export function negatedWording(wording: string): { negated: string; excluded: string[] } | null {
  const tokens = tokensOf(foldedWordsOf(wording));
  const at = tokens.findIndex((t) => t.positive !== undefined);
  if (at < 0) return null;
  const content = new Set(questionStems(wording));
  const after = tokens
    .slice(at + 1)
    .map((t) => t.stem)
    .filter((t) => content.has(t));
  return { negated: tokens[at]!.stem, excluded: [tokens[at]!.positive!, ...after] };
}

/**
 * Each content stem of an Arabic question with the stems its word has without an attached pronoun or an accusative
 * ending (../text/arabic.ts `arabicWordReadings`): other readings of the word, for when the first meets nothing.
 */
export function arabicQuestionReadings(question: string): Map<string, string[]> {
  return /[\u0600-\u06FF]/.test(question) ? arabicReadingsByStem(foldedWordsOf(foldAuthorityName(question))) : new Map();
}

/** Stems of the function words: a phrase of the question ("pay the Top-up Tax") pairs its words across them. */
const FUNCTION_STEMS = new Set(FUNCTION_WORDS.split(' ').map(stem));

export function isFunctionStem(s: string): boolean {
  return FUNCTION_STEMS.has(s);
}
