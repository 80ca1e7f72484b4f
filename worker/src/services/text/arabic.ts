/**
 * Arabic query words against the normalised Arabic index (search_ar: diacritics and tatweel
 * stripped, alef/ya/ta marbuta unified; see ./text-fold.ts). Arabic attaches the
 * article and several particles to the word ("والضريبة" = "and the tax"), and the index stores
 * whole words, so a query word is reduced to a light stem and searched in its common prefixed
 * forms; the reranker compares light stems on both sides.
 */

/** Prefixes, longest first: conjunction/preposition + article, the article, single-letter particles. */
const PREFIXES = ['وبال', 'وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل', 'ك'];
/**
 * Suffixes of plural and feminine forms and attached pronouns, longest first. "يات" before "ات": the plural of a word
 * in -iyya meets its singular ("الجمعيات" and "جمعية", "العمليات" and "عملية"), whose "ية" (folded "يه") goes whole.
 */
const SUFFIXES = ['يات', 'ات', 'ون', 'ين', 'ان', 'يه', 'ها', 'هم', 'ه', 'ي'];

/** Normalised Arabic stop words (particles, question words, pronouns). */
const ARABIC_STOP = new Set(
  (
    'في من علي الي عن ان او ام مع ثم قد لا لم لن ما ماذا متي كيف هل اين لماذا كم اي كل بعض هذا هذه ذلك تلك هو هي هم نحن انا ' +
    'انت التي الذي الذين اللذين اللتين عند اذا كان يكون كانت تكون ليس لدي لدينا علينا يجب يمكن هناك بين حتي غير سوف ' +
    'و ف ب ل ك به بها له لها فيه فيها منه منها عليه عليها مما عما ممن فيما ' +
    // With a particle or a pronoun attached (the light stem would read "ولديها" as "لدي"; "فعلية" must stay "actual").
    'لديه لديها لديهم ولديه ولديها ولدينا ولديهم لهذا لهذه ' +
    // "Under" (English's stop word): the law's connector to an instrument or clause ("بموجب هذا المرسوم بقانون").
    'بموجب وبموجب ' +
    // "Other" (English's stop word) in its feminine, which only means "other": its light stem is that of "آخر" (last),
    // so "أي مهلة أخرى" (any other period) met "آخر موعد" (the last date, the deadline).
    'اخري الاخري واخري والاخري للاخري بالاخري'
  ).split(' '),
);

export function isArabicStopWord(word: string): boolean {
  return ARABIC_STOP.has(word);
}

/**
 * The tens ("خمسين" fifty, "تسعين" ninety): their "ين"/"ون" is no plural ending, and without it they would read as the
 * units ("خمس" five, "تسع" nine), so that "(95%) خمسة وتسعين بالمائة" would hold the "تسعة بالمائة" of the 9% rate.
 */
const TENS = new Set(['عشر', 'ثلاث', 'اربع', 'خمس', 'ست', 'سبع', 'ثمان', 'تسع'].flatMap((unit) => [`${unit}ين`, `${unit}ون`]));

/** The light stem of a normalised Arabic word: its core with particles, article and common endings removed. */
export function arabicLightStem(word: string): string {
  let w = word;
  for (const p of PREFIXES) {
    if (w.startsWith(p) && w.length - p.length >= 3) {
      w = w.slice(p.length);
      break;
    }
  }
  if (TENS.has(w)) return w.slice(0, -2) + 'ين';
  for (const s of SUFFIXES) {
    if (w.endsWith(s) && w.length - s.length >= 3) {
      w = w.slice(0, -s.length);
      break;
    }
  }
  return w;
}

/**
 * Pronouns Arabic attaches to a word ("سجلاتنا" our records, "يلزمني" obliges me, "حصتكم" your share) that the light
 * stem leaves on: a question says "we" and "our", the law "the Person". (The light stem takes "ها", "هم", "ه" and "ي"
 * off itself; after a feminine "ت" they are read again below.)
 */
const ATTACHED_PRONOUNS = ['كما', 'هما', 'كم', 'كن', 'هن', 'نا', 'ني'];
const TAKEN_BY_THE_STEM = ['هما', 'ها', 'هم', 'ه'];

/**
 * The light stems a normalised Arabic word has without an attached pronoun or an accusative ending, other than its own:
 * a feminine "ت" before the pronoun read as the "ة" it was (folded "ه": "حصتنا" → "حصه", "فترتها" → "فتره"; not the "ت"
 * of a plural "ات": "حساباتنا" → "حساب"). Other readings of the word, not the word: it may end in these letters without
 * a pronoun, so each caller says when a reading counts. A reading shorter than three letters or a stop word is none.
 */
