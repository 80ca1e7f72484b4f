import { questionIntents, type QuestionIntents } from '../retrieval/question-intents.ts';
import { westernDigits } from '../../../../schema/western-digits.ts';
import { sectionClause } from './sentences.ts';

/**
 * What kind of statement a quoted sentence makes, from its wording alone: whether it states a
 * figure (what a tax question usually wants to see: an amount or rate, a period, deadline or
 * date) and whether it states a consequence (what happens when a condition is not met: what a
 * professional must know next to the rule). And which kind of figure a question asks for. Figures
 * are read in English and in the official Arabic; consequences in English only.
 */

/** Amounts and rates as the legislation writes them: "AED (3,000,000)", "(9%) nine percent", "375,000", "EUR 750 million". */
const AMOUNT = /\bAED\b|\bEUR\b|\bUSD\b|%|\bper\s?cent\b|\d{1,3}(?:,\d{3})+|\b\d+(?:\.\d+)?\s+(?:million|billion)\b/i;
/** Periods and time limits: "(9) nine months", "(18) months", "within 20 Business Days", "(4) four subsequent Tax Periods". */
const PERIOD =
  /\b\d+\s+(?:business\s+)?(?:days|weeks|months|years)\b|\(\d+\)\s+(?:[a-z]+(?:[\s-][a-z]+)?\s+)?(?:(?:business|calendar|subsequent|consecutive)\s+)?(?:days|weeks|months|years|tax periods|financial years)\b/i;
/** Dates: "31 December 2026", "31/12/2026". */
const DATE = /\b\d{1,2}\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/i;

/** The same in the official Arabic: "(3.000.000) ثلاثة ملايين درهم", "(9%) تسعة بالمائة", "خلال (20) يوم عمل", "31 ديسمبر 2026". */
const AMOUNT_AR = /درهم|دراهم|يورو|دولار|[%٪]|بالمائة|بالمئة|في المائة|في المئة|مليون|ملايين|مليار|\d{1,3}(?:[.,٬]\d{3})+/;
const PERIOD_AR =
  /\d+\)?\s*(?:\S+\s+)?(?:يوم|أيام|ايام|يوما|يوماً|أسبوع|أسابيع|شهر|شهرا|شهراً|أشهر|اشهر|سنة|سنوات|عام|أعوام|فترة ضريبية|فترات ضريبية)(?![\u0621-\u064A])/;
const DATE_AR = /\d{1,2}\s+(?:يناير|فبراير|مارس|أبريل|إبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر)\s+\d{4}/;

export interface FigureKinds {
  amount: boolean;
  /** A period, a date or a point in time the law fixes. */
  time: boolean;
  /** A length of time ("(18) months", "(10) عشر سنوات"): what "how long" asks for, which a date or a "from the beginning of" does not answer. */
  period: boolean;
}

export function figureKinds(text: string): FigureKinds {
  const period = PERIOD.test(text) || PERIOD_AR.test(text);
  return {
    amount: AMOUNT.test(text) || AMOUNT_AR.test(text),
    time: period || DATE.test(text) || DATE_AR.test(text) || TIME_POINT.test(text) || TIME_POINT_AR.test(text),
    period,
  };
}

/**
 * A point in time the law fixes without a number: "from the beginning of that Tax Period", "with effect from the date
 * on which it failed", "اعتباراً من بداية الفترة الضريبية" — what answers "from when".
 */
const TIME_POINT =
  /\b(?:from|with effect from|as of|as from|starting from|until|up to)\s+(?:the\s+)?(?:beginning|start|end|first day|last day|date|day)\b|\b(?:beginning|end) of (?:that|the|each|its) (?:relevant )?(?:tax period|financial year|fiscal year)\b|\b(?:first|next)\s+business\s+day\b/i;
const TIME_POINT_AR =
  /(?:اعتبارا|اعتباراً|ابتداء|ابتداءً|بدءا|بدءاً)?\s*من (?:بداي[ةه]|نهاي[ةه]|تاريخ|يوم|اليوم)|(?:بداي[ةه]|نهاي[ةه]) (?:تلك |ال)?(?:الفتر[ةه]|فتر[ةه]|السن[ةه])|[أا]ول\s+يوم\s+عمل|يوم\s+(?:ال)?عمل\s+(?:ال)?تالي/;

/** The kind of figure a question asks for, if any (in English or Arabic; ../retrieval/question-intents.ts reads it). */
export function askedFigures(question: string): FigureKinds {
  return figuresAsked(questionIntents(question));
}

/** The same from intents read already. */
export function figuresAsked(intents: Pick<QuestionIntents, 'amount' | 'when' | 'length'>): FigureKinds {
  return { amount: intents.amount, time: intents.when, period: intents.length };
}

/** Headings' words for a time or period, and for an amount (English and Arabic). */
const HEADING_TIME =
  /\b(?:deadlines?|time limits?|timelines?|periods?|dates?|duration)\b|(?<![\u0621-\u064A])(?:ال)?(?:موعد|مواعيد|مهل[ةه]|مد[ةه]|تاريخ)(?![\u0621-\u064A])/i;
const HEADING_AMOUNT =
  /\b(?:rates?|thresholds?|amounts?|values?|percentages?)\b|(?<![\u0621-\u064A])(?:ال)?(?:نسب[ةه]|سعر|حد|مبلغ|قيم[ةه])(?![\u0621-\u064A])/i;

/**
 * An article's heading naming the kind of figure it sets ("Deadline for Submitting the Exemption Application and Its
 * Effective Date", "Revenue Threshold of the Taxable Person"): the article is about that figure.
 */
export function headingNamesFigure(heading: string, asked: FigureKinds): boolean {
  return ((asked.time || asked.period) && HEADING_TIME.test(heading)) || (asked.amount && HEADING_AMOUNT.test(heading));
}

/** A period a question states in words ("for two months", "three years"), as well as in digits. */
const WORD_PERIOD = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a few)\s+(?:business\s+)?(?:days|weeks|months|years)\b/i;

/**
 * The kinds of figure a question states about its facts ("holds 55%", "spent about 120 days", "rent above AED 1
 * million"): the rule that decides it most likely states a figure of the same kind (a 50% threshold, a 90-day
 * presence, a AED 1,000,000 turnover).
 */
