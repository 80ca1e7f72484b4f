/**
 * Whether a question asked of the whole collection is about what the collection treats: UAE Corporate Tax (issue 25,
 * "Honest refusal"). The relevance gate (relevance-gate.ts) judges what retrieval found; this judges the question
 * itself, before anything is retrieved, because retrieval always finds its closest articles and a common word is
 * enough for that ("What is the capital of France?" meets "capital"; "US Form 1040" meets "form").
 *
 * A question is in scope when it names a Corporate Tax concept (tax itself, the Law's notions, the practitioner's words
 * for them: exempt, deduct, free zone, transfer pricing, charity …), and does not ask about what the collection does
 * not hold: another tax (VAT, excise, customs), another country's tax without the UAE's, or another field of law
 * (labour, visas, traffic). Naming UAE Corporate Tax itself keeps a question in scope whatever else it names.
 *
 * English and Arabic are read on folded words (case, Arabic letter forms and diacritics unified: "الضريبة" is
 * "الضريبه"), a particle or the article allowed before an Arabic word.
 *
 * The hand list cannot name every subject the collection treats; the collection can: a question that names two
 * consecutive content words of one of its article headings ("the anti-abuse rules", "interest deduction limitation",
 * "الشخص المقيم") or of a term one of its instruments defines ("Market Value", "Business Days") is in scope too, unless
 * it is about another tax, country or field of law (`vocabulary`); so is one naming a concept in a practitioner's phrase
 * that the retrieval's synonym tables know ("الإفصاح الطوعي", "holding company").
 */
import { asksAboutDelegation, asksAboutReferences, asksAboutStatus, asksWhatItSays } from '../analyst/terms.ts';
import { analyseQuery } from '../retrieval/query-analysis.ts';
import { arabicLightStem, isArabicStopWord } from '../text/arabic.ts';
import { isStopWord } from '../text/stop-words.ts';
import { foldedWords, isArabicWord, stem } from '../text/tokenize.ts';
import { containsArabic } from '../text/text-fold.ts';

export type ScopeVerdict = { inScope: true } | { inScope: false; reason: 'no-tax-concept' | 'other-tax' | 'other-country' | 'other-law' };

/** What may stand before an Arabic word: a conjunction, a preposition, the article, or "لل" (ل with the article). */
const AR_PREFIX = '(?:[وف]?(?:لل|[بلك]?ال|[بلك])?)';
/** An Arabic phrase whose later words may each take the article ("تصريح طوعي" matches "التصريح الطوعي"). */
const arabicPhrase = (phrase: string) => phrase.split(' ').join(' (?:ال)?');

/** English concepts of the subject, as whole words or phrases (the first word may take an ending: "exempt" → "exemption"). */
const CONCEPTS_EN = [
  'tax\\w*',
  'corporate tax',
  'ct',
  'fta',
  'federal tax authority',
  'ministry of finance',
  'exempt\\w*',
  'deduct\\w*',
  'relief',
  'reliefs',
  'dividends?',
  '(?:tax )?loss(?:es)?',
  'tax returns?',
  'filing (?:deadlines?|dates?|due|periods?)',
  'zero.?(?:percent|rate)',
  'nil rate',
  'rate band',
  'returns? (?:is |are )?(?:due|deadline|filing|late)',
  '(?:file|filing|submit|submitting|lodge) (?:the |a |our |its |my )?returns?',
  'free ?zones?',
  'qfzp',
  'mainland',
  'qualifying (?:income|activit\\w*|free zone|investment fund|public benefit|group)',
  'permanent establishments?',
  'nexus',
  'transfer pricing',
  'arm.?s length',
  'related part(?:y|ies)',
  'connected persons?',
  'tax groups?',
  'consolidat\\w*',
  'pillar two',
  'top.?up',
  'globe',
  'qdmtt',
  'multinational',
  'mne',
  'voluntary disclosure',
  'withholding',
  'participation exemption',
  'participating interest',
  'interest (?:expense|expenditure|deduction|limitation)',
  'ebitda',
  'depreciation',
  'capital gains?',
  'charit\\w*',
  'public benefit',
  'non.?profit',
  'freelanc\\w*',
  'sole (?:trader|proprietor\\w*)',
  'small business',
  'sbr',
  'reits?',
  'investment funds?',
  'pension funds?',
  'restructuring',
  'business restructuring',
  'government entit\\w*',
  'extractive',
  'natural resources?',
  'taxable',
  'ultimate parent',
  'constituent entit(?:y|ies)',
  // The abbreviations practitioners use: a Qualifying Investment Fund, a Tax Residency Certificate, an Ultimate Parent
  // Entity, the Domestic Minimum Top-up Tax.
  'qifs?',
  'trcs?',
  'tax residency certificates?',
  'upe',
  'dmtt',
];

