import { westernDigits } from '../../../../schema/western-digits.ts';
import type { NumberedPassage } from './types.ts';

/**
 * Paragraphs of another article a provision names instead of saying what they are: "A Person falling within any of the
 * categories set out in Paragraphs (f), (g), (h) and (i) of Clause (1) of Article (4) of the … Federal Decree-Law No. (47)
 * of 2022 shall register …" is about investment and pension funds, which only Article (4) names.
 */
export interface ParagraphReference {
  article: string;
  clause: number;
  /** The paragraphs named: "f", "g"; the official Arabic's "و". */
  paragraphs: string[];
  /** "… of this Decision", "… من هذا القرار": the provision's own instrument. */
  own: boolean;
}

const LABEL = String.raw`\((?:[a-z]{1,2}|[\u0621-\u064A]{1,2})\)`;
const PARAGRAPHS_EN = new RegExp(
  String.raw`\bParagraphs?\s+(${LABEL}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|to)\s+)${LABEL})*)\s*of\s+Clause\s*\((\d+)\)\s+of\s+Article\s*\((\d+(?:\.\d+)*)\)(\s+of\s+this\s+(?:Decision|Decree-Law))?`,
  'gi',
);
const PARAGRAPHS_AR =
  /(?:ال|لل|بال)?فقر(?:ة|ات|تين|تان)\s*(\([\u0621-\u064A]{1,2}\)(?:\s*(?:[،,]\s*)?(?:و|أو)?\s*\([\u0621-\u064A]{1,2}\))*)\s*من\s+(?:ال|لل|بال)?بند\s*\(([0-9\u0660-\u0669]+)\)\s*من\s+(?:ال)?مادة\s*\(([0-9\u0660-\u0669]+)\)(\s*من\s+هذ(?:ا|ه)\s+(?:القرار|المرسوم\s+بقانون))?/g;

/**
 * "For the purposes of Paragraph (b) of Clause (5) of Article (20) …", "لأغراض الفقرة …": the provision explains the
 * paragraph it names; the paragraph does not stand for anything it speaks of.
 */
const PURPOSE =
  /(?:\bfor\s+the\s+purposes?\s+of(?:\s+applying)?(?:\s+the\s+provisions\s+of)?|\bin\s+applying(?:\s+the\s+provisions\s+of)?|(?:لأغراض|لاغراض|لغايات)(?:\s+تطبيق)?(?:\s+أحكام)?)\s*$/i;

/** "(f), (g) and (i)" as its letters; "(b) to (d)" as every letter between. */
function labels(list: string): string[] {
  const out: string[] = [];
  let previous: string | null = null;
  for (const m of list.matchAll(/\(([a-z]{1,2}|[\u0621-\u064A]{1,2})\)(\s+to\s+)?/gi)) {
    const label = m[1]!.toLowerCase();
    if (previous !== null && previous.length === 1 && label.length === 1)
      for (let c = previous.charCodeAt(0) + 1; c < label.charCodeAt(0); c++) out.push(String.fromCharCode(c));
    out.push(label);
    previous = m[2] ? label : null;
  }
  return out;
}

/**
 * The paragraphs stand for persons: "any of the categories set out in Paragraphs (f) …", "a Person referred to in
 * Paragraph (a) …", "الفئات المنصوص عليها في الفقرات …". Not a figure another article states ("at the rate specified in
 * Paragraph (b) of Clause (2) of Article (3)"): the question asking for it is answered by that article's own provision.
 */
const PERSONS =
  /\b(?:categor(?:y|ies)|persons?|entit(?:y|ies)|funds?|bod(?:y|ies)|subsidiar(?:y|ies))\b[^.;:]{0,60}$|(?:فئ[ةه]|الفئ[ةه]|فئات|الفئات|شخص|الشخص|أشخاص|الأشخاص|جه[ةه]|الجه[ةه]|جهات|الجهات|كيان|الكيان|كيانات|الكيانات)[^.؛:]{0,60}$/i;

export function paragraphReferences(text: string): ParagraphReference[] {
  const out: ParagraphReference[] = [];
  for (const re of [PARAGRAPHS_EN, PARAGRAPHS_AR])
    for (const m of text.matchAll(re)) {
      const before = text.slice(Math.max(0, m.index! - 80), m.index!);
      if (PURPOSE.test(before) || !PERSONS.test(before)) continue;
      out.push({ paragraphs: labels(m[1]!), clause: Number(westernDigits(m[2]!)), article: westernDigits(m[3]!), own: !!m[4] });
    }
  return out;
}

/**
 * The passage among `passages` a reference of `from` names: its own instrument's article for "of this Decision", else the
 * article of that number its links lead to (the citator resolved "the Corporate Tax Law", "the Decree-Law"), when one
 * instrument has it.
 */
export function referencedPassage(ref: ParagraphReference, from: NumberedPassage, passages: readonly NumberedPassage[]): NumberedPassage | undefined {
  if (ref.own) return passages.find((p) => p.legislationId === from.legislationId && p.number === ref.article && p !== from);
  const slugs = new Set((from.links ?? []).filter((l) => l.number === ref.article && (l.kind === 'refers_to' || l.kind === 'implements')).map((l) => l.slug));
  if (slugs.size !== 1) return undefined;
  const [slug] = slugs;
  return passages.find((p) => p.slug === slug && p.number === ref.article && p !== from);
}
