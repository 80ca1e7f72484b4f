/** The texts of the chat page (spec §2 "Chat page", §4 "Chat", §8 "Chat"), in English and Arabic (issue 17 item 5). */
import { ACCOUNT_MESSAGES } from '../../../../schema/api/account.ts';
import { BILLING_MESSAGES } from '../../../../schema/api/billing.ts';
import { GENERAL_CONSULTATION_TITLE, RESEARCH_MESSAGES } from '../../../../schema/api/research.ts';
import { bilingual, type Translation } from '../../i18n/bilingual.ts';
import { AI_DISCLAIMER } from '../../shared/site.ts';

import type { PluralForms } from '../../i18n/format.ts';

export { countText, type PluralForms } from '../../i18n/format.ts';

export const CHAT_TEXT = {
  pageTitle: 'AI Chat',
  checkingSession: 'Checking your session...',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to continue your chat.',
  goToLogin: 'Go to Login',
  verificationTitle: 'Email Verification Required',
  goToVerification: 'Go to Verification Page',
  backToLogin: 'Back to Login',
  loading: 'Loading your conversation...',
  notFoundTitle: 'Chat Not Found',
  notFound: 'This chat conversation could not be found or you do not have access to it.',
  backToAccount: 'Back to Account',
  startNewChat: 'Start New Chat',
  browseLegislation: 'Browse legislation',
  refresh: 'Refresh',
  newChat: 'New Chat',
  started: (date: string) => `Started ${date}`,
  words: { other: '{n} words' } as PluralForms,
  conversationLabel: 'Conversation',
  speakerYou: 'You',
  speakerAssistant: 'Assistant',
  answerReceived: 'Answer received.',
  inputLabel: 'Your message',
  placeholder: 'Continue your tax consultation...',
  send: 'Send message',
  inputHint: 'Shift+Enter to send · Enter for a new line',
  analyzing: 'Analyzing your question',
  disclaimer: AI_DISCLAIMER,
  helpPrompt: 'Need help implementing this in your business?',
  helpSubject: 'Implementation help',
  emailUs: (email: string) => `Email ${email}`,
  readFull: 'Read full analysis',
  showLess: 'Show less',
  insightsTitle: 'Session Insights',
  figureMessages: 'Messages',
  figureWords: 'Words',
  figureReadingTime: 'Reading time',
  figureAverageWords: 'Avg. words / message',
  readingMinutes: { other: '{n} min' } as PluralForms,
  tools: 'Tools',
  copy: 'Copy',
  copied: 'Copied!',
  copyFailedTitle: 'Copy Failed',
  copyFailed: 'Please select the conversation and copy it manually.',
  refreshChat: 'Refresh this chat',
  sourceText: 'Source Text',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  serverError: (status: number, text: string) => `Server error: ${status} ${text}`.trim(),
  networkError: 'Network error. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  noResponse: 'Failed to get response',
  savedViewError: (detail: string) => `Sorry, I encountered an error while processing your message. Please try again. (Error: ${detail})`,
  genericIssue: 'There was an issue processing your request. Please try again.',
  loadFailedConversation: 'Failed to load chat conversation',
  loadFailedStatus: (status: number) => `Failed to fetch chat: ${status}`,
  loadFailed: 'Failed to load chat',
  documentGreeting: (title: string) =>
    `Hello! I'm your AI tax research assistant for “${title}”. Ask me anything about this document: every answer cites the articles it relies on, so you can open the exact text.`,
  generalGreeting:
    "Hello! I'm your AI tax research assistant for the whole collection of UAE Corporate Tax legislation. Ask any question: answers draw on the relevant articles across all documents and cite each one.",
  loadingDocument: 'Loading the document...',
  documentNotFoundTitle: 'Document Not Found',
  invalidStartTitle: 'Invalid Chat Link',
  invalidStart: 'This chat link is not valid: the document id must be a whole number.',
  /** Texts the client picks from the API's contracts (schema/api), in the interface language. */
  generalConsultationTitle: GENERAL_CONSULTATION_TITLE,
  verifyEmail: RESEARCH_MESSAGES.verifyEmail,
  legislationNotFound: RESEARCH_MESSAGES.legislationNotFound,
  missingLegislationReference: RESEARCH_MESSAGES.missingLegislationReference,
  textStillProcessing: RESEARCH_MESSAGES.textStillProcessing,
  tooManyAiRequests: RESEARCH_MESSAGES.tooManyAiRequests,
  invalidChatId: ACCOUNT_MESSAGES.invalidChatId,
  paymentRequired: BILLING_MESSAGES.paymentRequired,
  invoiceUnpaid: BILLING_MESSAGES.invoiceUnpaid,
  wordAllowanceUsed: BILLING_MESSAGES.wordAllowanceUsed,
} as const;