/**
 * Words of the subject that other fields use as much (registering a trademark, a wage under the labour law, a
 * licence's fee): they bring a question into scope only when nothing in it names another field of law.
 */
const COMMON_CONCEPTS_EN = [
  'penalt(?:y|ies)',
  // The Tax Period is the Financial Year (Article (57) of the Law); accounting uses the words as much.
  'financial years?',
  '(?:de)?regist\\w*',
  'resident\\w*',
  'residency',
  'audits?',
  'assessments?',
  'refunds?',
  'records?',
  'documents?',
  'objections?',
  'appeals?',
  'bookkeeping',
  'financial statements',
  'accounting',
  'natural persons?',
  'entertainment',
  'turnover',
  'revenue',
  'profits?',
  'income',
  'salar(?:y|ies)',
  'wages?',
  'trade licen[cs]es?',
  'business activit(?:y|ies)',
  'control',
  'real estate',
  'immovable propert(?:y|ies)',
  // Gains and losses not yet realised (the realisation basis, Article (20)(3) of the Law): accounting's words as much.
  'unreali[sz]ed',
  'reali[sz]ation',
  'investment propert(?:y|ies)',
  // Partnerships (Article (16) of the Law), and the ends and transfers of a business (Articles (27), (52)).
  'partnerships?',
  'liquidat\\w*',
  'dissolution',
  '(?:de)?mergers?',
];

/** The same in Arabic (folded: ه for ة, ا for أ/إ/آ, ي for ى). */
const CONCEPTS_AR = [
  'ضريب\\S*',
  'ضرائب',
  'ضريبي\\S*',
  'الهيئه الاتحاديه',
  'وزاره الماليه',
  'معفي\\S*',
  'اعفاء\\S*',
  'خصم\\S*',
  // A verb's imperfect ("تخصم", "نخصم", "يُعفى"): the Arabic question says what it does, as "deduct" does in English.
  '[يتنا]خصم\\S*',
  '[يت]عفي',
  'قابل\\S* للخصم',
  '(?:مصروفات|مصاريف|نفقات) الفائده',
  'الفائده الصافيه',
  'خساير',
  'خسائر',
  'خساره',
  'غرامه',
  'غرامات',
  'تسجيل',
  'اقرار\\S*',
  'المنطقه الحره',
  'مناطق حره',
  'منشاه دائمه',
  'مقيم\\S*',
  'اقامه ضريبيه',
  'تسعير التحويل',
  'التسعير التحويلي',
  'شريحه',
  'موعد (?:لل|ال)?تقديم',
  'صفر بالمائه',
  'شرك\\S* تابع\\S*',
  'ربح خاضع',
  'اطراف مرتبطه',
  'اشخاص مرتبطين',
  'مجموعه ضريبيه',
  'توزيعات الارباح',
  'ارباح',
  'دخل',
  'ايرادات',
  'الركيزه الثانيه',
  'تدقيق',
  'استرداد',
  'تصريح طوعي',
  'جمعي\\S* خيري\\S*',
  'خيري\\S*',
  'نفع عام',
  'صندوق استثمار',
  'صناديق',
  'معاشات',
  'اعاده الهيكله',
  'اعمال صغيره',
  'شركات',
  'سجلات',
  'قوائم ماليه',
  'جه\\S* حكومي\\S*',
  'جهات حكوميه',
  'مؤسسه فرديه',
];

/** The Arabic of the common words above: in scope only when nothing names another field of law (read after it, as in English). */
const COMMON_CONCEPTS_AR = [
  'سن\\S* ماليه',
  // Registering, as the one who registers says it ("أسجل", "نسجل"): common to other fields, as "register" is.
  '[يتنا]سجل',
  'تقييم\\S*',
  'محاسب\\S*',
  'مسك الدفاتر',
  'مستندات',
  'اعتراض\\S*',
  'طعن',
  'شخص طبيعي',
  'اشخاص طبيعيين',
  'ترفيه',
  'حجم الاعمال',
  'رواتب',
  'راتب',
  'اجور',
  'رخصه تجاريه',
  'نشاط\\S* تجاري\\S*',
  'نشاط الاعمال',
  'انشطه الاعمال',
  'اعمال تجاريه',
  'سيطره',
  'عقار\\S*',
  // Gains not yet realised, and the realisation basis ("أساس التحقق").
  '(?:مكاسب|ارباح|خسائر) غير محققه',
  'اساس التحقق',
  'شراكه',
  'شراكات',
  'تصفيه',
  'اندماج\\S*',
  'شخص مرتبط',
  'طرف مرتبط',
];

