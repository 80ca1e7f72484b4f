/**
 * Numbers, money and dates in the interface language, with the digits the user prefers
 * (Western 0–9 or Arabic-Indic ٠–٩). English keeps spec §9's formats exactly (lib/format.ts).
 */
import { filsToAed, formatAed } from '../../../schema/pricing.ts';
import type { NumeralSystem, UiLanguage } from '../../../schema/ui-language.ts';
import { formatDate as formatDateEn, formatNumber as formatNumberEn } from '../lib/format.ts';

export interface Formatters {
  number(n: number): string;
  /** AED amount with spec §9's decimals (2, or 3 below AED 0.01 unless given). */
  aed(amount: number, decimals?: number): string;
  fils(fils: number): string;
  /** Whole dirhams without decimals ('AED 5'), other amounts as fils(). */
  filsShort(fils: number): string;
  /** '3 April 2023' / '3 أبريل 2023' from an ISO date or timestamp; null stays null. */
  date(iso: string | null | undefined): string | null;
  /** Date and time of day, for timestamps. */
  dateTime(iso: string | null | undefined): string | null;
  /** Any digits already in a text (article numbers, years inside a title) in the preferred digits. */
  digits(text: string): string;
  /** Picks the plural form CLDR gives this count (Arabic has six). */
  plural(n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string;
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** A count's wording per CLDR plural form; '{n}' stands for the number. English needs only `other` (and `one`). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** '6 conversations' / '٦ محادثات': the plural form of `n`, the number (or `shown`) in place of '{n}'. */
export function countText(format: Formatters, n: number, forms: PluralForms, shown: string = format.number(n)): string {
  return format.plural(n, forms).replace('{n}', shown);
}

function parseDate(iso: string): Date | null {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function createFormatters(language: UiLanguage, numerals: NumeralSystem): Formatters {
  const enPlural = new Intl.PluralRules('en');
  if (language === 'en') {
    return {
      number: formatNumberEn,
      aed: (amount, decimals) => formatAed(amount, decimals),
      fils: (fils) => formatAed(filsToAed(fils)),
      filsShort: (fils) => (fils % 100 === 0 ? formatAed(filsToAed(fils), 0) : formatAed(filsToAed(fils))),
      date: formatDateEn,
      dateTime: (iso) => {
        const d = iso ? parseDate(iso) : null;
        return d ? d.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : (iso ?? null);
      },
      digits: (text) => text,
      plural: (n, forms) => forms[enPlural.select(n)] ?? forms.other,
    };
  }
  const locale = `ar-AE-u-nu-${numerals}`;
  const numberFormat = new Intl.NumberFormat(locale);
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const arPlural = new Intl.PluralRules('ar');
  // One formatter per number of decimals (2, 3, 0, 6 in practice), not one per amount shown.
  const byDecimals = new Map<number, Intl.NumberFormat>();
  const aed = (amount: number, decimals?: number) => {
    const d = decimals ?? (amount !== 0 && Math.abs(amount) < 0.01 ? 3 : 2);
    let fixed = byDecimals.get(d);
    if (!fixed) byDecimals.set(d, (fixed = new Intl.NumberFormat(locale, { minimumFractionDigits: d, maximumFractionDigits: d })));
    const n = fixed.format(amount);
    // 'درهم' after the amount, as UAE Arabic writes it; the ISO code stays only in English.
    return `${n} درهم`;
  };
  return {
    number: (n) => numberFormat.format(n),
    aed,
    fils: (fils) => aed(filsToAed(fils)),
    filsShort: (fils) => (fils % 100 === 0 ? aed(filsToAed(fils), 0) : aed(filsToAed(fils))),
    date: (iso) => {
      if (!iso) return null;
      const d = parseDate(iso);
      return d ? dateFormat.format(d) : iso;
    },
    dateTime: (iso) => {
      if (!iso) return null;
      const d = parseDate(iso);
      return d ? dateTimeFormat.format(d) : iso;
    },
    digits: (text) => (numerals === 'arab' ? text.replace(/[0-9]/g, (c) => ARABIC_INDIC[Number(c)]!) : text),
    plural: (n, forms) => forms[arPlural.select(n)] ?? forms.other,
  };
}

/** The English interface's formats: the default of helpers whose callers do not say otherwise. */
export const ENGLISH_FORMAT: Formatters = createFormatters('en', 'latn');
