/**
 * Texts in two languages, side by side in one place per feature (issue 17 item 5). The English
 * object keeps the spec's wording verbatim; its Arabic counterpart must have every key with the same
 * shape (a function takes the same arguments), so a missing Arabic text fails the type check, and
 * web/src/i18n/text-completeness.test.ts fails on an English text object left without a pair.
 */
import type { UiLanguage } from '../../../schema/ui-language.ts';

/** The shape an Arabic counterpart must have: the English keys, with strings widened from literals. */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => R extends string ? string : Translation<R>
      : { readonly [K in keyof T]: Translation<T[K]> };

export interface Bilingual<T> {
  readonly en: T;
  readonly ar: Translation<T>;
}

export function bilingual<T>(en: T, ar: Translation<T>): Bilingual<T> {
  return Object.freeze({ en, ar });
}

export function isBilingual(value: unknown): value is Bilingual<unknown> {
  return typeof value === 'object' && value !== null && Object.isFrozen(value) && 'en' in value && 'ar' in value && Object.keys(value).length === 2;
}

/** The texts of one language (outside React: prefer useTexts in components). */
export function textsIn<T>(texts: Bilingual<T>, language: UiLanguage): Translation<T> {
  return (language === 'ar' ? texts.ar : texts.en) as Translation<T>;
}
