/**
 * Recognises the names of instruments in a passage ("Cabinet Decision No. (44) of 2020", "the
 * Corporate Tax Law", "this Decision", "قرار مجلس الوزراء رقم (100) لسنة 2023", "هذا القرار") and
 * resolves them against the catalog of the collection. Numbered names resolve by type, number and
 * year; short names ("the Corporate Tax Law", "the Decree-Law") by what the instruments' titles say
 * they are about, never by a list of slugs.
 */
import { AR_END, AR_START, arWord, withoutProclitics } from './arabic-words.ts';
import type { CatalogDocument, Language } from './types.ts';

export const DECREE_LAW = 'Federal Decree-Law';
const FEDERAL_LAW = 'Federal Law';

export type NamedInstrument = 'corporate-tax-law' | 'tax-procedures-law' | 'decree-law' | 'executive-regulation' | 'decision';

export type InstrumentRef =
  /** type is the catalog's type name, or that of a kind of instrument the catalog never holds ('Federal Law'), or null. */
  | { kind: 'numbered'; type: string | null; number: string; year: number | null }
  | { kind: 'self' }
  /** of: the instrument an Executive Regulation belongs to, when the text names it. */
  | { kind: 'named'; name: NamedInstrument; of?: InstrumentRef }
  /** A name the parser sees is an instrument ("the Pillar Two Model Rules") but cannot identify. */
  | { kind: 'unknown' };

export interface InstrumentMention {
  start: number;
  end: number;
  /** The name as cited (Arabic proclitics dropped). */
  text: string;
  ref: InstrumentRef;
  /** The name being defined ('(the "Corporate Tax Law")', '- **Corporate Tax Law**:'), not cited. */
  defining: boolean;
}

// ---------------------------------------------------------------- patterns

const EN_TYPES: ReadonlyArray<readonly [string | null, string]> = [
  ['Federal Tax Authority Decision', '(?:Federal Tax Authority|FTA) Decision|Decision of the Federal Tax Authority'],
  ['Cabinet Decision', 'Cabinet (?:Decision|Resolution)|Decision of the Cabinet'],
  [
    'Ministerial Decision',
    'Ministerial (?:Decision|Resolution)|Decision of the Minister of (?:Finance|State for Financial Affairs)|Minister of Finance Decision',
  ],
  [DECREE_LAW, '(?:Federal )?Decree[- ]Law'],
  [FEDERAL_LAW, 'Federal Law'],
  [null, 'Decision of the Chairman of the Board of Directors(?: of the Federal Tax Authority)?'],
];

/** The abbreviations of the manifest's notes ("CD 75/2023", "MD 127/2023"), only with number/year. */
const EN_ABBREVIATIONS: Readonly<Record<string, string>> = {
  CD: 'Cabinet Decision',
  MD: 'Ministerial Decision',
  FDL: DECREE_LAW,
  FTA: 'Federal Tax Authority Decision',
};

const AR_TYPES: ReadonlyArray<readonly [string | null, string]> = [
  ['Federal Tax Authority Decision', `${arWord('قرار')} الهيئة الاتحادية للضرائب`],
  ['Cabinet Decision', `${arWord('قرار')} مجلس الوزراء`],
  ['Ministerial Decision', `${arWord('قرار')} (?:(?:ال)?وزاري|وزير (?:المالية|الدولة للشؤون المالية))`],
  [DECREE_LAW, `${arWord('مرسوم')} بقانون(?: (?:ال)?اتحادي)?`],
  [FEDERAL_LAW, `${arWord('قانون')} (?:ال)?اتحادي`],
  [null, `${arWord('قرار')} رئيس مجلس الإدارة`],
];

