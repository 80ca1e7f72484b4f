/**
 * Spec §8 "Auth": which text a failed sign-in or sign-up shows, worded from the server's code (decision 032),
 * and the texts of the sign-in / sign-up panel and the account-access pages in English and Arabic
 * (issue 17 item 5).
 */
import { AUTH_LIMIT_MESSAGES, AUTH_MESSAGES as M } from '../../../../schema/api/auth-messages.ts';
import type { ErrorCode, ValidationIssue } from '../../../../schema/api/error-codes.ts';
import { bilingual, type Translation } from '../../i18n/bilingual.ts';
import type { Formatters } from '../../i18n/format.ts';
import { errorCode, problemOf, serverMessage } from '../../lib/api-client.ts';

/**
 * The account messages: those of schema/api/auth-messages.ts (the worker's `{error}` texts and the client's own
 * checks) and the validators' length and plain-text limits, in English and Arabic, key for key.
 */
export const AUTH_MESSAGE_TEXT = {
  ...M,
  ...AUTH_LIMIT_MESSAGES,
  /** Between the messages of several refused fields, as the worker joins them in its `{error}`. */
  issueSeparator: '; ',
} as const;

export const AUTH_MESSAGE_TEXTS = bilingual(AUTH_MESSAGE_TEXT, {
  fillAllFields: 'يُرجى تعبئة جميع الحقول',
  passwordTooShort: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  passwordTooShortReset: 'يجب ألا يقل طول كلمة المرور عن 6 أحرف',
  passwordsDoNotMatch: 'كلمتا المرور غير متطابقتين',
  invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
  enterEmail: 'يُرجى إدخال عنوان بريدك الإلكتروني',
  emailNotVerified: 'يُرجى تأكيد عنوان بريدك الإلكتروني قبل تسجيل الدخول. تحقّق من صندوق الوارد بحثًا عن رسالة التأكيد.',
  alreadyRegistered: 'هذا البريد الإلكتروني مسجّل بالفعل. يُرجى تسجيل الدخول بدلًا من ذلك.',
  userExists: 'المستخدم موجود بالفعل',
  signupFailedTitle: 'تعذّر إنشاء الحساب',
  signupFailed: 'تعذّر إنشاء الحساب. يُرجى المحاولة مرة أخرى.',
  loginFailedTitle: 'تعذّر تسجيل الدخول',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  checkFields: 'يُرجى التحقق من جميع الحقول والمحاولة مرة أخرى.',
  signupSuccess: 'تم إنشاء الحساب بنجاح! يُرجى التحقق من بريدك الإلكتروني لتأكيد حسابك قبل تسجيل الدخول.',
  verificationFailedTitle: 'تعذّر تأكيد البريد الإلكتروني',
  verificationExpired: 'انتهت صلاحية رابط التأكيد. يُرجى طلب رابط جديد.',
  verificationInvalid: 'رابط التأكيد غير صالح. يُرجى طلب رابط جديد.',
  verificationRetry: 'تعذّر تأكيد البريد الإلكتروني. يُرجى المحاولة مرة أخرى.',
  verified: 'تم تأكيد عنوان بريدك الإلكتروني. يمكنك الآن تسجيل الدخول.',
  resendFailed: 'تعذّرت إعادة إرسال رسالة التأكيد',
  sendFailed: 'تعذّر إرسال رسالة التأكيد',
  resendSuccess: 'تم إرسال رسالة التأكيد! يُرجى التحقق من صندوق الوارد.',
  resendSuccessShort: 'تم إرسال رسالة التأكيد',
  forgotFailed: 'تعذّر طلب إعادة تعيين كلمة المرور',
  forgotFailedShort: 'تعذّر إرسال تعليمات إعادة التعيين',
  forgotSuccess: 'تم إرسال تعليمات إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.',
  resetFailed: 'تعذّرت إعادة تعيين كلمة المرور',
  resetSuccess: 'تمت إعادة تعيين كلمة المرور بنجاح! جارٍ التحويل إلى صفحة تسجيل الدخول...',
  resetTokenMissing: 'رمز إعادة التعيين غير صالح أو مفقود. يُرجى طلب إعادة تعيين جديدة لكلمة المرور.',
  resetTokenExpired: 'انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا. يُرجى طلب إعادة تعيين جديدة لكلمة المرور.',
  notLoggedIn: 'لم تسجّل الدخول',
  sessionExpired: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى للمتابعة.',
  accountDeleted: 'لم يعد هذا الحساب موجودًا. لم يُحفظ أي شيء.',
  sessionRevoked: 'سُجّل خروجك أثناء تنفيذ هذا الطلب، لذلك لم يُحفظ أي شيء. يُرجى تسجيل الدخول مرة أخرى.',
  adminRequired: 'تلزم صلاحية المسؤول',
  crossOrigin: 'رُفض الطلب لأنه صادر من موقع آخر',
  tooManyLogins: 'محاولات تسجيل دخول فاشلة كثيرة. يُرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى.',
  tooManyRequests: 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  passwordTooLong: 'يجب ألا تزيد كلمة المرور على 200 حرف',
  nameTooLong: 'يجب ألا يزيد الاسم على 120 حرفًا',
  nameNotPlain: 'يجب أن يكون الاسم نصًا عاديًا، دون عناوين مواقع أو بريد إلكتروني أو وسوم',
  issueSeparator: '؛ ',
});

