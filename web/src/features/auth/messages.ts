/**
 * Spec §8 "Auth": which text a failed sign-in or sign-up shows, from the server's answer, and the
 * texts of the sign-in / sign-up panel and the account-access pages in English and Arabic
 * (issue 17 item 5).
 */
import { AUTH_MESSAGES as M, NAME_NOT_PLAIN } from '../../../../schema/api/auth-messages.ts';
import type { UiLanguage } from '../../../../schema/ui-language.ts';
import { bilingual } from '../../i18n/bilingual.ts';
import type { Formatters } from '../../i18n/format.ts';
import { ApiError, errorCode, serverMessage } from '../../lib/api-client.ts';

export interface FormError {
  title: string;
  message: string;
}

function rawMessage(err: unknown): string {
  return err instanceof ApiError ? serverMessage(err, '') : '';
}

/** An unverified e-mail is recognised by its message or code, as the spec words it. */
export function isUnverifiedEmailError(err: unknown): boolean {
  const text = `${rawMessage(err)} ${errorCode(err) ?? ''}`.toLowerCase();
  return text.includes('verify your email') || text.includes('emailnotverified');
}

export function loginError(err: unknown): FormError {
  if (isUnverifiedEmailError(err)) return { title: M.loginFailedTitle, message: M.emailNotVerified };
  return { title: M.loginFailedTitle, message: rawMessage(err) || M.invalidCredentials };
}

export function isAlreadyRegisteredError(err: unknown): boolean {
  const text = rawMessage(err);
  return ['already exists', 'User already exists', 'Email already registered'].some((s) => text.includes(s));
}

export function signupError(err: unknown): FormError {
  if (isAlreadyRegisteredError(err)) return { title: M.signupFailedTitle, message: M.alreadyRegistered };
  return { title: M.signupFailedTitle, message: rawMessage(err) || M.signupFailed };
}

/**
 * The account messages of schema/api/auth-messages.ts (the worker's `{error}` texts and the
 * client's own checks) in Arabic, key for key.
 */
export const AUTH_MESSAGE_TEXTS = bilingual(M, {
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
});

/**
 * The length limits of schema/api/auth.ts, written there inline (not in AUTH_MESSAGES): the worker
 * answers them as its `{error}` when a field is too long.
 */
export const AUTH_LIMIT_TEXT = {
  passwordTooLong: 'Password must be at most 200 characters',
  nameTooLong: 'Name must be at most 120 characters',
  nameNotPlain: NAME_NOT_PLAIN,
} as const;

export const AUTH_LIMIT_TEXTS = bilingual(AUTH_LIMIT_TEXT, {
  passwordTooLong: 'يجب ألا تزيد كلمة المرور على 200 حرف',
  nameTooLong: 'يجب ألا يزيد الاسم على 120 حرفًا',
  nameNotPlain: 'يجب أن يكون الاسم نصًا عاديًا، دون عناوين مواقع أو بريد إلكتروني أو وسوم',
});

/** English message → Arabic, for every known account message (the server sends them in English). */
const ARABIC_BY_ENGLISH: ReadonlyMap<string, string> = new Map(
  [AUTH_MESSAGE_TEXTS, AUTH_LIMIT_TEXTS].flatMap((pair) => Object.entries(pair.en).map(([key, en]) => [en as string, (pair.ar as Record<string, string>)[key]!] as const)),
);

/**
 * A message of the account flows in the interface language: a known English message (a constant of
 * schema/api/auth-messages.ts, which the worker sends as its `{error}`, or several of them joined by
 * '; ' as the worker's validation answers them) becomes its Arabic, with the preferred digits;
 * anything else shows as the server sent it.
 */
export function localizeAuthMessage(message: string, language: UiLanguage, format: Pick<Formatters, 'digits'>): string {
  if (language !== 'ar' || !message) return message;
  const exact = ARABIC_BY_ENGLISH.get(message);
  if (exact !== undefined) return format.digits(exact);
  const parts = message.split('; ');
  if (parts.length > 1 && parts.every((p) => ARABIC_BY_ENGLISH.has(p))) return format.digits(parts.map((p) => ARABIC_BY_ENGLISH.get(p)!).join('؛ '));
  return message;
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