/** Other taxes the collection does not hold. */
const OTHER_TAX_EN =
  /\b(?:vat|value.?added tax|excise(?: tax| duty)?|customs(?: duty| duties)?|import duty|stamp duty|zakat|property tax|tourism (?:dirham|fee)|municipality fees?|sales tax|gst|income tax return form|form 1040)\b/i;
const OTHER_TAX_AR = new RegExp(`(?:^| )${AR_PREFIX}(?:قيمه المضافه|ضريبه انتقائيه|الانتقائيه|جمارك|جمركي\\S*|زكاه|رسوم بلديه)(?= |$)`);

/** Other fields of law and administration the collection does not treat. */
const OTHER_LAW_EN =
  /\b(?:labou?r law|employment contract|minimum wage|working hours|overtime|probation(?: period)?|notice period|annual leave|sick leave|maternity leave|end of service(?: gratuity)?|gratuity|wage protection|wps|work permits?|golden visa|visas?|driving licen[cs]e|traffic|speeding|parking|divorce|inheritance law|criminal record|passport|emirates id|tenancy|rent dispute|ejari|trade ?marks?|patents?|copyrights?|licen[cs]e (?:fees?|costs?|renewal)|(?:cost|costs|fees?|price) (?:of|for) (?:a |the |my )?(?:trade |business )?licen[cs]e)\b|\blicen[cs]e\b[^.?!]{0,20}\bcost\b/i;
const OTHER_LAW_AR = new RegExp(
  `(?:^| )${AR_PREFIX}(?:قانون العمل|عقد العمل|الحد الادني للاجور|ساعات العمل|العمل الاضافي|تصريح عمل|اجازه|اجازات|تاشيره|تاشيرات|رخصه القياده|القياده|مروري\\S*|مخالفات المرور|الطلاق|جواز السفر|الهويه|علامه تجاريه|العلامات التجاريه|براءه اختراع|حقوق المؤلف)(?= |$)`,
);

/** Other countries as the taxing state ("the US corporate rate", "UK corporation tax"). */
const OTHER_COUNTRY_EN =
  /\b(?:us|u\.s\.|usa|united states|american|irs|uk|u\.k\.|united kingdom|british|hmrc|india|indian|saudi|ksa|zatca|qatar|oman|bahrain|kuwait|egypt|germany|german|france|french|canada|canadian|australia|australian|singapore|china|chinese|japan)\b/i;
const OTHER_COUNTRY_AR = new RegExp(
  `(?:^| )${AR_PREFIX}(?:امريكي\\S*|الولايات المتحده|بريطاني\\S*|المملكه المتحده|سعودي\\S*|الهند|هندي\\S*|مصر|مصري\\S*|فرنسا|فرنسي\\S*|المانيا|الماني\\S*)(?= |$)`,
);

/** What ties a question to the UAE: the UAE itself, its emirates, its tax authority, its free zones. */
const UAE_EN =
  /\b(?:uae|u\.a\.e\.|emirates?|emirati|dubai|abu dhabi|sharjah|ajman|fujairah|ras al khaimah|umm al quwain|fta|federal tax authority|free ?zones?|mainland|the state)\b/i;
const UAE_AR = new RegExp(
  `(?:^| )${AR_PREFIX}(?:امارات|اماراتي\\S*|دبي|ابوظبي|ابو ظبي|الشارقه|عجمان|الفجيره|راس الخيمه|ام القيوين|الدوله|الهيئه الاتحاديه للضرائب|المنطقه الحره)(?= |$)`,
);

/**
 * A rate of the regime named by its figure ("the 9% rate", "نسبة 9%"): 0%, 9% and 15% (the Top-up Tax's minimum) beside a
 * word for a rate or band. Read on the question as written: folding drops the "%".
 */
const RATE_FIGURE_EN = /\b(?:0|9|15) ?%(?:\s+[a-z-]+){0,2}?\s+(?:rate|band|bracket|tier)s?\b|\b(?:rate|band|bracket|tier)s? (?:of )?(?:0|9|15) ?%/i;
const RATE_FIGURE_AR = /(?:نسب[ةه]|سعر|معدل|شريح[ةه])\s+(?:\S+\s+){0,2}?\(?(?:0|9|15|٠|٩|١٥)\)?\s?[%٪]/;

/** The subject named outright: then nothing else takes the question out of scope. */
const CORPORATE_TAX_EN = /\b(?:uae corporate tax|corporate tax law|decree.?law (?:no\.? ?)?\(?47\)?|federal decree.?law)\b/i;
const CORPORATE_TAX_AR = /ضريبه الشركات|الضريبه علي الشركات/;