/** One of the account messages (the separator aside). */
export type AuthTextKey = Exclude<keyof typeof AUTH_MESSAGE_TEXT, 'issueSeparator'>;

/**
 * A message of the account flows, worded when shown, so it follows the interface language: one of the account
 * messages, the messages of a validation's refused fields, or, for a code these screens do not know, the
 * server's text as sent.
 */
export type AuthSaid = { key: AuthTextKey } | { keys: AuthTextKey[] } | { text: string };

export interface FormError {
  title: AuthTextKey;
  message: AuthSaid;
}

/** Which link a TOKEN_INVALID / TOKEN_EXPIRED is about. */
export type AuthLink = 'verify' | 'reset';

/** The codes whose message is the same on every account screen. */
const KEY_OF_CODE: Partial<Record<ErrorCode, AuthTextKey>> = {
  INVALID_CREDENTIALS: 'invalidCredentials',
  emailNotVerified: 'emailNotVerified',
  USER_EXISTS: 'userExists',
  NOT_LOGGED_IN: 'notLoggedIn',
  ADMIN_REQUIRED: 'adminRequired',
  CROSS_ORIGIN: 'crossOrigin',
  SESSION_REVOKED: 'sessionRevoked',
  ACCOUNT_DELETED: 'accountDeleted',
};

function isAuthTextKey(key: string | undefined): key is AuthTextKey {
  return key !== undefined && key !== 'issueSeparator' && Object.hasOwn(AUTH_MESSAGE_TEXT, key);
}

/**
 * What a refused account call says (spec §8: the server's message, else `fallback`), from its code and
 * details; never from its English.
 */
export function authSaidOf(err: unknown, fallback: AuthTextKey, link: AuthLink = 'verify'): AuthSaid {
  const problem = problemOf(err);
  if (!problem) {
    const text = serverMessage(err, '');
    return text ? { text } : { key: fallback };
  }
  if (problem.status >= 500) return { key: fallback };
  const known = KEY_OF_CODE[problem.code];
  if (known) return { key: known };
  switch (problem.code) {
    case 'VALIDATION_FAILED': {
      const issues = (Array.isArray(problem.details.issues) ? problem.details.issues : []) as ValidationIssue[];
      const texts: Array<string | undefined> = [...new Set(issues.map((i) => i.text))];
      const keys = texts.filter(isAuthTextKey);
      return keys.length > 0 && keys.length === texts.length ? { keys } : { text: problem.error };
    }
    case 'TOKEN_INVALID':
      return { key: link === 'reset' ? 'resetTokenMissing' : 'verificationInvalid' };
    case 'TOKEN_EXPIRED':
      return { key: link === 'reset' ? 'resetTokenExpired' : 'verificationExpired' };
    case 'RATE_LIMITED':
      return { key: problem.details.limit === 'logins' ? 'tooManyLogins' : 'tooManyRequests' };
    default:
      return problem.error ? { text: problem.error } : { key: fallback };
  }
}

/** `said` in the language of `t`, with the preferred digits (a server's text shows as sent). */
export function authText(said: AuthSaid | AuthTextKey, t: Translation<typeof AUTH_MESSAGE_TEXT>, format: Pick<Formatters, 'digits'>): string {
  if (typeof said === 'string') return format.digits(t[said]);
  if ('text' in said) return said.text;
  if ('key' in said) return format.digits(t[said.key]);
  return format.digits(said.keys.map((k) => t[k]).join(t.issueSeparator));
}

/** An unverified e-mail at sign-in: the spec's 'emailNotVerified' code. */
export function isUnverifiedEmailError(err: unknown): boolean {
  return errorCode(err) === 'emailNotVerified';
}

export function loginError(err: unknown): FormError {
  if (isUnverifiedEmailError(err)) return { title: 'loginFailedTitle', message: { key: 'emailNotVerified' } };
  return { title: 'loginFailedTitle', message: authSaidOf(err, 'invalidCredentials') };
}