export function arabicWordReadings(word: string): string[] {
  const own = arabicLightStem(word);
  const readings: string[] = [];
  const read = (base: string) => {
    const r = arabicLightStem(base);
    if (r !== own && r.length >= 3 && !isArabicStopWord(r) && !readings.includes(r)) readings.push(r);
  };
  const feminine = (base: string) => base.length >= 3 && base.endsWith('ت') && !base.endsWith('ات');
  const pronoun = ATTACHED_PRONOUNS.find((p) => word.endsWith(p) && word.length - p.length >= 3);
  if (pronoun) {
    const base = word.slice(0, -pronoun.length);
    read(feminine(base) ? `${base.slice(0, -1)}ه` : base);
  } else if (word.length >= 5 && word.endsWith('ا') && !word.endsWith('وا')) {
    // The accusative ending of an indefinite noun or adjective ("نشاطاً جديداً", a new activity): folded, a final "ا" the
    // law's nominative or definite form does not have ("نشاط", "الجديدة"). (Not a verb's plural "وا".)
    read(word.slice(0, -1));
  }
  for (const p of TAKEN_BY_THE_STEM) {
    if (!word.endsWith(p)) continue;
    const base = word.slice(0, -p.length);
    if (feminine(base)) read(`${base.slice(0, -1)}ه`);
    break;
  }
  return readings;
}

/**
 * The other readings (arabicWordReadings) of the Arabic words among the given folded words, by each word's light stem
 * (stop words left out): how the analyst and the practitioner wordings read a question's words when the first reading
 * meets nothing.
 */
export function arabicReadingsByStem(words: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const word of words) {
    if (!ARABIC_LETTER.test(word) || isArabicStopWord(word)) continue;
    const readings = arabicWordReadings(word);
    if (!readings.length) continue;
    const stem = arabicLightStem(word);
    out.set(stem, [...new Set([...(out.get(stem) ?? []), ...readings])]);
  }
  return out;
}
const ARABIC_LETTER = /[\u0621-\u064A]/;

/** An imperfect verb's prefix (a future "س" before it): "ينضم", "نحتفظ", "سيستفيد", and the first person's "أ" (folded "ا"). */
const IMPERFECT = /^س?[يتنا]/;
/** A derived verb's verbal noun opens with "ا" or "ت" ("انضمام", "احتفاظ", "استفادة", "تعامل"). */
const DERIVED_NOUN = /^[ات]/;

/**
 * The letters left of a light stem once its pattern is taken off: a leading imperfect or derived-form letter (after a
 * future "س"), a final feminine "ه" or "ت", the long vowels, a doubled letter read once. Far looser than the light stem
 * ("قرار" and "تقرير" share it), so it only pairs a verb with its verbal noun (`arabicVerbalNoun`), and a question's words
 * with a definition's, all of them at once (../retrieval/glossary.ts: "يخضع" asks what "الخاضع" defines).
 */
export function arabicSkeleton(stem: string): string {
  let w = stem;
  if (w.length >= 5 && w.startsWith('س') && IMPERFECT.test(w.slice(1))) w = w.slice(1);
  if (w.length >= 4 && IMPERFECT.test(w)) w = w.slice(1);
  if (w.length >= 4 && /[هت]$/.test(w)) w = w.slice(0, -1);
  return w.replace(/[اوي]/g, '').replace(/(.)\1+/g, '$1');
}

/**
 * The verbal nouns of the given light stems, by the verb they name: a question says what it does ("سينضم شريك" a
 * partner will join, "نحتفظ بسجلاتنا" we keep our records), the law names the act ("انضمام", "الاحتفاظ"). A noun counts
 * when it opens as a derived verb's does and is at least two letters longer than the letters of its root, so a plain
 * noun of the same root ("دخل" income, of "تدخل" falls within) is not one.
 */
export function arabicVerbalNouns(stems: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, t: string) => out.set(key, [...(out.get(key) ?? []), t]);
  for (const t of stems) {
    if (!ARABIC_LETTER.test(t) || !DERIVED_NOUN.test(t)) continue;
    // The nouns of forms V and VI ("تكبد", "تبادل") also under their "ت", which their verbs keep after the imperfect's
    // letter ("نتكبد", "تتبادلان"); a form II noun ("ترتيب", arrangement) is not the noun of a form V verb ("يترتب").
    if (FORM_V_VI_NOUN.test(t)) add(`ت${rootLetters(t.slice(1))}`, t);
    const root = arabicSkeleton(t);
    if (root.length < 3 || t.length < root.length + 2) continue;
    add(root, t);
  }
  return out;
}

/** A form V or VI verbal noun: "تفعّل" (four letters, the doubling unwritten) or "تفاعل". */
const FORM_V_VI_NOUN = /^ت(?:[^اوي]{3}|[^اوي]ا[^اوي]{2})$/;
/** A form V or VI imperfect verb: the imperfect's letter, then the form's "ت" ("يتحمل", "نتكبد", "ستتبادل"). */
const FORM_V_VI_VERB = /^س?[يتن]ت(?=[^اوي]ا?[^اوي]{2}$)/;