export function givenFigures(question: string): FigureKinds {
  const kinds = figureKinds(question);
  const period = kinds.period || WORD_PERIOD.test(question);
  return { amount: kinds.amount, time: kinds.time || period, period };
}

export function answersFigure(asked: FigureKinds, stated: FigureKinds): boolean {
  return (asked.period ? stated.period : asked.time && stated.time) || (asked.amount && stated.amount && !asked.time);
}

/** A rate as written: "(9%)", "9 %", "٪5" (Arabic digits read as Western ones). */
const RATE = /(\d+(?:\.\d+)?)\s*[%٪]|[%٪]\s*(\d+(?:\.\d+)?)/g;
/** The zero rate named without its figure: "the zero-rate band", "nil rate". */
const ZERO_RATE = /\b(?:zero|nil)[\s-]+rat(?:e|ed|es)\b/i;
const ZERO_RATE_AR = /(?:ال)?(?:نسب[ةه]|معدل|شريح[ةه])\s+(?:ال)?صفري[ةه]?(?![\u0621-\u064A])|(?<![\u0621-\u064A])صفر\s+(?:بالمائ[ةه]|بالمئ[ةه]|في\s+المائ[ةه])/;
/** The words that name the zero rate in a question; the stems the analyst drops when that rate is known, not asked. */
export const ZERO_WORDS = ['zero', 'nil', 'صفر', 'الصفرية', 'الصفري'] as const;

/** The rates a text states, as numbers written in Western digits ("0", "9", "4.5"). */
export function statedRates(text: string): Set<string> {
  const plain = westernDigits(text);
  const out = new Set<string>();
  for (const m of plain.matchAll(RATE)) out.add(String(Number(m[1] ?? m[2])));
  if (ZERO_RATE.test(plain) || ZERO_RATE_AR.test(plain)) out.add('0');
  return out;
}

/** A question asking for a rate or a percentage: "What rate applies …", "which rates", "ما نسبة …", "ما هي النسبة …". */
const RATE_ASKED = /\b(?:what|which)\s+(?:(?:is|are)\s+the\s+)?(?:[a-z-]+\s+){0,2}?(?:rates?|percentage)\b/i;
const RATE_ASKED_AR = /(?:^|\s)(?:ما|وما|فما)\s+(?:(?:هي|هو)\s+)?(?:ال)?نسب[ةه]?(?=\s|$)/;

export function asksForRate(question: string): boolean {
  return RATE_ASKED.test(question) || RATE_ASKED_AR.test(question);
}

/**
 * Whether a provision gives the figure a question asks for, beyond the rates the question states as facts of its
 * situation ("profits well above the zero-rate band. What rate applies …?", "before we lose the 0% rate"): a question
 * asking for a rate is answered by a rate it does not already know; any other figure by a provision stating more than
 * those known rates.
 */
export function givesFigureBeyond(text: string, known: ReadonlySet<string>, rateAsked: boolean): boolean {
  const rates = statedRates(text);
  if (rateAsked) return [...rates].some((r) => !known.has(r));
  if (!known.size || !rates.size || [...rates].some((r) => !known.has(r))) return true;
  // The rate's words ("zero percent", "صفر بالمائة") are the rate; any other amount is a figure of its own.
  const rest = westernDigits(text)
    .replace(RATE, ' ')
    .replace(/\bper\s?cent\b|بالمائة|بالمئة|في المائة|في المئة/gi, ' ');
  return AMOUNT.test(rest) || AMOUNT_AR.test(rest);
}

/** A condition that is not met, or a status that is lost: a consequence on its own. */
const FAILURE =
  /\b(?:fails?|failed|failure)\b(?:\s+\S+){0,6}?\s+(?:to\s+)?(?:meet|satisfy|comply|pay|submit|file|register|notify|keep|maintain)\b|\b(?:does|do|did)\s+not\s+(?:meet|satisfy|comply)\b|\bno\s+longer\s+(?:meets?|satisf|compl|fulfil)|\bshall\s+cease\b|\bceases?\s+to\s+be\b|\bshall\s+lose\b|\bshall\s+be\s+(?:null\s+and\s+)?void\b/i;
/** A result that is a consequence only when tied to a condition ("… may not elect … if its Revenue … exceeded"). */
const RESULT =
  /\bshall\s+not\s+(?:be\s+entitled|benefit|be\s+eligible|qualify|be\s+treated|be\s+considered|be\s+deemed|apply|be\s+allowed)\b|\bmay\s+not\s+(?:elect|claim|benefit|apply|deduct|be\s+carried)\b|\bshall\s+be\s+subject\s+to\b(?!\s+the\s+provisions)|\bshall\s+not\s+be\s+(?:deductible|exempt)\b|\bpenalt(?:y|ies)\b/i;
const CONDITION = /\b(?:if|where|unless|in\s+the\s+event|in\s+case|as\s+a\s+result\s+of)\b/i;

/** A definition ("**Administrative Penalties**: Amounts of money …") names a consequence; it does not state one. */
const DEFINITION = /^\*\*[^*]+\*\*\s*:/;

/**
 * The same in the official Arabic: a condition not met ("عدم استيفاء", "لم يعد يستوفي"), a treatment that stops
 * ("تتوقف معاملة … كشخص معفى") or a status lost ("يفقد"); a result ("لا يحق", "لا يجوز له الاستفادة", "يخضع للغرامة",
 * a penalty) tied to a condition ("إذا", "في حال", "ما لم").
 */
const FAILURE_AR =
  /عدم\s+(?:استيفاء|الالتزام|التزام|تقديم|سداد|التسجيل|تسجيل|[إا]خطار|الاحتفاظ|الوفاء)|لم\s+(?:ي|ت)(?:ستوف|عد|لتزم|قدم|سدد|حتفظ)|(?:^|\s)[وف]?(?:ي|ت)?توقف|(?:^|\s)[وف]?(?:ي|ت)فقد/;
const RESULT_AR = /لا\s+(?:يحق|يجوز|يستفيد|تستفيد|يسمح|تسري|يسري)|(?:ي|ت)خضع\s+(?:لل|ل)?(?:ضريبة|غرام|عقوب)|غرام[ةه]|غرامات|عقوب[ةه]|بالحبس/;
const CONDITION_AR = /(?:^|\s)[وف]?(?:[إا]ذا|في\s+حال|في\s+حالة|ما\s+لم|عند)(?=\s)/;