export const CHAT_TEXTS = bilingual(CHAT_TEXT, {
  pageTitle: 'المحادثة الذكية',
  checkingSession: 'جارٍ التحقق من جلستك...',
  loginRequiredTitle: 'يلزم تسجيل الدخول',
  loginRequired: 'يرجى تسجيل الدخول لمتابعة محادثتك.',
  goToLogin: 'الانتقال إلى تسجيل الدخول',
  verificationTitle: 'يلزم التحقق من البريد الإلكتروني',
  goToVerification: 'الانتقال إلى صفحة التحقق',
  backToLogin: 'العودة إلى تسجيل الدخول',
  loading: 'جارٍ تحميل محادثتك...',
  notFoundTitle: 'المحادثة غير موجودة',
  notFound: 'تعذّر العثور على هذه المحادثة، أو ليست لديك صلاحية الوصول إليها.',
  backToAccount: 'العودة إلى الحساب',
  startNewChat: 'بدء محادثة جديدة',
  browseLegislation: 'تصفّح التشريعات',
  refresh: 'تحديث',
  newChat: 'محادثة جديدة',
  started: (date) => `بدأت في ${date}`,
  words: { zero: '{n} كلمة', one: 'كلمة واحدة', two: 'كلمتان', few: '{n} كلمات', many: '{n} كلمة', other: '{n} كلمة' },
  conversationLabel: 'المحادثة',
  speakerYou: 'أنت',
  speakerAssistant: 'المساعد',
  answerReceived: 'وصلت الإجابة.',
  inputLabel: 'رسالتك',
  placeholder: 'تابع استشارتك الضريبية...',
  send: 'إرسال الرسالة',
  inputHint: 'Shift+Enter للإرسال · Enter لبدء سطر جديد',
  analyzing: 'جارٍ تحليل سؤالك',
  disclaimer: 'لأغراض البحث الضريبي فقط. استشر دائمًا مستشارًا ضريبيًا مؤهلًا',
  helpPrompt: 'هل تحتاج إلى مساعدة في تطبيق ذلك في أعمالك؟',
  helpSubject: 'طلب مساعدة في التطبيق',
  emailUs: (email) => `راسلنا على ${email}`,
  readFull: 'قراءة التحليل كاملًا',
  showLess: 'عرض أقل',
  insightsTitle: 'مؤشرات الجلسة',
  figureMessages: 'الرسائل',
  figureWords: 'الكلمات',
  figureReadingTime: 'مدة القراءة',
  figureAverageWords: 'متوسط الكلمات لكل رسالة',
  readingMinutes: { zero: '{n} دقيقة', one: 'دقيقة واحدة', two: 'دقيقتان', few: '{n} دقائق', many: '{n} دقيقة', other: '{n} دقيقة' },
  tools: 'الأدوات',
  copy: 'نسخ',
  copied: 'تم النسخ!',
  copyFailedTitle: 'تعذّر النسخ',
  copyFailed: 'يرجى تحديد المحادثة ونسخها يدويًا.',
  refreshChat: 'تحديث هذه المحادثة',
  sourceText: 'النص المصدر',
  sessionExpired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى للمتابعة.',
  serverError: (status, text) => `خطأ في الخادم: ${status} ${text}`.trim(),
  networkError: 'خطأ في الشبكة. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  unexpected: 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.',
  noResponse: 'تعذّر الحصول على إجابة',
  savedViewError: (detail) => `عذرًا، حدث خطأ أثناء معالجة رسالتك. يرجى المحاولة مرة أخرى. (الخطأ: ${detail})`,
  genericIssue: 'حدثت مشكلة أثناء معالجة طلبك. يرجى المحاولة مرة أخرى.',
  loadFailedConversation: 'تعذّر تحميل المحادثة',
  loadFailedStatus: (status) => `تعذّر جلب المحادثة: ${status}`,
  loadFailed: 'تعذّر تحميل المحادثة',
  documentGreeting: (title) =>
    `مرحبًا! أنا مساعدك الذكي للبحث الضريبي في «${title}». اسألني أي سؤال عن هذا المستند: كل إجابة تستشهد بالمواد التي تستند إليها، لتتمكن من فتح نصها بالضبط.`,
  generalGreeting:
    'مرحبًا! أنا مساعدك الذكي للبحث الضريبي في مجموعة تشريعات ضريبة الشركات في الإمارات كاملةً. اطرح أي سؤال: تستند الإجابات إلى المواد ذات الصلة في جميع المستندات، وتستشهد بكل مادة منها.',
  loadingDocument: 'جارٍ تحميل المستند...',
  documentNotFoundTitle: 'المستند غير موجود',
  invalidStartTitle: 'رابط محادثة غير صالح',
  invalidStart: 'رابط المحادثة هذا غير صالح: يجب أن يكون معرّف المستند عددًا صحيحًا.',
  generalConsultationTitle: 'استشارة ضريبية عامة',
  verifyEmail: 'يرجى التحقق من عنوان بريدك الإلكتروني قبل استخدام ميزات الذكاء الاصطناعي. ابحث في صندوق الوارد عن رسالة التحقق.',
  legislationNotFound: 'التشريع غير موجود',
  missingLegislationReference: 'لا يمكن متابعة هذه المحادثة لأن مرجع التشريع مفقود. يرجى بدء محادثة جديدة.',
  textStillProcessing: 'لا يزال نص هذا التشريع قيد المعالجة. يرجى المحاولة لاحقًا أو اختيار مستند آخر.',
  tooManyAiRequests: 'طلبات كثيرة إلى الذكاء الاصطناعي خلال الساعة الماضية. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  invalidChatId: 'يجب أن يكون معرّف المحادثة عددًا صحيحًا موجبًا',
  // Worded as the billing prompt's Arabic (features/billing/messages.ts, BILLING_MESSAGES_TEXTS).
  paymentRequired: 'يلزم الدفع لمواصلة المحادثة. يُرجى إعداد وسيلة دفع للفوترة البسيطة لكل محادثة.',
  invoiceUnpaid: 'تعذّر سداد فاتورتك الأخيرة. يُرجى تحديث بطاقتك أو إعادة محاولة الدفع من صفحة حسابك للمتابعة.',
  wordAllowanceUsed:
    'لقد استخدمت كلمات الذكاء الاصطناعي البالغة 25 ألف كلمة في خطتك الاحترافية لهذا الشهر. فعّل الفوترة حسب الاستخدام للمتابعة بسعر 5 دراهم لكل محادثة أو بحث ودرهمين لكل سؤال متابعة، أو انتظر تجدد رصيدك في اليوم الأول من الشهر.',
});

