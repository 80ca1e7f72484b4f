/**
 * What a question asks for, in English and in Arabic (issue 25, "What the question asks decides the Summary"):
 * retrieval reads four of these intents to prefer articles of the kind that answers (query-analysis.ts), the
 * extractive analyst reads all of them to choose the clause its Summary leads with, and it answers each part of a
 * question that asks several things.
 *
 * - amount: an amount, rate, percentage or threshold ("how much", "what rate", "ما نسبة");
 * - duration: a time limit or period ("how long", "by when", "deadline", "خلال كم يوماً");
 * - length: of those, a length of time ("how long", "how many years", "كم سنة"), which a date does not answer;
 * - commencement: when something starts to apply ("from when", "in force", "اعتبارا من");
 * - when: any question of time, the two above included ("when is … due", "متى يجب تقديم"), not "when is a company
 *   resident?", which asks in what circumstances;
 * - who: which persons ("who must …", "which entities", "من هم");
 * - which: which things of a kind ("Which expenses are not deductible?"): the items of a list, as "who" asks for persons;
 * - yesNo: a yes/no question ("Is …", "Does …", "Can …", "هل"), answered by the deciding rule with its exceptions;
 * - procedure: how something is done ("how can … apply", "what steps", "كيف");
 * - consequence: what follows ("what happens if", "penalty", "ما هي العقوبة");
 * - definition: what a term means ("how is X defined", "what is meant by", "ما المقصود").
 * Arabic is read on folded words (alef, ya and ta marbuta unified, diacritics gone: "مدة" is "مده"), a particle
 * or the article allowed before a word.
 */
import { containsArabic } from '../text/text-fold.ts';
import { foldedWords } from '../text/tokenize.ts';

export interface QuestionIntents {
  amount: boolean;
  duration: boolean;
  length: boolean;
  commencement: boolean;
  when: boolean;
  who: boolean;
  which: boolean;
  yesNo: boolean;
  procedure: boolean;
  consequence: boolean;
  definition: boolean;
}

/** A length of time asked for: "how long", "how many months" (not "by when" or "deadline", which a date answers). */
const LENGTH = /\b(?:how long|how much time|how many (?:business )?(?:days|weeks|months|years)|what (?:is the )?(?:maximum |minimum )?period)\b/i;
const DURATION =
  /\b(?:how long|deadlines?|by when|until when|how much time|how many (?:days|weeks|months|years)|time ?limits?|time ?frames?|timelines?|due dates?|how (?:quickly|soon)|within what|what period|when (?:is|are) .{1,60}\bdue)\b/i;
/**
 * When an act is due ("When must the return be filed?", "When do we have to register?") asks for its time limit too;
 * not when the act is a rule's starting to apply ("When does the law start to apply to my company?"): that asks from
 * when (commencement), and a time limit stated elsewhere does not answer it.
 */
const DURATION_OF_ACT =
  /\bwhen (?:must|should|do|does|is|are) .{1,60}\b(?:file|filed|submit|submitted|pay|paid|register|registered|notify|notified|apply|deregister|deregistered)\b/i;
const AMOUNT =
  /\bwhat (?:is|are) (?:the )?(?:[\w-]+ ){0,4}(?:rates?|thresholds?|percentages?|amounts?|limits?|caps?|ceilings?|fines?|penalt(?:y|ies))\b|\b(?:how much|how many aed|what (?:rate|percentage|percent|amount|level|threshold|limit|cap|ceiling|maximum|minimum)s?|which rates?|at what rate|thresholds?|at most|at least|maximum|minimum)\b|\b(?:what|how (?:big|large|much of) an?) (?:ownership|stake|shareholding|holding|participation)\b/i;
/** "At what amount does the 9% rate start to apply?": the point it starts from is on the scale of amounts, not of time. */
const AMOUNT_POINT = /\b(?:at|above|over|from|beyond|after) what (?:amount|level|threshold|income|revenue|turnover|profit)s?\b/i;
const COMMENCEMENT =
  /\b(?:in force|into force|into effect|effective (?:date|from|as of)|(?:become|becomes) effective|take effect|takes effect|commenc\w*|start(?:s|ed)? (?:to )?apply|start(?:s|ed)? applying|appl(?:y|ies) from|from when|since when|(?:the )?date from which|(?:be|been|was|were) introduced|first (?:tax period|financial year|fiscal year|year) (?:that is |to be )?(?:subject to|covered by|within the scope of))\b/i;
