/**
 * The pricing page's texts (spec §2 "Pricing page", §5 cost calculator), English verbatim with the
 * Arabic beside it (issue 17 item 5). Amounts arrive already formatted (useLocale().format); counts
 * take the number and the formatters so the Arabic can pick its plural form.
 */
import { WELCOME_CREDITS, WELCOME_GIFT_VALUE_FILS } from '../../../../schema/pricing.ts';
import { bilingual } from '../../i18n/bilingual.ts';
import type { Formatters } from '../../i18n/format.ts';
import { arabicCount as arCount, englishCount as enCount } from '../../i18n/counted-nouns.ts';

const EN_COUNTS = {
  chats: enCount('chat', 'chats'),
  followups: enCount('follow-up', 'follow-ups'),
};

const AR_COUNTS = {
  chats: arCount('محادثة واحدة', 'محادثتان', 'محادثات', 'محادثة'),
  followups: arCount('سؤال متابعة واحد', 'سؤالا متابعة', 'أسئلة متابعة', 'سؤال متابعة'),
};

export const PRICING_PAGE_TEXT = {
  documentTitle: 'Pricing',
  heroEyebrow: 'Pricing',
  heroTitle: 'Simple pay-per-use pricing for Corporate Tax research',
  heroIntro: 'Pay only for the AI analysis you use, in AED. No monthly caps, no subscriptions.',
  freeTrial: 'Free trial:',
  /** '1 chat + 2 follow-ups free (worth AED 9)'. */
  freeTrialDetail: (f: Formatters) =>
    `${EN_COUNTS.chats(WELCOME_CREDITS.chats, f)} + ${EN_COUNTS.followups(WELCOME_CREDITS.followups, f)} free (worth ${f.filsShort(WELCOME_GIFT_VALUE_FILS)})`,
  keywordAlwaysFree: 'Keyword search always free',
  startResearch: 'Start Research Now',
  learnMore: 'Learn more about the platform',
  pricesEyebrow: 'Prices',
  pricesTitle: 'Two prices, no plans to compare',
  roiEyebrow: 'Return on investment',
  roiTitle: 'Minutes instead of hours',
  roiIntro: 'What one research question costs when done by hand, and with an AI analysis.',
  howEyebrow: 'Getting started',
  howTitle: 'How it works',
  calculatorEyebrow: 'Cost calculator',
  calculatorTitle: 'Estimate your monthly cost',
  calculatorIntro: 'Move the sliders or type your expected usage. Keyword searches are free and not counted.',
  audiencesEyebrow: 'Who it is for',
  audiencesTitle: 'Priced for teams and advisors alike',
  ctaText: 'Create your account, use your welcome gift, and pay as you go after that. Keyword search stays free.',
  faqEyebrow: 'FAQ',
  faqTitle: 'Frequently asked questions',
  moreQuestions: 'More questions? Read',
  aboutLink: 'about the platform',
  or: 'or',
  signInLink: 'sign in',
  toGetStarted: 'to get started.',
} as const;