const conceptPattern = (words: string[], arabic: boolean) =>
  arabic ? new RegExp(`(?:^| )${AR_PREFIX}(?:${words.map(arabicPhrase).join('|')})(?= |$)`) : new RegExp(`\\b(?:${words.join('|')})\\b`, 'i');
const CONCEPT_EN = conceptPattern(CONCEPTS_EN, false);
const COMMON_CONCEPT_EN = conceptPattern(COMMON_CONCEPTS_EN, false);
const CONCEPT_AR = conceptPattern(CONCEPTS_AR, true);
const COMMON_CONCEPT_AR = conceptPattern(COMMON_CONCEPTS_AR, true);

/** The content words of a text as the scope reads them: folded, stop words left out, English Porter-stemmed, Arabic light-stemmed. */
function contentStems(text: string): string[] {
  const out: string[] = [];
  for (const w of foldedWords(text)) {
    if (/^\d+$/.test(w) || isStopWord(w) || isArabicStopWord(w)) continue;
    out.push(isArabicWord(w) ? arabicLightStem(w) : stem(w));
  }
  return out;
}

/**
 * Every two consecutive content words of a heading or a defined term ("anti abus" and "abus rule" of "General Anti-abuse
 * Rules"): a question names the subject of a heading without all its words ("What are the anti-abuse rules?"). Memoised
 * for the list the cache hands out.
 */
let pairsOf: { vocabulary: readonly string[]; pairs: Set<string> } | null = null;
function vocabularyPairs(vocabulary: readonly string[]): Set<string> {
  if (pairsOf?.vocabulary !== vocabulary) {
    const pairs = new Set<string>();
    for (const words of vocabulary.map(contentStems)) for (let i = 0; i + 1 < words.length; i++) pairs.add(`${words[i]} ${words[i + 1]}`);
    pairsOf = { vocabulary, pairs };
  }
  return pairsOf.pairs;
}

function namesVocabulary(question: string, vocabulary: readonly string[]): boolean {
  const words = contentStems(question);
  const pairs = vocabularyPairs(vocabulary);
  return words.some((w, i) => i + 1 < words.length && pairs.has(`${w} ${words[i + 1]}`));
}

/**
 * A phrase of the question (two of its words or more) that the practitioner synonyms read as a term of the law ("الإفصاح
 * الطوعي", the official Arabic's "التصريح الطوعي"; "thin cap"): the synonym tables are how practitioners name the
 * collection's concepts, in both languages, and a phrase of them is as specific as a heading's. One word is not ("التسجيل"
 * is said of cars too).
 */
function namesPractitionerPhrase(question: string): boolean {
  return analyseQuery(question, { glossary: null }).terms.some((t) => t.source === 'synonym' && t.concepts.length >= 2);
}

/**
 * Whether the question is about UAE Corporate Tax (see the module's comment); `vocabulary`: the collection's article
 * headings and defined terms (retrieval-caches.ts `cachedScopeVocabulary`).
 */
export function questionScope(question: string, vocabulary: readonly string[] = []): ScopeVerdict {
  // "Explain Article (50)": an article cited and nothing else asked is the Law's (retrieval resolves it), not off-topic;
  // "Is MD 125/2023 still in force?" asks the status of an instrument of the collection, "Which decisions implement
  // Article 21?" its delegations, "Which articles refer to Article 50?" its cross-references.
  if (asksWhatItSays(question) || asksAboutStatus(question) || asksAboutDelegation(question) || asksAboutReferences(question)) return { inScope: true };
  const english = question.toLowerCase().replace(/[’‘]/g, "'");
  const arabic = containsArabic(question) ? ` ${foldedWords(question).join(' ')} ` : '';
  const test = (en: RegExp, ar: RegExp) => en.test(english) || (arabic !== '' && ar.test(arabic));
  if (test(CORPORATE_TAX_EN, CORPORATE_TAX_AR) && !test(OTHER_TAX_EN, OTHER_TAX_AR)) return { inScope: true };
  if (test(OTHER_TAX_EN, OTHER_TAX_AR)) return { inScope: false, reason: 'other-tax' };
  const concept = test(CONCEPT_EN, CONCEPT_AR) || RATE_FIGURE_EN.test(english) || RATE_FIGURE_AR.test(question);
  if (test(OTHER_LAW_EN, OTHER_LAW_AR) && !concept) return { inScope: false, reason: 'other-law' };
  const common = test(COMMON_CONCEPT_EN, COMMON_CONCEPT_AR);
  if (test(OTHER_COUNTRY_EN, OTHER_COUNTRY_AR) && !test(UAE_EN, UAE_AR)) return { inScope: false, reason: 'other-country' };
  return concept || common || namesVocabulary(question, vocabulary) || namesPractitionerPhrase(question)
    ? { inScope: true }
    : { inScope: false, reason: 'no-tax-concept' };
}