export function statesConsequence(text: string): boolean {
  if (DEFINITION.test(text)) return false;
  if (FAILURE.test(text) || (RESULT.test(text) && CONDITION.test(text))) return true;
  // An Arabic definition ("الغرامات الإدارية: مبالغ …", "يقصد بـ …") names a consequence; it does not state one.
  if (statesDefinition(text)) return false;
  return FAILURE_AR.test(text) || (RESULT_AR.test(text) && CONDITION_AR.test(text));
}

/**
 * A provision that sets out how something is done: an application, a request or a notice made in a form or to an
 * authority ("Any Government Entity may submit an application to the Ministry proposing any amendment …"). It answers
 * "How can …?" as a consequence answers "What happens if …?".
 */
const PROCEDURE =
  /\b(?:may|shall|must|can)\s+(?:\w+\s+){0,3}?(?:submit|apply|file|request|notify|appeal|object)\b|\b(?:application|request|notification)\s+(?:\w+\s+){0,4}?(?:shall|may|must)\s+be\s+(?:submitted|made|filed)\b|\bin the form (?:and manner )?(?:specified|prescribed|determined)\b/i;
const PROCEDURE_AR =
  /(?:يجوز|يجب|على)\s+(?:\S+\s+){0,3}?(?:تقديم|يقدم|تقدم|التقدم|يتقدم|تتقدم|إخطار|اخطار)|(?:وفق|وفقاً|وفقا)\s+(?:لل)?(?:نموذج|النموذج|النماذج|الآلية)/;

/**
 * A prohibition ("may not be submitted … except after …", "لا يجوز تقديم …") restricts a procedure; it does not set it
 * out. What follows a negated modal, to the end of its clause, is not read for one.
 */
const FORBIDS = /\b(?:(?:may|shall|must|can)\s+not|cannot)\b[^.;:]*/gi;
const FORBIDS_AR = /(?:^|\s)و?لا\s+(?:يجوز|يجب|يحق)(?=\s)[^.،؛:]*/g;

export function statesProcedure(text: string): boolean {
  const allowed = text.replace(FORBIDS, ' ').replace(FORBIDS_AR, ' ');
  return PROCEDURE.test(allowed) || PROCEDURE_AR.test(allowed);
}

/**
 * A saving clause: it keeps another rule intact rather than stating one ("… shall not prejudice the obligation of a
 * Person to register …", "Without prejudice to …"). It qualifies the rule a Summary quotes; it is not the answer.
 */
const SAVING = /\b(?:shall not prejudice|without prejudice to|does not prejudice|shall not affect|without prejudice)\b/i;
const SAVING_AR = /(?:لا|ولا|لا\s+ت|لا\s+ي)\s*(?:تخل|يخل|تُخل|يُخل)|دون الإخلال|مع عدم الإخلال|بما لا يخل/;

/**
 * A rule of the provision it names first, which says by the way what it leaves intact ("For the purposes of Clause (1) of
 * Article (16) of the Corporate Tax Law, and without prejudice to the provisions of Clause (7) of Article (16) …, an
 * Unincorporated Partnership shall not be considered a Taxable Person …"): the form of a decision's implementing rule.
 */
const IMPLEMENTING_OPENER =
  /^(?:\d{1,3}[.-]\s*)?(?:for the purposes of|لأغراض)[^,،]{0,200}[,،]\s*(?:and\s+|و\s*)?(?:without prejudice to|(?:مع\s+عدم|دون)\s+الإخلال)[^,،]{0,200}[,،]\s*/i;

export function isSavingClause(text: string): boolean {
  const rest = text.replace(IMPLEMENTING_OPENER, '');
  return SAVING.test(rest) || SAVING_AR.test(rest);
}

/**
 * A rule that opens by keeping another intact ("Without prejudice to the provisions of Article (28) …, payments … shall
 * be deductible only if …", "مع عدم الإخلال بـ …، يصدر …") still states that rule: only its opening phrase, up to the
 * comma, saves. Whether what follows that phrase saves too.
 */
const SAVING_OPENER = /^(?:\d{1,3}[.-]\s*)?(?:without prejudice to|(?:مع\s+عدم|دون)\s+الإخلال)[^,،]{0,200}[,،]\s*/i;

export function savesThroughout(text: string): boolean {
  return isSavingClause(text.replace(SAVING_OPENER, ''));
}

/**
 * An exception to, or a limit of, the rule before it: what a yes/no answer states with its deciding rule ("By way of
 * exception …", "… unless …", "… shall not apply to …", "provided that …"). Saving clauses count.
 */
const EXCEPTION =
  /\b(?:by way of exception|exception|except|excluding|unless|provided that|shall not apply|does not apply|do not apply|not apply to|notwithstanding|shall not be (?:considered|treated|required|subject)|other than)\b/i;
const EXCEPTION_AR = /استثناء|باستثناء|عدا|ما لم|بشرط|شريطة|لا تسري|لا يسري|لا تطبق|لا يطبق|على الرغم من|خلافاً|خلافا|لا يعتبر|لا يعد|لا يُعد|لا تعتبر|لا تعد/;

export function statesException(text: string): boolean {
  return EXCEPTION.test(text) || EXCEPTION_AR.test(text) || isSavingClause(text);
}

/**
 * A right the law grants a person ("The Person subject to the Tax Audit may view or obtain the documents …", "يجوز
 * للشخص الخاضع للتدقيق الاطلاع …"): what decides "Can we …?" asked by that person. A power of the Authority ("The
 * Authority may …") or a duty ("shall") is no right of the one asking.
 */
const RIGHT =
  /\b(?<!(?:Authority|Auditor|Minister|Ministry|Cabinet|Court|Prosecution)\s)(?<!(?:Authority|Auditor|Minister|Ministry|Cabinet|Court|Prosecution)\s(?:\w+\s){0,3})may\s+(?!not\b|be\b|also\b|require\b|request\s+from\b)[a-z]+/;