export const PRICING_PAGE_TEXTS = bilingual(PRICING_PAGE_TEXT, {
  documentTitle: 'الأسعار',
  heroEyebrow: 'الأسعار',
  heroTitle: 'تسعير بسيط حسب الاستخدام لأبحاث ضريبة الشركات',
  heroIntro: 'ادفع بالدرهم مقابل تحليلات الذكاء الاصطناعي التي تستخدمها فقط. لا حدود شهرية ولا اشتراكات.',
  freeTrial: 'تجربة مجانية:',
  freeTrialDetail: (f) =>
    `${AR_COUNTS.chats(WELCOME_CREDITS.chats, f)} + ${AR_COUNTS.followups(WELCOME_CREDITS.followups, f)} مجانًا (بقيمة ${f.filsShort(WELCOME_GIFT_VALUE_FILS)})`,
  keywordAlwaysFree: 'البحث بالكلمات المفتاحية مجاني دائمًا',
  startResearch: 'ابدأ البحث الآن',
  learnMore: 'اعرف المزيد عن المنصة',
  pricesEyebrow: 'الأسعار',
  pricesTitle: 'سعران فقط، دون باقات للمقارنة',
  roiEyebrow: 'العائد على الاستثمار',
  roiTitle: 'دقائق بدلًا من ساعات',
  roiIntro: 'تكلفة سؤال بحثي واحد عند إنجازه يدويًا، ومع تحليل بالذكاء الاصطناعي.',
  howEyebrow: 'البدء',
  howTitle: 'آلية العمل',
  calculatorEyebrow: 'حاسبة التكلفة',
  calculatorTitle: 'قدِّر تكلفتك الشهرية',
  calculatorIntro: 'حرّك المؤشرين أو اكتب استخدامك المتوقع. عمليات البحث بالكلمات المفتاحية مجانية ولا تُحتسب.',
  audiencesEyebrow: 'لمن صُممت المنصة',
  audiencesTitle: 'أسعار تناسب الفرق والمستشارين على حد سواء',
  ctaText: 'أنشئ حسابك، واستفد من هدية الترحيب، ثم ادفع حسب استخدامك. يبقى البحث بالكلمات المفتاحية مجانيًا.',
  faqEyebrow: 'الأسئلة الشائعة',
  faqTitle: 'الأسئلة المتكررة',
  moreQuestions: 'لديك أسئلة أخرى؟ اقرأ',
  aboutLink: 'المزيد عن المنصة',
  or: 'أو',
  signInLink: 'سجّل الدخول',
  toGetStarted: 'للبدء.',
});

export const PRICING_CARDS_TEXT = {
  chatTitle: 'AI Chat',
  perChat: 'per chat',
  chatPoint1: 'A single-document conversation: AI analysis of the document you choose',
  chatPoint2: 'Summary, key points, details and a link to the source text',
  chatPoint3: (searchPrice: string) => `Each multi-document AI search is also ${searchPrice}, with numbered citations`,
  followupTitle: 'Follow-up Question',
  perFollowup: 'per follow-up',
  followupPoint1: 'Ask more about the same chat or search',
  followupPoint2: 'The AI keeps the context of the conversation',
  followupPoint3: 'Ask as many as you need, one at a time',
  paygTitle: 'Transparent Pay As You Go',
  monthlyFee: 'monthly fee',
  paygPoint1: 'No monthly caps or subscriptions',
  paygPoint2: 'Charges accumulate and are billed monthly',
  paygPoint3: (threshold: string) => `Or earlier, when pending charges reach ${threshold}`,
  paygPoint4: 'Keyword search is always free',
} as const;

export const PRICING_CARDS_TEXTS = bilingual(PRICING_CARDS_TEXT, {
  chatTitle: 'محادثة الذكاء الاصطناعي',
  perChat: 'لكل محادثة',
  chatPoint1: 'محادثة حول وثيقة واحدة: تحليل بالذكاء الاصطناعي للوثيقة التي تختارها',
  chatPoint2: 'ملخص ونقاط رئيسية وتفاصيل، مع رابط إلى النص المصدر',
  chatPoint3: (searchPrice) => `كل بحث بالذكاء الاصطناعي في وثائق متعددة بسعر ${searchPrice} أيضًا، مع إحالات مرقّمة`,
  followupTitle: 'سؤال المتابعة',
  perFollowup: 'لكل سؤال متابعة',
  followupPoint1: 'اسأل المزيد ضمن المحادثة أو البحث نفسه',
  followupPoint2: 'يحتفظ الذكاء الاصطناعي بسياق المحادثة',
  followupPoint3: 'اطرح ما تحتاج إليه من أسئلة، سؤالًا تلو الآخر',
  paygTitle: 'الدفع حسب الاستخدام بشفافية',
  monthlyFee: 'رسوم شهرية',
  paygPoint1: 'لا حدود شهرية ولا اشتراكات',
  paygPoint2: 'تتراكم الرسوم وتُفوتر شهريًا',
  paygPoint3: (threshold) => `أو قبل ذلك، عندما تبلغ الرسوم المستحقة ${threshold}`,
  paygPoint4: 'البحث بالكلمات المفتاحية مجاني دائمًا',
});

