/**
 * The texts of the home, About and not-found pages and of the marketing pieces (audiences, search
 * methods, founder quote, call to action, legal-page frame), English verbatim with the Arabic beside
 * it (issue 17 item 5). Amounts arrive already formatted (useLocale().format); counts take the number
 * and the formatters so the Arabic can pick its plural form.
 */
import { RESEARCH_MESSAGES } from '../../../../schema/api/research.ts';
import { bilingual } from '../../i18n/bilingual.ts';
import { SITE_TEXTS } from '../../shared/site-messages.ts';
import type { Formatters } from '../../i18n/format.ts';
import { arabicCount as arCount, englishCount as enCount } from '../../i18n/counted-nouns.ts';

const enChats = enCount('chat', 'chats');
const enFollowups = enCount('follow-up', 'follow-ups');
const arChats = arCount('محادثة واحدة', 'محادثتان', 'محادثات', 'محادثة');
const arFollowups = arCount('سؤال متابعة واحد', 'سؤالا متابعة', 'أسئلة متابعة', 'سؤال متابعة');

export const HOME_TEXT = {
  heroTitle: 'UAE Corporate Tax legislation, searchable to the article',
  heroIntro:
    'Every decree-law, decision and annex in one place: free exact keyword search in English and the official Arabic, and AI analysis that cites the article it relies on.',
  searchMode: 'Search mode',
  keywordTab: 'Exact Keyword Search',
  free: 'Free',
  aiTab: 'AI Search',
} as const;

export const HOME_TEXTS = bilingual(HOME_TEXT, {
  heroTitle: 'تشريعات ضريبة الشركات في الإمارات، قابلة للبحث حتى مستوى المادة',
  heroIntro:
    'جميع المراسيم بقوانين والقرارات والملاحق في مكان واحد: بحث مجاني بالكلمات المطابقة في النص الإنجليزي والنص العربي الرسمي، وتحليل بالذكاء الاصطناعي يستشهد بالمادة التي يستند إليها.',
  searchMode: 'طريقة البحث',
  keywordTab: 'البحث الدقيق بالكلمات المفتاحية',
  free: 'مجاني',
  aiTab: 'البحث بالذكاء الاصطناعي',
});

/** The 'AI Search' tab of the home page (also the body of /ai-search). */
export const AI_SEARCH_TAB_TEXT = {
  infoTitle: 'AI Search across the whole collection',
  infoBody: (searchPrice: string, followupPrice: string) =>
    `Ask a question in your own words. The analysis draws on every Corporate Tax document we hold and cites the exact article behind each point, with numbered citations you can open, and follow-up questions. ${searchPrice} per search, ${followupPrice} per follow-up; new accounts get 1 chat and 2 follow-ups free.`,
  checkingSession: 'Checking your session…',
  needsAccount: 'AI Search needs an account with a verified e-mail.',
  login: 'Login / Sign Up',
  verifyEmail: RESEARCH_MESSAGES.verifyEmail,
  resendVerification: 'Resend Verification Email',
  loading: 'Loading AI Search…',
} as const;

export const AI_SEARCH_TAB_TEXTS = bilingual(AI_SEARCH_TAB_TEXT, {
  infoTitle: 'البحث بالذكاء الاصطناعي في المجموعة كاملة',
  infoBody: (searchPrice, followupPrice) =>
    `اطرح سؤالك بأسلوبك. يستند التحليل إلى جميع وثائق ضريبة الشركات المتوفرة لدينا، ويستشهد بالمادة المحددة التي تقوم عليها كل نقطة، مع إحالات مرقّمة يمكنك فتحها، وأسئلة متابعة. ${searchPrice} لكل بحث، و${followupPrice} لكل سؤال متابعة؛ ويحصل كل حساب جديد على محادثة واحدة وسؤالَي متابعة مجانًا.`,
  checkingSession: 'جارٍ التحقق من جلستك…',
  needsAccount: 'يتطلب البحث بالذكاء الاصطناعي حسابًا ببريد إلكتروني مؤكَّد.',
  login: 'تسجيل الدخول / إنشاء حساب',
  verifyEmail: 'يُرجى تأكيد بريدك الإلكتروني قبل استخدام ميزات الذكاء الاصطناعي. تحقّق من صندوق الوارد لديك بحثًا عن رسالة التأكيد.',
  resendVerification: 'إعادة إرسال رسالة التأكيد',
  loading: 'جارٍ تحميل البحث بالذكاء الاصطناعي…',
});

