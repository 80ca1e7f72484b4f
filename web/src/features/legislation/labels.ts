/** Legislation types in the interface language, from their official Arabic forms (schema/arabic-labels.ts). */
import { legislationTypeAr } from '../../../../schema/arabic-labels.ts';
import type { UiLanguage } from '../../../../schema/ui-language.ts';

/** The type as the interface shows it; `english` when Arabic has no form for it (mark it lang="en"). */
export function localizedType(type: string | null, language: UiLanguage): { text: string | null; english: boolean } {
  if (language !== 'ar' || !type) return { text: type, english: false };
  const ar = legislationTypeAr(type);
  return ar ? { text: ar, english: false } : { text: type, english: true };
}
