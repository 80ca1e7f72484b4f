/**
 * The extractive analyst over every article of the seeded corpus, not only the contexts retrieval happens to hand it:
 * windows of 8 consecutive articles, and each article alone, with English and Arabic questions must compose
 * without failing, keep the Summary within its limit and cite only passages it was given. bench:compose found an
 * article whose definitions sent the composer into an endless walk; this keeps that class of fault out.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { checkCitations } from '../src/services/analyst/citation-check.ts';
import { composeExtractiveAnswer, SUMMARY_WORDS } from '../src/services/analyst/extractive-analyst.ts';
import type { NumberedPassage } from '../src/services/analyst/types.ts';

const QUESTIONS = [
  'Can tax losses be carried forward to future tax periods?',
  'What are the conditions and the deadline, and what happens if they are not met?',
  'Who must register and by when?',
  'What is the rate and how much is exempt?',
  'هل يجوز ترحيل الخسائر الضريبية وما هي الشروط؟',
  'ما هي المدة المحددة لتقديم الطلب؟',
];
const WINDOW = 8;

interface ArticleRow {
  id: number;
  legislation_id: number;
  slug: string;
  title: string;
  type: string;
  status: string;
  number: string;
  heading: string | null;
  text_en: string;
  text_ar: string | null;
}

function numbered(rows: ArticleRow[]): NumberedPassage[] {
  return rows.map((r, i) => ({
    n: i + 1,
    articleId: r.id,
    legislationId: r.legislation_id,
    slug: r.slug,
    title: r.title,
    legislation: r.type,
    status: r.status,
    statusNote: null,
    repealed: r.status === 'repealed',
    number: r.number,
    heading: r.heading,
    chapter: null,
    textEn: r.text_en,
    textAr: r.text_ar,
    score: rows.length - i,
    relevance: 1,
    concepts: { matched: 1, of: 1 },
    links: [],
  }));
}

/** The Summary of an answer (English or Arabic heading), up to the next section. */
function summaryOf(answer: string): string {
  const m = /^## (?:Summary|الملخص)\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(answer);
  return m?.[1] ?? '';
}

function expectSound(question: string, passages: NumberedPassage[]) {
  const where = `${question} | ${passages.map((p) => `${p.slug}#${p.number}`).join(', ')}`;
  let answer = '';
  expect(() => {
    answer = composeExtractiveAnswer({ question, passages, history: [], scope: 'collection' });
  }, where).not.toThrow();
  expect(summaryOf(answer).split(/\s+/).filter(Boolean).length, where).toBeLessThanOrEqual(SUMMARY_WORDS + 2);
  const checked = checkCitations(answer, new Set(passages.map((p) => p.n)));
  expect(checked.removed, where).toEqual([]);
}

describe('the extractive analyst over the whole seeded corpus', () => {
  it('composes a sound answer from every window of 8 articles and from every article alone', async () => {
    const { results } = await env.DB.prepare(
      `SELECT a.id, a.legislation_id, l.slug, l.title, l.legislation AS type, l.status, a.number, a.heading, a.text_en, a.text_ar
         FROM articles a JOIN legislation l ON l.id = a.legislation_id ORDER BY a.id`,
    ).all<ArticleRow>();
    expect(results.length).toBeGreaterThan(100);
    let composed = 0;
    for (let i = 0; i < results.length; i += WINDOW) {
      const passages = numbered(results.slice(i, i + WINDOW));
      for (const q of QUESTIONS) {
        expectSound(q, passages);
        composed++;
      }
    }
    // Alone, with one question of each language and the many-part one: the article is the whole context.
    for (const row of results) {
      for (const q of [QUESTIONS[0]!, QUESTIONS[1]!, QUESTIONS[4]!]) {
        expectSound(q, numbered([row]));
        composed++;
      }
    }
    expect(composed).toBeGreaterThan(QUESTIONS.length * 10);
  }, 120_000);
});
