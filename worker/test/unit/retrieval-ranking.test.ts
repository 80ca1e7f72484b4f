import { describe, expect, it } from 'vitest';
import type { CandidateArticleRow } from '../../src/db/repositories/retrieval-repository.ts';
import { diversify } from '../../src/services/retrieval/diversity.ts';
import { reciprocalRankFusion } from '../../src/services/retrieval/fusion.ts';
import { parseKeyPoints } from '../../src/services/retrieval/key-points.ts';
import { parseGlossary } from '../../src/services/retrieval/glossary.ts';
import { analyseQuery } from '../../src/services/retrieval/query-analysis.ts';
import {
  articleKey,
  asksOnlyTheRegime,
  bestWindowCoverage,
  citedHeadings,
  DEFAULT_PARAMS,
  idf,
  isRepealed,
  ownConceptWeights,
  passageFactor,
  scoreCandidates,
  scoreNotes,
  type ArticleEvidence,
} from '../../src/services/retrieval/scoring.ts';

let nextId = 1;
function article(over: Partial<CandidateArticleRow>): CandidateArticleRow {
  const id = nextId++;
  return {
    id,
    legislationId: 1,
    number: String(id),
    heading: null,
    chapter: null,
    textEn: '',
    searchAr: null,
    headingAr: null,
    wordCount: 40,
    slug: 'doc-a',
    title: 'Doc A',
    legislation: 'Ministerial Decision',
    status: 'active',
    statusNote: null,
    ...over,
  };
}

const noEvidence: ArticleEvidence = { documentPrior: new Map(), notes: new Map(), pointers: new Map(), law: null };

function scored(query: string, rows: CandidateArticleRow[], evidence: ArticleEvidence = noEvidence) {
  const plan = analyseQuery(query, { glossary: null });
  const stats = { idf: plan.terms.map(() => idf(500, 10)), meanWords: 40 };
  return scoreCandidates(plan, rows, stats, evidence, DEFAULT_PARAMS);
}

describe('reciprocalRankFusion', () => {
  it('sums weight / (k + rank) over the lists, so agreement wins', () => {
    const fused = reciprocalRankFusion([{ keys: ['a', 'b', 'c'] }, { keys: ['b', 'd'] }], 60);
    expect(fused.map((f) => f.key)).toEqual(['b', 'a', 'd', 'c']);
    expect(fused[0]!.score).toBeCloseTo(1 / 62 + 1 / 61);
    expect(fused.find((f) => f.key === 'c')!.score).toBeCloseTo(1 / 63);
  });

  it('weights lists', () => {
    const fused = reciprocalRankFusion([
      { keys: ['a'], weight: 1 },
      { keys: ['b'], weight: 2 },
    ]);
    expect(fused.map((f) => f.key)).toEqual(['b', 'a']);
  });
});