const RIGHT_AR = /(?:^|\s)(?:يجوز|يحق|يحقّ)\s+ل(?!ل?(?:هيئ|مدقق|وزير|وزار|مجلس|محكم|نياب))\S+/;
/** The one asking asks what they may do: "Can we …?", "May I …?", "Are we entitled to …?", "هل يحق لنا …؟". */
const OWN_RIGHT_ASKED = /\b(?:can|may|could)\s+(?:we|i|our\s+\w+|my\s+\w+)\b|\b(?:are\s+we|am\s+i)\s+(?:allowed|entitled|permitted)\b/i;
const OWN_RIGHT_ASKED_AR = /(?:يحق|يجوز|يمكن)\s*(?:لنا|لي|لشركتنا)|(?:يمكننا|يمكنني|نستطيع|أستطيع)/;

export function grantsRight(text: string): boolean {
  return RIGHT.test(text) || RIGHT_AR.test(text);
}

export function asksOwnRight(question: string): boolean {
  return OWN_RIGHT_ASKED.test(question) || OWN_RIGHT_ASKED_AR.test(question);
}

/**
 * A verdict: the sentence of an article that says whether something is taxed, exempt, counted or deductible ("Income
 * derived from a Participating Interest shall be exempt from Corporate Tax …", "يُعفى من ضريبة الشركات الدخل …"). It is
 * what decides a yes/no question about the thing; a definition or a list of conditions says when it applies.
 */
const VERDICT =
  /\b(?:shall|will)\s+(?:not\s+|only\s+)?be\s+(?:exempt(?:ed)?\b|subject to (?:Corporate )?Tax\b|taxable\b|deductible\b|(?:included|taken into account) in (?:calculating |determining |computing )?(?:the )?Taxable Income\b|allowed as a deduction\b|an Exempt Person\b)|\b(?:is|are)\s+exempt\b|\bmay(?:\s+not)?\s+be\s+deducted\b|\bno deduction shall be allowed\b|\bdeduction shall (?:not )?be allowed\b/i;
/** The official Arabic opens its main clause with the verdict's verb ("يُعفى من ضريبة الشركات …", "لا يجوز خصم …"): within its first words, not in a condition. */
const VERDICT_AR =
  /^(?:\S+\s+){0,3}?(?:[وف]?(?:يُعفى|يعفى|تُعفى|تعفى)\s|(?:لا\s+)?(?:يخضع|تخضع)\s+(?:\S+\s+){0,4}?(?:لل|ل)?ضريب|(?:لا\s+)?(?:يُدرج|يدرج|تُدرج|تدرج)\s|(?:لا\s+)?(?:يجوز|يُسمح|يسمح)\s+(?:ب)?خصم|(?:لا\s+)?(?:يؤخذ|تؤخذ)\s+(?:في|ب)\s*(?:ال)?(?:اعتبار|الاعتبار|الحسبان))/;

export function statesVerdict(text: string): boolean {
  return !statesDefinition(text) && (VERDICT.test(text) || VERDICT_AR.test(text));
}

/** A definition: "- **Term**: meaning" (the official Arabic: "Term: meaning"), or "… means …" / "يقصد ب…". */
const DEFINED_TERM = /^(?:\*\*([^*]{2,80})\*\*|([^:.*]{2,60})):\s+\S/;
const MEANS = /\b(?:means|shall mean|is defined as|refers to any)\b/i;
const MEANS_AR = /يقصد ب|يُقصد ب|يقصد بها/;

export function statesDefinition(text: string): boolean {
  return DEFINED_TERM.test(text) || MEANS.test(text) || MEANS_AR.test(text);
}

/** "(m) Transition Period means the period …": the defined term opens the sentence, capitalised (Cabinet Decision No. 142 of 2024). */
const MEANS_TERM =
  /^(?:\((?:[a-z]{1,4}|\d{1,3})\)\s+)?(?:The\s+)?["“]?(?!(?:Where|If|When|This|That|These|Each|Any|Such|It)\b)([A-Z][\w’'-]*(?:\s+(?:[A-Z(][\w’'()-]*|of|and|or|for|in|on|the|to|a|an)){0,8})["”]?\s+(?:means|shall mean)\b/;

/** The term a definition defines ("Tax Difference" of "**Tax Difference**: The difference …"), or null. */
export function definedTerm(text: string): string | null {
  const m = DEFINED_TERM.exec(text);
  if (m) return (m[1] ?? m[2] ?? '').trim();
  return MEANS_TERM.exec(text)?.[1] ?? null;
}

/** The terms the units define, lower-cased: read once per answer (the scoring and the plan both ask it of the same units). */
const termsDefinedOf = new WeakMap<readonly { text: string }[], ReadonlySet<string>>();
export function termsDefined(units: readonly { text: string }[]): ReadonlySet<string> {
  let terms = termsDefinedOf.get(units);
  if (!terms) termsDefinedOf.set(units, (terms = new Set(units.flatMap((u) => definedTerm(u.text)?.toLowerCase() ?? []))));
  return terms;
}

/**
 * A provision that derogates from another ("Notwithstanding Article 2.1: …", "By way of exception from Clause (1) …"):
 * it qualifies the rule it names, which answers first.
 */
const DEROGATION = /^(?:\d+(?:\.\d+)*\s+)?(?:notwithstanding|by way of exception|as an exception|in derogation)\b/i;
const DEROGATION_AR = /^(?:استثناء|استثناءً|على الرغم|خلافا|خلافاً)/;
/** The article's own rule set aside in some cases: "The exemption set out in this Article shall not apply to …". */
const OWN_RULE_SET_ASIDE =
  /^The (?:exemption|relief|election)s? (?:(?:set out|referred to|provided for) )?in (?:Clause \(\d+\) of )?this Article shall not apply\b|^(?:The provisions of )?Clause \(\d+\) of this Article shall not apply\b/i;
const OWN_RULE_SET_ASIDE_AR =
  /^لا (?:يسري|تسري|يطبق|تطبق|يُطبق|تُطبق|ينطبق|تنطبق) (?:(?:ال)?(?:إعفاء|اعفاء|تسهيل|اختيار) (?:المنصوص عليه|الوارد|المشار إليه) في (?:البند \(\d+\) من )?هذه المادة|(?:حكم |أحكام )?البند \(\d+\) من هذه المادة)/;