const DEFINITION = /\b(?:defin(?:e|ed|es|ition|itions)|meaning|what is meant|what does .{1,40} mean)\b/i;
/** "When is …", "until when", "by what date" — not the conjunction of "what happens when a person fails". */
const WHEN =
  /^\W*when\b|\b(?:until|from|by|since) when\b|\bwhen (?:is|are|was|were|do|does|did|must|should|will|would|can|could|may|has|have|shall)\b|\b(?:until|by what date|from what date|which (?:tax |financial )?(?:periods?|years?)|what date)\b/i;
/**
 * "When" asks for a moment only about an act the law times (filing, paying, registering, notifying, starting, ending
 * …). About a state ("When is a company a tax resident?", "When does a foreign company have a permanent
 * establishment?", "متى تعتبر الشركة مقيمة؟") it asks in what circumstances: the conditions, not a period.
 */
const TIMED_ACT =
  /\b(?:fil(?:e|es|ed|ing)|submi\w*|pa(?:y|ys|id|ying|yment)|register\w*|deregist\w*|notif\w*|tell|inform\w*|appl(?:y|ies|ied|ication)|refund\w*|issu\w*|start\w*|begin\w*|end|ends|ended|expir\w*|lapse\w*|due|effect\w*|commenc\w*|force|clos\w*|reply|respond\w*|decid\w*|assess\w*|audit\w*|kept|keep|retain\w*|object\w*|appeal\w*|deadline|date|period|year|month)\b/i;
const TIMED_ACT_AR =
  /(?:^| )[وفبل]?(?:ال)?(?:تقديم|يقدم|تقدم|نقدم|سداد|يسدد|تسدد|نسدد|دفع|يدفع|تدفع|ندفع|تسجيل|يسجل|تسجل|نسجل|اخطار|ابلاغ|اشعار|طلب|استرداد|اصدار|يصدر|تصدر|بدء|يبدا|تبدا|انتهاء|ينتهي|تنتهي|يستحق|تستحق|استحقاق|نفاذ|سريان|يسري|تسري|الاحتفاظ|اعتراض|استئناف|موعد|تاريخ|مهله|فتره|مده)(?= |$)/;
const WHO =
  /\b(?:(?:who|whom|whose)\b|which (?:entit(?:y|ies)|persons?|companies|company|categories|category|members?|bod(?:y|ies)|funds?|businesses|individuals)|what (?:entities|persons|categories|kinds? of (?:entit|person|compan)))/i;
/** "Which expenses are …", "What kinds of income are …": a plural noun of a kind, then its verb. */
const WHICH =
  /^\W*(?:which|what)\s+(?:(?:kinds?|types?|sorts?|categories) of\s+(?:[a-z-]+\s+){0,2}?[a-z-]{3,}|(?:[a-z-]+\s+){0,2}?[a-z-]{3,}s)\s+(?:are|is|do|can|may|must|shall|qualify|count)\b/i;
/** "ما هي الإعفاءات …", "ما الشروط التي …": a plural (sound feminine, or one of the broken plurals of the subject) asked for. */
const WHICH_AR = /^ (?:ما|ماذا)(?: (?:هي|هم))? (?:ال)?(?:\S{2,}ات|شروط|انواع|اشخاص|انشطه|حقوق|قواعد|ضوابط|معايير|اصول)(?= |$)/;
const YES_NO = /^(?:is|are|am|do|does|did|can|could|may|might|must|should|shall|will|would|has|have|was|were)\b/i;
const PROCEDURE =
  /\b(?:how (?:can|do|does|should|must|is|are|to|will)(?! .{0,60}\b(?:taxed|treated|calculated|defined|determined|computed|apply|applied)\b)|what (?:steps|procedures?|process|documents)|procedure|apply for|application)\b/i;
