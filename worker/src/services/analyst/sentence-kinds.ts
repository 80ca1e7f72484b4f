/**
 * What kind of statement a quoted sentence makes, from its wording alone: whether it states a
 * figure (what a tax question usually wants to see: an amount or rate, a period, deadline or
 * date) and whether it states a consequence (what happens when a condition is not met: what a
 * professional must know next to the rule). And which kind of figure a question asks for. Figures
 * are read in English and in the official Arabic; consequences in English only.
 */

/** Amounts and rates as the legislation writes them: "AED (3,000,000)", "(9%) nine percent", "375,000", "EUR 750 million". */
const AMOUNT = /\bAED\b|\bEUR\b|\bUSD\b|%|\bper\s?cent\b|\d{1,3}(?:,\d{3})+|\b\d+(?:\.\d+)?\s+(?:million|billion)\b/i;
/** Periods, deadlines and dates: "(9) nine months", "within 20 Business Days", "(4) four subsequent Tax Periods", "31 December 2026". */
const TIME =
  /\b\d+\s+(?:business\s+)?(?:days|weeks|months|years)\b|\(\d+\)\s+[a-z]+(?:[\s-][a-z]+)?\s+(?:(?:business|calendar|subsequent|consecutive)\s+)?(?:days|weeks|months|years|tax periods|financial years)\b|\b\d{1,2}\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/i;

/** The same in the official Arabic: "(3.000.000) ثلاثة ملايين درهم", "(9%) تسعة بالمائة", "خلال (20) يوم عمل", "31 ديسمبر 2026". */
const AMOUNT_AR = /درهم|دراهم|يورو|دولار|[%٪]|بالمائة|بالمئة|في المائة|في المئة|مليون|ملايين|مليار|\d{1,3}(?:[.,٬]\d{3})+/;
const TIME_AR =
  /\d+\)?\s*(?:\S+\s+)?(?:يوم|أيام|ايام|يوما|يوماً|أسبوع|أسابيع|شهر|شهرا|شهراً|أشهر|اشهر|سنة|سنوات|عام|أعوام|فترة ضريبية|فترات ضريبية)(?![\u0621-\u064A])|\d{1,2}\s+(?:يناير|فبراير|مارس|أبريل|إبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر)\s+\d{4}/;

export interface FigureKinds {
  amount: boolean;
  time: boolean;
}

export function figureKinds(text: string): FigureKinds {
  return { amount: AMOUNT.test(text) || AMOUNT_AR.test(text), time: TIME.test(text) || TIME_AR.test(text) };
}

const ASKS_TIME = /\b(?:when|until|deadline|how\s+long|which\s+(?:tax\s+|financial\s+)?(?:periods?|years?)|how\s+many\s+(?:days|weeks|months|years)|by\s+what\s+date|time\s+limit|within\s+what)\b/i;
const ASKS_AMOUNT = /\b(?:how\s+much|what\s+(?:rate|percentage|amount|threshold)|rates?|percentage|threshold|amount|cap|ceiling|de\s+minimis)\b/i;

const ASKS_TIME_AR = /متى|حتى متى|المهلة|مهلة|الموعد النهائي|موعد|خلال أي|ما المدة|ما هي المدة|كم (?:يوم|يوما|يوماً|أسبوع|شهر|شهرا|شهراً|سنة|عام)/;
const ASKS_AMOUNT_AR = /ما مقدار|ما قيمة|ما نسبة|ما هي نسبة|كم تبلغ|كم يبلغ|النسبة|نسبة|الحد|حد |سقف|المبلغ|مبلغ/;

/** The kind of figure a question asks for, if any (in English or Arabic). */
export function askedFigures(question: string): FigureKinds {
  return { amount: ASKS_AMOUNT.test(question) || ASKS_AMOUNT_AR.test(question), time: ASKS_TIME.test(question) || ASKS_TIME_AR.test(question) };
}

export function answersFigure(asked: FigureKinds, stated: FigureKinds): boolean {
  return (asked.time && stated.time) || (asked.amount && stated.amount && !asked.time);
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

export function statesConsequence(text: string): boolean {
  if (DEFINITION.test(text)) return false;
  return FAILURE.test(text) || (RESULT.test(text) && CONDITION.test(text));
}