export function isDerogation(text: string): boolean {
  return DEROGATION.test(text) || DEROGATION_AR.test(text) || OWN_RULE_SET_ASIDE.test(text) || OWN_RULE_SET_ASIDE_AR.test(text);
}

/**
 * A derogation from another law, named in its opening words ("By way of exception from the provisions of the Tax
 * Procedures Law, a Taxable Person shall keep, for a period of (7) seven years …", "استثناءً من أحكام قانون الإجراءات
 * الضريبية، …"): the special rule, which for its subject replaces the general one rather than qualifying a rule of its
 * own instrument. A derogation from a clause or article of its own instrument ("… of this Article", "… of this
 * Decree-Law", "من هذه المادة") is not one.
 */
const FROM_ANOTHER_LAW =
  /^(?:\d+(?:\.\d+)*\s+)?(?:notwithstanding|by way of exception from|as an exception to|in derogation from)\s+(?:the provisions of\s+)?(?:the\s+)?(?:Tax Procedures Law|Corporate Tax Law|(?:Federal\s+)?(?:Decree-Law|Law)\s+No\.)/i;
const FROM_ANOTHER_LAW_AR =
  /^(?:استثناء|استثناءً|على الرغم|خلافا|خلافاً)\s+(?:من|ل)?\s*(?:أحكام|احكام)?\s*(?:قانون\s+الإجراءات\s+الضريبية|قانون\s+ضريبة\s+الشركات|المرسوم\s+بقانون\s+اتحادي\s+رقم)/;

export function derogatesFromAnotherLaw(text: string): boolean {
  return FROM_ANOTHER_LAW.test(text) || FROM_ANOTHER_LAW_AR.test(text);
}

/**
 * The article of the same instrument a derogation names ("Notwithstanding Article 2.1", "By way of exception from the
 * provisions of Article (2) of this Decision", "استثناءً من المادة (2) من هذا القرار"), or null: one naming another
 * instrument's article ("… of the Corporate Tax Law") or only a clause of its own article names none.
 */
const NAMED_ARTICLE = /^(?:[^.:;]|\.(?=\d)){0,80}?\bArticle\s*\(?(\d+(?:\.\d+)*)(?![\d.])\)?(?!\)?\s*(?:\([a-z0-9]+\)\s*)*of\s+(?:the\s+)?(?!this\b)[A-Z])/;
const NAMED_ARTICLE_AR =
  /^[^:;،]{0,80}?المادة\s*\(?([0-9\u0660-\u0669]+(?:\.[0-9\u0660-\u0669]+)*)(?![0-9\u0660-\u0669.])\)?(?!\)?\s*(?:\S+\s+){0,3}?من\s+(?:المرسوم|القانون|قانون|قرار))/;

export function derogatedArticle(text: string): string | null {
  if (!isDerogation(text)) return null;
  const m = NAMED_ARTICLE.exec(text) ?? NAMED_ARTICLE_AR.exec(text);
  if (!m) return null;
  return westernDigits(m[1]!);
}

/**
 * The clauses of its own article a provision relies on ("the documents requested in accordance with Clause (2) of this
 * Article", "For the purposes of Paragraph (a) of Clause (1) of this Article", "Notwithstanding Clause (1) of this
 * Article"): read alone it states half a rule. A clause it is only "subject to" is a limit of it, not its ground.
 */
const OWN_CLAUSE =
  /(Subject to\s+(?:the provisions of\s+)?)?(?:(?:Paragraph|Sub-?paragraph)\s*\([a-z0-9]+\)\s*of\s+)?Clauses?\s*\((\d+)\)(?:\s*(?:and|or|,)\s*\((\d+)\))?\s+of\s+this\s+Article/gi;
const OWN_CLAUSE_AR =
  /(مع\s+مراعاة\s+(?:أحكام\s+)?)?(?:(?:الفقرة|الفقرتين)\s*\([^)]{1,3}\)\s*من\s+)?(?:ال|لل|بال)بند(?:ين)?\s*(?:رقم\s*)?\(([0-9\u0660-\u0669]+)\)(?:\s*(?:و|أو)\s*\(?([0-9\u0660-\u0669]+)\))?\s+من\s+هذه\s+المادة/g;

/** "Article 1.6.1" within Article 1.6 of the Top-up Tax annex: its own Clause (1) (`sectionClause`). */
const DECIMAL_ARTICLE = /(Subject to\s+(?:the provisions of\s+)?)?\bArticles?\s+(\d{1,3}(?:\.\d{1,3}){2,})/gi;

export function clausesReliedOn(text: string, article?: string): number[] {
  const out: number[] = [];
  for (const re of [OWN_CLAUSE, OWN_CLAUSE_AR]) {
    for (const m of text.matchAll(re)) {
      if (m[1]) continue;
      for (const n of [m[2], m[3]]) if (n) out.push(Number(westernDigits(n)));
    }
  }
  if (article)
    for (const m of text.matchAll(DECIMAL_ARTICLE)) {
      const clause = m[1] ? null : sectionClause(m[2]!, article);
      if (clause !== null) out.push(clause);
    }
  return out;
}

/**
 * The clauses of other articles of its own instrument a provision states its rule by ("… to the extent that it relates
 * to a Business … conducted by the natural person in the State as set out in Clause (6) of Article (11) of this
 * Decree-Law", "كما هو منصوص عليه في البند (6) من المادة (11) من هذا المرسوم بقانون"). Not one it is only subject to.
 */
const OTHER_ARTICLE_CLAUSE =
  /(Subject to\s+(?:the provisions of\s+)?)?\bClause\s*\((\d+)\)\s+of\s+Article\s*\((\d+)\)\s+of\s+this\s+(?:Decree-Law|Decision)\b/gi;
const OTHER_ARTICLE_CLAUSE_AR =
  /(مع\s+مراعاة\s+(?:أحكام\s+)?)?(?:ال|لل|بال)بند\s*\(([0-9\u0660-\u0669]+)\)\s*من\s+(?:ال)?مادة\s*\(([0-9\u0660-\u0669]+)\)\s*من\s+هذ(?:ا|ه)\s+(?:المرسوم\s+بقانون|القرار)/g;

