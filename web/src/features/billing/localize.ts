/**
 * Billing texts in the interface language beyond the text modules (issue 17 item 5): the fixed
 * English texts of schema/ (BILLING_MESSAGES, SUBSCRIPTION_MESSAGES) that the server sends or the
 * client shows, found by their English and given in Arabic, with the amounts, dates and discounts
 * inside them; any other text from the server stays as sent. Counts with their Arabic plural forms.
 * English is returned unchanged.
 */
import { useCallback } from 'react';
import type { UiLanguage } from '../../../../schema/ui-language.ts';
import { textsIn, type Bilingual } from '../../i18n/bilingual.ts';
import { countText, type Formatters } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { BILLING_MESSAGES_TEXTS } from './messages.ts';
import { SUBSCRIPTION_MESSAGES_TEXTS, SUBSCRIPTION_TEXTS } from './subscription/messages.ts';

export { countText, ENGLISH_FORMAT } from '../../i18n/format.ts';

/** 'November 2026' / 'نوفمبر 2026' from '2026-11'. */
export function monthOf(period: string, language: UiLanguage = 'en', numerals: 'latn' | 'arab' = 'latn'): string {
  const d = new Date(`${period}-01T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return period;
  const locale = language === 'ar' ? `ar-AE-u-nu-${numerals}` : 'en-GB';
  return d.toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const DISCOUNT = /^(?:(\d+(?:\.\d+)?)% off|AED ([\d,]+(?:\.\d+)?) off)(?:( the first month)| for (\d+) months?)?$/;

/** The server's discount wording ('20% off for 3 months', 'AED 10.00 off the first month') in the interface language. */
export function localizeDiscount(text: string, language: UiLanguage, format: Formatters): string {
  if (language === 'en') return text;
  const m = DISCOUNT.exec(text.trim());
  if (!m) return format.digits(text);
  const t = textsIn(SUBSCRIPTION_TEXTS, language).discount;
  const off = m[1] !== undefined ? t.percentOff(format.number(Number(m[1]))) : t.amountOff(format.aed(Number(m[2]!.replace(/,/g, '')), 2));
  if (m[3]) return t.firstMonth(off);
  if (m[4] !== undefined) return t.forMonths(off, countText(format, Number(m[4]), t.months));
  return off;
}

const AMOUNT = /^AED (-?[\d,]+)(?:\.(\d+))?$/;
const ENGLISH_DATE = /^\d{1,2} [A-Z][a-z]+ \d{4}$/;

/** A value the server put inside one of its texts: an amount, a date, a discount, or the period's end. */
function localizeValue(value: string, language: UiLanguage, format: Formatters): string {
  const amount = AMOUNT.exec(value);
  if (amount) return format.aed(Number(`${amount[1]!.replace(/,/g, '')}.${amount[2] ?? '0'}`), amount[2]?.length ?? 0);
  if (ENGLISH_DATE.test(value)) {
    const d = new Date(`${value} UTC`);
    if (!Number.isNaN(d.getTime())) return format.date(d.toISOString()) ?? value;
  }
  if (value === SUBSCRIPTION_TEXTS.en.periodEndFallback) return textsIn(SUBSCRIPTION_TEXTS, language).periodEndFallback;
  if (DISCOUNT.test(value.trim())) return localizeDiscount(value, language, format);
  return format.digits(value);
}

const MARK = '\u0001';
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The arguments a text function was called with to give `text`, or null when it did not give it. */
function argumentsOf(en: (...args: string[]) => string, text: string): string[] | null {
  const sample = en(...Array.from({ length: en.length }, () => MARK));
  if (typeof sample !== 'string' || !sample.includes(MARK)) return null;
  const pattern = new RegExp(`^${sample.split(MARK).map(escapeRe).join('(.+?)')}$`, 's');
  return pattern.exec(text)?.slice(1) ?? null;
}

type FixedTexts = Record<string, unknown>;

/** The schema's fixed English texts a billing screen gets from the server or shows itself. */
const FIXED: ReadonlyArray<Bilingual<FixedTexts>> = [
  BILLING_MESSAGES_TEXTS as Bilingual<FixedTexts>,
  SUBSCRIPTION_MESSAGES_TEXTS as Bilingual<FixedTexts>,
];

/**
 * `text` in the interface language when it is one of the schema's fixed English texts (with the
 * values inside it localized), else as sent: a card provider's own words are shown as they came.
 */
export function serverText(text: string, language: UiLanguage, format: Formatters): string {
  if (language === 'en' || !text) return text;
  for (const pair of FIXED) {
    const ar = pair.ar as FixedTexts;
    for (const [key, en] of Object.entries(pair.en)) {
      if (en === text && typeof ar[key] === 'string') return format.digits(ar[key]);
    }
  }
  for (const pair of FIXED) {
    const ar = pair.ar as FixedTexts;
    for (const [key, en] of Object.entries(pair.en)) {
      if (typeof en !== 'function' || typeof ar[key] !== 'function') continue;
      const args = argumentsOf(en as (...a: string[]) => string, text);
      if (args) return format.digits((ar[key] as (...a: string[]) => string)(...args.map((a) => localizeValue(a, language, format))));
    }
  }
  return text;
}

/** serverText in the active language; null and undefined pass through. */
export function useServerText() {
  const { language, format } = useLocale();
  return useCallback(
    <T extends string | null | undefined>(text: T): T => (typeof text === 'string' ? serverText(text, language, format) : text) as T,
    [language, format],
  );
}