/** A sign-up with an address that has an account (spec §8: 'This email is already registered…'). */
export function isAlreadyRegisteredError(err: unknown): boolean {
  return errorCode(err) === 'USER_EXISTS';
}

export function signupError(err: unknown): FormError {
  if (isAlreadyRegisteredError(err)) return { title: 'signupFailedTitle', message: { key: 'alreadyRegistered' } };
  return { title: 'signupFailedTitle', message: authSaidOf(err, 'signupFailed') };
}

/** The sign-in / sign-up panel, its dialog and the welcome modal. */
export const AUTH_TEXT = {
  dialogTitle: 'Sign in to UAE Corporate Tax',
  dialogDescription: 'Keyword search is free. An account unlocks the AI analysis.',
  checkingSession: 'Checking your session…',
  modeGroup: 'Sign in or create an account',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  signedIn: 'Successfully Signed In',
  welcomeUser: (name: string) => `Welcome, ${name}!`,
  aiAvailable: 'AI features are now available',
  disconnect: 'Disconnect',
  email: 'Email',
  password: 'Password',
  fullName: 'Full Name',
  sending: 'Sending...',
  signingIn: 'Signing In...',
  creatingAccount: 'Creating Account...',
  resendVerification: 'Resend Verification Email',
  forgotPassword: 'Forgot your password?',
  backToLogin: 'Back to login',
  passwordHint: (min: string) => `At least ${min} characters.`,
  /** 'Welcome gift: 1 free chat and 2 free follow-ups (worth AED 9) for every new account.' (lib/welcome-gift.ts in English). */
  payAsYouGo: (chat: string, followup: string, threshold: string) =>
    `After that you pay as you go: ${chat} per chat or multi-document search and ${followup} per follow-up, billed monthly or earlier when pending charges reach ${threshold}. Keyword search is always free.`,
  welcomeTitle: (name: string) => `Welcome${name ? `, ${name}` : ''}!`,
  welcomeDescription: 'Here is how the platform works.',
  freeSearchTitle: 'Free keyword search',
  freeSearchBody: 'Exact keyword search over every Corporate Tax document is free and unlimited.',
  pricingTitle: 'Pay-as-you-go pricing',
  pricingBody: (chat: string, followup: string, threshold: string) =>
    `${chat} per AI chat or multi-document search, ${followup} per follow-up question. No monthly caps or subscriptions; billed monthly or when pending charges reach ${threshold}.`,
  seePricing: 'See pricing',
  creditsTitle: 'Welcome credits',
  getStarted: 'Get Started',
} as const;

export const AUTH_TEXTS = bilingual(AUTH_TEXT, {
  dialogTitle: 'سجّل الدخول إلى ضريبة الشركات في الإمارات',
  dialogDescription: 'البحث بالكلمات المفتاحية مجاني، ويتيح لك الحساب التحليل بالذكاء الاصطناعي.',
  checkingSession: 'جارٍ التحقق من جلستك…',
  modeGroup: 'تسجيل الدخول أو إنشاء حساب',
  signIn: 'تسجيل الدخول',
  createAccount: 'إنشاء حساب',
  signedIn: 'تم تسجيل الدخول بنجاح',
  welcomeUser: (name) => `مرحبًا بك، ${name}!`,
  aiAvailable: 'ميزات الذكاء الاصطناعي متاحة لك الآن',
  disconnect: 'تسجيل الخروج',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  fullName: 'الاسم الكامل',
  sending: 'جارٍ الإرسال...',
  signingIn: 'جارٍ تسجيل الدخول...',
  creatingAccount: 'جارٍ إنشاء الحساب...',
  resendVerification: 'إعادة إرسال رسالة التأكيد',
  forgotPassword: 'نسيت كلمة المرور؟',
  backToLogin: 'العودة إلى تسجيل الدخول',
  passwordHint: (min) => `${min} أحرف على الأقل.`,
  payAsYouGo: (chat, followup, threshold) =>
    `بعد ذلك تدفع حسب الاستخدام: ${chat} لكل محادثة أو بحث في عدة وثائق، و${followup} لكل سؤال متابعة، وتصدر الفاتورة شهريًا أو قبل ذلك عندما تبلغ الرسوم المستحقة ${threshold}. البحث بالكلمات المفتاحية مجاني دائمًا.`,
  welcomeTitle: (name) => (name ? `مرحبًا بك، ${name}!` : 'مرحبًا بك!'),
  welcomeDescription: 'إليك طريقة عمل المنصة.',
  freeSearchTitle: 'بحث مجاني بالكلمات المفتاحية',
  freeSearchBody: 'البحث الدقيق بالكلمات المفتاحية في جميع وثائق ضريبة الشركات مجاني وغير محدود.',
  pricingTitle: 'الدفع حسب الاستخدام',
  pricingBody: (chat, followup, threshold) =>
    `${chat} لكل محادثة بالذكاء الاصطناعي أو بحث في عدة وثائق، و${followup} لكل سؤال متابعة. لا حدود شهرية ولا اشتراكات؛ تصدر الفاتورة شهريًا أو عندما تبلغ الرسوم المستحقة ${threshold}.`,
  seePricing: 'الاطلاع على الأسعار',
  creditsTitle: 'رصيد الترحيب',
  getStarted: 'ابدأ الآن',
});

