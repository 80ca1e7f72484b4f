/** The language menu's texts (issue 17 item 5). */
import { bilingual } from './bilingual.ts';

export const LANGUAGE_MENU_TEXT = {
  button: 'Language',
  languageLegend: 'Interface language',
  digitsLegend: 'Digits',
  western: 'Western digits (123)',
  arabicIndic: 'Arabic-Indic digits (١٢٣)',
} as const;

export const LANGUAGE_MENU_TEXTS = bilingual(LANGUAGE_MENU_TEXT, {
  button: 'اللغة',
  languageLegend: 'لغة الواجهة',
  digitsLegend: 'الأرقام',
  western: 'أرقام غربية (123)',
  arabicIndic: 'أرقام هندية (١٢٣)',
});
