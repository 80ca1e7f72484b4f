/** Texts of the shared interface pieces (dialogs, toasts, answers' sources, links). */
import { bilingual } from '../i18n/bilingual.ts';

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
});