/** The chat texts of the active language (what hooks and fetchers are given). */
export type ChatTexts = Translation<typeof CHAT_TEXT>;

/**
 * Spec §4: progress text of the 'Analyzing your question' placeholder, changing at 2000 ms
 * and 4000 ms (spec §9).
 */
export const PROGRESS_STEPS = [
  { atMs: 0, text: 'Reviewing the legislation...' },
  { atMs: 2000, text: 'Identifying the relevant articles...' },
  { atMs: 4000, text: 'Preparing a detailed answer with citations...' },
] as const;

export const PROGRESS_STEP_TEXTS = bilingual(PROGRESS_STEPS, [
  { atMs: 0, text: 'جارٍ مراجعة التشريعات...' },
  { atMs: 2000, text: 'جارٍ تحديد المواد ذات الصلة...' },
  { atMs: 4000, text: 'جارٍ إعداد إجابة مفصّلة مع الاستشهادات...' },
]);

/**
 * Spec §2 Session Insights tools: each button (`label`) sends its `request` as a message, in the
 * interface language.
 */
export const INSIGHT_REQUESTS = {
  summary: { label: 'Summary', request: 'Please give me a concise summary of the main points so far, with their article citations.' },
  keyPoints: { label: 'Key Points', request: 'What are the key points I should know? Please list them with their article citations.' },
  details: { label: 'Details', request: 'Please explain this in more detail, including conditions, exceptions and the relevant articles.' },
} as const;

export const INSIGHT_REQUEST_TEXTS = bilingual(INSIGHT_REQUESTS, {
  summary: { label: 'ملخص', request: 'يرجى تقديم ملخص موجز لأهم النقاط حتى الآن، مع الإشارة إلى المواد التي تستند إليها.' },
  keyPoints: { label: 'النقاط الرئيسية', request: 'ما النقاط الرئيسية التي ينبغي أن أعرفها؟ يرجى سردها مع الإشارة إلى المواد التي تستند إليها.' },
  details: { label: 'التفاصيل', request: 'يرجى شرح ذلك بمزيد من التفصيل، بما في ذلك الشروط والاستثناءات والمواد ذات الصلة.' },
});

/** Spec §9: 200 words per minute, at least 1 minute. */
export const READING_WORDS_PER_MINUTE = 200;
/** Spec §9: messages over 600 characters show a 300-character preview. */
export const LONG_MESSAGE_CHARS = 600;
export const PREVIEW_CHARS = 300;
export const SESSION_EXPIRED_REDIRECT_MS = 2000;
