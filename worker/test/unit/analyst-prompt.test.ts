import { describe, expect, it } from 'vitest';
import { toCitation, toCitations } from '../../src/services/analyst/citations.ts';
import { questionLanguage } from '../../src/services/analyst/question-language.ts';
import {
  ARABIC_ANSWER_RULE,
  buildMessages,
  CITATOR_RECORD_INTRO,
  ENGLISH_ONLY_NOTE,
  formatPassages,
  MAX_ARTICLE_CHARS,
  MAX_PASSAGES_CHARS,
  passageHeader,
  STATUS_RECORD_INTRO,
  SYSTEM_PROMPT,
} from '../../src/services/analyst/prompt.ts';
import type { InstrumentStatus } from '../../src/services/citator/instrument-status.ts';
import type { NumberedPassage } from '../../src/services/analyst/types.ts';
import { excerptProvisions, OMITTED_NOTE } from '../../src/services/analyst/provision-excerpt.ts';
import { CT_LAW, numberedPassage } from '../support/passages.ts';

function passage(n: number, over: Partial<NumberedPassage> = {}): NumberedPassage {
  return numberedPassage(n, {
    legislationId: 12,
    heading: 'Small Business Relief',
    chapter: 'Chapter 6: Reliefs',
    textEn: '1. A Taxable Person that is a Resident Person may elect to be treated as not having derived any Taxable Income.',
    score: 1,
    ...over,
  });
}