export function otherArticleClausesReliedOn(text: string): Array<{ article: string; clause: number }> {
  const out: Array<{ article: string; clause: number }> = [];
  for (const re of [OTHER_ARTICLE_CLAUSE, OTHER_ARTICLE_CLAUSE_AR])
    for (const m of text.matchAll(re)) if (!m[1]) out.push({ clause: Number(westernDigits(m[2]!)), article: westernDigits(m[3]!) });
  return out;
}

/**
 * The clause of its own article a provision follows on from: it opens on that clause being applied ("Where Clause (1) of
 * this Article applies, …", "Where the application made under Clause (8) of this Article is approved", "في حال تطبيق
 * البند (1) من هذه المادة، …") and says what then follows. Null for any other opening, and for one on the clause not
 * being met ("Where the condition set out in Clause (1) of this Article is not met": a consequence, read as one).
 */
const SEQUEL = /^(?:\d{1,3}[.)-]\s*)?(?:Where|If|When|Once)\b([^,;:.]{0,90}?)\bClause\s*\((\d+)\)\s+of\s+this\s+Article([^,;:.]{0,60})/i;
const SEQUEL_AR =
  /^(?:[0-9\u0660-\u0669]{1,3}\s?-\s*)?(?:في\s+حال(?:ة)?|إذا|اذا|عند)\s([^،,؛:.]{0,90}?)(?:ال|لل|بال)?بند\s*\(([0-9\u0660-\u0669]+)\)\s*من\s+هذه\s+المادة([^،,؛:.]{0,60})/;
const NOT_MET = /\b(?:not|no\s+longer|fails?|ceases?)\b|(?:^|\s)(?:عدم|لم|لا)(?=\s)/i;

/**
 * …or it acts on what a person did under that clause: the next step of its procedure ("the Authority shall review the
 * request submitted under Clause (1) of this Article and decide on it within (40) forty Business Days", "… provide the
 * Person with the documents … requested in accordance with Clause (2) of this Article within (10) ten Business Days").
 * Not one that opens on no such act having been done ("Unless an application is made under Clause (8) …").
 */
const ACTED_ON =
  /^(?:\d{1,3}[.)-]\s*)?(?!\s*Unless\b)[^.;:]{0,160}?\b(?:requested|submitted|made|filed|lodged)\s+(?:in\s+accordance\s+with|under|pursuant\s+to)\s+Clause\s*\((\d+)\)\s+of\s+this\s+Article/i;
const ACTED_ON_AR =
  /^(?:[0-9\u0660-\u0669]{1,3}\s?-\s*)?(?!\s*ما\s+لم)[^.؛:]{0,160}?(?:المطلوبة|المطلوب|المقدمة|المقدم|المقدّم|المقدّمة)\s+(?:وفق(?:اً|ا)?\s+(?:ل|لل)?|بموجب\s+|طبقاً\s+ل)(?:ال|لل)?بند\s*\(([0-9\u0660-\u0669]+)\)\s*من\s+هذه\s+المادة/;

export function sequelTo(text: string): number | null {
  const m = SEQUEL.exec(text) ?? SEQUEL_AR.exec(text);
  if (m && !NOT_MET.test(`${m[1]} ${m[3]}`)) return Number(westernDigits(m[2]!));
  if (m) return null;
  const acted = ACTED_ON.exec(text) ?? ACTED_ON_AR.exec(text);
  return acted ? Number(westernDigits(acted[1]!)) : null;
}

/**
 * The clauses of its own article a general rule names as its exceptions ("Except for the cases set out in Clauses (2),
 * (3), (6) and (7) of this Article, the Authority may not … after the lapse of (5) five years", "باستثناء الحالات الواردة
 * في البندين (2) و(3) من هذه المادة"): each of them states a special case of the rule.
 */
const EXCEPTED_CLAUSES =
  /^(?:\d{1,3}[.)-]\s*)?(?:Except(?:\s+(?:for|in))?|With\s+the\s+exception\s+of|Other\s+than|Save\s+(?:for|in))\b[^.;:]{0,60}?\bClauses?\s*((?:\(\d+\)(?:\s*(?:,|and|or)\s*)?)+)\s*of\s+this\s+Article/i;
const EXCEPTED_CLAUSES_AR =
  /^(?:[0-9\u0660-\u0669]{1,3}\s?-\s*)?(?:باستثناء|فيما\s+عدا|ما\s+عدا|عدا)\s[^.؛:]{0,60}?(?:ال|لل|بال)?بنود?(?:ين)?\s*((?:\(?[0-9\u0660-\u0669]+\)?(?:\s*(?:،|,|و|أو)\s*)?)+)\s*من\s+هذه\s+المادة/;

export function exceptedClauses(text: string): number[] {
  const m = EXCEPTED_CLAUSES.exec(text) ?? EXCEPTED_CLAUSES_AR.exec(text);
  if (!m) return [];
  return [...m[1]!.matchAll(/[0-9\u0660-\u0669]+/g)].map((d) => Number(westernDigits(d[0])));
}

/** Which side of an event a text places itself on: "before a conviction judgment is issued", "after deregistration". */
export interface TimeSides {
  before: boolean;
  after: boolean;
}

// "before the Competent Court", "before the Authority" and "من قبل الهيئة" (by the Authority) name no time ("before the
// court rules" does).
const BEFORE = /\b(?:before|prior to)\b(?!\s+the\s+(?:competent\s+court|committee|authority)\b)/i;
const AFTER = /\b(?:after|following the|subsequent to)\b/i;
const BEFORE_AR = /(?<![\u0621-\u064A])(?<!من\s)(?:قبل|قبيل)(?![\u0621-\u064A])/;
const AFTER_AR = /(?<![\u0621-\u064A])(?<!فيما\s)(?:بعد)(?![\u0621-\u064A])/;

export function timeSides(text: string): TimeSides {
  return { before: BEFORE.test(text) || BEFORE_AR.test(text), after: AFTER.test(text) || AFTER_AR.test(text) };
}

/**
 * Whether a provision is on the other side of the event from the one the question asks about: the question asks
 * "before" (or "after") only, and the provision (with the lead-ins of its list) speaks of the other side only. Many
 * procedures change with the moment ("Before a criminal case is initiated …", "After a conviction judgment …").
 */
export function otherSide(asked: TimeSides, stated: TimeSides): boolean {
  return onlyOther([asked.before, asked.after], [stated.before, stated.after]);
}