describe('diversify', () => {
  const item = (documentId: number, score: number, id: string) => ({ documentId, score, id });

  it('gives a near tie to another document instead of a third article of the same one', () => {
    const ranked = [item(1, 1.0, 'a1'), item(1, 0.99, 'a2'), item(1, 0.98, 'a3'), item(2, 0.9, 'b1')];
    const chosen = diversify(ranked, 3, 0.85);
    expect(chosen.map((c) => c.id)).toEqual(['a1', 'b1', 'a2']);
    const scores = chosen.map((c) => c.adjusted);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('lets a clearly dominant document fill the list', () => {
    const ranked = [item(1, 1.0, 'a1'), item(1, 0.95, 'a2'), item(2, 0.3, 'b1')];
    expect(diversify(ranked, 2, 0.85).map((c) => c.id)).toEqual(['a1', 'a2']);
  });

  it('is plain ranking at decay 1', () => {
    const ranked = [item(1, 3, 'a'), item(1, 2, 'b'), item(2, 1, 'c')];
    expect(diversify(ranked, 3, 1).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('scoreCandidates', () => {
  it('ranks a heading match above the same words in the body', () => {
    const inHeading = article({ heading: 'Small Business Relief', textEn: 'A person may elect for the relief.' });
    const inBody = article({ heading: 'Elections', textEn: 'A small business may elect for relief under this decision.' });
    expect(scored('small business relief', [inBody, inHeading])[0]!.row.id).toBe(inHeading.id);
  });

  it('ranks repealed documents lower and weak passages lower, whatever they match', () => {
    const text = 'The interest deduction limitation applies to net interest expenditure.';
    const active = article({ legislationId: 1, slug: 'new', heading: 'Interest', textEn: text });
    const repealed = article({ legislationId: 2, slug: 'old', heading: 'Interest', textEn: text, status: 'repealed' });
    const preamble = article({ legislationId: 3, slug: 'pre', number: 'Preamble', textEn: text });
    const ranked = scored('interest deduction limitation', [repealed, preamble, active]);
    expect(ranked.map((r) => r.row.id)).toEqual([active.id, repealed.id, preamble.id]);
    expect(ranked[1]!.breakdown.factor).toBe(DEFAULT_PARAMS.repealed);
  });

  it('adds document prior, key-point notes and pointers', () => {
    const a = article({ legislationId: 1, slug: 'a', number: '2', textEn: 'Revenue threshold applies.' });
    const b = article({ legislationId: 2, slug: 'b', number: '2', textEn: 'Revenue threshold applies.' });
    const evidence: ArticleEvidence = { ...noEvidence, documentPrior: new Map([[2, 1]]), notes: new Map([['b#2', 0.5]]) };
    const ranked = scored('revenue threshold', [a, b], evidence);
    expect(ranked[0]!.row.id).toBe(b.id);
    expect(ranked[0]!.breakdown).toMatchObject({ documentPrior: 1, notes: 0.5 });
  });

  it('prefers an article that names the question’s concepts together over one that scatters them', () => {
    const filler = ' other words'.repeat(100);
    const together = article({ textEn: `The partner of an unincorporated partnership is taxed.${filler}` });
    const scattered = article({ textEn: `The partner is named here.${filler} An unincorporated partnership is taxed.` });
    const ranked = scored('is an unincorporated partnership partner taxed', [scattered, together]);
    expect(ranked[0]!.row.id).toBe(together.id);
    expect(ranked[0]!.breakdown.proximity).toBeGreaterThan(ranked[1]!.breakdown.proximity);
  });

  it('reads a period as the official texts write it, its number spelled out after the figure, as the time limit asked for', () => {
    // "(6) six months from the date …": no "within" before it, the figure's words between the number and the unit.
    const statesPeriod = article({ textEn: 'A Person that has a Permanent Establishment shall register: (6) six months from the date of existence.' });
    const noPeriod = article({ textEn: 'A Person that has a Permanent Establishment shall register with the Authority.' });
    // An amount charged per month is no time limit: only the figure's own words stand between it and the unit.
    const perMonth = article({ textEn: 'A Permanent Establishment that does not register shall pay (500) for each month of delay.' });
    const ranked = scored('What is the registration deadline for a permanent establishment?', [noPeriod, statesPeriod, perMonth]);
    expect(ranked.find((r) => r.row.id === statesPeriod.id)!.breakdown.answerType).toBe(1);
    expect(ranked.find((r) => r.row.id === noPeriod.id)!.breakdown.answerType).toBe(0);
    expect(ranked.find((r) => r.row.id === perMonth.id)!.breakdown.answerType).toBe(0);
  });

  it('reads a provision that says from when an instrument applies as the answer a "from when" question asks for', () => {
    const commencement = article({ textEn: 'This Decree-Law shall apply to Tax Periods commencing on or after 1 June 2023.' });
    // A time limit is no commencement: it answers "how long", not "from when".
    const period = article({ textEn: 'The application to change the start and end dates of the Tax Period shall be submitted within (6) months.' });
    const ranked = scored('When does the law start to apply to my company?', [period, commencement]);
    expect(ranked.find((r) => r.row.id === commencement.id)!.breakdown.answerType).toBe(1);
    expect(ranked.find((r) => r.row.id === period.id)!.breakdown.answerType).toBe(0);
  });
});

describe('passageFactor', () => {
  const plan = { asksDefinition: false, asksCommencement: false, outsideRegime: true };
  const title = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';
  it('down-weights preambles, notes, boilerplate and definitions unless asked for', () => {
    expect(passageFactor({ number: 'Notes', heading: null, status: 'active', wordCount: 100, title }, plan, DEFAULT_PARAMS)).toBe(DEFAULT_PARAMS.weakPassage);
    expect(passageFactor({ number: '9', heading: 'Publication and Entry into Force', status: 'active', wordCount: 100, title }, plan, DEFAULT_PARAMS)).toBe(
      DEFAULT_PARAMS.boilerplate,
    );
    expect(
      passageFactor(
        { number: '9', heading: 'Publication and Entry into Force', status: 'active', wordCount: 100, title },
        { ...plan, asksCommencement: true },
        DEFAULT_PARAMS,
      ),
    ).toBe(1);
    expect(passageFactor({ number: '1', heading: 'Definitions', status: 'active', wordCount: 100, title }, plan, DEFAULT_PARAMS)).toBe(
      DEFAULT_PARAMS.definitions,
    );
    expect(
      passageFactor({ number: '1', heading: 'Definitions', status: 'active', wordCount: 100, title }, { ...plan, asksDefinition: true }, DEFAULT_PARAMS),
    ).toBe(1);
    expect(
      passageFactor({ number: '2', heading: 'Application of the Decision to Financial Years', status: 'active', wordCount: 100, title }, plan, DEFAULT_PARAMS),
    ).toBe(1);
  });

  it('weighs an article of the Top-up Tax regime less for a question that is not about it', () => {
    const topUp = {
      number: '2.1',
      heading: 'Liability for Top-up Tax',
      status: 'active',
      wordCount: 100,
      title: 'Cabinet Decision No. 142 of 2024 on the Imposition of Top-up Tax on Multinational Enterprises',
    };
    expect(passageFactor(topUp, plan, DEFAULT_PARAMS)).toBe(DEFAULT_PARAMS.otherRegime);
    expect(passageFactor(topUp, { ...plan, outsideRegime: false }, DEFAULT_PARAMS)).toBe(1);
    expect(passageFactor({ ...topUp, title }, plan, DEFAULT_PARAMS)).toBe(1);
  });

  it('flags repealed by the status, case-insensitively, but not a partial repeal (the rest of the instrument stands)', () => {
    expect(isRepealed('Repealed')).toBe(true);
    expect(isRepealed('repealed by Cabinet Decision No. 100 of 2023')).toBe(true);
    expect(isRepealed('partially repealed by Decision 5')).toBe(false);
    expect(isRepealed('unrepealed')).toBe(false);
    expect(isRepealed('amended')).toBe(false);
    expect(isRepealed(null)).toBe(false);
  });
});

describe('bestWindowCoverage', () => {
  it('counts concepts within one window, titles everywhere', () => {
    const events = [
      { pos: 0, concept: 0, credit: 1 },
      { pos: 5, concept: 1, credit: 0.7 },
      { pos: 500, concept: 2, credit: 1 },
    ];
    expect(bestWindowCoverage(events, [0, 0, 0], [1, 1, 1], 60)).toBeCloseTo(1.7);
    expect(bestWindowCoverage(events, [0, 0, 1], [1, 1, 1], 60)).toBeCloseTo(2.7);
    expect(bestWindowCoverage([], [1, 0, 0], [2, 1, 1], 60)).toBe(2);
  });
});

describe('citedHeadings', () => {
  it('names the Corporate Tax Law articles an implementing article cites', () => {
    const law = {
      slug: 'fdl-47-2022',
      headings: new Map([
        ['52', 'Tax Deregistration'],
        ['3', 'Corporate Tax Rate'],
      ]),
    };
    const row = { slug: 'fta-6-2023', number: '2', textEn: 'For the purposes of Clause (1) of Article (52) of the Corporate Tax Law, an application…' };
    expect(citedHeadings(row, law)).toEqual(['Tax Deregistration']);
    const own = { slug: 'fdl-47-2022', number: '18', textEn: 'subject to Article (3) of this Decree-Law and Article (18) of this Decree-Law' };
    expect(citedHeadings(own, law)).toEqual(['Corporate Tax Rate']);
  });
});

describe('parseKeyPoints', () => {
  it('reads the articles each key point cites, ranges expanded, other instruments kept apart', () => {
    const notes = parseKeyPoints(
      [
        'Revenue threshold: AED 3,000,000 (Art. 2(1)).',
        'Losses cannot be carried forward, subject to Art. 37 of the Corporate Tax Law (Art. 4).',
        'Excluded entities (Arts. 1.5-1.9, 2.3).',
        'Procedures (Arts. 3-5 and 8).',
        'No reference here.',
      ].join('\n'),
    );
    expect(notes.map((n) => n.articles)).toEqual([['2'], ['4'], ['1.5', '1.6', '1.7', '1.8', '1.9', '2.3'], ['3', '4', '5', '8'], []]);
    expect(notes[1]!.corporateTaxLawArticles).toEqual(['37']);
  });

  it('reads a citation of the attached schedule as the article numbered "Schedule", not a mention of it', () => {
    const notes = parseKeyPoints(
      [
        'Late Tax Return: AED 500 per month (Schedule items 6 and 7, applied via Art. 2).',
        'Late payment: 14% per annum (Schedule item 8).',
        'The Schedule contains 521 entries (Schedule, Art. 2).',
        'A Government Entity may propose deletions from the Schedule (Art. 3).',
      ].join('\n'),
    );
    expect(notes.map((n) => n.articles)).toEqual([['2', 'Schedule'], ['Schedule'], ['2', 'Schedule'], ['3']]);
  });
});

describe('scoreNotes', () => {
  it('counts a defined term the question names as one concept, however many words it has', () => {
    const glossary = parseGlossary(
      [
        '- **Tax Group**: Two or more Taxable Persons treated as a single Taxable Person under Article (40) of this Decree-Law.',
        '- **Qualifying Free Zone Person**: A Free Zone Person that meets the conditions of Article (18) of this Decree-Law.',
      ].join('\n'),
    );
    const plan = analyseQuery('Can a tax group include a Qualifying Free Zone Person?', { glossary });
    // Rarity as the collection has it: "tax" is in every article, "group" in few.
    const rarity: Record<string, number> = { tax: 0.1, group: 2, includ: 1, qualifi: 1.5, free: 1.5, zone: 1.5, person: 0.8 };
    const idfs = plan.terms.map((t) => (t.stems.length === 1 ? (rarity[t.stems[0]!] ?? 1) : 1));
    const notes = scoreNotes(plan, idfs, [
      { slug: 'fdl-47-2022', text: 'A Tax Group requires 95% ownership; the Parent Company files for the group.', articles: ['40'] },
      { slug: 'fdl-47-2022', text: 'A Qualifying Free Zone Person must maintain adequate substance in the Free Zone.', articles: ['18'] },
    ]);
    // Four words of one term no longer outweigh the two of the other.
    expect(notes.get(articleKey('fdl-47-2022', '40'))!).toBeGreaterThan(notes.get(articleKey('fdl-47-2022', '18'))!);
  });
});

describe('an Arabic question whose other words the official Arabic never uses', () => {
  it('is not reduced to the regime\'s name: its words count by their statute wording ("راتبي": Wage)', () => {
    const plan = analyseQuery('هل سأخضع لضريبة الشركات على راتبي؟', { glossary: null });
    // "سأخضع" and "راتب" are in no article (idf 0); "ضريبة الشركات" is in nearly all; "wage" in a few.
    const idfs = plan.terms.map((t) => (t.arabic ? (t.stems[0] === 'ضريب' || t.stems[0] === 'شرك' ? 0.05 : 0) : idf(500, 5)));
    expect(asksOnlyTheRegime(plan, ownConceptWeights(plan, idfs))).toBe(true);
    const regimeOnly = article({ textEn: 'Corporate Tax shall be imposed on a Taxable Person.', searchAr: 'تفرض ضريبه الشركات على الخاضع للضريبه' });
    const wage = article({
      textEn: 'Activities that generate Turnover from the following sources shall not be considered Business subject to Corporate Tax: (a) Wage.',
      searchAr: 'لا تعد الانشطه التي تحقق عائدات من المصادر التاليه اعمالا تخضع لضريبه الشركات أ- الاجر',
    });
    const ranked = scoreCandidates(plan, [regimeOnly, wage], { idf: idfs, meanWords: 40 }, noEvidence, DEFAULT_PARAMS);
    const coverage = (row: CandidateArticleRow) => ranked.find((r) => r.row === row)!.breakdown.coverage;
    expect(coverage(wage)).toBeGreaterThan(coverage(regimeOnly));
    expect(coverage(regimeOnly)).toBeLessThan(1);
  });
});
