/**
 * The interface language and digit preference (issue 17 item 5), shared by the worker, which sets
 * <html lang dir> on the first byte of a page, and the web app, which switches them.
 * Preferences, not secrets: plain cookies the app writes and the worker reads.
 */
export const UI_LANGUAGES = ['en', 'ar'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** 'latn' = 0123456789, 'arab' = Arabic-Indic ٠١٢٣٤٥٦٧٨٩ (Unicode CLDR numbering system ids). */
export const NUMERAL_SYSTEMS = ['latn', 'arab'] as const;
export type NumeralSystem = (typeof NUMERAL_SYSTEMS)[number];

/** Each language named in itself, so a reader of either finds their own. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', ar: 'العربية' };

export const UI_LANGUAGE_COOKIE = 'ui_lang';
export const NUMERALS_COOKIE = 'ui_numerals';
/** A year: the choice outlives sessions. */
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function textDirection(language: UiLanguage): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** One cookie's value from a Cookie header (or document.cookie), or null. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

function asLanguage(value: string | null): UiLanguage | null {
  return (UI_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as UiLanguage) : null;
}

/**
 * The interface language an Accept-Language header asks for: the highest-weighted of the two the
 * product has (any 'ar-*' is Arabic, any 'en-*' English); English when it names neither.
 * Ties keep the header's order, as RFC 9110 §12.5.4 leaves them to the server.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): UiLanguage {
  if (!header) return 'en';
  let best: { language: UiLanguage; q: number } | null = null;
  for (const range of header.split(',')) {
    const [tag, ...params] = range.trim().split(';');
    const primary = tag?.trim().toLowerCase().split('-')[0] ?? '';
    const language = asLanguage(primary);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? 'en';
}

/** The remembered choice first; on a first visit, the browser's Accept-Language. */
export function preferredLanguage(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): UiLanguage {
  return asLanguage(cookieValue(cookieHeader, UI_LANGUAGE_COOKIE)) ?? languageFromAcceptLanguage(acceptLanguage);
}

export function preferredNumerals(cookieHeader: string | null | undefined): NumeralSystem {
  const value = cookieValue(cookieHeader, NUMERALS_COOKIE);
  return (NUMERAL_SYSTEMS as readonly string[]).includes(value ?? '') ? (value as NumeralSystem) : 'latn';
}