/** The letters of a pattern's root part: the long vowels out, a doubled letter read once. */
function rootLetters(w: string): string {
  return w.replace(/[اوي]/g, '').replace(/(.)\1+/g, '$1');
}

/** A verb's subject or object ending: "أبلغتنا" (it notified us), "استلمنا" (we received), "قدموها" (they submitted it). */
const VERB_ENDING = /(?:تموها|تموه|وها|وه|تنا|تهم|تها|تم|نا|وا|ها|هم|كم)$/;

/**
 * The letters of a verb's root (see arabicSkeleton), to look its verbal noun up by: an imperfect verb ("نحتفظ"), or a
 * verb with its subject or object ending ("أبلغتنا", "استلمنا"); none for a word that is neither.
 */
export function arabicVerbRoots(stem: string): string[] {
  if (!ARABIC_LETTER.test(stem)) return [];
  const bare = stem.replace(VERB_ENDING, '');
  const ended = bare !== stem && bare.length >= 3;
  if (!ended && !IMPERFECT.test(stem)) return [];
  const verb = ended ? bare : stem;
  const root = arabicSkeleton(verb);
  const out = root.length >= 3 ? [root] : [];
  // A form V or VI verb looks its noun up by the form's "ت" too (see arabicVerbalNouns): after the imperfect's letter
  // ("تتبادل"), or opening a perfect with its subject's ending ("تكبدنا").
  const form = verb.match(FORM_V_VI_VERB);
  if (form) out.push(`ت${rootLetters(verb.slice(form[0].length))}`);
  else if (ended && FORM_V_VI_NOUN.test(verb)) out.push(`ت${rootLetters(verb.slice(1))}`);
  return out;
}

/**
 * The imperfect verbs a derived verbal noun names ("تسجيل" registration → "يسجل", "تسجل"; "احتفاظ" → "يحتفظ"; "إبلاغ" →
 * "يبلغ"; "استرداد" → "يسترد"; "انضمام" → "ينضم"; "تعامل" → "يتعامل"), folded as the index folds them: a question names
 * the act ("هل يتعين التسجيل؟"), the law often says who does it ("لا يسجّل الأشخاص الآتية"). Only the derived patterns,
 * whose letters say where the root is; a plain noun ("دخل", "سجل") names no verb this way.
 */
const VERBAL_NOUN_PATTERNS: Array<[RegExp, (c1: string, rest: string) => string]> = [
  [/^است(.)(.)ا(.)$/, (c1, rest) => `يست${c1}${rest}`],
  [/^ان(.)(.)ا(.)$/, (c1, rest) => `ين${c1}${rest}`],
  [/^ا(.)ت(.)ا(.)$/, (c1, rest) => `ي${c1}ت${rest}`],
  [/^ا(.)(.)ا(.)$/, (c1, rest) => `ي${c1}${rest}`],
  [/^ت(.)(.)ي(.)$/, (c1, rest) => `ي${c1}${rest}`],
  [/^ت(.)ا(.)(.)$/, (c1, rest) => `يت${c1}ا${rest}`],
];
/** A weak or hamzated root letter changes the verb's shape ("إعفاء" → "يعفى"): such nouns are left alone. */
const WEAK_LETTER = /[اويىءئؤأإآ]/;

export function arabicVerbsOfNoun(stem: string): string[] {
  for (const [pattern, verb] of VERBAL_NOUN_PATTERNS) {
    const m = stem.match(pattern);
    if (!m) continue;
    const [, c1, c2, c3] = m as unknown as [string, string, string, string];
    if (WEAK_LETTER.test(c1 + c2 + c3)) return [];
    // A doubled root is written once in the verb ("استرداد" → "يسترد", "انضمام" → "ينضم").
    const he = verb(c1, c2 === c3 ? c2 : c2 + c3);
    return he.length >= 4 ? [he, `ت${he.slice(1)}`] : [];
  }
  return [];
}

/** Endings the light stem drops, as index forms add them back (ta marbuta is folded to ha). */
const FORM_SUFFIXES = ['', 'ه', 'ات', 'ين', 'ون', 'ان', 'ي'];
const FORM_PREFIXES = ['', 'ال', 'وال', 'بال', 'لل', 'و', 'ب', 'ل'];

/**
 * Whole-word forms to look a light stem up by in the index: bare and with the article, the common
 * particles and endings. Stems of four letters or more are also looked up as prefixes (see
 * fts-query.ts), which covers their endings; shorter ones only by these forms, since a three-letter
 * prefix matches far too many words. The reranker then confirms each hit on light stems.
 */
export function arabicIndexForms(lightStem: string): string[] {
  const suffixes = lightStem.length >= 4 ? [''] : FORM_SUFFIXES;
  const forms = new Set<string>();
  for (const p of FORM_PREFIXES) for (const x of suffixes) forms.add(`${p}${lightStem}${x}`);
  return [...forms];
}