export const HOW_IT_WORKS_TEXT = {
  exampleDocument: 'Ministerial Decision No. 73 of 2023 on Small Business Relief',
  step: (n: string) => `Step ${n}: `,
  createTitle: 'Create your free account',
  createBody: 'Sign up with your name and e-mail and verify your address.',
  enableTitle: 'Enable pay-as-you-go billing',
  enableBody: 'When you want to go beyond the welcome gift, add a card through our card payment provider. No subscription, no monthly minimum.',
  enableNow: 'Enable Now',
  researchTitle: 'Research and pay per use',
  researchBefore: 'Open a document such as',
  researchAfter: (chat: string, followup: string, threshold: string) =>
    `or ask the whole collection. ${chat} per chat or search, ${followup} per follow-up, billed monthly or when pending charges reach ${threshold}.`,
} as const;

export const HOW_IT_WORKS_TEXTS = bilingual(HOW_IT_WORKS_TEXT, {
  // The official Arabic title calls Small Business Relief 'تسهيلات الأعمال الصغيرة'.
  exampleDocument: 'القرار الوزاري رقم 73 لسنة 2023 في شأن تسهيلات الأعمال الصغيرة',
  step: (n) => `الخطوة ${n}: `,
  createTitle: 'أنشئ حسابك المجاني',
  createBody: 'سجّل باسمك وبريدك الإلكتروني، ثم أكّد عنوان بريدك.',
  enableTitle: 'فعّل الفوترة حسب الاستخدام',
  enableBody: 'عندما تريد تجاوز هدية الترحيب، أضف بطاقة عبر مزوّد خدمة الدفع بالبطاقات الذي نتعامل معه. لا اشتراك ولا حد أدنى شهري.',
  enableNow: 'فعّل الآن',
  researchTitle: 'ابحث وادفع حسب الاستخدام',
  researchBefore: 'افتح وثيقة مثل',
  researchAfter: (chat, followup, threshold) =>
    `أو اطرح سؤالك على المجموعة كاملة. ${chat} لكل محادثة أو بحث، و${followup} لكل سؤال متابعة، وتُفوتر الرسوم شهريًا أو عندما تبلغ الرسوم المستحقة ${threshold}.`,
});

export const PRICING_FAQ_TEXT = {
  freeQ: 'What is free?',
  freeA: (chat: string, followup: string) =>
    `Exact keyword search over all legislation is free and unlimited, and you do not need an account for it. You can also read each document’s summary, key points and original text for free. Only the AI features are paid: ${chat} per chat or multi-document search and ${followup} per follow-up question. New accounts also get a welcome gift.`,
  billingQ: 'How does billing work?',
  billingA: (threshold: string) =>
    `Pay as you go, with no monthly caps or subscriptions. Your charges accumulate and are billed monthly, or earlier when your pending charges reach ${threshold}. The count starts again each month.`,
  giftQ: 'What is the welcome gift?',
  giftA: (welcomeGiftLine: string) => `${welcomeGiftLine} It is used before any paid usage, so your first chat and first two follow-ups cost nothing.`,
  cardQ: 'Do I need a card?',
  cardA:
    'Not for keyword search or to create an account. To use the AI features beyond the welcome gift you add a card, which is held by our third-party card payment provider, not by us. A 100% off coupon still requires card details.',
  documentsQ: 'Which documents are covered?',
  documentsA: (documentCount: string, fullText: string, words: string) =>
    `${documentCount} UAE Corporate Tax documents${fullText}, about ${words} words of law: Federal Decree-Laws, Cabinet Decisions, Ministerial Decisions and Federal Tax Authority Decisions, pre-loaded so you never upload anything. For example,`,
  documentsAfter: '.',
  citeQ: 'Do the answers cite the articles they rely on?',
  citeA:
    'Yes. A single-document chat answers with a summary, key points and details, and links to the source text. A multi-document search gives numbered citations to the legislation it relied on. Always check the cited text before relying on an answer: the service is research support, not tax advice.',
  officialQ: 'Are the English texts official?',
  officialA:
    'The English texts are unofficial translations, except Cabinet Decision No. 142 of 2024. The official Arabic text prevails wherever the two differ.',
} as const;

