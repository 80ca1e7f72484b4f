/** Texts of the shared interface pieces (dialogs, toasts, answers' sources, links). */
import { bilingual } from '../i18n/bilingual.ts';
import { citationSource } from '../shared/citations.ts';

export const COMMON_TEXT = {
  loading: 'Loading…',
  close: 'Close',
  cancel: 'Cancel',
  notifications: 'Notifications (F8)',
  dismissNotification: 'Dismiss notification',
  sources: 'Sources',
  repealed: 'Repealed',
  opensInNewTab: (label: string, destination: string) => `${label}, opens ${destination} in a new tab`,
  citation: (n: number, title: string, articleLabel: string, repealed: boolean) => `Citation ${n}: ${title}, ${articleLabel}${repealed ? ' (repealed)' : ''}`,
  /** A source under an answer: 'Title, Article (21): Heading' (Arabic: 'المادة (21) من Title: Heading'). */
  source: (title: string, articleLabel: string, heading: string | null) => citationSource({ title, article_label: articleLabel, heading }),
  /** The printed copy's line under each answer (issue 27): what wrote it. */
  sourceExtractive: 'Answer source: quoted from the cited articles by the extractive analyst; no language model wrote it.',
  sourceModel: (model: string) => `Answer source: written by the language model ${model} from the articles retrieved; its citations were checked against them.`,
} as const;

export const COMMON_TEXTS = bilingual(COMMON_TEXT, {
  loading: 'جارٍ التحميل…',
  close: 'إغلاق',
  cancel: 'إلغاء',
  notifications: 'الإشعارات (F8)',
  dismissNotification: 'إغلاق الإشعار',
  sources: 'المصادر',
  repealed: 'ملغى',
  opensInNewTab: (label: string, destination: string) => `${label}، يفتح ${destination} في علامة تبويب جديدة`,
  citation: (n: number, title: string, articleLabel: string, repealed: boolean) => `المرجع ${n}: ${title}، ${articleLabel}${repealed ? ' (ملغى)' : ''}`,
  source: (title: string, articleLabel: string, heading: string | null) => `${articleLabel} من ${title}${heading ? `: ${heading}` : ''}`,
  sourceExtractive: 'مصدر الإجابة: مقتبسة من المواد المشار إليها بواسطة المحلل الاستخراجي، ولم يكتبها أي نموذج لغوي.',
  sourceModel: (model: string) => `مصدر الإجابة: كتبها النموذج اللغوي ${model} من المواد المسترجعة، وتم التحقق من استشهاداتها مقابل تلك المواد.`,
});
