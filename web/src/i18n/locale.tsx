/**
 * The interface language (English or Arabic) and digit preference: read once from <html lang> (which
 * the worker sets from the remembered cookie or, on a first visit, Accept-Language), switched by the
 * language menu, remembered in cookies, and mirrored onto <html lang dir> so the whole page turns
 * right to left.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  NUMERALS_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE,
  UI_LANGUAGE_COOKIE,
  preferredLanguage,
  preferredNumerals,
  textDirection,
  type NumeralSystem,
  type UiLanguage,
} from '../../../schema/ui-language.ts';
import { textsIn, type Bilingual, type Translation } from './bilingual.ts';
import { createFormatters, ENGLISH_FORMAT, type Formatters } from './format.ts';

export interface Locale {
  language: UiLanguage;
  dir: 'ltr' | 'rtl';
  numerals: NumeralSystem;
  format: Formatters;
  setLanguage(language: UiLanguage): void;
  setNumerals(numerals: NumeralSystem): void;
}

const LocaleContext = createContext<Locale | null>(null);

function rememberPreference(name: string, value: string) {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/**
 * What the worker served the page in (data-ui-language: the remembered cookie, else Accept-Language);
 * where no worker wrote it (the Vite dev server), the cookie and then the browser's languages.
 */
function initialLanguage(): UiLanguage {
  const served = document.documentElement.dataset.uiLanguage;
  if (served === 'ar' || served === 'en') return served;
  return preferredLanguage(document.cookie, navigator.languages?.join(','));
}

function applyToDocument(language: UiLanguage) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

export function LocaleProvider({ children, initial }: { children: ReactNode; initial?: { language: UiLanguage; numerals?: NumeralSystem } }) {
  const [language, setLanguageState] = useState<UiLanguage>(() => {
    const language = initial?.language ?? initialLanguage();
    applyToDocument(language);
    return language;
  });
  const [numerals, setNumeralsState] = useState<NumeralSystem>(() => initial?.numerals ?? preferredNumerals(document.cookie));

  const setLanguage = useCallback((next: UiLanguage) => {
    rememberPreference(UI_LANGUAGE_COOKIE, next);
    applyToDocument(next);
    setLanguageState(next);
  }, []);
  const setNumerals = useCallback((next: NumeralSystem) => {
    rememberPreference(NUMERALS_COOKIE, next);
    setNumeralsState(next);
  }, []);

  const value = useMemo<Locale>(
    () => ({ language, dir: textDirection(language), numerals, format: createFormatters(language, numerals), setLanguage, setNumerals }),
    [language, numerals, setLanguage, setNumerals],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

const ENGLISH_FALLBACK: Locale = {
  language: 'en',
  dir: 'ltr',
  numerals: 'latn',
  format: ENGLISH_FORMAT,
  setLanguage: () => {},
  setNumerals: () => {},
};

/** Outside a LocaleProvider (a component rendered alone in a unit test) the interface is English. */
export function useLocale(): Locale {
  return useContext(LocaleContext) ?? ENGLISH_FALLBACK;
}

/** The active language's texts of a feature; the component re-renders when the language changes. */
export function useTexts<T>(texts: Bilingual<T>): Translation<T> {
  return textsIn(texts, useLocale().language);
}