/** The pages /login, /forgot-password, /reset-password, /resend-verification and /verify-email. */
export const AUTH_PAGES_TEXT = {
  login: {
    documentTitle: 'Sign In',
    chatHeading: (title: string) => `AI chat about ${title}`,
    chatIntro: 'Sign in to start an AI analysis of this document.',
    title: 'Welcome',
    description: 'Sign in, or create an account to unlock the AI analysis. Keyword search stays free.',
  },
  forgot: {
    documentTitle: 'Forgot Password',
    title: 'Reset your password',
    description: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    submit: 'Send Reset Instructions',
  },
  reset: {
    documentTitle: 'Choose a New Password',
    title: 'Choose a new password',
    description: (min: string) => `At least ${min} characters. Every device signed in to this account will be signed out.`,
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    resetting: 'Resetting...',
    submit: 'Reset Password',
    requestNew: 'Request a new password reset',
  },
  resend: {
    documentTitle: 'Resend Verification Email',
    title: 'Resend verification email',
    description: 'Enter the e-mail address you signed up with; we will send a new link, valid for 24 hours.',
  },
  verify: {
    documentTitle: 'Verify Email',
    title: 'Verify your email',
    verifying: 'Verifying your email...',
    verifiedTitle: 'Email verified',
    pending: 'We sent a verification link to your e-mail address. Open it to activate your account; the link is valid for 24 hours.',
    sendNew: 'Send New Verification Email',
  },
  redirectingToLogin: 'Redirecting to login...',
} as const;

export const AUTH_PAGES_TEXTS = bilingual(AUTH_PAGES_TEXT, {
  login: {
    documentTitle: 'تسجيل الدخول',
    chatHeading: (title) => `محادثة بالذكاء الاصطناعي حول ${title}`,
    chatIntro: 'سجّل الدخول لبدء تحليل هذه الوثيقة بالذكاء الاصطناعي.',
    title: 'مرحبًا بك',
    description: 'سجّل الدخول أو أنشئ حسابًا للوصول إلى التحليل بالذكاء الاصطناعي. يبقى البحث بالكلمات المفتاحية مجانيًا.',
  },
  forgot: {
    documentTitle: 'نسيت كلمة المرور',
    title: 'إعادة تعيين كلمة المرور',
    description: 'أدخل عنوان البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    submit: 'إرسال تعليمات إعادة التعيين',
  },
  reset: {
    documentTitle: 'اختيار كلمة مرور جديدة',
    title: 'اختر كلمة مرور جديدة',
    description: (min) => `${min} أحرف على الأقل. سيُسجَّل خروج جميع الأجهزة التي سجّلت الدخول إلى هذا الحساب.`,
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    resetting: 'جارٍ إعادة التعيين...',
    submit: 'إعادة تعيين كلمة المرور',
    requestNew: 'طلب إعادة تعيين جديدة لكلمة المرور',
  },
  resend: {
    documentTitle: 'إعادة إرسال رسالة التأكيد',
    title: 'إعادة إرسال رسالة التأكيد',
    description: 'أدخل عنوان البريد الإلكتروني الذي سجّلت به، وسنرسل إليك رابطًا جديدًا صالحًا لمدة 24 ساعة.',
  },
  verify: {
    documentTitle: 'تأكيد البريد الإلكتروني',
    title: 'تأكيد بريدك الإلكتروني',
    verifying: 'جارٍ تأكيد بريدك الإلكتروني...',
    verifiedTitle: 'تم تأكيد البريد الإلكتروني',
    pending: 'أرسلنا رابط تأكيد إلى عنوان بريدك الإلكتروني. افتحه لتفعيل حسابك؛ الرابط صالح لمدة 24 ساعة.',
    sendNew: 'إرسال رسالة تأكيد جديدة',
  },
  redirectingToLogin: 'جارٍ التحويل إلى صفحة تسجيل الدخول...',
});
