/**
 * Texts of share links and exports (spec §2 "Shared conversation", §4 "Copy feedback", §8 account
 * toasts). The server's own texts (not found, banner, title) are in schema/api/shares.ts; their
 * Arabic is here.
 */
import { SHARE_BANNER, SHARE_MESSAGES, sharePageTitle } from '../../../../schema/api/shares.ts';
import { bilingual } from '../../i18n/bilingual.ts';
import { AI_DISCLAIMER } from '../../shared/site.ts';

import type { PluralForms as CountForms } from '../../i18n/format.ts';

export const SHARE_TEXT = {
  loading: 'Loading shared conversation...',
  notFoundTitle: 'Conversation Not Found',
  goHome: 'Go to Homepage',
  readOnlyNote: 'A read-only copy of a conversation, shared by its owner.',
  views: { one: '{n} view', other: '{n} views' } as CountForms,
  sharedOn: (date: string) => `Shared ${date}`,
  question: 'Question',
  answer: 'Answer',
  conversation: 'Conversation',
  /** Spec §2: the shared page's banner, linking home. */
  banner: SHARE_BANNER,
  /** Spec §2: the shared page's document title. */
  pageTitle: sharePageTitle,
  disclaimer: AI_DISCLAIMER,

  share: 'Share',
  copyLink: 'Copy Link',
  creating: 'Creating...',
  copied: 'Copied!',
  linkCopied: 'Link Copied!',
  copiedToast: 'Share link copied to clipboard',
  copyFailed: 'Copy Failed',
  copyManually: (url: string) => `Please copy manually: ${url}`,
  shareFailed: 'Share Failed',
  shareFailedFallback: 'The share link could not be created. Please try again.',

  revoke: 'Revoke',
  revokeLink: 'Revoke link',
  revokeTitle: 'Revoke share link?',
  revokeMessage: 'Anyone opening the link will see Conversation Not Found. This cannot be undone.',
  revoked: 'Share Link Revoked',
  revokedDescription: (title: string) => `“${title}” is no longer shared.`,
  revokeFailed: 'Revoke Failed',
  revokeFailedFallback: 'The share link could not be revoked. Please try again.',

  exportMarkdown: 'Export Markdown',
  exportWord: 'Export Word',
  export: 'Export',
  exportFailed: 'Export Failed',
  exportFailedFallback: 'The conversation could not be exported. Please try again.',
  print: 'Print / PDF',

  /** The texts of share links' refusals, worded by the server's codes (api.ts shareErrorText). */
  server: SHARE_MESSAGES,
} as const;

export const SHARE_TEXTS = bilingual(SHARE_TEXT, {
  loading: 'جارٍ تحميل المحادثة المشتركة...',
  notFoundTitle: 'لم يُعثر على المحادثة',
  goHome: 'الانتقال إلى الصفحة الرئيسية',
  readOnlyNote: 'نسخة للقراءة فقط من محادثة شاركها صاحبها.',
  views: {
    zero: 'لا توجد مشاهدات',
    one: 'مشاهدة واحدة',
    two: 'مشاهدتان',
    few: '{n} مشاهدات',
    many: '{n} مشاهدة',
    other: '{n} مشاهدة',
  },
  sharedOn: (date: string) => `تمت المشاركة في ${date}`,
  question: 'السؤال',
  answer: 'الإجابة',
  conversation: 'المحادثة',
  banner: 'جرّب مجاناً: محادثة واحدة + سؤالا متابعة (بقيمة 9 دراهم) • البحث بالكلمات المفتاحية مجاني دائماً',
  pageTitle: (title: string) => `التحليل الضريبي في الإمارات: ${title}`,
  disclaimer: 'لأغراض البحث الضريبي فقط. استشر دائماً مستشاراً ضريبياً مؤهلاً',

  share: 'مشاركة',
  copyLink: 'نسخ الرابط',
  creating: 'جارٍ الإنشاء...',
  copied: 'تم النسخ!',
  linkCopied: 'تم نسخ الرابط!',
  copiedToast: 'تم نسخ رابط المشاركة إلى الحافظة',
  copyFailed: 'تعذّر النسخ',
  copyManually: (url: string) => `يُرجى نسخ الرابط يدوياً: ${url}`,
  shareFailed: 'تعذّرت المشاركة',
  shareFailedFallback: 'تعذّر إنشاء رابط المشاركة. يُرجى المحاولة مرة أخرى.',

  revoke: 'إبطال',
  revokeLink: 'إبطال الرابط',
  revokeTitle: 'إبطال رابط المشاركة؟',
  revokeMessage: 'سيرى كل من يفتح الرابط رسالة «لم يُعثر على المحادثة». لا يمكن التراجع عن هذا الإجراء.',
  revoked: 'تم إبطال رابط المشاركة',
  revokedDescription: (title: string) => `لم تعد المحادثة «${title}» مشتركة.`,
  revokeFailed: 'تعذّر الإبطال',
  revokeFailedFallback: 'تعذّر إبطال رابط المشاركة. يُرجى المحاولة مرة أخرى.',

  exportMarkdown: 'تصدير بصيغة Markdown',
  exportWord: 'تصدير بصيغة Word',
  export: 'تصدير',
  exportFailed: 'تعذّر التصدير',
  exportFailedFallback: 'تعذّر تصدير المحادثة. يُرجى المحاولة مرة أخرى.',
  print: 'طباعة / PDF',

  server: {
    notFound: 'ربما انتهت صلاحية هذه المحادثة المشتركة أو أُزيلت.',
    loadFailed: 'تعذّر تحميل المحادثة المشتركة',
    chatNotFound: 'لم يُعثر على المحادثة',
    nothingToShare: 'لا تتضمن هذه المحادثة بعدُ إجابة يمكن مشاركتها.',
    tooLarge: 'هذه المحادثة أطول من أن تُشارك برابط واحد. ابدأ محادثة جديدة للجزء الذي تريد مشاركته.',
    tooMany: 'تم إنشاء عدد كبير جداً من روابط المشاركة. يُرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  },
});

/** The texts of an exported Markdown file, in the interface language at export time. */
export const EXPORT_TEXT = {
  date: (date: string) => `Date: ${date}`,
  question: 'Question',
  answer: 'Answer',
  sources: 'Sources',
  disclaimer: AI_DISCLAIMER,
  /** The Word memo's appendix (export-docx.ts). */
  appendix: 'Appendix: the cited articles in full',
  officialArabic: 'Official Arabic text',
  articleUnavailable: 'The text of this article could not be included; open it from the link above.',
} as const;

export const EXPORT_TEXTS = bilingual(EXPORT_TEXT, {
  date: (date: string) => `التاريخ: ${date}`,
  question: 'السؤال',
  answer: 'الإجابة',
  sources: 'المصادر',
  disclaimer: 'لأغراض البحث الضريبي فقط. استشر دائماً مستشاراً ضريبياً مؤهلاً',
  appendix: 'ملحق: نصوص المواد المشار إليها كاملةً',
  officialArabic: 'النص العربي الرسمي',
  articleUnavailable: 'تعذّر تضمين نص هذه المادة؛ افتحها من الرابط أعلاه.',
});