export const PRICING_FAQ_TEXTS = bilingual(PRICING_FAQ_TEXT, {
  freeQ: 'ما الذي يُقدَّم مجانًا؟',
  freeA: (chat, followup) =>
    `البحث الدقيق بالكلمات المفتاحية في جميع التشريعات مجاني وغير محدود، ولا يتطلب حسابًا. ويمكنك أيضًا قراءة ملخص كل وثيقة ونقاطها الرئيسية ونصها الأصلي مجانًا. وتقتصر الرسوم على ميزات الذكاء الاصطناعي: ${chat} لكل محادثة أو بحث في وثائق متعددة، و${followup} لكل سؤال متابعة. كما يحصل كل حساب جديد على هدية ترحيب.`,
  billingQ: 'كيف تتم الفوترة؟',
  billingA: (threshold) =>
    `تدفع حسب استخدامك، دون حدود شهرية أو اشتراكات. تتراكم رسومك وتُفوتر شهريًا، أو قبل ذلك عندما تبلغ رسومك المستحقة ${threshold}. ويبدأ العدّ من جديد كل شهر.`,
  giftQ: 'ما هي هدية الترحيب؟',
  giftA: (welcomeGiftLine) => `${welcomeGiftLine} وتُستخدم قبل أي استخدام مدفوع، فلا تدفع شيئًا مقابل محادثتك الأولى وأول سؤالَي متابعة.`,
  cardQ: 'هل أحتاج إلى بطاقة؟',
  cardA:
    'لا تحتاج إليها للبحث بالكلمات المفتاحية أو لإنشاء حساب. ولاستخدام ميزات الذكاء الاصطناعي بعد هدية الترحيب تضيف بطاقة يحتفظ بها مزوّد خارجي لخدمة الدفع بالبطاقات، لا نحن. وحتى قسيمة الخصم بنسبة 100% تتطلب إدخال بيانات البطاقة.',
  documentsQ: 'ما الوثائق المشمولة؟',
  documentsA: (documentCount, fullText, words) =>
    `${documentCount} وثيقة من وثائق ضريبة الشركات في الإمارات${fullText}، تضم نحو ${words} كلمة من نصوص القانون: مراسيم بقوانين اتحادية، وقرارات مجلس الوزراء، وقرارات وزارية، وقرارات الهيئة الاتحادية للضرائب، محمّلة مسبقًا فلا تحتاج إلى رفع أي ملف. على سبيل المثال،`,
  documentsAfter: '.',
  citeQ: 'هل تستشهد الإجابات بالمواد التي تستند إليها؟',
  citeA:
    'نعم. تجيب المحادثة حول وثيقة واحدة بملخص ونقاط رئيسية وتفاصيل، مع روابط إلى النص المصدر. ويقدّم البحث في وثائق متعددة إحالات مرقّمة إلى التشريعات التي استند إليها. تحقّق دائمًا من النص المُستشهد به قبل الاعتماد على أي إجابة: فالخدمة أداة لدعم البحث، وليست استشارة ضريبية.',
  officialQ: 'هل النصوص الإنجليزية رسمية؟',
  officialA: 'النصوص الإنجليزية ترجمات غير رسمية، باستثناء قرار مجلس الوزراء رقم 142 لسنة 2024. ويسود النص العربي الرسمي عند أي اختلاف بينهما.',
});

export const ROI_TEXT = {
  timeSaving: 'time saving',
  savedPerQuestion: 'saved per question',
  paysForItself: 'pays for itself',
  roi: 'ROI',
  traditionalTitle: 'Traditional research',
  hours: enCount('hour', 'hours'),
  traditionalNote: 'Finding, reading and cross-checking the relevant laws and decisions by hand.',
  aiTitle: 'With AI analysis',
  minutes: enCount('minute', 'minutes'),
  aiNote: 'An expert analysis with citations you can check against the source text.',
  summary: (percent: string, saved: string, cost: string, times: string, roi: string) =>
    `${percent} time saving: the ${saved} saved means a ${cost} analysis pays for itself ${times} times over, an ROI of ${roi}.`,
  basis: (rate: string, juniorRate: string) => `Based on ${rate} per hour (or ${juniorRate} per hour for a junior).`,
} as const;