export const NOT_FOUND_TEXT = {
  documentTitle: 'Page not found',
  heading: (code: string) => `${code} Page Not Found`,
  body: 'The page you are looking for does not exist or has moved.',
  back: 'Back to legislation search',
} as const;

export const NOT_FOUND_TEXTS = bilingual(NOT_FOUND_TEXT, {
  documentTitle: 'الصفحة غير موجودة',
  heading: (code) => `خطأ ${code}: الصفحة غير موجودة`,
  body: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
  back: 'العودة إلى البحث في التشريعات',
});

export const ABOUT_TEXT = {
  documentTitle: 'About',
  statDocuments: 'Corporate Tax documents',
  /** The tile's label with the count of full texts (issue 27 item 6): 'Corporate Tax documents (34 with full text)'. */
  statDocumentsWithText: (fullText: string) => `Corporate Tax documents${fullText}`,
  statWords: 'words of law',
  /** '~3 min'. */
  statMinutes: (minutes: string) => `~${minutes} min`,
  statMinutesLabel: 'per expert AI analysis',
  statFree: 'Free',
  statFreeLabel: 'unlimited keyword search',
  heroEyebrow: 'About the platform',
  heroTitle: 'AI-assisted research for UAE Corporate Tax legislation',
  heroBody: (documentCount: string, fullText: string, words: string) =>
    `${documentCount} Corporate Tax documents${fullText} and about ${words} words of law, pre-loaded and ready to search. Find the exact wording for free, or ask the AI for an expert analysis with citations in about 3 minutes. There is nothing to upload.`,
  searchLegislation: 'Search the legislation',
  seePricing: 'See pricing',
  methodsEyebrow: 'How it works',
  methodsTitle: 'Three ways to search the law',
  methodsIntro: 'Start with free keyword search, and bring in the AI when you need an answer rather than a list of results.',
  pricingEyebrow: 'Pricing',
  pricingTitle: 'Pay only for the AI analysis you use',
  pricingIntro: 'Pay-per-use pricing in AED, with no monthly caps or subscriptions.',
  keywordFree: 'Keyword search is free',
  keywordFreeRest: ' and unlimited, for everyone.',
  perChat: (price: string) => `${price} per chat`,
  perChatRest: ' (single-document conversation) and ',
  perSearch: (price: string) => `${price} per multi-document search`,
  perSearchRest: '.',
  perFollowup: (price: string) => `${price} per follow-up question.`,
  billing: (threshold: string) => `Charges accumulate and are billed monthly, or earlier when pending charges reach ${threshold}.`,
  estimateLink: 'Estimate your monthly cost',
  estimateRest: 'on the pricing page.',
  audiencesEyebrow: 'Who it is for',
  audiencesTitle: 'Built for the people who answer Corporate Tax questions',
  audiencesIntro: 'From the finance team closing the books to the advisor writing the opinion.',
} as const;