/** What follows: asked outright, or as "if it breaches / fails / stops …, from when …". */
const CONSEQUENCE =
  /\b(?:what happens|happens if|happen to|consequences?|penalt(?:y|ies)|fines?|sanctions?|lose|loses|losing|what if)\b|\bif\b[^?]{0,80}?\b(?:breach\w*|fails?|failed|stops?|stopped|ceases?|no longer|does not meet|do not meet)\b/i;

const AR = (word: string) => `(?:^| )[وفبل]?(?:ال)?${word}(?= |$)`;
const AR_TIME_UNITS = '(?:يوم|يوما|ايام|اسبوع|اسبوعا|اسابيع|شهر|شهرا|اشهر|شهور|سنه|سنوات|سنين|عام|اعوام)';
/** "كم" with a unit of time asks how long ("خلال كم يوماً"), otherwise how much ("فكم علينا أن ندفع"). */
const DURATION_AR = new RegExp(
  [
    `(?:^| )[وف]?كم (?:\\S+ )?${AR_TIME_UNITS}(?= |$)`,
    '(?:^| )(?:الي|حتي|بحلول) متي(?= |$)',
    '(?:^| )متي (?:يجب|يلزم|يتعين|ينبغي|يحين|يستحق|تستحق)(?= |$)',
    `${AR('موعد')} (?:ال)?نهائي(?= |$)`,
    '(?:^| )اخر موعد(?= |$)',
    AR('(?:مهله|مهل|ميعاد|مواعيد)'),
    `${AR('(?:مده|اطار|حد)')} (?:ال)?زمني(?:ه)?(?= |$)`,
    '(?:^| )(?:ما|كم) (?:هي )?(?:ال)?مده(?= |$)',
    '(?:^| )(?:ما )?اقصي مده(?= |$)',
    '(?:^| )كم من الوقت(?= |$)',
  ].join('|'),
);
/** "كم سنة", "ما المدة", "أقصى مدة": a length of time (not "حتى متى" or "الموعد النهائي", which a date answers). */
const LENGTH_AR = new RegExp(
  [
    `(?:^| )[وف]?كم (?:\\S+ )?${AR_TIME_UNITS}(?= |$)`,
    '(?:^| )(?:ما|كم) (?:هي )?(?:ال)?مده(?= |$)',
    '(?:^| )(?:ما )?اقصي مده(?= |$)',
    '(?:^| )كم من الوقت(?= |$)',
  ].join('|'),
);
const AMOUNT_AR = new RegExp(
  [
    `(?:^| )[وفب]?كم(?= |$)(?! (?:\\S+ )?${AR_TIME_UNITS}(?: |$))`,
    '(?:^| )ما (?:هي |هو )?(?:ال)?(?:نسبه|سعر|معدل|مقدار|قيمه|مبلغ|حد|سقف|عتبه|غرامه|غرامات|عقوبه|عقوبات)(?= |$)',
    `${AR('حد')} (?:ال)?(?:اقصي|ادني)(?= |$)`,
    AR('(?:سقف|عتبه)'),
    '(?:^| )علي (?:ال)?(?:اكثر|اقل)(?= |$)',
  ].join('|'),
);
const COMMENCEMENT_AR = new RegExp(
  [
    `${AR('حيز')} (?:ال)?تنفيذ(?= |$)`,
    AR('(?:سريان|نفاذ)'),
    '(?:^| )[يت]سري(?= |$)',
    '(?:^| )اعتبارا من(?= |$)',
    '(?:^| )(?:من|منذ) متي(?= |$)',
    '(?:^| )[يت]بدا (?:ال)?تطبيق(?= |$)',
    // "أول سنة مالية لنا تخضع فيها للضريبة": the first year it applies to, as "first financial year subject to".
    '(?:^| )اول (?:سنه ماليه|فتره ضريبيه|سنه)(?: \\S+){0,3} (?:تخضع|يخضع|تسري|يسري|تطبق|يطبق)(?= |$)',
  ].join('|'),
);
const DEFINITION_AR = new RegExp([AR('(?:تعريف|مقصود|معني)'), '(?:^| )يقصد(?= |$)', '(?:^| )ماذا [يت]عني(?= |$)'].join('|'));
const WHEN_AR = /(?:^| )[وف]?متي(?= |$)|(?:^| )(?:اي|ما) (?:سنه|تاريخ|فتره)(?= |$)/;
const WHO_AR =
  /(?:^| )[وف]?من (?:الذي|التي|الذين|هو|هي|هم)(?= |$)|(?:^| )(?:من|ما) (?:هم|هي) (?:ال)?(?:اشخاص|جهات|كيانات|فئات|شركات)(?= |$)|(?:^| )(?:اي|ما) (?:ال)?(?:كيان|كيانات|جهه|جهات|فئه|فئات|اشخاص|شركه|شركات)(?= |$)|(?:^| )من (?:يجب|يلزم|يتعين|يحق|يخضع|يعتبر|يعد)(?= |$)/;