const EN_NUMBER = '(?:\\s+No\\.?\\s*(?:\\(\\s*0*(\\d+)\\s*\\)|0*(\\d+)\\b)|\\s+\\(\\s*0*(\\d+)\\s*\\))';
const EN_YEAR = '(?:\\s*/\\s*(\\d{4})|\\s+of\\s+(\\d{4})\\b|\\s+(?:dated|issued on|of)\\s+\\d{1,2}/\\d{1,2}/(\\d{4})(?:\\s*AD\\b)?)?';
const AR_NUMBER = '(?:\\s+رقم\\s*(?:\\(\\s*0*(\\d+)\\s*\\)|0*(\\d+)(?!\\d))|\\s+\\(\\s*0*(\\d+)\\s*\\))';
const AR_YEAR = '(?:\\s*/\\s*(\\d{4})|\\s+لسنة\\s+(\\d{4})|\\s+(?:(?:ال)?صادرة? )?(?:بتاريخ|تاريخ)\\s+\\d{1,2}/\\d{1,2}/(\\d{4})م?)?';

const groupCount = (source: string) => new RegExp(`${source}|`, 'u').exec('')!.length - 1;

/** One alternative per type, each with its own groups: (type name)(number…)(year…). */
function numberedPattern(types: ReadonlyArray<readonly [string | null, string]>, number: string, year: string, start: string) {
  const body = types.map(([, name]) => `(${name})${number}${year}`).join('|');
  return { pattern: new RegExp(`${start}(?:${body})`, 'gu'), numberGroups: groupCount(number), yearGroups: groupCount(year) };
}

const NUMBERED: Readonly<Record<Language, ReturnType<typeof numberedPattern>>> = {
  en: numberedPattern(EN_TYPES, EN_NUMBER, EN_YEAR, '\\b'),
  ar: numberedPattern(AR_TYPES, AR_NUMBER, AR_YEAR, ''),
};
const EN_ABBREVIATED = /\b(CD|MD|FDL|FTA)\s+0*(\d+)\/(\d{4})\b/g;

interface NamePattern {
  pattern: RegExp;
  ref: InstrumentRef;
}

