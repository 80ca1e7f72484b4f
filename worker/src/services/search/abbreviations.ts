/**
 * The abbreviations practitioners search by and the legislation writes out ("QFZP", "SBR", "GAAR"): the keyword search
 * being exact, "QFZP" finds nothing, so the list names the terms the texts write instead, and the reader searches
 * those. Each term is written as the texts write it: the English defined term or heading, and the official Arabic one
 * where the collection holds an Arabic text using it (aligned from the definition articles:
 * retrieval/bilingual-terms.ts), so a search for it finds the texts. Only abbreviations the texts write out far more
 * than they use ("CbCR" twice beside 15 "Country-by-Country Report"; not "MNE", 123 times in the Pillar Two decision):
 * worker/test/abbreviations.node.test.ts checks both against the collection.
 */
import type { SpelledOut } from '../../../../schema/api/legislation.ts';

interface Spelling {
  en: string;
  ar?: string;
}

/** By the folded abbreviation; its plural with a final "s" is read the same ("QFZPs", "PEs"). */
const ABBREVIATIONS = new Map<string, Spelling>(
  Object.entries({
    alp: { en: "Arm's Length Principle", ar: 'مبدأ السعر المحايد' },
    cbcr: { en: 'Country-by-Country Report' },
    ct: { en: 'Corporate Tax', ar: 'ضريبة الشركات' },
    dmtt: { en: 'Domestic Minimum Top-up Tax' },
    dz: { en: 'Designated Zone', ar: 'المنطقة المحددة' },
    fta: { en: 'Federal Tax Authority', ar: 'الهيئة الاتحادية للضرائب' },
    fzp: { en: 'Free Zone Person', ar: 'الشخص القائم في المنطقة الحرة' },
    gaar: { en: 'General Anti-abuse Rules', ar: 'القواعد العامة لمكافحة إساءة الاستخدام' },
    nrp: { en: 'Non-Resident Person', ar: 'الشخص غير المقيم' },
    pe: { en: 'Permanent Establishment', ar: 'المنشأة الدائمة' },
    qdmtt: { en: 'Domestic Minimum Top-up Tax' },
    qfzp: { en: 'Qualifying Free Zone Person', ar: 'الشخص المؤهل القائم في المنطقة الحرة' },
    qif: { en: 'Qualifying Investment Fund', ar: 'صندوق الاستثمار المؤهل' },
    qpbe: { en: 'Qualifying Public Benefit Entity', ar: 'جهة النفع العام' },
    sbr: { en: 'Small Business Relief', ar: 'تسهيلات الأعمال الصغيرة' },
    tp: { en: 'Transfer Pricing', ar: 'التسعير التحويلي' },
    trc: { en: 'Tax Residency Certificate', ar: 'شهادة الموطن الضريبي' },
    trn: { en: 'Tax Registration Number', ar: 'رقم التسجيل الضريبي' },
    upe: { en: 'Ultimate Parent Entity' },
    vat: { en: 'Value Added Tax', ar: 'ضريبة القيمة المضافة' },
  } satisfies Record<string, Spelling>),
);

/** Every abbreviation with the terms the list names for it: for the tests that check them against the collection. */
export const SPELLED_OUT: ReadonlyArray<{ abbreviation: string; terms: string[] }> = [...ABBREVIATIONS].map(([abbreviation, s]) => ({
  abbreviation,
  terms: s.ar ? [s.en, s.ar] : [s.en],
}));

/** The terms the texts write for a keyword that is one of these abbreviations (folded: lower case, unquoted). */
export function spelledOut(folded: string): SpelledOut | undefined {
  const abbreviation = [folded, folded.endsWith('s') ? folded.slice(0, -1) : ''].find((a) => ABBREVIATIONS.has(a));
  const spelling = abbreviation === undefined ? undefined : ABBREVIATIONS.get(abbreviation);
  if (abbreviation === undefined || !spelling) return undefined;
  return { abbreviation: abbreviation.toUpperCase(), terms: spelling.ar ? [spelling.en, spelling.ar] : [spelling.en] };
}