const YES_NO_AR = /(?:^| )[وف]?هل(?= |$)|(?:^| )ا(?:يجوز|يحق|يمكن|يلزم|يجب)(?= |$)/;
const PROCEDURE_AR =
  /(?:^| )[وف]?كيف(?= |$)(?! (?:\S+ )?(?:يعامل|تعامل|يحسب|تحسب|يعرف|تعرف|تفرض|يفرض|تطبق|يطبق)(?: |$))|(?:^| )(?:ما|هي) (?:ال)?(?:اجراءات|خطوات)(?= |$)|(?:^| )(?:ما|هي) (?:ال)?(?:طريقه|اليه)(?= |$)/;
const CONSEQUENCE_AR =
  /(?:^| )[وف]?(?:اذا|ان|في حال)(?: \S+){0,10} (?:اخل\S*|خالف\S*|توقف\S*|لم (?:تعد|يعد|تستوف\S*|يستوف\S*))(?= |$)|(?:^| )[وف]?ما مصير\S*(?= |$)|(?:^| )ماذا (?:يحدث|يترتب)(?= |$)|(?:^| )ما (?:الذي )?(?:يحدث|يترتب|اثر|عواقب|عاقبه)(?= |$)|(?:^| )[وفبل]?(?:ال)?(?:عقوبه|عقوبات|غرامه|غرامات|جزاء|جزاءات)(?= |$)|(?:^| )[يت]فقد(?= |$)/;

const NONE: QuestionIntents = {
  amount: false,
  duration: false,
  length: false,
  commencement: false,
  when: false,
  who: false,
  which: false,
  yesNo: false,
  procedure: false,
  consequence: false,
  definition: false,
};

/** What the question (or one part of it) asks for. */
export function questionIntents(question: string): QuestionIntents {
  const text = question.trim();
  const arabic = containsArabic(text) ? ` ${foldedWords(text).join(' ')} ` : '';
  const either = (en: RegExp, ar: RegExp) => en.test(text) || (arabic !== '' && ar.test(arabic));
  const commencement = either(COMMENCEMENT, COMMENCEMENT_AR) && !AMOUNT_POINT.test(text);
  const duration = either(DURATION, DURATION_AR) || (!commencement && DURATION_OF_ACT.test(text));
  const amount = either(AMOUNT, AMOUNT_AR);
  const when = duration || commencement || (either(WHEN, WHEN_AR) && either(TIMED_ACT, TIMED_ACT_AR));
  const who = either(WHO, WHO_AR);
  const intents: QuestionIntents = {
    ...NONE,
    amount,
    duration,
    length: duration && either(LENGTH, LENGTH_AR),
    commencement,
    definition: either(DEFINITION, DEFINITION_AR),
    when,
    who,
    // A figure or a time of a kind ("What rates apply …", "Which periods are …") is asked for, not a list.
    which: !amount && !when && !who && either(WHICH, WHICH_AR),
    // A yes/no question opens with its verb; so does each part of "…, and does it have to register?".
    // …also after an opening phrase or clause: "After an FTA audit, can we get copies …?", "If the group company we
    // nominated to pay the top-up tax does not pay, can the FTA collect it …?".
    yesNo:
      YES_NO.test(text.replace(/^(?:and|or|but|so|also|then)\s+/i, '').replace(/^[^,?]{0,120}?,\s*/, '')) ||
      YES_NO.test(text.replace(/^(?:and|or|but|so|also|then)\s+/i, '')) ||
      (arabic !== '' && YES_NO_AR.test(arabic)),
    procedure: either(PROCEDURE, PROCEDURE_AR),
    consequence: either(CONSEQUENCE, CONSEQUENCE_AR),
  };
  // "What is a Tax Group?", "ما هي المجموعة الضريبية؟": a term alone, asked about, is asked what it is — unless the
  // question asks for something else of it (its rate, its deadline, who it applies to …).
  const other = intents.amount || intents.when || intents.who || intents.which || intents.yesNo || intents.procedure || intents.consequence;
  if (!other && (WHAT_IS.test(text) || (arabic !== '' && WHAT_IS_AR.test(arabic)))) intents.definition = true;
  return intents;
}