const EN_NAMES: readonly NamePattern[] = [
  { pattern: /\b(?:[Tt]his|[Tt]he present) (?:Decree-Law|Law|Decision|Resolution)\b/g, ref: { kind: 'self' } },
  { pattern: /\b(?:[Tt]he )?Corporate Tax Law\b/g, ref: { kind: 'named', name: 'corporate-tax-law' } },
  { pattern: /\b(?:[Tt]he )?Tax Procedures Law\b/g, ref: { kind: 'named', name: 'tax-procedures-law' } },
  { pattern: /\b[Tt]he (?:(?:aforementioned|above-mentioned|said) )?Decree-Law\b(?!\s*(?:No\b|\())/g, ref: { kind: 'named', name: 'decree-law' } },
  { pattern: /\b(?:[Tt]he|[Ii]ts) Executive Regulations?\b/g, ref: { kind: 'named', name: 'executive-regulation' } },
  { pattern: /\b[Tt]he Decision\b/g, ref: { kind: 'named', name: 'decision' } },
];

const AR_NAMES: readonly NamePattern[] = [
  {
    pattern: new RegExp(`${AR_START}[وف]?[بلك]?(?:هذا|هذه) (?:المرسوم(?: بقانون)?|القانون|القرار)${AR_END}(?!\\s+(?:ال)?اتحادي)`, 'gu'),
    ref: { kind: 'self' },
  },
  { pattern: new RegExp(`${arWord('قانون')} ضريبة الشركات${AR_END}`, 'gu'), ref: { kind: 'named', name: 'corporate-tax-law' } },
  { pattern: new RegExp(`${arWord('قانون')} الإجراءات الضريبية${AR_END}`, 'gu'), ref: { kind: 'named', name: 'tax-procedures-law' } },
  {
    pattern: new RegExp(`${AR_START}[وف]?(?:[بلك]?ال|لل)مرسوم بقانون${AR_END}(?!\\s*(?:(?:ال)?اتحادي|رقم))`, 'gu'),
    ref: { kind: 'named', name: 'decree-law' },
  },
  {
    pattern: new RegExp(`(?:${arWord('لائحة')} التنفيذية|${arWord('لائحته')} التنفيذية)${AR_END}`, 'gu'),
    ref: { kind: 'named', name: 'executive-regulation' },
  },
];

// ---------------------------------------------------------------- finding

function firstDefined(groups: ReadonlyArray<string | undefined>, from: number, count: number): string | undefined {
  for (let i = from; i < from + count; i++) if (groups[i] !== undefined) return groups[i];
  return undefined;
}

function numberedMentions(text: string, language: Language): InstrumentMention[] {
  const types = language === 'en' ? EN_TYPES : AR_TYPES;
  const { pattern, numberGroups, yearGroups } = NUMBERED[language];
  const width = 1 + numberGroups + yearGroups;
  const out: InstrumentMention[] = [];
  for (const m of text.matchAll(pattern)) {
    const t = types.findIndex((_, i) => m[1 + i * width] !== undefined);
    if (t < 0) continue;
    const base = 1 + t * width;
    const number = firstDefined(m, base + 1, numberGroups);
    if (!number) continue;
    const year = firstDefined(m, base + 1 + numberGroups, yearGroups);
    out.push(mention(text, m.index, m[0], { kind: 'numbered', type: types[t]![0], number, year: year ? Number(year) : null }, language));
  }
  if (language === 'en') {
    for (const m of text.matchAll(EN_ABBREVIATED)) {
      out.push(mention(text, m.index, m[0], { kind: 'numbered', type: EN_ABBREVIATIONS[m[1]!]!, number: m[2]!, year: Number(m[3]) }, language));
    }
  }
  return out;
}

const display = (written: string, language: Language) => (language === 'ar' ? withoutProclitics(written) : written);

function mention(text: string, start: number, matched: string, ref: InstrumentRef, language: Language): InstrumentMention {
  const end = start + matched.length;
  return { start, end, text: display(matched, language), ref, defining: isDefinition(text, start, end) };
}

/** '(the "Corporate Tax Law")', '- **Corporate Tax Law**: …', '("قانون ضريبة الشركات")', '- قانون ضريبة الشركات: …'. */
function isDefinition(text: string, start: number, end: number): boolean {
  if (/["“«*]/.test(text.slice(Math.max(0, start - 2), start))) return true;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return /^[-*\s]*$/.test(text.slice(lineStart, start)) && /^\*{0,2}\s*:/.test(text.slice(end, end + 4));
}

/**
 * Every instrument named in the text, in order, without overlaps (the longer name wins: the
 * numbered "Federal Decree-Law No. (47) of 2022" over the bare "Decree-Law"). An Executive
 * Regulation followed by the instrument it belongs to ("of this Decree-Law", "للمرسوم بقانون
 * اتحادي رقم (28)") becomes one mention.
 */
export function findInstrumentMentions(text: string, language: Language): InstrumentMention[] {
  const all = numberedMentions(text, language);
  for (const { pattern, ref } of language === 'en' ? EN_NAMES : AR_NAMES) {
    for (const m of text.matchAll(pattern)) all.push(mention(text, m.index, m[0], ref, language));
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: InstrumentMention[] = [];
  for (const m of all) if (!kept.length || m.start >= kept[kept.length - 1]!.end) kept.push(m);
  return joinRegulations(text, kept, language);
}

function joinRegulations(text: string, mentions: InstrumentMention[], language: Language): InstrumentMention[] {
  const out: InstrumentMention[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const m = mentions[i]!;
    const next = mentions[i + 1];
    const isRegulation = m.ref.kind === 'named' && m.ref.name === 'executive-regulation';
    if (isRegulation && next && belongsTo(text.slice(m.end, next.start), text.slice(next.start, next.end), language)) {
      out.push({
        ...m,
        end: next.end,
        text: display(text.slice(m.start, next.end), language),
        ref: { kind: 'named', name: 'executive-regulation', of: next.ref },
      });
      i++;
    } else if (isRegulation && OF_OTHER[language].test(text.slice(m.end, m.end + 40))) {
      // "the Executive Regulation of this repealed Federal Law": of a Law the parser cannot name.
      out.push({ ...m, ref: { kind: 'named', name: 'executive-regulation', of: { kind: 'unknown' } } });
    } else {
      out.push(m);
    }
  }
  return out;
}

/** An Executive Regulation followed by the Law it belongs to, in words that are no instrument name the parser knows. */
const OF_OTHER: Readonly<Record<Language, RegExp>> = {
  en: /^\s+of\s+\S/,
  ar: /^\s+(?:لهذا|لهذه|للقانون|لقانون|للمرسوم|لمرسوم|لقرار)(?![\p{L}\p{M}])/u,
};

/** "Executive Regulation of X" / "اللائحة التنفيذية لـX" (the genitive is the proclitic ل on X's first word). */
function belongsTo(gap: string, nextWritten: string, language: Language): boolean {
  if (language === 'en') return /^\s+of\s+$/.test(gap);
  return /^\s+$/.test(gap) && nextWritten.startsWith('ل');
}

// ---------------------------------------------------------------- unknown instruments

const EN_UNKNOWN = /^(?:the\s+)?(?:[A-Z][\w’'-]*\s+){1,6}?(?:Law|Rules|Regulations?|Code|Convention|Agreement|Treaty|Constitution|Guidance|Commentary)\b/;
const AR_UNKNOWN = new RegExp(`^${arWord('(?:قانون|قواعد|اتفاقية|نظام|لائحة)')}(?:\\s+[^\\s\\d().,،؛:]+){1,2}`, 'u');

/** An instrument the parser cannot identify, at the start of `rest` ("the Pillar Two Model Rules"), or null. */
export function unknownInstrumentAt(rest: string, offset: number, language: Language): InstrumentMention | null {
  const m = (language === 'en' ? EN_UNKNOWN : AR_UNKNOWN).exec(rest);
  if (!m) return null;
  return { start: offset, end: offset + m[0].length, text: display(m[0], language), ref: { kind: 'unknown' }, defining: false };
}

// ---------------------------------------------------------------- resolving

export interface ResolvedInstrument {
  slug: string | null;
  /** The instrument's type, when known (from the catalog or from its name). */
  type: string | null;
}

const normaliseNumber = (n: string | null) => (n === null ? null : n.replace(/^0+(?=\d)/, ''));

const isAmending = (doc: CatalogDocument) => /\bAmend(?:ing|ment)\b/i.test(doc.title);

/** A Law (Federal Decree-Law or Federal Law) rather than a decision. */
export function isLaw(doc: CatalogDocument): boolean {
  if (doc.type) return doc.type === DECREE_LAW || doc.type === FEDERAL_LAW;
  return /^(?:Federal )?(?:Decree-Law|Law)\b/i.test(doc.title);
}

function byNumber(catalog: readonly CatalogDocument[], type: string | null, number: string, year: number): CatalogDocument | null {
  if (!type) return null;
  return catalog.find((d) => d.type === type && normaliseNumber(d.number) === number && d.year === year) ?? null;
}

/** The subjects in the titles of the Laws that drafting cites by a short name. */
const LAW_SUBJECTS: Readonly<Record<'corporate-tax-law' | 'tax-procedures-law', RegExp>> = {
  'corporate-tax-law': /\bTaxation of Corporations and Businesses\b/i,
  'tax-procedures-law': /\bon Tax Procedures\b/i,
};

/** The Law on a subject: a Decree-Law whose title names it and that does not amend another. The latest wins. */
function lawOnSubject(catalog: readonly CatalogDocument[], subject: RegExp): CatalogDocument | null {
  const laws = catalog.filter((d) => d.type === DECREE_LAW && subject.test(d.title) && !isAmending(d));
  return laws.sort((a, b) => (b.year ?? 0) - (a.year ?? 0))[0] ?? null;
}

/**
 * The Law a decision serves, as its title says ("… for the Purposes of Federal Decree-Law No. 47 of
 * 2022", "… on the Executive Regulation of Federal Decree-Law No. 28 of 2022"). Decisions define
 * "the Decree-Law" in their Article 1 as exactly that Law; the title is what every passage can see.
 */
export function homeLaw(self: CatalogDocument, catalog: readonly CatalogDocument[]): CatalogDocument | null {
  if (isLaw(self)) return self;
  for (const m of findInstrumentMentions(self.title, 'en')) {
    // "… on the Executive Regulation of Federal Decree-Law No. 28 of 2022": the Law is inside the name.
    const ref = m.ref.kind === 'named' && m.ref.of ? m.ref.of : m.ref;
    if (ref.kind === 'numbered' && ref.type === DECREE_LAW && ref.year !== null) {
      const law = byNumber(catalog, DECREE_LAW, ref.number, ref.year);
      if (law) return law;
    }
  }
  return null;
}

/** The Executive Regulation of a Law: the decision whose title says it is the Executive Regulation of that Law. */
function regulationOf(law: { type: string | null; number: string; year: number | null }, catalog: readonly CatalogDocument[]): CatalogDocument | null {
  for (const doc of catalog) {
    const at = doc.title.search(/\bExecutive Regulation of\b/i);
    if (at < 0) continue;
    const owner = findInstrumentMentions(doc.title.slice(at), 'en').find((m) => m.ref.kind === 'numbered');
    if (owner && owner.ref.kind === 'numbered' && owner.ref.type === law.type && owner.ref.number === law.number && owner.ref.year === law.year) return doc;
  }
  return null;
}

const found = (doc: CatalogDocument | null, type: string | null = doc?.type ?? null): ResolvedInstrument => ({
  slug: doc?.slug ?? null,
  type: doc?.type ?? type,
});

export function resolveInstrument(ref: InstrumentRef, self: CatalogDocument, catalog: readonly CatalogDocument[]): ResolvedInstrument {
  switch (ref.kind) {
    case 'self':
      return found(self);
    case 'unknown':
      return { slug: null, type: null };
    case 'numbered': {
      if (ref.year !== null) return found(byNumber(catalog, ref.type, ref.number, ref.year), ref.type);
      // "Cabinet Decision No. (44) referred to above": without its year only the document itself is certain.
      const isSelf = self.type === ref.type && normaliseNumber(self.number) === ref.number;
      return isSelf ? found(self) : { slug: null, type: ref.type };
    }
    case 'named':
      switch (ref.name) {
        case 'corporate-tax-law':
        case 'tax-procedures-law':
          return found(lawOnSubject(catalog, LAW_SUBJECTS[ref.name]), DECREE_LAW);
        case 'decree-law':
          return found(homeLaw(self, catalog), DECREE_LAW);
        case 'decision':
          return isLaw(self) ? { slug: null, type: null } : found(self);
        case 'executive-regulation': {
          if (ref.of?.kind === 'unknown') return { slug: null, type: 'Cabinet Decision' };
          const owner = ref.of ? ref.of : isLaw(self) ? ({ kind: 'self' } as const) : ({ kind: 'named', name: 'decree-law' } as const);
          if (owner.kind === 'numbered') return found(regulationOf(owner, catalog), 'Cabinet Decision');
          const law = catalog.find((d) => d.slug === resolveInstrument(owner, self, catalog).slug);
          const number = normaliseNumber(law?.number ?? null);
          return found(law && number ? regulationOf({ type: law.type, number, year: law.year }, catalog) : null, 'Cabinet Decision');
        }
      }
  }
}