export const ROI_TEXTS = bilingual(ROI_TEXT, {
  timeSaving: 'توفير في الوقت',
  savedPerQuestion: 'المبلغ الموفَّر في كل سؤال',
  paysForItself: 'يغطي تكلفته',
  roi: 'العائد على الاستثمار',
  traditionalTitle: 'البحث التقليدي',
  hours: arCount('ساعة واحدة', 'ساعتان', 'ساعات', 'ساعة'),
  traditionalNote: 'البحث عن القوانين والقرارات ذات الصلة وقراءتها ومقارنتها يدويًا.',
  aiTitle: 'مع تحليل الذكاء الاصطناعي',
  minutes: arCount('دقيقة واحدة', 'دقيقتان', 'دقائق', 'دقيقة'),
  aiNote: 'تحليل خبير مع إحالات يمكنك التحقق منها مقابل النص المصدر.',
  summary: (percent, saved, cost, times, roi) =>
    `توفير ${percent} من الوقت: الوفر البالغ ${saved} يعني أن تحليلًا بتكلفة ${cost} يغطي تكلفته ${times} مرة، أي عائد على الاستثمار بنسبة ${roi}.`,
  basis: (rate, juniorRate) => `على أساس ${rate} للساعة (أو ${juniorRate} للساعة للموظف المبتدئ).`,
});

export const COST_CALCULATOR_TEXT = {
  chatsLabel: 'New chats per month',
  chatsHint: (price: string) => `Single-document chats and multi-document searches, ${price} each`,
  followupsLabel: 'Follow-up questions per month',
  followupsHint: (price: string) => `${price} each`,
  slider: (label: string) => `${label} (slider)`,
  orMore: (n: string) => `${n} or more`,
  estimateTitle: 'Estimated monthly cost',
  perMonth: 'per month, billed as you go',
  chats: EN_COUNTS.chats,
  followups: EN_COUNTS.followups,
  firstMonth: 'First month with your welcome gift: ',
  /** ' (1 chat and 2 follow-ups free, saving AED 9.00)'; without the saving when nothing is saved. */
  giftNote: (f: Formatters, saving: string | null) =>
    ` (${EN_COUNTS.chats(WELCOME_CREDITS.chats, f)} and ${EN_COUNTS.followups(WELCOME_CREDITS.followups, f)} free${saving ? `, saving ${saving}` : ''})`,
  invalid: 'Enter whole numbers of 0 or more in both fields to see an estimate.',
} as const;

export const COST_CALCULATOR_TEXTS = bilingual(COST_CALCULATOR_TEXT, {
  chatsLabel: 'المحادثات الجديدة شهريًا',
  chatsHint: (price) => `محادثات حول وثيقة واحدة وعمليات بحث في وثائق متعددة، بسعر ${price} لكل منها`,
  followupsLabel: 'أسئلة المتابعة شهريًا',
  followupsHint: (price) => `${price} للسؤال الواحد`,
  slider: (label) => `${label} (شريط التمرير)`,
  orMore: (n) => `${n} أو أكثر`,
  estimateTitle: 'التكلفة الشهرية التقديرية',
  perMonth: 'شهريًا، وتُفوتر حسب الاستخدام',
  chats: AR_COUNTS.chats,
  followups: AR_COUNTS.followups,
  firstMonth: 'الشهر الأول مع هدية الترحيب: ',
  giftNote: (f, saving) =>
    ` (${AR_COUNTS.chats(WELCOME_CREDITS.chats, f)} و${AR_COUNTS.followups(WELCOME_CREDITS.followups, f)} مجانًا${saving ? `، بتوفير ${saving}` : ''})`,
  invalid: 'أدخل أعدادًا صحيحة تساوي 0 أو أكثر في الحقلين لعرض التقدير.',
});