/** The question names one of two sides only, and the provision the other one only. */
function onlyOther([askedA, askedB]: [boolean, boolean], [statedA, statedB]: [boolean, boolean]): boolean {
  if (askedA === askedB) return false;
  return askedA ? statedB && !statedA : statedA && !statedB;
}

/**
 * Which side of an amount a text places itself on: over it ("exceeding AED (375,000)", "profit above the band", "يتجاوز")
 * or within it ("does not exceed", "up to", "لا يتجاوز"). A question about the profit above a band asks for the rate on
 * what exceeds it, not the rate on the portion that does not.
 */
const WITHIN =
  /\b(?:do(?:es)? not|did not|not|never|nor)\s+(?:to\s+)?exceed\w*|\b(?:less|lower|fewer)\s+than\b|\bbelow\b|\bunder\s+(?:the\s+)?(?:aed|threshold|limit|band|\d)|\bup\s+to\b|\bat\s+most\b|\bwithin\s+the\s+(?:threshold|limit|band)\b/gi;
const OVER =
  /\bexceed(?:s|ed|ing)?\b|\b(?:more|greater|higher)\s+than\b|\bin\s+excess\s+of\b|\babove\s+(?:the\s+)?(?:aed|threshold|limit|band|\d|it|that)|\bover\s+(?:the\s+)?(?:aed|threshold|limit|band|\d)/i;