describe('prompt', () => {
  it('numbers each passage with its document, article, heading and status', () => {
    expect(passageHeader(passage(1))).toBe(`[1] ${CT_LAW} — Article (21): Small Business Relief — status: amended`);
    expect(passageHeader(passage(2, { number: 'Preamble', heading: null, status: null }))).toBe(`[2] ${CT_LAW} — Preamble — status: unknown`);
    expect(passageHeader(passage(3, { number: '2.1', heading: 'Definitions' }))).toBe(`[3] ${CT_LAW} — Annex Article 2.1: Definitions — status: amended`);
    expect(
      passageHeader(
        passage(4, {
          title: 'Ministerial Decision No. 139 of 2023',
          number: '2',
          heading: 'Qualifying Activities',
          status: 'repealed',
          repealed: true,
          statusNote: 'Abrogated by Ministerial Decision No. 265 of 2023.',
        }),
      ),
    ).toBe(
      '[4] Ministerial Decision No. 139 of 2023 — Article (2): Qualifying Activities — status: repealed (REPEALED: Abrogated by Ministerial Decision No. 265 of 2023.)',
    );
  });

  it('builds system (rules + passages), then the history, then the question', () => {
    const messages = buildMessages({
      question: 'Who may elect Small Business Relief?',
      passages: [passage(1), passage(2, { number: '22', heading: 'Tax Loss Relief', textEn: 'Losses may be carried forward.' })],
      history: [
        { role: 'user', content: 'What is the rate?' },
        { role: 'assistant', content: 'The rate is 9% [1, 2]. See [3] and [the article](/legislation/1#article-3).' },
      ],
      scope: 'collection',
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const system = messages[0]!.content;
    expect(system.startsWith(SYSTEM_PROMPT)).toBe(true);
    expect(system).toContain('answer ONLY from the numbered passages');
    expect(system).toContain('Cite every statement');
    expect(system).toContain('REPEALED');
    expect(system).toContain('## Summary');
    expect(system).toContain('raw HTML');
    expect(system).toContain(`[1] ${CT_LAW} — Article (21): Small Business Relief — status: amended\n1. A Taxable Person that is a Resident Person`);
    expect(system).toContain(`[2] ${CT_LAW} — Article (22): Tax Loss Relief — status: amended\nLosses may be carried forward.`);
    // Earlier answers' numbers named the passages of their own turn: they are not carried over.
    expect(messages[2]!.content).toBe('The rate is 9%. See and [the article](/legislation/1#article-3).');
    expect(messages[3]).toEqual({ role: 'user', content: 'Who may elect Small Business Relief?' });
  });

  it('names the document of a single-document chat', () => {
    const [system] = buildMessages({ question: 'q', passages: [passage(1)], history: [], scope: 'document', documentTitle: CT_LAW });
    expect(system!.content).toContain(`This conversation is about one document: ${CT_LAW}.`);
  });

  it('gives the recorded status of the instruments a question about status asks of, before the passages and apart from them', () => {
    const status: InstrumentStatus = {
      legislationId: 30,
      slug: 'md-125-2023',
      title: 'Ministerial Decision No. 125 of 2023 on Tax Group',
      titleAr: null,
      status: 'repealed',
      statusNote: 'Abrogated by Ministerial Decision No. 301 of 2024.',
      hasText: true,
      inForce: false,
      changedBy: [
        {
          kind: 'repeals',
          legislationId: 41,
          slug: 'md-301-2024',
          title: 'Ministerial Decision No. 301 of 2024 on Tax Group',
          titleAr: null,
          hasText: false,
          articles: [],
        },
      ],
    };
    const question = 'Is MD 125/2023 still in force?';
    const [system] = buildMessages({ question, passages: [passage(1)], history: [], scope: 'collection', instrumentStatuses: [status] });
    expect(system!.content).toContain(
      `${STATUS_RECORD_INTRO}\n**Status, as this collection records it:** Ministerial Decision No. 125 of 2023 is repealed: replaced by [Ministerial Decision No. 301 of 2024](/legislation/41), whose text this collection does not yet hold.\n\nPassages:`,
    );
    // Nothing of the kind for any other question.
    expect(buildMessages({ question, passages: [passage(1)], history: [], scope: 'collection' })[0]!.content).not.toContain(STATUS_RECORD_INTRO);
  });

  it('gives the implementing edges the citator records for a question about delegations, as a record', () => {
    const law = passage(1, {
      cited: true,
      links: [
        {
          kind: 'implemented_by',
          legislationId: 23,
          slug: 'md-73-2023',
          title: 'Ministerial Decision No. 73 of 2023 on Small Business Relief',
          number: '2',
          heading: null,
          repealed: false,
          retrieved: true,
        },
      ],
    });
    const question = 'Which decisions implement Article 21?';
    const [system] = buildMessages({ question, passages: [law], history: [], scope: 'collection', citatorAsks: 'delegations' });
    expect(system!.content).toContain(
      `${CITATOR_RECORD_INTRO}\n**As the citator of this collection records it:** Article (21) of Federal Decree-Law No. 47 of 2022 is implemented by [Ministerial Decision No. 73 of 2023, Article (2)](/legislation/23#article-2).\n\nPassages:`,
    );
    expect(buildMessages({ question, passages: [law], history: [], scope: 'collection' })[0]!.content).not.toContain(CITATOR_RECORD_INTRO);
  });

  it('keeps bracketed numbers of the legislation from reading as citations', () => {
    const text = formatPassages([passage(1, { textEn: 'As listed in [2] and [3-4], see [Note 5].' })]);
    expect(text).toContain('As listed in (2) and (3-4), see [Note 5].');
  });

  it('gives a long article by whole provisions that bear on the question, marking what it leaves out, and shares the budget', () => {
    const clause = (n: number, subject: string) =>
      `${n}. The Taxable Person shall keep records of ${subject} for the Tax Period in accordance with the following:\n(a) the first requirement on ${subject}.\n(b) the second requirement on ${subject}.`;
    const subjects = ['inventory', 'payroll', 'transfer pricing', 'bank accounts', 'fixed assets', 'dividends', 'loans', 'leases'];
    const long = subjects.map((subject, i) => clause(i + 1, subject)).join('\n');
    const excerpt = excerptProvisions(long, 'What records of transfer pricing and leases must be kept?', 700);
    expect(excerpt.length).toBeLessThanOrEqual(700 + OMITTED_NOTE.length);
    // The clauses on transfer pricing and leases, each whole with every item, in the article's order; gaps marked.
    expect(excerpt).toContain(clause(3, 'transfer pricing'));
    expect(excerpt).toContain(clause(8, 'leases'));
    expect(excerpt.indexOf('transfer pricing')).toBeLessThan(excerpt.indexOf('leases'));
    expect(excerpt).toContain(OMITTED_NOTE);
    for (const line of excerpt.split('\n').filter(Boolean)) expect(long.includes(line) || line === OMITTED_NOTE, line).toBe(true);
    expect(excerptProvisions('short', 'q', 100)).toBe('short');

    const many = Array.from({ length: 16 }, (_, i) => passage(i + 1, { textEn: `${long}\n${long}\n${long}` }));
    const all = formatPassages(many, 'en', 'What records of leases must be kept?');
    expect(all.length).toBeLessThan(MAX_PASSAGES_CHARS + 16 * 400);
    expect(all.split(OMITTED_NOTE).length - 1).toBeGreaterThanOrEqual(16);
    expect(MAX_ARTICLE_CHARS).toBeGreaterThan(0);
  });

  it('names what replaced a repealed passage, and the delegations among the passages given', () => {
    const law = passage(1, {
      links: [{ kind: 'implemented_by', legislationId: 2, slug: 'md-73-2023', title: 'MD 73', number: '2', heading: null, repealed: false, retrieved: true }],
    });
    const decision = passage(2, {
      legislationId: 2,
      number: '2',
      heading: 'Threshold',
      links: [{ kind: 'implements', legislationId: 12, slug: 'fdl-47-2022', title: CT_LAW, number: '21', heading: null, repealed: false, retrieved: true }],
    });
    expect(passageHeader(law, [law, decision])).toBe(`[1] ${CT_LAW} — Article (21): Small Business Relief — status: amended — implemented by [2]`);
    expect(passageHeader(decision, [law, decision])).toBe(`[2] ${CT_LAW} — Article (2): Threshold — status: amended — implements [1]`);
    const repealed = passage(3, {
      status: 'repealed',
      repealed: true,
      replacedBy: { legislationId: 41, slug: 'md-301-2024', title: 'Ministerial Decision No. 301 of 2024 on Tax Group', titleAr: null, hasText: false },
    });
    expect(passageHeader(repealed)).toContain(
      '(REPEALED: replaced by Ministerial Decision No. 301 of 2024 on Tax Group, whose text the collection does not hold)',
    );
  });
});

describe('toCitations', () => {
  it('builds pinpoint citations in the order cited, skipping unknown numbers', () => {
    const passages = [
      passage(1),
      passage(2, { number: 'Preamble', heading: null, articleId: 7 }),
      passage(3, {
        legislationId: 40,
        slug: 'md-139-2023',
        title: 'Ministerial Decision No. 139 of 2023',
        legislation: 'Ministerial Decision',
        status: 'repealed',
        repealed: true,
        number: '2',
        heading: 'Qualifying Activities',
      }),
      passage(4, { number: '2.1', heading: 'Scope' }),
    ];
    const citations = toCitations(passages, [3, 1, 9, 2, 1, 4]);
    expect(citations.map((c) => c.n)).toEqual([3, 1, 2, 4]);
    expect(citations[0]).toEqual({
      n: 3,
      legislation_id: 40,
      slug: 'md-139-2023',
      title: 'Ministerial Decision No. 139 of 2023',
      legislation: 'Ministerial Decision',
      status: 'repealed',
      repealed: true,
      article: '2',
      heading: 'Qualifying Activities',
      article_label: 'Article (2)',
      url: '/legislation/40#article-2',
      text: 'Ministerial Decision No. 139 of 2023, Article (2): Qualifying Activities',
    });
    expect(citations[1]!).toMatchObject({
      article_label: 'Article (21)',
      url: '/legislation/12#article-21',
      text: `${CT_LAW}, Article (21): Small Business Relief`,
      repealed: false,
    });
    expect(citations[2]!).toMatchObject({ article_label: 'Preamble', url: '/legislation/12#article-Preamble', text: `${CT_LAW}, Preamble` });
    expect(citations[3]!).toMatchObject({ article_label: 'Annex Article 2.1', url: '/legislation/12#article-2.1' });
    expect(toCitation(passage(5)).n).toBe(5);
    expect(toCitations(passages, [])).toEqual([]);
  });
});

describe('an Arabic question', () => {
  const arabic = passage(1, { textAr: '1. يجوز للشخص الخاضع للضريبة المقيم أن يختار معاملته على أنه لم يحقق أي دخل خاضع للضريبة.' });
  const englishOnly = passage(2, { textAr: null, textEn: 'A Constituent Entity located in the State shall pay the Top-up Tax.' });

  it('is told apart from an English one by its letters, not by a term quoted in the other language', () => {
    expect(questionLanguage('ما هو حد الإيرادات للإعفاء؟')).toBe('ar');
    expect(questionLanguage('هل تنطبق قواعد OECD على مجموعتنا؟')).toBe('ar');
    expect(questionLanguage('What does "الدخل المؤهل" mean?')).toBe('en');
  });

  it('gets the rule to answer in Arabic and the official Arabic of each passage, the English only where there is none, said so', () => {
    const [system] = buildMessages({ question: 'ما هو حد الإيرادات للإعفاء؟', passages: [arabic, englishOnly], history: [], scope: 'collection' });
    expect(system!.content).toContain(ARABIC_ANSWER_RULE);
    expect(system!.content).toContain(arabic.textAr);
    expect(system!.content).not.toContain(arabic.textEn);
    expect(system!.content).toContain(`${passageHeader(englishOnly)} ${ENGLISH_ONLY_NOTE}\n${englishOnly.textEn}`);
  });

  it('leaves an English question as it was', () => {
    const [system] = buildMessages({ question: 'What is the revenue threshold?', passages: [arabic], history: [], scope: 'collection' });
    expect(system!.content).not.toContain(ARABIC_ANSWER_RULE);
    expect(system!.content).toContain(arabic.textEn);
    expect(formatPassages([arabic])).not.toContain(arabic.textAr);
  });
});