export const ABOUT_TEXTS = bilingual(ABOUT_TEXT, {
  documentTitle: 'نبذة عن المنصة',
  statDocuments: 'وثيقة في ضريبة الشركات',
  statDocumentsWithText: (fullText) => `وثيقة في ضريبة الشركات${fullText}`,
  statWords: 'كلمة من نصوص القانون',
  statMinutes: (minutes) => `نحو ${minutes} دقائق`,
  statMinutesLabel: 'لكل تحليل خبير بالذكاء الاصطناعي',
  statFree: 'مجاني',
  statFreeLabel: 'بحث غير محدود بالكلمات المفتاحية',
  heroEyebrow: 'عن المنصة',
  heroTitle: 'بحث بمساعدة الذكاء الاصطناعي في تشريعات ضريبة الشركات في الإمارات',
  heroBody: (documentCount, fullText, words) =>
    `${documentCount} وثيقة في ضريبة الشركات${fullText} ونحو ${words} كلمة من نصوص القانون، محمّلة مسبقًا وجاهزة للبحث. اعثر على الصياغة الدقيقة مجانًا، أو اطلب من الذكاء الاصطناعي تحليلًا خبيرًا مع الإحالات في نحو 3 دقائق. لا حاجة إلى رفع أي ملف.`,
  searchLegislation: 'ابحث في التشريعات',
  seePricing: 'اطّلع على الأسعار',
  methodsEyebrow: 'آلية العمل',
  methodsTitle: 'ثلاث طرق للبحث في القانون',
  methodsIntro: 'ابدأ بالبحث المجاني بالكلمات المفتاحية، واستعن بالذكاء الاصطناعي عندما تحتاج إلى إجابة لا إلى قائمة نتائج.',
  pricingEyebrow: 'الأسعار',
  pricingTitle: 'ادفع فقط مقابل تحليلات الذكاء الاصطناعي التي تستخدمها',
  pricingIntro: 'تسعير حسب الاستخدام بالدرهم الإماراتي، دون حدود شهرية أو اشتراكات.',
  keywordFree: 'البحث بالكلمات المفتاحية مجاني',
  keywordFreeRest: ' وغير محدود للجميع.',
  perChat: (price) => `${price} لكل محادثة`,
  perChatRest: ' (محادثة حول وثيقة واحدة) و',
  perSearch: (price) => `${price} لكل بحث في وثائق متعددة`,
  perSearchRest: '.',
  perFollowup: (price) => `${price} لكل سؤال متابعة.`,
  billing: (threshold) => `تتراكم الرسوم وتُفوتر شهريًا، أو قبل ذلك عندما تبلغ الرسوم المستحقة ${threshold}.`,
  estimateLink: 'قدِّر تكلفتك الشهرية',
  estimateRest: 'في صفحة الأسعار.',
  audiencesEyebrow: 'لمن صُممت المنصة',
  audiencesTitle: 'مصممة لمن يجيبون عن أسئلة ضريبة الشركات',
  audiencesIntro: 'من فريق المالية الذي يُقفل الحسابات إلى المستشار الذي يكتب الرأي الضريبي.',
});

export const SEARCH_METHODS_TEXT = {
  keywordName: 'Exact Keyword Search',
  keywordPrice: 'Free',
  keywordDescription: (documentCount: string, fullText: string) =>
    `Search all ${documentCount} Corporate Tax documents${fullText} for exact words and phrases: titles and summaries, and the full English and official Arabic texts where we hold them. Free and unlimited, with no account needed.`,
  keywordPoint1: 'Filter by chapter, status and type',
  keywordPoint2: 'Read summaries, key points and the original text',
  keywordPoint3: 'Link straight to the official source file',
  singleName: 'Single-document AI Chat',
  singlePrice: (price: string) => `${price} per chat`,
  singleDescription: 'Choose one document and ask about it. The AI reads the whole document, so answers stay within the text you picked.',
  singlePoint1: 'Every answer has a summary, key points and details',
  singlePoint2: 'A link to the source text to check the wording',
  singlePoint3: (price: string) => `Follow-up questions at ${price} each`,
  multiName: 'Multi-document AI Search',
  multiPrice: (price: string) => `${price} per search`,
  multiDescription: 'Ask one question of the whole collection. The AI finds the relevant laws and decisions and answers from them.',
  multiPoint1: 'Numbered citations to the legislation relied on',
  multiPoint2: 'Follow-up questions to dig deeper',
  multiPoint3: 'An expert analysis in about 3 minutes',
} as const;

