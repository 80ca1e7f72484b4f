/**
 * Texts of the billing screens that the spec does not fix word for word. The spec's own texts
 * (spec §8 "Billing and payments", §8 "Chat") are BILLING_MESSAGES of schema/api/billing.ts; their
 * Arabic is BILLING_MESSAGES_TEXTS below, keyed like the English constants (issue 17 item 5).
 */
import { BILLING_MESSAGES, type InvoiceReason, type InvoiceStatus, type UsageEventDto } from '../../../../schema/api/billing.ts';
import type { UsageKind } from '../../../../schema/pricing.ts';
import { bilingual } from '../../i18n/bilingual.ts';

/**
 * A count's wording per CLDR plural form ('{n}' stands for the number): English uses only 'one'
 * and 'other', Arabic all six.
 */
export interface CountForms {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/** English forms: singular for 1, plural otherwise. */
function enCount(one: string, other: string): CountForms {
  return { zero: other, one, two: other, few: other, many: other, other };
}

export const BILLING_TEXT = {
  pageTitle: 'Add Payment Method',
  submit: 'Add Payment Method',
  submitting: 'Setting up...',
  continueLater: 'Continue Later',
  fullSetupPage: 'Full Setup Page',
  setUpPayment: 'Set Up Payment Method',
  preparingForm: 'Preparing the card form…',
  loadingStripe: 'Loading the secure card form…',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  expiryPlaceholder: 'MM / YY',
  cvc: 'CVC',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  testModeTitle: 'Test mode',
  noRealCard: 'No real card is charged.',
  testModeText: 'No money moves. Use one of these test cards, with any future expiry date and any 3-digit CVC:',
  testCardOutcome: {
    success: 'succeeds',
    declined: 'declined',
    chargeDeclined: 'saved, but every later charge is declined',
    authenticationRequired: 'later charges ask for authentication',
  },
  progressLabel: 'Account set-up progress',
  progressText: 'Almost done: add a card to finish setting up pay-per-use billing.',
  progressValueText: (percent: string) => `${percent}% complete`,
  percent: (percent: string) => `${percent}%`,
  checkingSession: 'Checking your session…',
  paymentMethodSection: 'Payment method',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to add a payment method.',
  goToLogin: 'Go to Login',
  notChargedNow: 'Your card is not charged now: answers are charged as you use them, after your welcome credits.',
  dialogPricing: (chat: string, followup: string) => `Simple per-chat billing: ${chat} per chat or multi-document search, ${followup} per follow-up.`,
  pricingTitle: 'Simple per-chat billing',
  priceChat: 'Chat (single document)',
  priceSearch: 'Multi-document search',
  priceFollowup: 'Follow-up question',
  pricingGift: (chats: string, followups: string, worth: string) => `Welcome gift first: ${chats} and ${followups} (worth ${worth}).`,
  pricingBilled: (threshold: string) => `Billed monthly, or earlier when pending charges reach ${threshold}.`,
  pricingNoSubscription: 'No subscription, no monthly fee. Keyword search is always free.',
  freeChats: enCount('{n} free chat', '{n} free chats'),
  freeFollowups: enCount('{n} free follow-up', '{n} free follow-ups'),
  answers: enCount('{n} answer', '{n} answers'),
  and: (first: string, second: string) => `${first} and ${second}`,
  replace: 'Replace',
  remove: 'Remove',
  removeTitle: 'Remove Card',
  removeConfirm: (label: string) =>
    `Remove ${label}? Answers beyond your welcome credits cannot be charged without a card, so paid AI answers will stop until you add one.`,
  removed: 'Payment Method Removed',
  removedText: (label: string) => `${label} was removed.`,
  onFile: (label: string) => `${label} is now on file.`,
  enabledText: 'AI answers beyond your welcome credits are now charged to your card as you use them.',
  cardOnFile: 'Card on file',
  noCardOnFile: 'No card is on file: add one to keep using AI answers beyond your welcome credits.',
  expires: (month: number, year: number) => `Expires ${String(month).padStart(2, '0')}/${year}`,
  enableUsageBilling: 'Enable usage-based billing',
  invoiceUnpaidLink: 'Go to Monthly Usage',
  retryPayment: 'Retry payment',
  retrying: 'Retrying...',
  invoicePaid: 'Invoice Paid',
  invoicePaidText: (amount: string) => `${amount} was charged to your card. Thank you!`,
  paymentFailed: 'Payment Failed',
  stripeNotLoaded: 'The card payment provider could not be loaded.',
  paymentNotConfirmed: 'The payment could not be confirmed.',
  eventsTitle: "This Month's AI Answers",
  eventsLoadError: (message: string) => `Unable to load this month's answers: ${message}`,
  loadingEvents: "Loading this month's answers…",
  noEvents: 'No AI answers this month yet.',
  invoicesTitle: 'Invoices',
  invoicesLoadError: (message: string) => `Unable to load your invoices: ${message}`,
  loadingInvoices: 'Loading your invoices…',
  noInvoices: 'No invoices yet. Charges are invoiced monthly, or earlier when pending charges reach the threshold.',
  paidOn: (date: string) => `Paid ${date}`,
  columns: {
    date: 'Date',
    period: 'Period',
    amount: 'Amount',
    status: 'Status',
    actions: 'Actions',
    answer: 'Answer',
    price: 'Price',
    conversation: 'Conversation',
  },
  deletedConversation: 'Deleted conversation',
  paused: (amount: string) => `Paid answers are paused until your unpaid invoice of ${amount} is paid.`,
  payFromAccount: 'Pay it from your account',
  setUpCard: 'Set up a payment method',

  // The usage card and its billing banner (spec §4 "Billing banner").
  usageTitle: "This Month's Usage",
  loadingBilling: 'Loading billing data…',
  statChats: 'Chats & searches',
  statFollowups: 'Follow-ups',
  statChatCost: 'Chat cost',
  statFollowupCost: 'Follow-up cost',
  statTotal: 'Total this month',
  rates: (chat: string, followup: string) => `${chat} per chat or multi-document search, ${followup} per follow-up question`,
  cardHint: 'to keep using AI answers after your welcome credits.',
  bannerFailedTitle: 'Payment failed',
  bannerFailedText: (amount: string, providerSaid: string | null) =>
    `Your invoice of ${amount} could not be paid.${providerSaid ? ` The card payment provider said: “${providerSaid}”` : ''} Paid AI answers are paused until it is paid: retry the payment below, or replace your card on the Subscription tab.`,
  bannerWelcomeTitle: 'Welcome credits active',
  bannerWelcomeText: (chats: string, followups: string, rates: string) => `You have ${chats} and ${followups} left. After that: ${rates}.`,
  bannerPaidTitle: 'Pay-as-you-go usage',
  bannerPaidText: (total: string, threshold: string) =>
    `${total} so far this month. Charges are billed monthly, or earlier when pending charges reach ${threshold}.`,
  bannerPending: (amount: string) => ` Not yet invoiced: ${amount}.`,
  bannerUnpaid: (amount: string) => ` Invoiced, awaiting payment: ${amount}.`,
  bannerReadyTitle: 'Ready to use',
  bannerReadyText: (rates: string) => `You pay only for what you use: ${rates}. Keyword search is always free.`,

  // The chat's billing status line (spec §2 "Chat page").
  nextQuestion: (price: string) => `Next question: ${price}`,
  nextIncluded: 'Next question: included in your Professional Plan',
  freeChatCredit: 'free (welcome chat credit)',
  freeFollowupCredit: 'free (welcome follow-up credit)',
  creditsLeft: (credits: string) => `${credits} left`,
  thisMonth: (amount: string) => `${amount} this month`,

  // The plan card (spec §2 Account page, tab 4).
  yourPlan: 'Your Plan',
  planLoadError: 'Unable to load your subscription status.',
  loadingPlan: 'Loading your plan…',
  usageBasedTitle: 'Usage-Based Billing',
  active: 'Active',
  payAsYouGo: (chat: string, followup: string, threshold: string) =>
    `${chat} per chat or multi-document search and ${followup} per follow-up question, billed monthly or earlier when pending charges reach ${threshold}.`,
  usageBasedText: (payAsYouGo: string) => `No commitment and no monthly fee: you pay only for what you use, ${payAsYouGo}`,
  payAsYouGoTitle: 'Pay-as-you-go',
  freePlan: 'Free plan',
  freePlanText: (payAsYouGo: string) => `No subscription and no monthly fee: ${payAsYouGo}`,
  welcomeGift: (gift: string) => `Every new account starts with a welcome gift of ${gift}.`,
  noCardYet: 'No card is set up for this account yet.',
  setUpToEnable: 'Set up a payment method to enable usage-based billing: AI answers then continue after your welcome credits, charged as you use them.',
} as const;

export const BILLING_TEXTS = bilingual(BILLING_TEXT, {
  pageTitle: 'إضافة وسيلة دفع',
  submit: 'إضافة وسيلة دفع',
  submitting: 'جارٍ الإعداد...',
  continueLater: 'المتابعة لاحقًا',
  fullSetupPage: 'صفحة الإعداد الكاملة',
  setUpPayment: 'إعداد وسيلة الدفع',
  preparingForm: 'جارٍ تجهيز نموذج البطاقة…',
  loadingStripe: 'جارٍ تحميل نموذج البطاقة الآمن…',
  cardDetails: 'بيانات البطاقة',
  cardNumber: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء (شهر/سنة)',
  expiryPlaceholder: 'شهر / سنة',
  cvc: 'رمز التحقق (CVC)',
  expiryIncomplete: 'تاريخ انتهاء صلاحية بطاقتك غير مكتمل.',
  testModeTitle: 'وضع الاختبار',
  noRealCard: 'لا تُخصم أي مبالغ من بطاقة حقيقية.',
  testModeText: 'لا تُحوَّل أي أموال. استخدم إحدى بطاقات الاختبار التالية، مع أي تاريخ انتهاء مستقبلي وأي رمز تحقق من 3 أرقام:',
  testCardOutcome: {
    success: 'تنجح',
    declined: 'تُرفض',
    chargeDeclined: 'تُحفظ، لكن يُرفض كل خصم لاحق',
    authenticationRequired: 'تطلب الخصومات اللاحقة التحقق من الهوية',
  },
  progressLabel: 'تقدّم إعداد الحساب',
  progressText: 'أوشكت على الانتهاء: أضف بطاقة لإكمال إعداد الفوترة حسب الاستخدام.',
  progressValueText: (percent) => `اكتمل بنسبة ${percent}٪`,
  percent: (percent) => `${percent}٪`,
  checkingSession: 'جارٍ التحقق من جلستك…',
  paymentMethodSection: 'وسيلة الدفع',
  loginRequiredTitle: 'يلزم تسجيل الدخول',
  loginRequired: 'يُرجى تسجيل الدخول لإضافة وسيلة دفع.',
  goToLogin: 'الانتقال إلى تسجيل الدخول',
  notChargedNow: 'لن يُخصم أي مبلغ من بطاقتك الآن: تُحتسب رسوم الإجابات عند استخدامها، بعد نفاد أرصدتك الترحيبية.',
  dialogPricing: (chat, followup) => `فوترة بسيطة لكل محادثة: ${chat} لكل محادثة أو بحث متعدد المستندات، و${followup} لكل سؤال متابعة.`,
  pricingTitle: 'فوترة بسيطة لكل محادثة',
  priceChat: 'محادثة (مستند واحد)',
  priceSearch: 'بحث متعدد المستندات',
  priceFollowup: 'سؤال متابعة',
  pricingGift: (chats, followups, worth) => `الهدية الترحيبية أولًا: ${chats} و${followups} (بقيمة ${worth}).`,
  pricingBilled: (threshold) => `تصدر الفاتورة شهريًا، أو قبل ذلك عندما تبلغ الرسوم المستحقة ${threshold}.`,
  pricingNoSubscription: 'لا اشتراك ولا رسوم شهرية. البحث بالكلمات المفتاحية مجاني دائمًا.',
  freeChats: {
    zero: '{n} محادثة مجانية',
    one: 'محادثة مجانية واحدة',
    two: 'محادثتان مجانيتان',
    few: '{n} محادثات مجانية',
    many: '{n} محادثة مجانية',
    other: '{n} محادثة مجانية',
  },
  freeFollowups: {
    zero: '{n} سؤال متابعة مجاني',
    one: 'سؤال متابعة مجاني واحد',
    two: 'سؤالا متابعة مجانيان',
    few: '{n} أسئلة متابعة مجانية',
    many: '{n} سؤال متابعة مجانيًا',
    other: '{n} سؤال متابعة مجاني',
  },
  answers: {
    zero: '{n} إجابة',
    one: 'إجابة واحدة',
    two: 'إجابتان',
    few: '{n} إجابات',
    many: '{n} إجابة',
    other: '{n} إجابة',
  },
  and: (first, second) => `${first} و${second}`,
  replace: 'استبدال',
  remove: 'إزالة',
  removeTitle: 'إزالة البطاقة',
  removeConfirm: (label) =>
    `هل تريد إزالة ${label}؟ لا يمكن تحصيل رسوم الإجابات التي تتجاوز أرصدتك الترحيبية دون بطاقة، لذا ستتوقف إجابات الذكاء الاصطناعي المدفوعة إلى أن تضيف بطاقة.`,
  removed: 'أُزيلت وسيلة الدفع',
  removedText: (label) => `أُزيلت البطاقة ${label}.`,
  onFile: (label) => `البطاقة ${label} مسجّلة الآن في حسابك.`,
  enabledText: 'تُحتسب الآن رسوم إجابات الذكاء الاصطناعي التي تتجاوز أرصدتك الترحيبية على بطاقتك عند استخدامها.',
  cardOnFile: 'البطاقة المسجّلة',
  noCardOnFile: 'لا توجد بطاقة مسجّلة: أضف بطاقة لمواصلة استخدام إجابات الذكاء الاصطناعي بعد نفاد أرصدتك الترحيبية.',
  expires: (month, year) => `تنتهي صلاحيتها ${String(month).padStart(2, '0')}/${year}`,
  enableUsageBilling: 'تفعيل الفوترة حسب الاستخدام',
  invoiceUnpaidLink: 'الانتقال إلى الاستخدام الشهري',
  retryPayment: 'إعادة محاولة الدفع',
  retrying: 'جارٍ إعادة المحاولة...',
  invoicePaid: 'سُدّدت الفاتورة',
  invoicePaidText: (amount) => `خُصم مبلغ ${amount} من بطاقتك. شكرًا لك!`,
  paymentFailed: 'تعذّر الدفع',
  stripeNotLoaded: 'تعذّر تحميل مزوّد الدفع بالبطاقات.',
  paymentNotConfirmed: 'تعذّر تأكيد الدفعة.',
  eventsTitle: 'إجابات الذكاء الاصطناعي لهذا الشهر',
  eventsLoadError: (message) => `تعذّر تحميل إجابات هذا الشهر: ${message}`,
  loadingEvents: 'جارٍ تحميل إجابات هذا الشهر…',
  noEvents: 'لا توجد إجابات ذكاء اصطناعي هذا الشهر حتى الآن.',
  invoicesTitle: 'الفواتير',
  invoicesLoadError: (message) => `تعذّر تحميل فواتيرك: ${message}`,
  loadingInvoices: 'جارٍ تحميل فواتيرك…',
  noInvoices: 'لا توجد فواتير حتى الآن. تصدر فواتير الرسوم شهريًا، أو قبل ذلك عندما تبلغ الرسوم المستحقة الحد المقرر.',
  paidOn: (date) => `سُدّدت في ${date}`,
  columns: {
    date: 'التاريخ',
    period: 'الفترة',
    amount: 'المبلغ',
    status: 'الحالة',
    actions: 'الإجراءات',
    answer: 'الإجابة',
    price: 'السعر',
    conversation: 'المحادثة',
  },
  deletedConversation: 'محادثة محذوفة',
  paused: (amount) => `الإجابات المدفوعة متوقفة مؤقتًا إلى أن تُسدَّد فاتورتك غير المدفوعة البالغة ${amount}.`,
  payFromAccount: 'سدّدها من حسابك',
  setUpCard: 'أعدّ وسيلة دفع',

  usageTitle: 'استخدام هذا الشهر',
  loadingBilling: 'جارٍ تحميل بيانات الفوترة…',
  statChats: 'المحادثات وعمليات البحث',
  statFollowups: 'أسئلة المتابعة',
  statChatCost: 'تكلفة المحادثات',
  statFollowupCost: 'تكلفة أسئلة المتابعة',
  statTotal: 'الإجمالي هذا الشهر',
  rates: (chat, followup) => `${chat} لكل محادثة أو بحث متعدد المستندات، و${followup} لكل سؤال متابعة`,
  cardHint: 'لمواصلة استخدام إجابات الذكاء الاصطناعي بعد نفاد أرصدتك الترحيبية.',
  bannerFailedTitle: 'تعذّر الدفع',
  bannerFailedText: (amount, providerSaid) =>
    `تعذّر سداد فاتورتك البالغة ${amount}.${providerSaid ? ` أفاد مزوّد الدفع بالبطاقات: «${providerSaid}»` : ''} إجابات الذكاء الاصطناعي المدفوعة متوقفة مؤقتًا إلى أن تُسدَّد: أعد محاولة الدفع أدناه، أو استبدل بطاقتك من تبويب الاشتراك.`,
  bannerWelcomeTitle: 'الأرصدة الترحيبية مفعّلة',
  bannerWelcomeText: (chats, followups, rates) => `يتبقى لك ${chats} و${followups}. بعد ذلك: ${rates}.`,
  bannerPaidTitle: 'الاستخدام بنظام الدفع حسب الاستخدام',
  bannerPaidText: (total, threshold) => `${total} حتى الآن هذا الشهر. تصدر فواتير الرسوم شهريًا، أو قبل ذلك عندما تبلغ الرسوم المستحقة ${threshold}.`,
  bannerPending: (amount) => ` لم تصدر بها فاتورة بعد: ${amount}.`,
  bannerUnpaid: (amount) => ` صدرت بها فاتورة بانتظار السداد: ${amount}.`,
  bannerReadyTitle: 'جاهز للاستخدام',
  bannerReadyText: (rates) => `تدفع مقابل ما تستخدمه فقط: ${rates}. البحث بالكلمات المفتاحية مجاني دائمًا.`,

  nextQuestion: (price) => `السؤال التالي: ${price}`,
  nextIncluded: 'السؤال التالي: مشمول في خطتك الاحترافية',
  freeChatCredit: 'مجاني (رصيد المحادثة الترحيبي)',
  freeFollowupCredit: 'مجاني (رصيد سؤال المتابعة الترحيبي)',
  creditsLeft: (credits) => `المتبقي: ${credits}`,
  thisMonth: (amount) => `${amount} هذا الشهر`,

  yourPlan: 'خطتك',
  planLoadError: 'تعذّر تحميل حالة اشتراكك.',
  loadingPlan: 'جارٍ تحميل خطتك…',
  usageBasedTitle: 'الفوترة حسب الاستخدام',
  active: 'مفعّلة',
  payAsYouGo: (chat, followup, threshold) =>
    `${chat} لكل محادثة أو بحث متعدد المستندات و${followup} لكل سؤال متابعة، تصدر فاتورتها شهريًا أو قبل ذلك عندما تبلغ الرسوم المستحقة ${threshold}.`,
  usageBasedText: (payAsYouGo) => `لا التزام ولا رسوم شهرية: تدفع مقابل ما تستخدمه فقط، ${payAsYouGo}`,
  payAsYouGoTitle: 'الدفع حسب الاستخدام',
  freePlan: 'الخطة المجانية',
  freePlanText: (payAsYouGo) => `لا اشتراك ولا رسوم شهرية: ${payAsYouGo}`,
  welcomeGift: (gift) => `يبدأ كل حساب جديد بهدية ترحيبية: ${gift}.`,
  noCardYet: 'لم تُعدّ أي بطاقة لهذا الحساب بعد.',
  setUpToEnable: 'أعدّ وسيلة دفع لتفعيل الفوترة حسب الاستخدام: تستمر بعدها إجابات الذكاء الاصطناعي بعد نفاد أرصدتك الترحيبية، وتُحتسب رسومها عند استخدامها.',
});

export const USAGE_KIND_LABEL: Record<UsageKind, string> = {
  chat: 'Chat',
  search: 'Multi-document search',
  followup: 'Follow-up',
};

export const USAGE_KIND_LABELS = bilingual(USAGE_KIND_LABEL, {
  chat: 'محادثة',
  search: 'بحث متعدد المستندات',
  followup: 'سؤال متابعة',
});

export const CREDIT_LABEL: Record<NonNullable<UsageEventDto['credit']>, string> = {
  welcome_chat: 'Free (welcome chat credit)',
  welcome_followup: 'Free (welcome follow-up credit)',
  professional_plan: 'Included in the Professional Plan',
};

export const CREDIT_LABELS = bilingual(CREDIT_LABEL, {
  welcome_chat: 'مجاني (رصيد المحادثة الترحيبي)',
  welcome_followup: 'مجاني (رصيد سؤال المتابعة الترحيبي)',
  professional_plan: 'مشمول في الخطة الاحترافية',
});

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  failed: 'Payment failed',
  void: 'Void',
};