/** "What is (a|an|the) <a few words>?" and nothing more. */
const WHAT_IS = /^\W*what (?:is|are) (?:a |an |the )?[^?,;:.]{2,50}\??\s*$/i;
const WHAT_IS_AR = /^ (?:ما|ماذا) (?:هو|هي|هم) [^ ]+(?: [^ ]+){0,5} $/;

/**
 * Where a sentence goes on to ask a question of its own: ", and does it …", ", or what …", "… and who submits …". An
 * auxiliary verb opens a new question only after a comma or before a subject ("and does it", "and can we"); "… has
 * changed its activities and may no longer meet …" goes on with the same one.
 */
const WH = '(?:what|how|when|who|whom|which|where|why|whether)';
const AUX = '(?:is|are|do|does|did|can|could|may|must|should|shall|will|would|has|have)';
const SUBJECT = '(?:it|we|they|he|she|i|you|this|that|these|those|such|there|our|its|their|the)';
/** Without a comma, "which" and "who" after "and" are more often relative ("… and which pays …"). */
const WH_OPENING = '(?:what|how|when|where|why|whether)';
const PART_OPENER = new RegExp(`(?:,\\s*(?:and|or|but)\\s+(?=(?:${AUX}|${WH})\\b)|\\s+(?:and|or|but)\\s+(?=${WH_OPENING}\\b|${AUX}\\s+${SUBJECT}\\b))`, 'gi');
const PART_OPENER_AR = /\s*[،,]?\s+(?=و(?:هل|ما|ماذا|كيف|متى|من|أي|اي|لماذا|كم)(?=\s))/g;

/**
 * The questions a question asks, each with its own words: "Is it within UAE corporate tax, and does it have to
 * register?" is two. A sentence that asks nothing ("Our company pays the fuel …") is context, not a part; a question
 * that asks one thing is one part. At most `max` parts (the rest stay with the last).
 */
export function questionParts(question: string, max = 3): string[] {
  const sentences = questionSentences(question);
  const asking = sentences.filter((s) => /[?\u061F]$/.test(s));
  const parts: string[] = [];
  for (const sentence of asking.length ? asking : [question.trim()]) {
    const arabic = containsArabic(sentence);
    const pieces = sentence.split(arabic ? PART_OPENER_AR : PART_OPENER).map((p) => p.trim());
    // A piece too short to be a question of its own ("and why?") stays with the one before it.
    for (const piece of pieces) {
      if (parts.length && foldedWords(piece).length < 3) parts[parts.length - 1] += ` ${piece}`;
      else parts.push(piece);
    }
  }
  if (parts.length <= max) return parts;
  return [...parts.slice(0, max - 1), parts.slice(max - 1).join(' ')];
}

/** The sentences of a question that ask nothing ("Our company pays the fuel …"): the situation every part is about. */
export function questionSituation(question: string): string {
  return questionSentences(question)
    .filter((s) => !/[?\u061F]$/.test(s))
    .join(' ');
}

function questionSentences(question: string): string[] {
  return (
    question
      // At sentence ends, not after an abbreviation ("Decision No. 142", "e.g.").
      .split(/(?<!\b(?:No|Nos|Art|Arts|Cl|e\.g|i\.e|Mr|Ms|Dr|St|vs|para)\.)(?<=[.?!\u061F])\s+(?=\S)/i)
      .map((s) => s.trim())
      .filter(Boolean)
  );
}