export const SEARCH_METHODS_TEXTS = bilingual(SEARCH_METHODS_TEXT, {
  keywordName: 'البحث الدقيق بالكلمات المفتاحية',
  keywordPrice: 'مجاني',
  keywordDescription: (documentCount, fullText) =>
    `ابحث في جميع وثائق ضريبة الشركات، وعددها ${documentCount}${fullText}، عن كلمات وعبارات مطابقة: في العناوين والملخصات، وفي النصوص الإنجليزية الكاملة والنصوص العربية الرسمية حيثما توفرت لدينا. مجاني وغير محدود، ودون حاجة إلى حساب.`,
  keywordPoint1: 'التصفية حسب الفصل والحالة والنوع',
  keywordPoint2: 'قراءة الملخصات والنقاط الرئيسية والنص الأصلي',
  keywordPoint3: 'رابط مباشر إلى ملف المصدر الرسمي',
  singleName: 'محادثة الذكاء الاصطناعي حول وثيقة واحدة',
  singlePrice: (price) => `${price} لكل محادثة`,
  singleDescription: 'اختر وثيقة واحدة واسأل عنها. يقرأ الذكاء الاصطناعي الوثيقة كاملة، فتبقى الإجابات ضمن النص الذي اخترته.',
  singlePoint1: 'كل إجابة تتضمن ملخصًا ونقاطًا رئيسية وتفاصيل',
  singlePoint2: 'رابط إلى النص المصدر للتحقق من الصياغة',
  singlePoint3: (price) => `أسئلة متابعة بسعر ${price} للسؤال`,
  multiName: 'البحث بالذكاء الاصطناعي في وثائق متعددة',
  multiPrice: (price) => `${price} لكل بحث`,
  multiDescription: 'اطرح سؤالًا واحدًا على المجموعة كاملة. يحدد الذكاء الاصطناعي القوانين والقرارات ذات الصلة ويجيب استنادًا إليها.',
  multiPoint1: 'إحالات مرقّمة إلى التشريعات التي استند إليها',
  multiPoint2: 'أسئلة متابعة للتعمق أكثر',
  multiPoint3: 'تحليل خبير في نحو 3 دقائق',
});

export const AUDIENCES_TEXT = {
  inHouse: {
    title: 'In-house finance, accounting and tax teams',
    description:
      'Answer Corporate Tax questions as they come up in the close, the tax return or a board paper, and keep the article references with your working papers.',
    uses: [
      'Check a treatment against the law before booking it',
      'Understand reliefs, exemptions and elections that apply to your group',
      'Brief management with answers that cite the legislation',
    ],
  },
  advisors: {
    title: 'Tax advisors at audit, consulting and law firms',
    description:
      'Research client questions across the Decree-Law, Cabinet Decisions, Ministerial Decisions and FTA Decisions in minutes, then verify each citation against the source text.',
    uses: [
      'Draft memos and opinions from cited provisions',
      'Compare how several decisions interact on one issue',
      'Spend billable hours on judgement, not on finding the text',
    ],
  },
  others: ['Legal professionals', 'Compliance officers', 'Researchers'],
  alsoUsedBy: 'Also used by',
  /** 'Example month: 10 chats and 5 follow-ups =' (the total follows). */
  exampleMonth: (chats: number, followups: number, f: Formatters) => `Example month: ${enChats(chats, f)} and ${enFollowups(followups, f)} =`,
} as const;

