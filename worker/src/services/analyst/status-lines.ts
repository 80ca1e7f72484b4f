/**
 * What an answer says of an instrument whose status a question asks ("Is MD 125/2023 still in force?"), in the
 * question's language: the status the collection records (../citator/instrument-status.ts), with links to the
 * instruments that repealed or amended it and whether the collection holds their texts. Our words, labelled as the
 * record's, like the status notes of an answer's Details (which share `replacedBy`); the provisions that made it so are
 * quoted after them.
 */
import type { InstrumentChange, InstrumentStatus } from '../citator/instrument-status.ts';
import { shortTitle, shortTitleAr } from './citations.ts';
import { plainLabel } from './plain-label.ts';
import type { QuestionLanguage } from './question-language.ts';

/** "A, B and C". */
function joinedEn(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const STATUS_WORDING = {
  en: {
    /** Instruments are named by type, number and year ("Ministerial Decision No. 73 of 2023"). */
    title: (p: { title: string }) => shortTitle(p.title),
    /** The record's status note, written for readers. */
    note: (p: { statusNote: string | null }) => plainLabel(p.statusNote ?? ''),
    /** What replaced a repealed document: its name, linked to its page, and whether the collection holds its text. */
    replacedBy: (name: string, url: string, hasText: boolean) =>
      `replaced by [${name}](${url})${hasText ? '' : ', whose text this collection does not yet hold'}`,
    label: '**Status, as this collection records it:**',
    repealed: (name: string) => `${name} is repealed`,
    inForceAsAmended: (name: string, by: string[]) => `${name} is in force, as amended by ${joinedEn(by)}`,
    inForce: (name: string) => `${name} is in force; this collection records no instrument amending or repealing it`,
    /** Recorded as amended by instruments the collection does not list: its note says which. */
    inForceAmended: (name: string) => `${name} is in force, as amended`,
    unknown: (name: string) => `This collection has not established whether ${name} is in force`,
    /** An amending instrument, linked to its page; `unheld`: the collection lacks its text, said of it alone. */
    amendingLink: (name: string, url: string, unheld: boolean) => `[${name}](${url})${unheld ? ' (whose text this collection does not yet hold)' : ''}`,
    /** After the amending instruments when the collection holds none of their texts. */
    noneHeld: (count: number) => (count === 1 ? ', whose text this collection does not yet hold' : ', whose texts this collection does not yet hold'),
    /** After the status of an instrument whose text the collection lacks. */
    textNotHeld: 'This collection does not yet hold its text.',
    /** When the collection holds no provision to quote on it: the record is all the answer has. */
    nothingToQuote: '*This collection holds no provision that states this, so there is nothing to quote or cite.*',
    colon: ': ',
    separator: '; ',
    end: '.',
  },
  ar: {
    /** Instruments are named as the official Arabic names them ("قرار وزاري رقم (73) لسنة 2023"). */
    title: (p: { title: string }) => shortTitleAr(p.title),
    /** The status notes are English prose: an Arabic answer says the status in Arabic instead. */
    note: (_p: { statusNote: string | null }) => '',
    replacedBy: (name: string, url: string, hasText: boolean) => `حلّ محلّه [${name}](${url})${hasText ? '' : '، ولا تتضمن هذه المجموعة نصّه بعد'}`,
    label: '**الحالة وفق سجل هذه المجموعة:**',
    repealed: (name: string) => `${name} ملغى`,
    inForceAsAmended: (name: string, by: string[]) => `${name} نافذ بصيغته المعدَّلة بموجب ${by.join(' و')}`,
    inForce: (name: string) => `${name} نافذ، ولا تسجّل هذه المجموعة أداةً عدّلته أو ألغته`,
    inForceAmended: (name: string) => `${name} نافذ بصيغته المعدَّلة`,
    unknown: (name: string) => `لم يثبت في سجل هذه المجموعة ما إذا كان ${name} نافذاً`,
    amendingLink: (name: string, url: string, unheld: boolean) => `[${name}](${url})${unheld ? ' (ولا تتضمن هذه المجموعة نصّه بعد)' : ''}`,
    noneHeld: (count: number) => (count === 1 ? '، ولا تتضمن هذه المجموعة نصّه بعد' : '، ولا تتضمن هذه المجموعة نصوصها بعد'),
    textNotHeld: 'ولا تتضمن هذه المجموعة نصّه بعد.',
    nothingToQuote: '*لا تتضمن هذه المجموعة حكماً ينص على ذلك، فلا يوجد ما يُقتبس أو يُستشهد به.*',
    colon: ': ',
    separator: '؛ ',
    end: '.',
  },
} as const;

type Wording = (typeof STATUS_WORDING)[QuestionLanguage];

/**
 * One instrument's status: repealed and what replaced it; in force as amended and by what (with the record's note,
 * which says how far the text held here reflects the amendments; by instruments outside the collection, the note says
 * which); in force with nothing recorded against it; or not established (with the note, which says what is suspected).
 */
function statusLine(s: InstrumentStatus, w: Wording): string {
  const name = plainLabel(w.title(s));
  const url = (c: InstrumentChange) => `/legislation/${c.legislationId}`;
  const repealers = s.changedBy.filter((c) => c.kind === 'repeals');
  const amenders = s.changedBy.filter((c) => c.kind === 'amends');
  const note = w.note(s);
  let line: string;
  if (s.inForce === false) {
    const by = repealers.map((c) => w.replacedBy(plainLabel(w.title(c)), url(c), c.hasText));
    const why = by.length ? by.join(w.separator) : note.toLowerCase() !== 'repealed' ? note : '';
    line = `${w.repealed(name)}${why ? `${w.colon}${why}` : ''}${w.end}`;
  } else if (s.inForce === true && amenders.length) {
    // Where the collection holds none of the amending texts, that is said once, after them all.
    const noneHeld = amenders.every((c) => !c.hasText);
    const by = amenders.map((c) => w.amendingLink(plainLabel(w.title(c)), url(c), !noneHeld && !c.hasText));
    line = `${w.inForceAsAmended(name, by)}${noneHeld ? w.noneHeld(by.length) : ''}${w.end}${note ? ` ${note}` : ''}`;
  } else if (s.inForce === true) {
    // "amended" by instruments outside the collection: said so, and the note says by what.
    const amended = /\bamended\b/i.test(s.status ?? '');
    line = `${amended ? w.inForceAmended(name) : w.inForce(name)}${w.end}${note ? ` ${note}` : ''}`;
  } else {
    line = `${w.unknown(name)}${note ? `${w.colon}${note}` : ''}${w.end}`;
  }
  // A note ends with its own full stop.
  return `${w.label} ${line.replace(/\.\.$/, '.')}${s.hasText ? '' : ` ${w.textNotHeld}`}`;
}

/** The Markdown paragraphs stating each instrument's status, in the order given (none for none). */
export function statusLines(statuses: readonly InstrumentStatus[], language: QuestionLanguage): string[] {
  return statuses.flatMap((s) => [statusLine(s, STATUS_WORDING[language]), '']);
}

/** The whole answer when the collection holds no provision to quote on the instruments asked about: their record. */
export function recordOnlyAnswer(statuses: readonly InstrumentStatus[], language: QuestionLanguage): string {
  return [...statusLines(statuses, language), STATUS_WORDING[language].nothingToQuote].join('\n');
}
