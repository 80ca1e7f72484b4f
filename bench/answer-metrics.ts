/**
 * What a professional reads in an extractive answer (issue 13): does the Summary cite a gold
 * article, how much of the answer is quoted from gold articles, and how long it is. Pure functions
 * over the answer text and its citations, tested in answer-metrics.test.ts.
 */
import type { GoldArticle } from './retrieval-metrics.ts';

export interface AnswerCitation {
  n: number;
  slug: string | null;
  article: string;
}

export interface AnswerScores {
  /** The Summary section cites at least one gold article. */
  summaryCitesGold: boolean;
  /** Of the answer's cited sentences (sentences ending in [n]), the share citing a gold article. */
  goldSentenceShare: number;
  words: number;
}

const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
const HAS_MARKER = /\[\d{1,3}(?:\s*,\s*\d{1,3})*\]/;

/** The text of the first `## Heading` section of the given headings (up to the next `## `), or '' when absent. */
export function section(answer: string, ...headings: string[]): string {
  for (const heading of headings) {
    const start = answer.indexOf(`## ${heading}`);
    if (start < 0) continue;
    const rest = answer.slice(start + heading.length + 3);
    const next = rest.search(/^## /m);
    return next < 0 ? rest : rest.slice(0, next);
  }
  return '';
}

const citedNumbers = (text: string) => [...text.matchAll(MARKER)].flatMap((m) => m[1]!.split(',').map((s) => Number(s.trim())));

export function scoreAnswer(answer: string, citations: readonly AnswerCitation[], gold: readonly GoldArticle[]): AnswerScores {
  const wanted = new Set(gold.map((g) => `${g.slug}#${String(g.article)}`));
  const isGold = (n: number) => citations.some((c) => c.n === n && c.slug !== null && wanted.has(`${c.slug}#${c.article}`));
  // A quoted sentence carries its citation at its end: split after each marker.
  const sentences = answer.split(/(?<=\])\s+/).filter((s) => HAS_MARKER.test(s));
  const cited = sentences.map((s) => citedNumbers(s));
  const goldShare = cited.length ? cited.filter((ns) => ns.some(isGold)).length / cited.length : 0;
  return {
    // An answer to an Arabic question heads its Summary 'الملخص'.
    summaryCitesGold: citedNumbers(section(answer, 'Summary', 'الملخص')).some(isGold),
    goldSentenceShare: Math.round(goldShare * 1000) / 1000,
    words: answer.trim() ? answer.trim().split(/\s+/).length : 0,
  };
}
