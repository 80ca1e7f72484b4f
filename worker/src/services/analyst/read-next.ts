/**
 * The answer's last section (issue 13): the articles a professional should read next, taken from
 * the citator edges of the cited passages whose targets were not retrieved. Both analysts end with
 * it (the research service appends it after the citation check), so it is built from metadata
 * only and never cites: its links are ordinary Markdown links to the document page.
 *
 * Order: edges that change what the cited rule means (implementing, implemented, replacing
 * articles) before plain references (those the cited article makes, then those made to it), targets
 * in repealed documents last (marked), each group in the order the answer cites. One line per
 * target, at most READ_NEXT_LIMIT, two per linked document and cited article.
 */
import { passageLabelAr } from '../../../../schema/api/legislation-labels.ts';
import { READ_NEXT_HEADING } from '../../../../schema/api/research.ts';
import type { PassageLink } from '../retrieval/types.ts';
import { articleLabel, articleUrl, shortTitle, shortTitleAr } from './citations.ts';
import { plainLabel } from './plain-label.ts';
import type { QuestionLanguage } from './question-language.ts';
import type { NumberedPassage } from './types.ts';

export const READ_NEXT_LIMIT = 5;
const PER_DOCUMENT = 2;

const TIER: Record<PassageLink['kind'], number> = { implemented_by: 0, implements: 0, replaced_by: 0, refers_to: 1, referred_to_by: 2 };

/** The section's own words in Arabic, for an answer to an Arabic question (issue 17). */
const ARABIC = {
  heading: 'اقرأ أيضاً',
  repealed: ' (ملغى)',
  relation: { implemented_by: 'تنفّذ', implements: 'تنفّذها', replaced_by: 'تحلّ محلّ', refers_to: 'تشير إليها', referred_to_by: 'تشير إلى' },
} as const;

/** How the linked article stands to the cited one, said of the linked article. */
function relation(kind: PassageLink['kind'], cited: NumberedPassage, language: QuestionLanguage): string {
  if (language === 'ar') return `${ARABIC.relation[kind]} ${passageLabelAr(cited.number)} من ${plainLabel(shortTitleAr(cited.title))}`;
  const of = `${articleLabel(cited.number)} of ${plainLabel(shortTitle(cited.title))}`;
  switch (kind) {
    case 'implemented_by':
      return `implements ${of}`;
    case 'implements':
      return `implemented by ${of}`;
    case 'replaced_by':
      return `replaces ${of}`;
    case 'refers_to':
      return `referred to by ${of}`;
    case 'referred_to_by':
      return `refers to ${of}`;
  }
}

function line(link: PassageLink, cited: NumberedPassage, language: QuestionLanguage): string {
  const arabic = language === 'ar';
  // The headings are English: an Arabic line names the article by its number only.
  const text = arabic
    ? `${plainLabel(shortTitleAr(link.title))}، ${passageLabelAr(link.number)}`
    : `${plainLabel(shortTitle(link.title))}, ${articleLabel(link.number)}${link.heading ? `: ${plainLabel(link.heading)}` : ''}`;
  const url = encodeURI(articleUrl(link.legislationId, link.number));
  const repealed = link.repealed ? (arabic ? ARABIC.repealed : ' (repealed)') : '';
  return `- [${text}](${url}) — ${relation(link.kind, cited, language)}${repealed}`;
}

/**
 * The Read Next section for an answer citing `cited` (passage numbers, in reading order), or ''
 * when the cited articles link to nothing outside the retrieved ones.
 */
export function readNextSection(passages: readonly NumberedPassage[], cited: readonly number[], language: QuestionLanguage = 'en'): string {
  const byNumber = new Map(passages.map((p) => [p.n, p]));
  const shown = new Set(passages.map((p) => `${p.legislationId}#${p.number}`));
  const candidates: Array<{ link: PassageLink; from: NumberedPassage; tier: number; order: number }> = [];
  cited.forEach((n, order) => {
    const from = byNumber.get(n);
    for (const link of from?.links ?? []) {
      // Articles only: a preamble or the editorial notes is not what a reader follows up.
      if (link.retrieved || !/^\d/.test(link.number)) continue;
      // A repealed target is history, read after the law in force.
      candidates.push({ link, from: from!, tier: TIER[link.kind] + (link.repealed ? 3 : 0), order });
    }
  });
  candidates.sort((a, b) => a.tier - b.tier || a.order - b.order);
  const lines: string[] = [];
  // A law article implemented by a whole decision would fill the list with that decision: two of a document per cited article.
  const perDocument = new Map<string, number>();
  for (const { link, from } of candidates) {
    const key = `${link.legislationId}#${link.number}`;
    const group = `${from.n}>${link.legislationId}`;
    if (shown.has(key) || (perDocument.get(group) ?? 0) >= PER_DOCUMENT) continue;
    shown.add(key);
    perDocument.set(group, (perDocument.get(group) ?? 0) + 1);
    lines.push(line(link, from, language));
    if (lines.length >= READ_NEXT_LIMIT) break;
  }
  return lines.length ? [`## ${language === 'ar' ? ARABIC.heading : READ_NEXT_HEADING}`, '', ...lines].join('\n') : '';
}

/** The answer followed by its Read Next section (unchanged when there is none). */
export function withReadNext(
  answer: string,
  passages: readonly NumberedPassage[],
  cited: readonly number[],
  language: QuestionLanguage = 'en',
): { text: string; section: string } {
  const section = readNextSection(passages, cited, language);
  return section ? { text: `${answer.trimEnd()}\n\n${section}`, section } : { text: answer, section: '' };
}