export const AUDIENCES_TEXTS = bilingual(AUDIENCES_TEXT, {
  inHouse: {
    title: 'فرق المالية والمحاسبة والضرائب الداخلية',
    description:
      'أجب عن أسئلة ضريبة الشركات فور ظهورها عند إقفال الحسابات أو إعداد الإقرار الضريبي أو تحضير مذكرة لمجلس الإدارة، واحتفظ بالإحالات إلى المواد مع أوراق عملك.',
    uses: ['تحقّق من المعالجة وفق القانون قبل قيدها', 'افهم التسهيلات والإعفاءات والاختيارات التي تنطبق على مجموعتك', 'زوِّد الإدارة بإجابات تستشهد بالتشريعات'],
  },
  advisors: {
    title: 'المستشارون الضريبيون في شركات التدقيق والاستشارات والمحاماة',
    description:
      'ابحث في أسئلة عملائك عبر المرسوم بقانون وقرارات مجلس الوزراء والقرارات الوزارية وقرارات الهيئة الاتحادية للضرائب في دقائق، ثم تحقّق من كل إحالة مقابل النص المصدر.',
    uses: [
      'صِغ المذكرات والآراء استنادًا إلى أحكام موثّقة بالإحالات',
      'قارن تفاعل عدة قرارات في مسألة واحدة',
      'خصّص الساعات القابلة للفوترة للتقدير المهني، لا للبحث عن النص',
    ],
  },
  others: ['المهنيون القانونيون', 'مسؤولو الامتثال', 'الباحثون'],
  alsoUsedBy: 'ويستخدمها أيضًا',
  exampleMonth: (chats, followups, f) => `شهر على سبيل المثال: ${arChats(chats, f)} و${arFollowups(followups, f)} =`,
});

export const FOUNDER_TEXT = {
  quote:
    '“I built this because answering a Corporate Tax question should take minutes, not an afternoon of reading PDFs, and every answer should point straight back to the article of law it relies on.”',
  attribution: '— Founder, UAE Corporate Tax Research',
} as const;

export const FOUNDER_TEXTS = bilingual(FOUNDER_TEXT, {
  quote:
    '«أنشأت هذه المنصة لأن الإجابة عن سؤال في ضريبة الشركات يجب أن تستغرق دقائق، لا فترة ما بعد الظهر كاملة في قراءة ملفات PDF، ولأن كل إجابة يجب أن تحيل مباشرة إلى مادة القانون التي تستند إليها.»',
  attribution: `— مؤسس ${SITE_TEXTS.ar.productName}`,
});

export const GET_STARTED_TEXT = {
  welcomeBack: 'Welcome back!',
  pickUp: 'Pick up where you left off: search the legislation for free or start an AI analysis.',
  startResearch: 'Start Research Now',
  getStarted: 'Get Started Today',
  signedOut: 'Create an account in under a minute. Keyword search stays free and unlimited; you only pay for the AI analysis you use.',
} as const;

export const GET_STARTED_TEXTS = bilingual(GET_STARTED_TEXT, {
  welcomeBack: 'أهلًا بعودتك!',
  pickUp: 'تابع من حيث توقفت: ابحث في التشريعات مجانًا أو ابدأ تحليلًا بالذكاء الاصطناعي.',
  startResearch: 'ابدأ البحث الآن',
  getStarted: 'ابدأ اليوم',
  signedOut: 'أنشئ حسابًا في أقل من دقيقة. يبقى البحث بالكلمات المفتاحية مجانيًا وغير محدود، ولا تدفع إلا مقابل تحليلات الذكاء الاصطناعي التي تستخدمها.',
});

/** The frame of the Terms and Privacy pages; their body stays in the binding English. */
export const LEGAL_PAGE_TEXT = {
  termsTitle: 'Terms of Service',
  privacyTitle: 'Privacy Policy',
  lastUpdated: 'Last updated:',
  contents: 'Contents',
  /** Shown in the Arabic interface only, above the English text. */
  englishBinding: 'The English text below is the binding version. An Arabic translation is not provided.',
} as const;

export const LEGAL_PAGE_TEXTS = bilingual(LEGAL_PAGE_TEXT, {
  termsTitle: 'شروط الخدمة',
  privacyTitle: 'سياسة الخصوصية',
  lastUpdated: 'آخر تحديث:',
  contents: 'المحتويات',
  englishBinding: 'النص الإنجليزي أدناه هو النص المُلزِم، ولا تتوفر ترجمة عربية له.',
});