export const INVOICE_STATUS_LABELS = bilingual(INVOICE_STATUS_LABEL, {
  open: 'مستحقة',
  paid: 'مسدّدة',
  failed: 'تعذّر الدفع',
  void: 'ملغاة',
});

export const INVOICE_REASON_LABEL: Record<InvoiceReason, string> = {
  monthly: 'Monthly invoice',
  threshold: 'Threshold reached',
};

export const INVOICE_REASON_LABELS = bilingual(INVOICE_REASON_LABEL, {
  monthly: 'فاتورة شهرية',
  threshold: 'بلوغ الحد المقرر',
});

/**
 * The Arabic of schema/api/billing.ts BILLING_MESSAGES, the fixed English texts the server sends
 * and the client shows, by key: localize.ts words them from keys and the server's codes. Digits
 * are written Western; the caller turns them into the preferred digits.
 */
export const BILLING_MESSAGES_TEXTS = bilingual(BILLING_MESSAGES, {
  fetchFailed: 'تعذّر جلب بيانات الفوترة',
  estimateFailed: 'تعذّر حساب التقدير',
  trackFailed: 'تعذّر تسجيل الاستخدام',
  pricingFailed: 'تعذّر جلب إعدادات الأسعار',
  enableFailed: 'تعذّر تفعيل الفوترة حسب الاستخدام',
  usageUnavailable: 'تعذّر تحميل بيانات الفوترة',
  enableError: 'خطأ: تعذّر تفعيل الفوترة. يُرجى المحاولة مرة أخرى أو التواصل مع الدعم.',
  enabled: 'فُعّلت الفوترة حسب الاستخدام!',
  setupFailed: 'تعذّر إعداد وسيلة الدفع',
  confirmFailed: 'تعذّر تأكيد إعداد وسيلة الدفع',
  methodAdded: 'أُضيفت وسيلة الدفع',
  unexpected: 'حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.',
  paymentRequired: 'يلزم الدفع لمواصلة المحادثة. يُرجى إعداد وسيلة دفع للفوترة البسيطة لكل محادثة.',
  wordAllowanceUsed:
    'لقد استخدمت كلمات الذكاء الاصطناعي البالغة 25 ألف كلمة في خطتك الاحترافية لهذا الشهر. فعّل الفوترة حسب الاستخدام للمتابعة بسعر 5 دراهم لكل محادثة أو بحث ودرهمين لكل سؤال متابعة، أو انتظر تجدد رصيدك في اليوم الأول من الشهر.',
  cardPaysPlan: 'هذه البطاقة تسدّد اشتراك خطتك الاحترافية. استبدلها بدلًا من ذلك، أو أزلها بعد انتهاء الخطة.',
  invoiceUnpaid: 'تعذّر سداد فاتورتك الأخيرة. يُرجى تحديث بطاقتك أو إعادة محاولة الدفع من صفحة حسابك للمتابعة.',
  paymentMethodRequired: 'أضف وسيلة دفع قبل تفعيل الفوترة حسب الاستخدام.',
  setupIntentNotFound: 'لم يُعثر على عملية إعداد البطاقة هذه. يُرجى البدء من جديد.',
  setupNotSucceeded: 'لم يكتمل إعداد البطاقة. يُرجى تأكيد بيانات بطاقتك والمحاولة مرة أخرى.',
  noPaymentMethod: 'لا توجد وسيلة دفع مسجّلة.',
  removeBlocked: (pending) =>
    `لا يمكن إزالة بطاقتك ما دامت هناك رسوم بقيمة ${pending} غير مسدّدة أو لم تصدر بها فاتورة بعد. استبدلها بدلًا من ذلك، أو أزلها بعد سدادها.`,
  invoiceNotFound: 'لم يُعثر على الفاتورة',
  invoiceAlreadyPaid: 'هذه الفاتورة مسدّدة بالفعل.',
  invoiceBusy: 'هناك عملية دفع جارية لهذه الفاتورة. يُرجى الانتظار قليلًا ثم تحديث الصفحة.',
  providerUnavailable: 'تعذّر الوصول إلى مزوّد الدفع بالبطاقات. يُرجى المحاولة مرة أخرى بعد قليل.',
  testProviderOnly: 'مزوّد بطاقات الاختبار غير مفعّل على هذا الخادم.',
  webhookSignature: 'توقيع الإشعار (webhook) غير صالح',
  tooManyCardSetups: 'محاولات كثيرة لإعداد بطاقة خلال الساعة الماضية. يُرجى الانتظار ثم المحاولة مرة أخرى.',
  tooManyCardAttempts: 'محاولات كثيرة باستخدام بطاقة خلال الساعة الماضية. يُرجى الانتظار ثم المحاولة مرة أخرى.',
  tooManyPaymentAttempts: 'محاولات دفع كثيرة خلال الساعة الماضية. يُرجى الانتظار ثم المحاولة مرة أخرى.',
});