const WITHIN_AR = /(?:لا|لم|ألا|الا)\s+(?:ي|ت)?(?:تجاوز|يتجاوز|تتجاوز|يزيد|تزيد)|(?<![\u0621-\u064A])(?:أقل|اقل)\s+من|(?<![\u0621-\u064A])حتى\s+(?:مبلغ|\()/g;
const OVER_AR =
  /(?<![\u0621-\u064A])[وف]?(?:ي|ت)?(?:تجاوز|يتجاوز|تتجاوز|تجاوزت|يزيد|تزيد|زاد|زادت)(?![\u0621-\u064A])|(?<![\u0621-\u064A])(?:أكثر|اكثر|أعلى|اعلى)\s+من|(?<![\u0621-\u064A])(?:يفوق|تفوق)(?![\u0621-\u064A])/;

export interface AmountSides {
  within: boolean;
  over: boolean;
}

/**
 * A floor is the side over an amount ("at least (95%)", "not less than (12) twelve months", "على الأقل", "لا تقل عن"); a
 * ceiling the side within it ("may not exceed (75%)", "لا يجوز أن يتجاوز", "the maximum", "الحد الأقصى"). A question
 * asking the maximum carried-forward loss is not answered by the 50% ownership a loss needs "at least".
 */
const FLOOR = /\b(?:at\s+least|(?:not|no)\s+less\s+than)\b/gi;
const FLOOR_AR = /(?<![\u0621-\u064A])على\s+(?:ال)?[أا]قل(?![\u0621-\u064A])|(?<![\u0621-\u064A])(?:لا|ألا|الا)\s+(?:ي|ت)قل\s+عن/g;
const CEILING = /\b(?:maximum|at\s+most)\b/gi;
const CEILING_AR = /(?<![\u0621-\u064A])(?:ال)?حد\s+(?:ال)?[أا]قصى|(?<![\u0621-\u064A])لا\s+يجوز\s+[أا]ن\s+(?:ي|ت)(?:تجاوز|زيد)/g;

export function amountSides(text: string): AmountSides {
  // The floor and ceiling wordings are taken out first ("not less than" holds "less than"), then the "within" ones
  // before "over" is read ("does not exceed" holds "exceed").
  const unfloored = text.replace(FLOOR, ' ').replace(FLOOR_AR, ' ');
  const rest = unfloored.replace(CEILING, ' ').replace(CEILING_AR, ' ').replace(WITHIN, ' ').replace(WITHIN_AR, ' ');
  return { within: rest !== unfloored, over: unfloored !== text || OVER.test(rest) || OVER_AR.test(rest) };
}

/** Whether a provision speaks of the other side of an amount only, the question of one side only. */
export function otherAmountSide(asked: AmountSides, stated: AmountSides): boolean {
  return onlyOther([asked.within, asked.over], [stated.within, stated.over]);
}

/**
 * Which of the two kinds of Person a text speaks of: a natural person or a juridical person. A freelancer asking whether
 * they are taxed asks what applies to a natural person; "A Resident Person that is a juridical person shall be subject
 * to Corporate Tax …" is the other kind's rule.
 */
export interface PersonKindSides {
  natural: boolean;
  juridical: boolean;
}

const NATURAL_STATED = /\bnatural\s+persons?\b/i;
const NATURAL_STATED_AR = /(?:ال)?(?:شخص|أشخاص|اشخاص)[\u064B-\u0652ا]*\s+(?:ال)?طبيعي/;
const JURIDICAL_STATED = /\bjuridical\s+persons?\b/i;
const JURIDICAL_STATED_AR = /(?:ال)?(?:شخص|أشخاص|اشخاص)[\u064B-\u0652ا]*\s+(?:ال)?اعتباري/;
/** How a person asking says what they are: "as a freelance consultant", "a sole proprietor", "بصفتي الشخصية". */
const NATURAL_ASKED = /\b(?:individuals?|freelanc\w*|sole\s+(?:proprietor|trader)\w*|self-?employed)\b/i;
const NATURAL_ASKED_AR = /فريلانسر|بصفتي\s+الشخصية|(?:أعمل|اعمل)\s+(?:مستشار|مستقل)|(?<![\u0621-\u064A])(?:ال)?(?:أفراد|افراد|فرد)(?![\u0621-\u064A])/;
const JURIDICAL_ASKED = /\b(?:compan(?:y|ies)|LLC|corporations?|subsidiar(?:y|ies))\b/i;
const JURIDICAL_ASKED_AR = /شرك[ةه]|شركات|شركتنا/;

export function statedPersonKind(text: string): PersonKindSides {
  return {
    natural: NATURAL_STATED.test(text) || NATURAL_STATED_AR.test(text),
    juridical: JURIDICAL_STATED.test(text) || JURIDICAL_STATED_AR.test(text),
  };
}

export function askedPersonKind(question: string): PersonKindSides {
  const stated = statedPersonKind(question);
  // "ضريبة الشركات" is the tax's name (Corporate Tax), not a company.
  const arabic = question.replace(/ضريب[ةه]\s+(?:ال)?شركات/g, ' ');
  return {
    natural: stated.natural || NATURAL_ASKED.test(question) || NATURAL_ASKED_AR.test(arabic),
    juridical: stated.juridical || JURIDICAL_ASKED.test(question) || JURIDICAL_ASKED_AR.test(arabic),
  };
}

/** Whether a provision speaks of the other kind of person only, the question of one kind only. */
export function otherPersonKind(asked: PersonKindSides, stated: PersonKindSides): boolean {
  return onlyOther([asked.natural, asked.juridical], [stated.natural, stated.juridical]);
}

/**
 * Which side of a Free Zone a text speaks of: a (Qualifying) Free Zone Person, or a person outside any Free Zone (the
 * "mainland", a Non-Free Zone Person). A question about a mainland company asks what applies outside the Free Zone
 * regime; the rates of a Qualifying Free Zone Person are the other side's. A question naming both (a free zone company
 * serving a mainland client) takes no side.
 */
export interface FreeZoneSides {
  freeZone: boolean;
  mainland: boolean;
}

const MAINLAND = /\b(?:mainland|onshore)\b|\bnon-?\s?free\s+zones?\b|\boutside\s+(?:the\s+|a\s+|any\s+)?free\s+zones?\b/gi;
const MAINLAND_AR =
  /(?<![\u0621-\u064A])(?:ال)?بر\s+(?:ال)?رئيسي(?![\u0621-\u064A])|(?<![\u0621-\u064A])غير\s+(?:ال)?قائم\s+في\s+(?:ال)?منطق[ةه]\s+(?:ال)?حر[ةه]|خارج\s+(?:ال)?منطق[ةه]\s+(?:ال)?حر[ةه]/g;
const FREE_ZONE = /\bfree\s+zones?\b/i;
const FREE_ZONE_AR = /(?:ال)?منطق[ةه]\s+(?:ال)?حر[ةه]|(?:ال)?مناطق\s+(?:ال)?حر[ةه]/;

export function freeZoneSides(text: string): FreeZoneSides {
  // The mainland wordings are taken out before "free zone" is read ("Non-Free Zone Person" holds "Free Zone").
  const rest = text.replace(MAINLAND, ' ').replace(MAINLAND_AR, ' ');
  return { mainland: rest !== text, freeZone: FREE_ZONE.test(rest) || FREE_ZONE_AR.test(rest) };
}

/** Whether a provision speaks of the other side of a Free Zone only, the question of one side only. */
export function otherFreeZoneSide(asked: FreeZoneSides, stated: FreeZoneSides): boolean {
  return onlyOther([asked.freeZone, asked.mainland], [stated.freeZone, stated.mainland]);
}

/**
 * Which of the Law's two kinds of Taxable Person a text speaks of: a Resident Person or a Non-Resident Person (Article
 * (11)). A question about a foreign company asks what applies to a Non-Resident Person; the rule for a Resident Person
 * ("A juridical person that is a Resident Person … shall submit …") is the other kind's.
 */
export interface ResidenceSides {
  resident: boolean;
  nonResident: boolean;
}

const NON_RESIDENT =
  /\bnon-?\s?residents?\b|\b(?:foreign|overseas|offshore)\s+(?:compan|entit|person|investor|parent|corporation|firm|bank|insurer|fund|partnership)\w*/gi;
const NON_RESIDENT_AR =
  /(?<![\u0621-\u064A])[وف]?[لب]?غير\s+(?:ال)?مقيم\S*|(?<![\u0621-\u064A])(?:[وف]?(?:[بلك]?ال|لل)|[وفبلك])?(?:شرك\S*|جه\S*|شخص|مستثمر|بنك|مصرف|صندوق)\s+(?:ال)?أجنبي\S*/g;
/** A Resident Person by name, or a Free Zone Person, which is one (Article (11)(3)(a) of the Law: "… including a Free Zone Person"). */
const RESIDENT = /\bresidents?\b|\bfree zone persons?\b/i;
const RESIDENT_AR =
  /(?<![\u0621-\u064A])(?:ال)?مقيم(?:ة|ين|ون)?(?![\u0621-\u064A])|(?:ال)?شخص\s+(?:ال)?(?:مؤهل\s+(?:ال)?)?قائم\s+في\s+(?:ال)?منطق[ةه]\s+(?:ال)?حر[ةه]/;

export function residenceSides(text: string): ResidenceSides {
  // The non-resident wordings are taken out before "resident" is read ("Non-Resident Person" holds "Resident").
  const rest = text.replace(NON_RESIDENT, ' ').replace(NON_RESIDENT_AR, ' ');
  return { nonResident: rest !== text, resident: RESIDENT.test(rest) || RESIDENT_AR.test(rest) };
}

/** Whether a provision speaks of the other kind of person only, the question of one kind only. */
export function otherResidence(asked: ResidenceSides, stated: ResidenceSides): boolean {
  return onlyOther([asked.resident, asked.nonResident], [stated.resident, stated.nonResident]);
}

/**
 * Whether a numbered line states a provision of its own ("1. The Authority shall …", "2- يجب على …") rather than only
 * ending the sentence of the lead-in above it ("2. A Qualifying Free Zone Person."): it has a verb of the law's own.
 */
const PROVISION_VERB = /\b(?:shall|must|may|is|are|was|were|has|have|had|will|does|do|can|cannot|means|include|includes|apply|applies|exceeds?|meets?)\b/i;
const PROVISION_VERB_AR = /(?:^|\s)(?:يجب|يجوز|لا|يكون|تكون|يعتبر|تعتبر|يعد|تعد|يُعد|تُعد|يتم|على|يحق|يلتزم|تلتزم|يشمل|تشمل|يسري|تسري|تطبق|يطبق|تُطبق|يُطبق)(?=\s)/;
const PROVISION_WORDS_AR = 12;

export function statesProvision(text: string): boolean {
  if (PROVISION_VERB.test(text)) return true;
  return PROVISION_VERB_AR.test(text) || (/[\u0621-\u064A]/.test(text) && text.split(/\s+/).length >= PROVISION_WORDS_AR);
}
