/** Spec §4 status styling: containing 'active' → green, containing 'repealed' → red, else grey (case-insensitive). */
import { statusAr } from '../../../../schema/arabic-labels.ts';
import type { UiLanguage } from '../../../../schema/ui-language.ts';

export type StatusTone = 'active' | 'repealed' | 'other';

export function statusTone(status: string | null | undefined): StatusTone {
  const s = (status ?? '').toLowerCase();
  if (s.includes('active')) return 'active';
  if (s.includes('repealed')) return 'repealed';
  return 'other';
}

export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * The status as the interface shows it: in Arabic its official Arabic form (schema/arabic-labels.ts),
 * 'غير معروف' without one; a status worded otherwise keeps its English (`english`: mark it lang="en").
 */
export function localizedStatus(status: string | null | undefined, language: UiLanguage): { text: string; english: boolean } {
  if (language === 'ar') {
    const ar = statusAr(status?.trim() ? status : 'unknown');
    if (ar) return { text: ar, english: false };
  }
  return { text: statusLabel(status), english: language === 'ar' };
}
