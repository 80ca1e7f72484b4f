import { describe, expect, it } from 'vitest';
import { EXTRACTIVE_NOTICE, EXTRACTIVE_NOTICE_AR } from '../../../schema/api/research.ts';
import { checkCitations } from '../../src/services/analyst/citation-check.ts';
import { createAnalyst } from '../../src/services/analyst/create-analyst.ts';
import {
  composeExtractiveAnswer,
  EXTRACTIVE_EMPTY_NOTE,
  EXTRACTIVE_FALLBACK_NOTE,
  EXTRACTIVE_LIMITS,
  ExtractiveAnalyst,
  SUMMARY_WORDS,
} from '../../src/services/analyst/extractive-analyst.ts';
import { namesHeading } from '../../src/services/analyst/answer-plan.ts';
import { buildCandidates, measureUnits } from '../../src/services/analyst/sentence-scoring.ts';
import { questionStems } from '../../src/services/analyst/terms.ts';
import { OpenAIAnalyst } from '../../src/services/analyst/openai-analyst.ts';
import type { AnalystInput, NumberedPassage } from '../../src/services/analyst/types.ts';
import type { PassageLink } from '../../src/services/retrieval/types.ts';
import { countWords } from '../../../schema/word-count.ts';
import { passageLabelAr } from '../../../schema/api/legislation-labels.ts';
import {
  CT_LAW,
  FTA_EXEMPTION_DOCUMENT,
  numberedPassage,
  SBR_DECISION,
  SBR_DOCUMENT,
  TAX_PROCEDURES_DOCUMENT,
  TAX_PROCEDURES_REGULATION_DOCUMENT,
  TOP_UP_DOCUMENT,
} from '../support/passages.ts';

const SBR = SBR_DECISION;
const QFZ = 'Ministerial Decision No. 139 of 2023 Regarding Qualifying Activities and Excluded Activities';

/** Clause (2) of Article (4) of Federal Tax Authority Decision No. 3 of 2024: a clause whose rule is a table. */
const NON_RESIDENT_TIMELINE = `2. A juridical person that is a Non-Resident Person on or after the effective date of this Decision shall submit a Tax Registration application in accordance with the following table:

| Category of juridical persons | Deadline for submitting the Tax Registration application |
|---|---|
| A Person that has a Permanent Establishment in the State | (6) six months from the date of existence of the Permanent Establishment. |
| A Person that has a nexus in the State | (3) three months from the date of establishment of the nexus |`;

function passage(n: number, over: Partial<NumberedPassage> & Pick<NumberedPassage, 'textEn' | 'number'>): NumberedPassage {
  return numberedPassage(n, over);
}

/** Clauses (2) and (3) of Article (2) of Cabinet Decision No. 49 of 2023: the exception from the AED 1 million rule, and registration. */
const NATURAL_PERSONS_EXCEPTION = `2. By way of exception from the provisions of Clause (1) of this Article, activities that generate Turnover from the following sources shall not be considered Business or Business Activities conducted by a resident or non-resident natural person that are subject to Corporate Tax, regardless of the amount of Turnover derived from those activities:
(a) Wage.
(b) Personal Investment income.
(c) Real Estate Investment income.
3. A natural person who does not conduct Business or Business Activities that are subject to Corporate Tax in accordance with the provisions of this Article shall not be required to register for Corporate Tax.`;

const rates = passage(1, {
  number: '3',
  heading: 'Corporate Tax Rate',
  textEn: `1. Corporate Tax shall be imposed on Taxable Income at the following rates:

(a) A rate of (0%) zero percent on the portion of Taxable Income that does not exceed the amount specified in a decision issued by the Cabinet at the suggestion of the Minister. [Note 10]

(b) A rate of (9%) nine percent on Taxable Income exceeding the amount specified in a decision issued by the Cabinet at the suggestion of the Minister.

2. Corporate Tax shall be imposed on a Qualifying Free Zone Person at the following rates:

(a) A rate of (0%) zero percent on Qualifying Income.

(b) A rate of (9%) nine percent on Taxable Income that is not Qualifying Income under Article (18) of this Decree-Law and any decision issued by the Cabinet in this regard at the suggestion of the Minister.

*A new Clause numbered (3) was added to Article (3) pursuant to Clause (2) of Article One of Federal Decree-Law No. 60 dated 02/10/2023 AD, as follows:*

3. Without prejudice to Clauses (1) and (2) of this Article, the Cabinet shall, at the suggestion of the Minister, issue a decision regulating all cases, provisions, conditions, rules, controls and procedures for the imposition of Top-up Tax on Multinational Enterprises and for exemption therefrom, so that the total effective tax rate imposed on them is (15%) fifteen percent. [Note 11]`,
});

const sbrThreshold = passage(2, {
  ...SBR_DOCUMENT,
  number: '2',
  heading: 'Revenue Threshold of the Taxable Person',
  textEn: `1. For the purposes of Small Business Relief referred to in Article (21) of the Corporate Tax Law ("Small Business Relief"), the Revenue threshold of the Taxable Person for the relevant Tax Period and previous Tax Periods shall be AED (3,000,000) three million for each Tax Period.
2. The threshold set out in Clause (1) of this Article shall apply to Tax Periods starting on or after 1 June 2023, and shall continue to apply only to subsequent Tax Periods that end on or before 31 December 2026.
3. A Taxable Person may not elect to apply Small Business Relief if its Revenue in any relevant or previous Tax Period exceeded the threshold set out in Clause (1) of this Decision.
4. Revenue for the purposes of this Article shall be determined in accordance with the accounting standards applicable and accepted in the State.`,
});

const sbrConditions = passage(3, {
  ...SBR_DOCUMENT,
  number: '3',
  heading: 'Additional Conditions for Small Business Relief',
  textEn: `A Resident Person that elects to apply Small Business Relief must not be any of the following:
1. A Constituent Entity that is a member of a Multinational Enterprise Group, as defined in Cabinet Decision No. (44) referred to above.
2. A Qualifying Free Zone Person.`,
});

const repealedActivities = passage(4, {
  legislationId: 3,
  slug: 'md-139-2023',
  title: QFZ,
  legislation: 'Ministerial Decision',
  status: 'repealed',
  statusNote: 'Abrogated by Ministerial Decision No. 265 of 2023.',
  repealed: true,
  number: '2',
  heading: 'Qualifying Activities',
  textEn: `1. For the purposes of Cabinet Decision No. (55) of 2023 referred to above, and subject to Clause (2) of this Article and Article (3) of this Decision, the following activities conducted by a Qualifying Free Zone Person shall be Qualifying Activities:

(a) Manufacturing of goods or materials.

(b) Processing of goods or materials.

(c) Holding of shares and other securities.

(l) Logistics services.

2. Unless otherwise provided in this Decision or in any other decision issued by the Minister, the activities referred to in Clause (1) of this Article shall have the meanings ascribed to them in the relevant laws regulating those activities.`,
});

const definitions = passage(5, {
  number: '1',
  heading: 'Definitions',
  textEn: `In applying the provisions of this Decree-Law, the following words and expressions shall have the meanings assigned against each of them, unless the context requires otherwise:

- **Revenue**: The gross amount of income derived during a Tax Period.
- **Qualifying Free Zone Person**: A Free Zone Person that meets the conditions set out in Article (18) of this Decree-Law and is subject to Corporate Tax under Clause (2) of Article (3) of this Decree-Law.
- **Taxable Person**: A Person that is subject to Corporate Tax in the State under this Decree-Law.`,
});

const preamble = passage(6, {
  number: 'Preamble',
  textEn: `Federal Decree-Law No. 47

We, Mohamed bin Zayed Al Nahyan, President of the United Arab Emirates,

- Having reviewed the Constitution;

Have issued the following Decree-Law:`,
});

const ALL = [rates, sbrThreshold, sbrConditions, repealedActivities, definitions, preamble];

/** Article 21 of the Corporate Tax Law, as in the corpus; Article (2) of Ministerial Decision No. 73 of 2023 implements it. */
const sbrArticle21 = passage(7, {
  articleId: 221,
  number: '21',
  heading: 'Small Business Relief',
  textEn: `[Note 35]

1. A Taxable Person that is a Resident Person may elect to be treated as not having derived any Taxable Income for a Tax Period, where all of the following conditions apply to it:

(a) The Revenue of the Taxable Person for the relevant Tax Period and for previous periods has not exceeded the threshold determined by the Minister.

(b) The Taxable Person meets all other conditions determined by the Minister.

2. Where Clause (1) of this Article applies to a Taxable Person, the following provisions of this Decree-Law shall not apply to it:

(a) Exempt Income as set out in Chapter Seven of this Decree-Law.

(b) The reliefs set out in Chapter Eight of this Decree-Law.

(d) Tax Loss relief as set out in Chapter Eleven of this Decree-Law.

3. The Authority may take the necessary measures to verify compliance with the conditions of Clause (1) of this Article, and may request any relevant information or records from the Taxable Person within the period determined by the Authority.`,
});

/** Article 18 of the Corporate Tax Law: the conditions, and what happens when one fails. */
const qfzpArticle18 = passage(8, {
  articleId: 218,
  number: '18',
  heading: 'Qualifying Free Zone Person',
  textEn: `1. A Qualifying Free Zone Person is a Free Zone Person that meets all of the following:

(a) It maintains real and adequate substance in the State.

(b) It derives Qualifying Income as specified in a decision issued by the Cabinet at the suggestion of the Minister.

(c) It has not elected to be subject to Corporate Tax under Article (19) of this Decree-Law.

(d) It complies with the provisions of Articles (34) and (55) of this Decree-Law.

(e) It meets any other conditions as may be determined by the Minister. [Note 29]

2. Where a Qualifying Free Zone Person fails to meet any of the conditions set out in Clause (1) of this Article at any time during a Tax Period, it shall cease to be considered a Qualifying Free Zone Person from the beginning of that Tax Period.

3. As an exception to the provisions of Clause (2) of this Article, the Minister may determine the conditions or cases under which a Person may continue to be treated as a Qualifying Free Zone Person, or may cease to be treated as a Qualifying Free Zone Person from a different date.`,
});

/** Article 1.1 of Cabinet Decision No. 142 of 2024 (Top-up Tax): a revenue threshold that has nothing to do with Small Business Relief. */
const pillarTwoScope = passage(9, {
  articleId: 911,
  legislationId: 16,
  slug: 'cd-142-2024',
  title: 'Cabinet Decision No. 142 of 2024 on the Imposition of Top-up Tax on Multinational Enterprises',
  legislation: 'Cabinet Decision',
  status: 'active',
  number: '1.1',
  heading: 'Scope of this Decision',
  textEn: `1.1.1 This Decision shall apply to Constituent Entities that are members of an MNE Group that has annual revenue of EUR 750 million or more in the Consolidated Financial Statements of the Ultimate Parent Entity in at least two of the four Fiscal Years immediately preceding the tested Fiscal Year. Further rules are set out in Article 6.1 which modify the application of the consolidated revenue threshold in certain cases.

1.1.2 If one or more of the Fiscal Years of the MNE Group taken into account for purposes of Article 1.1.1 is of a period other than 12 months, for each of those Fiscal Years the EUR 750 million threshold is adjusted proportionally to correspond with the length of the relevant Fiscal Year.`,
});

/** Article 8.2.1.1 of Cabinet Decision No. 142 of 2024, under its heading: the Transitional CbCR Safe Harbour. */
const CBCR_SAFE_HARBOUR = `8.2.1 Transitional CBCR Safe Harbour

8.2.1.1 During the Transition Period, at the election of the Filing Constituent Entity, and notwithstanding Article 5, the Jurisdictional Top-up Tax of the UAE shall be deemed to be zero for a Fiscal Year if:

(a) the MNE Group reports Total Revenue of less than EUR 10 million and Profit (Loss) before Income Tax of less than EUR 1 million in the UAE on its Qualified CbC Report for the Fiscal Year;

(b) the MNE Group has a Simplified Effective Tax Rate that is equal to or greater than the Transition Rate in the UAE for the Fiscal Year; or

(c) the MNE Group’s Profit (Loss) before Income Tax in the UAE is equal to or less than the Substance-based Income Exclusion amount as calculated under Articles 5.3 and 9.2, for entities reported in the UAE in the Country-by-Country Report.`;
/** Two of the terms Article 8.2.1.11 defines for it ("Transition Period" gives its dates). */
const CBCR_SAFE_HARBOUR_TERMS = `8.2.1.11 For purposes of the provisions in Article 8.2.1:

(j) Total Revenue means an MNE Group’s Total Revenues in a Jurisdiction as reported on its Qualified CbC Report.

(m) Transition Period means the period that covers all of the Fiscal Years that begin before 1 January 2027 and end before 1 July 2028.`;

/** Article 8.2 of Cabinet Decision No. 142 of 2024 (shortened): a safe harbour for "the Transition Period", defined in the same article. */
const transitionalSafeHarbour = passage(10, {
  articleId: 1082,
  legislationId: 16,
  slug: 'cd-142-2024',
  title: 'Cabinet Decision No. 142 of 2024 on the Imposition of Top-up Tax on Multinational Enterprises',
  legislation: 'Cabinet Decision',
  status: 'active',
  number: '8.2',
  heading: 'Safe Harbours',
  textEn: `${CBCR_SAFE_HARBOUR}\n\n${CBCR_SAFE_HARBOUR_TERMS}`,
});

/** Every clause of Article (3) of the Corporate Tax Law bears on it: more than Summary and Key Points hold. */
const DETAILED_QUESTION = 'What rates of Corporate Tax are imposed on Taxable Income and on Qualifying Income?';

/** A citator edge as retrieval gives it, seen from the passage that holds it. */
function linkTo(target: NumberedPassage, kind: PassageLink['kind'], retrieved = true): PassageLink {
  return {
    kind,
    legislationId: target.legislationId,
    slug: target.slug!,
    title: target.title,
    number: target.number,
    heading: target.heading,
    repealed: target.repealed,
    retrieved,
  };
}

/** Clause (1) of Article (4) of the Corporate Tax Law (Exempt Person), its text as the corpus gives it. */
const ARTICLE_4_EXEMPT_PERSONS_LIST = `1. The following Persons shall be exempt from Corporate Tax:
(a) A Government Entity.
(b) A Government Controlled Entity.
(c) A Person engaged in an Extractive Business that meets the conditions set out in Article (7) of this Decree-Law.
(d) A Person engaged in a Non-Extractive Natural Resource Business that meets the conditions set out in Article (8) of this Decree-Law.
(e) A Qualifying Public Benefit Entity under Article (9) of this Decree-Law.
(f) A Qualifying Investment Fund under Article (10) of this Decree-Law.
(g) A public pension or social security fund, or a private pension or social security fund [Note 13] that is subject to regulatory oversight by the competent authority in the State and that meets any other conditions that may be determined by the Minister.
(h) A juridical person incorporated in the State that is wholly owned and wholly controlled by an Exempt Person specified in paragraphs (a), (b), (f) and (g) of Clause (1) of this Article, and that carries out any of the following:
 1. Undertaking the activity of the Exempt Person, in whole or in part.
 2. Exclusively holding assets or investing funds for the benefit of the Exempt Person.
 3. Exclusively carrying out activities that are ancillary to the activities carried out by the Exempt Person.
(i) Any other Person as may be determined in a decision issued by the Cabinet at the suggestion of the Minister.`;

/** Article (4) of the Corporate Tax Law (Exempt Person), as the corpus gives it. */
const ARTICLE_4_EXEMPT_PERSON = `[Note 12]
${ARTICLE_4_EXEMPT_PERSONS_LIST}
2. A Person referred to in paragraphs (a), (b), (c) and (d) of Clause (1) of this Article that is a Taxable Person to the extent of any Business or Business Activity under Articles (5), (6), (7) or (8) of this Decree-Law shall be treated as an Exempt Person for the purposes of Articles (26), (27), (38) and (40) of this Decree-Law.
3. The Persons specified in paragraphs (f), (g), (h) and (i) of Clause (1) of this Article, as the case may be, shall submit an application to the Authority to be exempted from Corporate Tax. Such application shall be submitted in accordance with the forms and procedures, and within the period, determined by the Authority in this regard. [Note 14]
4. The exemption from Corporate Tax under paragraphs (f), (g), (h) and (i) of Clause (1) of this Article, as the case may be, shall take effect from the beginning of the Tax Period specified in the application, or from any other date determined by the Authority.
5. Where an Exempt Person fails to meet any of the conditions set out in the relevant provisions of this Decree-Law at any time during a Tax Period, it shall cease to be treated as an Exempt Person for the purposes of this Decree-Law from the beginning of that Tax Period.
6. For the purposes of Clause (5) of this Article, the Minister may determine the conditions under which a Person may continue to be treated as an Exempt Person, or may cease to be treated as an Exempt Person from a different date, in any of the following cases:
(a) Where the failure to meet the conditions results from the liquidation or termination of the Person. [Note 15]
(b) Where the failure to meet the conditions is of a temporary nature and will be rectified without delay, and appropriate procedures have been put in place to monitor compliance with the relevant conditions of this Decree-Law. [Note 16]
(c) Any other cases as may be determined by the Minister. [Note 17]`;

/** Article (33) of the Corporate Tax Law (Non-Deductible Expenditure), as the corpus gives it. */
const ARTICLE_33_NON_DEDUCTIBLE = `None of the following may be deducted:
1. Donations, grants or gifts made to an entity that is not a Qualifying Public Benefit Entity.
2. Fines and financial penalties, except for amounts awarded as compensation for damages or breach of contract.
3. Bribes or any illicit payments.
4. Dividends on shares or interests, profit distributions, or benefits of a similar nature paid to an owner of the Taxable Person.
5. Amounts withdrawn from the Business by a natural person who is a Taxable Person under Paragraph (c) of Clause (3) of Article (11) of this Decree-Law, or who is a partner in an Unincorporated Partnership.
6. Corporate Tax imposed on the Taxable Person under this Decree-Law.
7. Input Value Added Tax incurred by the Taxable Person that is recoverable under the aforementioned Decree-Law No. (8) of 2017, or any legislation replacing it.
8. Tax on income imposed on the Taxable Person outside the State.
9. Any other expenditure specified by a Cabinet decision issued on the proposal of the Minister.`;

function input(question: string, passages: NumberedPassage[] = ALL, over: Partial<AnalystInput> = {}): AnalystInput {
  return { question, passages, history: [], scope: 'collection', ...over };
}

/** What a quote may differ by from its article: footnote references, emphasis, a bracketed number shown in round brackets, table cells' line breaks, whitespace. */
function normalise(s: string): string {
  return s
    .replace(/\[Note\s*\d+\]/gi, '')
    .replace(/\[(\s*\d[^\]]*)\]/g, '($1)')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const NOTE_LINES = new Set([`*${EXTRACTIVE_NOTICE}*`, `*${EXTRACTIVE_FALLBACK_NOTE}*`, `*${EXTRACTIVE_EMPTY_NOTE}*`]);
const DETAIL_HEADING = /^\*\*[^*]+\*\*(?: \(repealed(?:: .*)?\))?$/;
const LINK_LABEL = /^\*\*(?:Implementing rule|Implemented provision|Replacing provision|قاعدة تنفيذية|الحكم المنفَّذ|الحكم البديل) \([^*]+\):\*\* /;
const QUOTE_END = /\s*\[(\d+)\](?: \(repealed\))?/g;
/** Our mark of a list quoted in part, and a table's header and rule lines: not quotes. */
const ELISION = /^(?:- )?\[…\] \(/;

interface Quote {
  n: number;
  text: string;
  section: string;
  nested: boolean;
}

/** Every line of the answer body that is not the notice, a heading, an article heading or an elision mark, as quotes. */
function quotesOf(answer: string): Quote[] {
  const quotes: Quote[] = [];
  let section = '';
  for (const line of answer.split('\n')) {
    if (!line.trim() || NOTE_LINES.has(line)) continue;
    if (line.startsWith('## ')) {
      section = line.slice(3);
      continue;
    }
    if (DETAIL_HEADING.test(line) || ELISION.test(line.trim())) continue;
    if (line.startsWith('|')) {
      // A table row: its cells, the last one cited; the header and rule lines carry no citation.
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const m = /\[(\d+)\](?: \(repealed\))?$/.exec(cells[cells.length - 1] ?? '');
      if (m)
        quotes.push({
          n: Number(m[1]),
          text: [...cells.slice(0, -1), cells[cells.length - 1]!.replace(QUOTE_END, '')].filter(Boolean).join(' — '),
          section,
          nested: false,
        });
      continue;
    }
    const nested = /^ {2,}- /.test(line);
    // Our label in front of a linked article's quote ("**Implementing rule (…):** "): not a quote.
    const body = line.replace(/^ *- /, '').replace(LINK_LABEL, '');
    expect(body, `every quoted line ends with its citation: ${line}`).toMatch(/\[\d+\](?: \(repealed\))?(?: \(النص الرسمي بالإنجليزية\))?$/);
    let last = 0;
    for (const m of body.matchAll(QUOTE_END)) {
      quotes.push({ n: Number(m[1]), text: body.slice(last, m.index).trim(), section, nested });
      last = m.index + m[0].length;
    }
  }
  return quotes;
}

/** Every quote occurs in its article, word for word (a table row cell by cell). */
function expectVerbatim(answer: string, passages: NumberedPassage[]): Quote[] {
  const byN = new Map(passages.map((p) => [p.n, p]));
  const quotes = quotesOf(answer);
  expect(quotes.length).toBeGreaterThan(0);
  for (const q of quotes) {
    const p = byN.get(q.n);
    expect(p, `[${q.n}] names a given passage`).toBeDefined();
    expect(q.text.length).toBeGreaterThan(0);
    expect(q.text, 'never cut short').not.toMatch(/(?:…|\.\.\.)$/);
    const source = normalise((p!.textAr ?? '') + '\n' + p!.textEn);
    for (const piece of q.text.split(' — ')) expect(source, `quote of [${q.n}] occurs verbatim: ${q.text}`).toContain(normalise(piece));
  }
  return quotes;
}

/** The texts the Summary quotes in answer to `question` from `passages`, in order. */
function summaryQuotes(question: string, passages: NumberedPassage[]): string[] {
  return quotesOf(composeExtractiveAnswer(input(question, passages)))
    .filter((q) => q.section === 'Summary')
    .map((q) => q.text);
}

/** The Summary section's text, and its words as a reader counts them. */
function summaryOf(answer: string): string {
  const start = answer.search(/^## (?:Summary|الملخص)$/m);
  const rest = answer.slice(start).split('\n').slice(1).join('\n');
  const end = rest.search(/^## /m);
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

describe('composeExtractiveAnswer', () => {
  it('puts the notice first, then Summary and Key Points, and Details only for a provision quoted in part', () => {
    const answer = composeExtractiveAnswer(input('What is the revenue threshold for Small Business Relief?'));
    const lines = answer.split('\n');
    expect(lines[0]).toBe(`*${EXTRACTIVE_NOTICE}*`);
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(['## Summary', '## Key Points']);
    expect(answer).not.toContain('[…]');
    // The list of Qualifying Activities does not fit the Summary with the rule before it: Details gives it whole.
    const long = passage(1, {
      number: '2',
      heading: 'Qualifying Activities',
      textEn: `1. The following activities conducted by a Qualifying Free Zone Person shall be Qualifying Activities:\n${Array.from({ length: 7 }, (_, i) => `(${String.fromCharCode(97 + i)}) Activity number ${i + 1} of the Qualifying Activities of a Qualifying Free Zone Person in the State.`).join('\n')}`,
    });
    const detailed = composeExtractiveAnswer(input('Which activities are Qualifying Activities of a Qualifying Free Zone Person?', [long]));
    const headings = detailed.split('\n').filter((l) => l.startsWith('## '));
    expect(headings[0]).toBe('## Summary');
    expect(headings[headings.length - 1]).toBe('## Details');
    expect(summaryOf(detailed)).toMatch(/^- \[…\] \(not quoted here: (?:\([a-g]\), )*\([a-g]\)\)$/m);
    const details = detailed.slice(detailed.indexOf('## Details'));
    for (let i = 0; i < 7; i++) expect(details).toContain(`(${String.fromCharCode(97 + i)}) Activity number ${i + 1} `);
    expectVerbatim(detailed, [long]);
  });

  it('answers a length of time from the best article’s own clause before another article’s', () => {
    const change = passage(1, {
      number: '2',
      heading: 'Change of Tax Period',
      relevance: 0.6,
      textEn: `1. A Taxable Person may apply to the Authority to change its Tax Period in order to align its Financial Year with the Financial Year of its group, where the Financial Year of the Parent Company of the group differs.
2. The changed Tax Period shall not exceed (18) eighteen months.`,
    });
    const returns = passage(2, {
      slug: 'fdl-47-2022',
      number: '53',
      heading: 'Tax Returns',
      relevance: 0.6,
      textEn: '1. The Tax Return of a Taxable Person whose Financial Year follows its group shall be filed within (9) nine months.',
    });
    const answer = composeExtractiveAnswer(input('How long can our Tax Period be when we align our Financial Year with our group?', [change, returns]));
    // The other article's nine months stood between the best article's rule and its limit, and led.
    expect(summaryOf(answer)).toMatch(/^The changed Tax Period shall not exceed \(18\) eighteen months\. \[1\]/);
  });

  it('does not read what a clause says does not happen ("without …") as what it holds', () => {
    // The whole of Article (40) of the Law, as retrieval gives it.
    const group = passage(1, {
      number: '40',
      heading: 'Tax Group',
      textEn:
        '1. A Resident Person, referred to for the purposes of this Decree-Law as the "Parent Company", may apply to the Authority to form a Tax Group with one or more other Resident Persons, each referred to for the purposes of this Chapter as a "Subsidiary", where all of the following conditions are met:\n(a) The Resident Persons are juridical persons.\n(b) The Parent Company owns at least (95%) ninety-five percent of the share capital of the Subsidiary, either directly or indirectly through one or more Subsidiaries.\n(c) The Parent Company holds at least (95%) ninety-five percent of the voting rights in the Subsidiary, either directly or indirectly through one or more Subsidiaries.\n(d) The Parent Company is entitled to at least (95%) ninety-five percent of the profits and net assets of the Subsidiary, either directly or indirectly through one or more Subsidiaries.\n(e) Neither the Parent Company nor the Subsidiary is an Exempt Person.\n(f) Neither the Parent Company nor the Subsidiary is a Qualifying Free Zone Person.\n(g) The Parent Company and the Subsidiary have the same Financial Year.\n(h) The Parent Company and the Subsidiary prepare their financial statements using the same accounting standards.\n2. By way of exception from the provisions of Paragraph (e) of Clause (1) of this Article, one or more Subsidiaries in which a Government Entity owns, directly or indirectly, at least (95%) ninety-five percent of the ownership interests, as set out in Paragraphs (b), (c) and (d) of Clause (1) of this Article, may form a Tax Group in accordance with the conditions specified by the Authority.\n3. The application referred to in Clause (1) of this Article shall be submitted to the Authority by the Parent Company and each Subsidiary seeking to join the Tax Group.\n4. For the purposes of this Decree-Law, a Tax Group formed under Clause (1) of this Article shall be treated as a single Taxable Person represented by the Parent Company.\n5. The Parent Company shall comply, on behalf of the Tax Group, with all the obligations set out in Chapter Fourteen, Chapter Sixteen and Chapter Seventeen of this Decree-Law.\n6. The Parent Company and each Subsidiary shall be jointly and severally liable for the Corporate Tax Payable by the Tax Group for the Tax Periods in which they are members of the Tax Group.\n7. The joint and several liability set out in Clause (6) of this Article for the relevant Tax Period may, with the approval of the Authority, be limited to one or more members of the Tax Group.\n8. The Parent Company and each Subsidiary shall remain responsible for complying with the provisions of Article (45) of this Decree-Law.\n9. A Subsidiary may join an existing Tax Group upon an application submitted to the Authority by the Parent Company and the relevant Subsidiary.\n10. A Subsidiary shall leave the Tax Group in either of the following two cases:\n(a) Upon the Authority\'s approval of an application submitted to it by the Parent Company and the relevant Subsidiary.\n(b) Where the relevant Subsidiary no longer meets the conditions for membership of the Tax Group set out in Clause (1) of this Article.\n11. A Tax Group shall cease to exist in either of the following two cases:\n(a) Upon the Authority\'s approval of an application submitted to it by the Parent Company.\n(b) Where the Parent Company no longer meets the conditions for forming the Tax Group set out in Clause (1) of this Article, in accordance with the provisions of Clause (12) of this Article.\n12. The Parent Company of a Tax Group may apply to the Authority to be replaced by another Parent Company without the Tax Group ceasing to exist, in either of the following two cases:\n(a) The new Parent Company meets the conditions set out in Clause (1) of this Article that related to the former Parent Company.\n(b) The former Parent Company has ceased to exist, and the new Parent Company or a Subsidiary has become its legal successor in all of its rights and obligations.\n13. By way of exception from the provisions of Clauses (11) and (12) of this Article, the Authority may, at its discretion, dissolve a Tax Group or change the Parent Company of a Tax Group on the basis of the information available to it, provided that the Authority notifies the Tax Group thereof.',
    });
    const answer = composeExtractiveAnswer(input('When does a tax group cease to exist?', [group]));
    expect(summaryOf(answer)).toMatch(/^A Tax Group shall cease to exist in either of the following two cases: \[1\]/);
  });

  it('answers first: the Summary quotes the clause that states the figure, within its word limit, and nothing twice', () => {
    const answer = composeExtractiveAnswer(input('What is the revenue threshold for Small Business Relief?'));
    const quotes = expectVerbatim(answer, ALL);
    const summary = quotes.filter((q) => q.section === 'Summary');
    expect(summary[0]!.n).toBe(2);
    expect(summary[0]!.text).toContain('AED (3,000,000) three million');
    expect(summaryOf(answer).split(/\s+/).length).toBeLessThanOrEqual(SUMMARY_WORDS);
    const keyPoints = quotes.filter((q) => q.section === 'Key Points' && !q.nested);
    expect(keyPoints.length).toBeLessThanOrEqual(
      EXTRACTIVE_LIMITS.documents + EXTRACTIVE_LIMITS.keyPoints + EXTRACTIVE_LIMITS.consequences + EXTRACTIVE_LIMITS.linked,
    );
    const all = quotes.map((q) => q.text);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps every Summary within its word limit and quotes whole sentences only, for every question of a set', () => {
    const questions = [
      DETAILED_QUESTION,
      'What is the revenue threshold for Small Business Relief?',
      'Which activities are Qualifying Activities?',
      'Must a Qualifying Free Zone Person maintain adequate substance in the State, and what happens if it fails a condition?',
      'Who may elect Small Business Relief?',
    ];
    for (const question of questions) {
      const passages = [rates, sbrThreshold, sbrConditions, repealedActivities, definitions, sbrArticle21, qfzpArticle18];
      const answer = composeExtractiveAnswer(input(question, passages));
      expect(summaryOf(answer).split(/\s+/).length, question).toBeLessThanOrEqual(SUMMARY_WORDS);
      expectVerbatim(answer, passages);
      // A lead-in is never the last thing quoted before a heading or another quote.
      expect(answer, question).not.toMatch(/:(?:-)? \[\d+\](?: \(repealed\))?\n(?!\n?(?: *- |\|))/);
    }
  });

  it('passes the citation check unchanged', () => {
    const answer = composeExtractiveAnswer(input('Which activities are Qualifying Activities of a Qualifying Free Zone Person?'));
    const checked = checkCitations(answer, new Set(ALL.map((p) => p.n)));
    expect(checked.text).toBe(answer);
    expect(checked.removed).toEqual([]);
    expect(checked.cited.length).toBeGreaterThan(0);
  });

  it('quotes a lead-in with the items of its list', () => {
    const answer = composeExtractiveAnswer(input('What rates apply to a Qualifying Free Zone Person?', [rates, definitions]));
    expectVerbatim(answer, [rates, definitions]);
    const summary = summaryOf(answer);
    expect(summary).toContain('Corporate Tax shall be imposed on a Qualifying Free Zone Person at the following rates: [1]');
    expect(summary).toContain('- (a) A rate of (0%) zero percent on Qualifying Income. [1]');
    expect(summary).toContain('- (b) A rate of (9%) nine percent on Taxable Income that is not Qualifying Income');
  });

  it('quotes a list that applies as a whole ("all of the following") from its first item, and marks the items it leaves out', () => {
    const conditions = passage(1, {
      number: '2',
      heading: 'Conditions of Temporary and Exceptional Presence in the State',
      textEn: `1. For the purposes of Paragraph (a) of Clause (7) of Article (14) of the Corporate Tax Law, the presence of a natural person in the State shall be considered to be the result of a temporary and exceptional situation where all of the following conditions are met:
(a) The presence of the natural person in the State is the result of exceptional circumstances of a general or a specific nature.
(b) The exceptional circumstances could not reasonably have been foreseen by the natural person or the Non-Resident Person.
(c) The natural person has not expressed any intention to remain in the State upon the end of the exceptional circumstances.
(d) The Non-Resident Person did not have a Permanent Establishment in the State before the exceptional circumstances occurred.
(e) The Non-Resident Person has not considered the natural person to create a Permanent Establishment or to derive income in the State in accordance with the tax legislation in force in other countries.`,
    });
    const answer = composeExtractiveAnswer(
      input('Does the stay of a director stuck in the State create a Permanent Establishment for the Non-Resident Person?', [conditions]),
    );
    expectVerbatim(answer, [conditions]);
    const summary = summaryOf(answer);
    expect(summary).toContain('- (a) The presence of the natural person in the State is the result of exceptional circumstances');
    expect(summary).toMatch(/- \[…\] \(not quoted here: (?:\([a-e]\)(?:, )?)+\)/);
  });

  it('quotes a list that applies as a whole up to its first item that does not fit: a shorter later item never jumps the gap', () => {
    // (b)–(d) are long and (e) short: filling by what fits put "(e) Any other conditions …" right after (a).
    const participation = passage(1, {
      number: '23',
      heading: 'Participation Exemption',
      textEn: `2. A Participating Interest means an ownership interest of (5%) five percent or more in the shares or capital of a juridical person (referred to for the purposes of this Chapter as the "Participation"), where all of the following conditions are met:
(a) The Taxable Person holds, or has expressed the intention to hold, the Participating Interest for an uninterrupted period of not less than (12) twelve months.
(b) The Participation is subject to Corporate Tax, or to any other tax similar to Corporate Tax imposed under the legislation of another country or foreign jurisdiction in which the juridical person is resident, at a rate not less than that set out in paragraph (b) of Clause (1) of Article (3) of this Decree-Law.
(c) Or the ownership interest held in the Participation entitles the Taxable Person to not less than (5%) five percent of the profits available for distribution and not less than (5%) five percent of the liquidation proceeds upon the termination of the Participation.
(d) The direct or indirect assets of the Participation do not consist of more than (50%) fifty percent of ownership interests or entitlements that would not have qualified for exemption from Corporate Tax under this Article had the Taxable Person owned those assets directly, subject to any conditions that may be specified under paragraph (e) of this Clause.
(e) Any other conditions as may be determined by the Minister.`,
    });
    const answer = composeExtractiveAnswer(input('When is an ownership interest in shares a Participating Interest?', [participation]));
    expectVerbatim(answer, [participation]);
    const summary = summaryOf(answer);
    expect(summary).toContain('- (a) The Taxable Person holds');
    const quoted = [...summary.matchAll(/^- \(([a-e])\) /gm)].map((m) => m[1]);
    // The items quoted are the list's first ones, in order; the elision mark names the rest.
    expect(quoted).toEqual(['a', 'b', 'c', 'd', 'e'].slice(0, quoted.length));
    expect(summary).toMatch(/- \[…\] \(not quoted here: .*\(e\)\)/);
  });

  it('answers a general question that asks for nothing in particular with the rule its article opens with', () => {
    // "When does …" about a state asks in what circumstances, not for a period: the six months of (2)(i) do not answer it.
    const pe = passage(1, {
      number: '14',
      heading: 'Permanent Establishment',
      textEn: `1. A Non-Resident Person shall have a Permanent Establishment in the State in any of the following cases:
(a) If it has a fixed or permanent place in the State through which it conducts its Business or any part thereof.
(b) If a Person has, and habitually exercises, an authority to conduct a Business or Business Activity in the State on behalf of the Non-Resident Person.
(c) If it has any other form of nexus in the State as determined in a decision issued by the Cabinet at the suggestion of the Minister.
2. For the purposes of paragraph (a) of Clause (1) of this Article, a fixed or permanent place shall include the following:
(a) A place of management where the management and commercial decisions necessary for the conduct of the Business are in substance made.
(b) A branch.
(i) Any building site, construction project, or place of assembly or installation, or any related supervisory activities, only where the duration of the work at that site, project or activities, whether separately or together with other sites, projects or activities, exceeds (6) six months, including related activities conducted at the site or project by one or more Related Parties of the Non-Resident Person.`,
    });
    const answer = composeExtractiveAnswer(input('When does a foreign company have a permanent establishment in the UAE?', [pe]));
    expectVerbatim(answer, [pe]);
    expect(summaryOf(answer)).toMatch(/^A Non-Resident Person shall have a Permanent Establishment in the State in any of the following cases: \[1\]/);
  });

  it('answers "Which …?" of things with their list in its order, from its first item, as "Who …?" of persons', () => {
    const nonDeductible = passage(1, {
      number: '33',
      heading: 'Non-Deductible Expenditure',
      textEn: ARTICLE_33_NON_DEDUCTIBLE,
    });
    const answer = composeExtractiveAnswer(input('Which expenses are not deductible?', [nonDeductible]));
    expectVerbatim(answer, [nonDeductible]);
    const summary = summaryOf(answer);
    expect(summary).toMatch(/^None of the following may be deducted: \[1\]\n- Donations, grants or gifts/);
    // Not the one item that repeats the question's word ("expenditure") ahead of the others.
    expect(summary.indexOf('Any other expenditure')).toBe(-1);
  });

  it('answers a yes/no question put after its facts with the deciding rule and the clause that derogates from it', () => {
    // Article 2 of Cabinet Decision No. 49 of 2023 (clause 1 shortened): clause 3 names "register", the question's
    // word, but it is clause 2 that decides the case ("regardless of the amount").
    const naturalPersons = passage(1, {
      slug: 'cd-49-2023',
      title:
        'Cabinet Decision No. 49 of 2023 on Specifying the Categories of Businesses or Business Activities Conducted by a Resident or Non-Resident Natural Person that are Subject to Corporate Tax',
      legislation: 'Cabinet Decision',
      number: '2',
      heading: 'Categories of Business or Business Activities of a Natural Person that are Subject to Corporate Tax',
      textEn: `1. The Business or Business Activities conducted by a natural person shall be subject to Corporate Tax only where the total Turnover exceeds AED (1,000,000) one million UAE dirhams during a Gregorian calendar year.
${NATURAL_PERSONS_EXCEPTION}`,
    });
    const answer = composeExtractiveAnswer(
      input('I rent out flats I own, with a Turnover above AED 1 million a year. Do I need to register for Corporate Tax?', [naturalPersons]),
    );
    expectVerbatim(answer, [naturalPersons]);
    const summary = summaryOf(answer);
    expect(summary).toContain('only where the total Turnover exceeds AED (1,000,000)');
    expect(summary).toContain('By way of exception from the provisions of Clause (1) of this Article');
    expect(summary).toContain('regardless of the amount of Turnover');
  });

  it('lets the exception the question’s facts meet lead a yes/no answer when the rule and the exception do not both fit', () => {
    // Article 2 of Cabinet Decision No. 49 of 2023 as written: clause 1 and clause 2 with its list take more than the
    // Summary's words. The rented flats are clause 2's "(c) Real Estate Investment income": the exception decides.
    const naturalPersons = passage(1, {
      slug: 'cd-49-2023',
      legislation: 'Cabinet Decision',
      number: '2',
      heading: 'Categories of Business or Business Activities of a Natural Person that are Subject to Corporate Tax',
      textEn: `1. For the purposes of Clause (6) of Article (11) of the Corporate Tax Law, the Business or Business Activities conducted by a resident or non-resident natural person shall be subject to Corporate Tax only where the total Turnover derived from such Business or Business Activities exceeds AED (1,000,000) one million UAE dirhams during a Gregorian calendar year.
${NATURAL_PERSONS_EXCEPTION}`,
    });
    const answer = composeExtractiveAnswer(
      input(
        'I personally own several flats in Abu Dhabi that I rent out without a trade licence, and the rent is above AED 1 million a year. Do I need to register for corporate tax?',
        [naturalPersons],
      ),
    );
    expectVerbatim(answer, [naturalPersons]);
    const summary = summaryOf(answer);
    expect(summary.indexOf('By way of exception from the provisions of Clause (1)')).toBeGreaterThan(-1);
    expect(summary).toContain('(c) Real Estate Investment income.');
    expect(summary).toContain('shall not be required to register for Corporate Tax');
    expect(countWords(summary)).toBeLessThanOrEqual(SUMMARY_WORDS + 2);
    // The rule it derogates from is not lost: Details gives it.
    expect(answer).toContain('only where the total Turnover derived from such Business');
  });

  it('reads a word the law does not define by the term the law defines for it ("salary": the Wage of the decision)', () => {
    // "salary" is a practitioner's word; the decision defines "Wage", and its clause 2 (a) is what decides the question.
    const cd49 = {
      legislationId: 7,
      slug: 'cd-49-2023',
      title:
        'Cabinet Decision No. 49 of 2023 on Specifying the Categories of Businesses or Business Activities Conducted by a Resident or Non-Resident Natural Person that are Subject to Corporate Tax',
      legislation: 'Cabinet Decision',
      status: 'active',
    };
    const definitions = passage(1, {
      ...cd49,
      number: '1',
      heading: 'Definitions',
      textEn: `1. In applying the provisions of this Decision, the following words and expressions shall have the meanings assigned against each of them, unless the context requires otherwise:
- **Turnover**: The gross amount of income derived during a given Gregorian calendar year.
- **Wage**: The wage given to a worker in return for his work under an employment contract, whether in cash or in kind, paid annually, monthly, weekly or daily, or on an hourly or piece-work basis, including allowances, bonuses and any other benefits granted to the worker under the employment contract or the legislation applicable in the State.`,
    });
    const naturalPersons = passage(2, {
      ...cd49,
      number: '2',
      heading: 'Categories of Business or Business Activities of a Natural Person that are Subject to Corporate Tax',
      textEn: `1. For the purposes of Clause (6) of Article (11) of the Corporate Tax Law, the Business or Business Activities conducted by a resident or non-resident natural person shall be subject to Corporate Tax only where the total Turnover derived from such Business or Business Activities exceeds AED (1,000,000) one million UAE dirhams during a Gregorian calendar year.
${NATURAL_PERSONS_EXCEPTION}`,
    });
    const answer = composeExtractiveAnswer(input('Will I be subject to Corporate Tax on my salary?', [naturalPersons, definitions]));
    expectVerbatim(answer, [naturalPersons, definitions]);
    const summary = summaryOf(answer);
    expect(summary).toContain('By way of exception from the provisions of Clause (1) of this Article');
    expect(summary).toContain('(a) Wage.');
  });

  it('answers from the article a list points to by its heading, and from that article’s opening provision', () => {
    // Article 14.1 of Cabinet Decision No. 142 of 2024 names Article 50 of the Law by its heading; the question's words
    // are that heading's and nothing else's: the rule is Article 50's opening clause, whatever retrieval put first.
    const applied = passage(1, {
      slug: 'cd-142-2024',
      legislationId: 16,
      title: 'Cabinet Decision No. 142 of 2024 on the Imposition of Top-up Tax on Multinational Enterprises',
      legislation: 'Cabinet Decision',
      number: '14.1',
      heading: null,
      textEn: `14.1 The following provisions of Federal Decree-Law No. 47 of 2022 referred to above shall apply to this Decision:

(a) Article 50 – General Anti-abuse Rule.

(b) Article 56 – Record Keeping.`,
    });
    const gaar = passage(2, {
      number: '50',
      heading: 'General Anti-abuse Rules',
      textEn: `1. This Article shall apply to a transaction or an arrangement where, having regard to all relevant circumstances, it can reasonably be concluded that all of the following apply:
(a) The entering into or carrying out of the transaction or arrangement, or any part thereof, was not for a genuine commercial purpose or a non-fiscal purpose that reflects economic reality.
(b) The main purpose, or one of the main purposes, of the transaction or arrangement, or any part thereof, is to obtain a Corporate Tax advantage that is not consistent with the intent or purpose of this Decree-Law.
2. Where the provisions of this Article apply to a transaction or arrangement, the Authority may make a determination to adjust or counteract one or more specified Corporate Tax advantages obtained as a result of that transaction or arrangement.`,
    });
    const answer = composeExtractiveAnswer(input('What is the general anti-abuse rule?', [applied, gaar]));
    expectVerbatim(answer, [applied, gaar]);
    const summary = summaryOf(answer);
    expect(summary.trimStart().startsWith('This Article shall apply to a transaction or an arrangement')).toBe(true);
    expect(summary).toContain('- (b) The main purpose, or one of the main purposes');
    expect(summary).not.toContain('Article 50 – General Anti-abuse Rule');
  });

  it('never quotes a lead-in as another sentence of its clause, without its list', () => {
    // Article 1 of Cabinet Decision No. 75 of 2023 (shortened): one line, a sentence and the lead-in of the definitions.
    const definitions = passage(1, {
      slug: 'cd-75-2023',
      legislation: 'Cabinet Decision',
      legislationId: 40,
      number: '1',
      heading: 'Definitions',
      textEn: `The definitions set out in Federal Decree-Law No. (28) of 2022 on Tax Procedures and in Federal Decree-Law No. (47) of 2022 on the Taxation of Corporations and Businesses shall apply to this Decision. Otherwise, the following words and expressions shall have the meanings assigned against each of them, unless the context requires otherwise:
- **Tax**: Corporate Tax.
- **Tax Procedures Law**: Federal Decree-Law No. (28) of 2022 on Tax Procedures.
- **Administrative Penalties**: Amounts of money imposed on a Person by the Authority for violating the provisions of the Tax Procedures Law.`,
    });
    const scope = passage(2, {
      slug: 'fdl-28-2022',
      number: '2',
      heading: 'Scope',
      textEn: 'Administrative Penalties shall be imposed on any Person who violates the Tax Procedures Law.',
    });
    const answer = composeExtractiveAnswer(
      input('Which definitions apply to the administrative penalties decision and what are Administrative Penalties?', [scope, definitions]),
    );
    expectVerbatim(answer, [scope, definitions]);
    const lines = answer.split('\n');
    lines.forEach((line, i) => {
      if (/:\s*(?:\[\d+\])?\s*$/.test(line)) expect(lines[i + 1] ?? '').toMatch(/^\s*- /);
    });
    expect(answer).not.toMatch(/unless the context requires otherwise: \[\d+\]\s*(?:\n\n|$)/);
  });

  it('marks an item left out of a list even when the same words were quoted from another document', () => {
    const law = passage(1, {
      number: '26',
      heading: 'Transfers Within a Qualifying Group',
      textEn: `1. In determining Taxable Income, no account need be taken of any gain or loss arising from the transfer of an asset or liability between members of a Qualifying Group.
2. Clause (1) of this Article shall not apply and the gain or loss shall be taken into account where, within two years from the date of the transfer, any of the following occurs:
(a) There is a subsequent transfer of the asset or liability outside the Qualifying Group.
(b) The Transferor or the Transferee ceases to be a member of the same Qualifying Group.`,
    });
    // Its item (a) stems to the same words as the Law's (a) ("assets or liabilities"): quoted once, and marked here.
    const decision = passage(2, {
      slug: 'md-132-2023',
      title: 'Ministerial Decision No. 132 of 2023 on Transfers within a Qualifying Group',
      legislation: 'Ministerial Decision',
      legislationId: 30,
      number: '5',
      heading: 'Subsequent Transfers',
      textEn: `1. The provisions of Clause (1) of Article (26) of the Corporate Tax Law shall not apply if any of the following occurs within (2) two years from the date of the transfer:
(a) There is a subsequent transfer of the assets or liabilities outside the Qualifying Group.
(b) The Taxable Persons cease to be members of the same Qualifying Group.`,
    });
    const answer = composeExtractiveAnswer(
      input('What happens if a transferred asset is transferred outside the Qualifying Group within two years?', [law, decision]),
    );
    expectVerbatim(answer, [law, decision]);
    const body = answer.split('## Details')[0]!;
    const quoted = body.indexOf('The provisions of Clause (1) of Article (26) of the Corporate Tax Law shall not apply');
    expect(quoted).toBeGreaterThan(0);
    const list = body.slice(quoted).split('\n\n')[0]!;
    expect(list).toContain('(b) The Taxable Persons cease to be members');
    expect(list).toMatch(/\(a\) There is a subsequent transfer of the assets|not quoted here: \(a\)/);
  });

  it('gives a table as a table: its header, the rows quoted, each cited', () => {
    const timeline = passage(1, {
      slug: 'fta-3-2024',
      title: 'Federal Tax Authority Decision No. 3 of 2024 on the Timelines Specified for Registration',
      number: '4',
      heading: 'Tax Registration Timeline for Non-Resident Juridical Persons',
      textEn: NON_RESIDENT_TIMELINE,
    });
    const answer = composeExtractiveAnswer(input('What is the registration deadline of a Non-Resident Person with a Permanent Establishment?', [timeline]));
    expectVerbatim(answer, [timeline]);
    const summary = summaryOf(answer);
    expect(summary).toContain(
      'in accordance with the following table: [1]\n\n| Category of juridical persons | Deadline for submitting the Tax Registration application |\n|---|---|\n',
    );
    expect(summary).toContain(
      '| A Person that has a Permanent Establishment in the State | (6) six months from the date of existence of the Permanent Establishment. [1] |',
    );
  });

  it('states the amount asked for through the schedule of the instrument the leading provision applies', () => {
    const timelines = passage(1, {
      legislationId: 31,
      slug: 'fta-3-2024',
      title: 'Federal Tax Authority Decision No. 3 of 2024 on the Timelines Specified for Registration',
      legislation: 'Federal Tax Authority Decision',
      number: '6',
      heading: 'Administrative Penalties',
      textEn:
        'Administrative Penalties shall apply in accordance with Cabinet Decision No. (75) of 2023 referred to above where the Persons referred to in Articles (3), (4) and (5) of this Decision fail to submit a Tax Registration application within the timelines set out above.',
    });
    const schedule = passage(3, {
      legislationId: 32,
      slug: 'cd-75-2023',
      title: 'Cabinet Decision No. 75 of 2023 on the Administrative Penalties for Violations Related to the Application of Federal Decree-Law No. 47 of 2022',
      legislation: 'Cabinet Decision',
      number: 'Schedule',
      heading: 'Schedule of Violations and Administrative Penalties',
      textEn: `| No. | Description of the Violation | Amount of the Administrative Penalty (AED) |
|---|---|---|
| 7 | Failure of the Registrant to submit the Tax Return within the timeframe specified in the Corporate Tax Law. | (500) for each month or part of a month for the first twelve months. |
| 14 | Failure of the Taxable Person to submit a Tax registration application within the period specified by the Authority in accordance with the Corporate Tax Law. | (10,000) |`,
    });
    // Another article on the same violation, ranked above the schedule, which the Summary's fill would quote first.
    const assessment = passage(2, {
      ...TAX_PROCEDURES_DOCUMENT,
      number: '24',
      heading: 'Administrative Penalties Assessment',
      textEn:
        '1. The Authority shall issue an Administrative Penalties Assessment to the Person and notify him thereof within (5) five Business Days, in respect of the failure of the Taxable Person to submit a Tax Registration application within the timeframe specified in the Tax Law, and the failure of the Registrant to submit the Tax Return within the timeframe specified in the Tax Law.',
    });
    const summary = summaryOf(composeExtractiveAnswer(input('What is the penalty for late registration?', [timelines, assessment, schedule])));
    expect(summary).toMatch(/^Administrative Penalties shall apply in accordance with Cabinet Decision No\. \(75\) of 2023/);
    expect(summary).toContain('| 14 | Failure of the Taxable Person to submit a Tax registration application');
    expect(summary).toContain('(10,000) [3] |');
  });

  it('states the amount asked for through the decision the citator knows fills in what the leading provision leaves to it', () => {
    const law = passage(1, {
      number: '55',
      heading: 'Transfer Pricing Documentation',
      textEn:
        '2. Where the transactions carried out between the Taxable Person and its Related Parties and Connected Persons in a Tax Period meet the conditions specified by the Minister in this regard, the Taxable Person shall maintain a master file and a local file in the form specified by the Authority.',
    });
    const guide = passage(2, {
      legislationId: 26,
      slug: 'md-97-2023',
      title: 'Ministerial Decision No. 97 of 2023 on Requirements for Maintaining Transfer Pricing Documentation',
      legislation: 'Ministerial Decision',
      number: '3',
      heading: 'Guide on Transfer Pricing Documentation',
      textEn:
        'The Authority shall issue the guide on the application of the provisions of this Decision and the maintenance of Transfer Pricing documentation.',
    });
    const conditions = passage(3, {
      legislationId: 26,
      slug: 'md-97-2023',
      title: guide.title,
      legislation: 'Ministerial Decision',
      number: '2',
      heading: 'Conditions for Maintaining a Master File and a Local File',
      textEn: `1. A Taxable Person that meets either of the following two conditions shall maintain a master file and a local file in accordance with Clause (2) of Article (55) of the Corporate Tax Law in the relevant Tax Period:
(a) The Taxable Person is, at any time during the relevant Tax Period, a Constituent Entity of a Multinational Enterprise Group as defined in Cabinet Decision No. (44) of 2020 referred to above, and the total consolidated group Revenue for the relevant Tax Period is AED (3,150,000,000) three billion one hundred and fifty million or more.
(b) The Revenue of the Taxable Person in the relevant Tax Period is AED (200,000,000) two hundred million or more.`,
    });
    law.links = [linkTo(conditions, 'implemented_by')];
    conditions.links = [linkTo(law, 'implements')];
    // The Law's clause names no instrument ("the conditions specified by the Minister"): the citator's edge leads to the figure.
    const summary = summaryOf(composeExtractiveAnswer(input('What is the threshold for transfer pricing documentation?', [law, guide, conditions])));
    expect(summary).toMatch(/^Where the transactions carried out between the Taxable Person and its Related Parties/);
    expect(summary).toContain('AED (200,000,000) two hundred million or more. [3]');
    expect(summary).not.toContain('guide on the application');
  });

  it('quotes what follows once the leading clause applies before the other end of its delegation', () => {
    // Article (4) of Ministerial Decision No. 132 of 2023 and Article (26)(1) of the Law it implements, as in the corpus.
    const exchange = passage(1, {
      legislationId: 32,
      slug: 'md-132-2023',
      legislation: 'Ministerial Decision',
      number: '4',
      heading: 'Exchange of Assets and Liabilities',
      textEn: `1. Where the consideration paid for the transfer of an asset or liability is in the form of another asset or liability, the transfer shall be treated as two separate transfers for the purposes of applying Article (26) of the Corporate Tax Law.
2. Where Clause (1) of this Article applies, the provisions of Article (26) of the Corporate Tax Law and of the Ministerial Decision issued on the general rules for determining Taxable Income shall apply to each transfer if at least one of the Taxable Persons that is a party to the transfer elects to apply Article (26) of the Corporate Tax Law.`,
    });
    const law = passage(2, {
      number: '26',
      heading: 'Transfers within a Qualifying Group',
      textEn: `1. In determining Taxable Income, no account need be taken of any gains or losses arising from the transfer of one or more assets or liabilities between two Taxable Persons that are members of the same Qualifying Group, where an election is made by the Taxable Persons.`,
    });
    exchange.links = [linkTo(law, 'implements')];
    law.links = [linkTo(exchange, 'implemented_by')];
    const summary = summaryOf(
      composeExtractiveAnswer(
        input('Two of our group companies are swapping a building for a portfolio of receivables. Is that one transfer or two for the intra-group relief?', [
          exchange,
          law,
        ]),
      ),
    );
    expect(summary).toMatch(/^Where the consideration paid for the transfer/);
    expect(summary).toContain('if at least one of the Taxable Persons that is a party to the transfer elects');
    // The Law's clause, if it fits at all, comes after the rest of the decision's rule.
    const lawAt = summary.indexOf('In determining Taxable Income');
    expect(lawAt === -1 || lawAt > summary.indexOf('if at least one of the Taxable Persons')).toBe(true);
  });

  it('answers "How can …?" with the provision that sets out the application, not with the conditions of the status', () => {
    // Retrieval ranks the article on amending the schedule first; the conditions of the exemption hold more of the
    // question's words ("charity", "Public Benefit Entities") and led before.
    const amendment = passage(1, {
      slug: 'cd-37-2023',
      title: 'Cabinet Decision No. 37 of 2023 regarding the Qualifying Public Benefit Entities',
      number: '3',
      heading: 'Amendment of the Schedule of Public Benefit Entities',
      textEn: `1. Any Government Entity may submit an application to the Ministry proposing any amendment, whether by way of addition or deletion, to the Schedule attached to this Decision, in the form and manner determined by the Ministry, provided that the Ministry is provided with any data, documents and information that it may request in order to decide on the application.
2. The Cabinet may, based on a proposal of the Minister, make any amendment to this Decision and the Schedule attached thereto, whether by way of addition or deletion.`,
    });
    const qpbe = passage(2, {
      number: '9',
      heading: 'Qualifying Public Benefit Entity',
      textEn: `1. A Qualifying Public Benefit Entity shall be exempt from Corporate Tax where all of the following conditions are met:
(a) It is established and operated exclusively for religious, charitable, scientific, educational or other similar purposes.
(b) It is listed in a decision issued by the Cabinet at the suggestion of the Minister.`,
    });
    const answer = composeExtractiveAnswer(input('How can a new charity be added to the Schedule of Public Benefit Entities?', [amendment, qpbe]));
    expectVerbatim(answer, [amendment, qpbe]);
    expect(summaryOf(answer)).toMatch(/^Any Government Entity may submit an application to the Ministry/);
  });

  it('reads a schedule of entities as the list it is: its parts headed apart, its entries quoted only when the question names one', () => {
    const schedule = passage(1, {
      slug: 'cd-37-2023',
      title: 'Cabinet Decision No. 37 of 2023 regarding the Qualifying Public Benefit Entities',
      number: 'Schedule',
      heading: 'Schedule of Public Benefit Entities',
      textEn: `| No. | Public Benefit Entities (Federal Entities) |
|---|---|
| 1 | Zakat Fund |
| 7 | Zayed University |
| No. | Public Benefit Entities (Government of Dubai) |
| 1 | Dubai Chambers |
| 8 | Dubai Charity Association |`,
    });
    const qpbe = passage(2, {
      number: '9',
      heading: 'Qualifying Public Benefit Entity',
      textEn: `1. A Qualifying Public Benefit Entity shall be exempt from Corporate Tax where all of the following conditions are met:
(a) It is established and operated exclusively for religious, charitable, scientific, artistic, cultural, athletic, educational, healthcare, environmental, humanitarian, animal protection or other similar purposes.
(b) It does not conduct a Business or Business Activities, except for activities that relate to, or are directly aimed at achieving, the purposes for which it was established.`,
    });
    // An entry that shares a word with the question ("Charity") is not the rule: the provision leads, and no entry is
    // quoted as if it bore on the question.
    const general = composeExtractiveAnswer(input('Are charities exempt?', [schedule, qpbe]));
    expectVerbatim(general, [schedule, qpbe]);
    expect(summaryOf(general)).toMatch(/^A Qualifying Public Benefit Entity shall be exempt from Corporate Tax/);
    expect(general).not.toContain('Dubai Charity Association [1]');
    expect(general).not.toContain('Zakat Fund [1]');
    // An entry the question names is quoted, under the heading of its own part of the schedule; that heading is never
    // quoted as a row of the other part.
    const named = composeExtractiveAnswer(input('Is the Dubai Charity Association a Public Benefit Entity?', [schedule, qpbe]));
    expectVerbatim(named, [schedule, qpbe]);
    expect(named).toContain('| No. | Public Benefit Entities (Government of Dubai) |\n|---|---|\n| 8 | Dubai Charity Association [1] |');
    expect(named).not.toContain('| No. | Public Benefit Entities (Government of Dubai) [1] |');
  });

  it('answers a yes/no question with its deciding rule and the exception to it', () => {
    const registration = passage(1, {
      slug: 'md-43-2023',
      title: 'Ministerial Decision No. 43 of 2023 Concerning Exception from Tax Registration',
      number: '2',
      heading: 'Exception from Registration for Corporate Tax',
      textEn: `1. The following Persons shall not register for Corporate Tax with the Authority:
(a) A Government Entity.
(b) A Government Controlled Entity.
(c) A Person engaged in an Extractive Business that meets the conditions specified in Article (7) of the Corporate Tax Law.
2. Paragraphs (a) to (c) of Clause (1) of this Article shall not prejudice the obligation of a Person to register for Corporate Tax in cases where the Person becomes a Taxable Person in accordance with the provisions of the Corporate Tax Law.`,
    });
    const answer = composeExtractiveAnswer(input('Does a federal ministry need to register for Corporate Tax?', [registration]));
    expectVerbatim(answer, [registration]);
    const summary = summaryOf(answer);
    // The rule leads (a saving clause qualifies it, it does not lead), and the "federal ministry" is a Government Entity.
    expect(summary.startsWith('The following Persons shall not register for Corporate Tax with the Authority: [1]')).toBe(true);
    expect(summary).toContain('- (a) A Government Entity. [1]');
    expect(summary).toContain('shall not prejudice the obligation of a Person to register');
  });

  it('answers each part of a question that asks two things', () => {
    const answer = composeExtractiveAnswer(
      input('What is the revenue threshold for Small Business Relief, and what happens when a Qualifying Free Zone Person fails one of its conditions?', [
        sbrThreshold,
        qfzpArticle18,
        rates,
      ]),
    );
    const summary = summaryOf(answer);
    expect(summary).toContain('AED (3,000,000) three million');
    expect(summary).toContain('it shall cease to be considered a Qualifying Free Zone Person from the beginning of that Tax Period');
  });

  it('states the date asked for through the definition of the term the leading provision relies on', () => {
    const answer = composeExtractiveAnswer(
      input('Until when can we rely on our country-by-country report instead of full Pillar Two calculations?', [transitionalSafeHarbour, pillarTwoScope]),
    );
    const summary = summaryOf(answer);
    expect(summary).toContain('During the Transition Period, at the election of the Filing Constituent Entity');
    // The definition, quoted whole and on its own (a definition needs no lead-in), after the provision that uses the term.
    expect(summary).toContain(
      '(m) Transition Period means the period that covers all of the Fiscal Years that begin before 1 January 2027 and end before 1 July 2028. [10]',
    );
    expect(summary.indexOf('During the Transition Period')).toBeLessThan(summary.indexOf('Transition Period means'));
    expect(summary).not.toContain('Total Revenue means');
    expect(countWords(summary)).toBeLessThanOrEqual(120);
    // Asked for no figure, the same question gets no definition.
    expect(
      summaryOf(
        composeExtractiveAnswer(
          input('Can we rely on our country-by-country report instead of full Pillar Two calculations?', [transitionalSafeHarbour, pillarTwoScope]),
        ),
      ),
    ).not.toContain('Transition Period means');
  });

  it('never quotes an editorial amendment note as the law', () => {
    const answer = composeExtractiveAnswer(input('What rate of Top-up Tax applies under Clause (3) of Article (3)?', [rates]));
    expect(answer).not.toContain('was added to Article (3) pursuant to');
  });

  it('flags a repealed document in Details (metadata only) and on every quote from it', () => {
    const answer = composeExtractiveAnswer(
      input('Which activities are Qualifying Activities of a Qualifying Free Zone Person?', [repealedActivities, definitions]),
    );
    expect(answer).toContain(`**${QFZ} — Article (2): Qualifying Activities** (repealed: Abrogated by Ministerial Decision No. 265 of 2023.)`);
    // With what the citator knows of the instrument that replaced it: named, linked, and whether its text is here.
    const replaced = {
      ...repealedActivities,
      replacedBy: {
        legislationId: 39,
        slug: 'md-265-2023',
        title: 'Ministerial Decision No. 265 of 2023 Regarding Qualifying Activities and Excluded Activities',
        titleAr: null,
        hasText: false,
      },
    };
    const withReplacement = composeExtractiveAnswer(
      input('Which activities are Qualifying Activities of a Qualifying Free Zone Person?', [replaced, definitions]),
    );
    expect(withReplacement).toContain(
      `**${QFZ} — Article (2): Qualifying Activities** (repealed: replaced by [Ministerial Decision No. 265 of 2023](/legislation/39), whose text this collection does not yet hold)`,
    );
    const quotes = quotesOf(answer).filter((q) => q.n === 4);
    expect(quotes.length).toBeGreaterThan(0);
    for (const line of answer.split('\n').filter((l) => l.includes('[4]'))) expect(line).toMatch(/\[4\] \(repealed\)$/);
    for (const line of answer.split('\n').filter((l) => /\[[1235]\]/.test(l))) expect(line).not.toContain('(repealed)');
  });

  it('prefers documents in force over a repealed one that says the same', () => {
    const inForce = {
      ...repealedActivities,
      n: 7,
      legislationId: 9,
      title: 'Ministerial Decision No. 229 of 2025 Regarding Qualifying Activities and Excluded Activities',
      repealed: false,
      status: 'active',
      statusNote: null,
    };
    const answer = composeExtractiveAnswer(input('Which activities are Qualifying Activities?', [repealedActivities, inForce]));
    const summary = quotesOf(answer).find((q) => q.section === 'Summary')!;
    expect(summary.n).toBe(7);
  });

  it('in a single-document chat draws only on that document', () => {
    const question = 'What is the revenue threshold for Small Business Relief and the corporate tax rate?';
    for (const scope of [{ legislationId: 1 }, { documentTitle: CT_LAW }]) {
      const answer = composeExtractiveAnswer(input(question, ALL, { scope: 'document', ...scope }));
      const quotes = expectVerbatim(answer, ALL);
      for (const q of quotes) expect([1, 5, 6]).toContain(q.n);
      expect(answer).not.toContain(SBR);
    }
    // Without a document id or a matching title, the document of the top passage.
    const answer = composeExtractiveAnswer(input(question, [sbrThreshold, rates, sbrConditions], { scope: 'document' }));
    for (const q of quotesOf(answer)) expect([2, 3]).toContain(q.n);
  });

  it('falls back to the opening sentences of the top passages, still cited, when nothing overlaps', () => {
    const answer = composeExtractiveAnswer(input('Quantum entanglement of photons?', [sbrThreshold, sbrConditions, rates]));
    const lines = answer.split('\n');
    expect(lines[0]).toBe(`*${EXTRACTIVE_NOTICE}*`);
    expect(lines).toContain(`*${EXTRACTIVE_FALLBACK_NOTE}*`);
    const quotes = expectVerbatim(answer, [sbrThreshold, sbrConditions, rates]);
    expect(quotes[0]!.n).toBe(2);
    expect(quotes[0]!.text).toMatch(/^For the purposes of Small Business Relief/);
  });

  it('says there is nothing to quote when no passage has text', () => {
    const answer = composeExtractiveAnswer(input('What is the rate?', []));
    expect(answer).toBe(`*${EXTRACTIVE_NOTICE}*\n\n*${EXTRACTIVE_EMPTY_NOTE}*`);
    expect(checkCitations(answer, new Set()).cited).toEqual([]);
  });

  it('keeps the subject of a follow-up from the previous question', () => {
    // Retrieval reads the history too: the Small Business Relief articles come first, the rates article after.
    const followUp = input('And what conditions apply?', [sbrConditions, sbrThreshold, rates], {
      history: [
        { role: 'user', content: 'Who can elect Small Business Relief?' },
        { role: 'assistant', content: 'An answer.' },
      ],
    });
    const quotes = quotesOf(composeExtractiveAnswer(followUp));
    expect(quotes.find((q) => q.section === 'Summary')!.n).toBe(3);
    // The Top-up Tax clause also names "conditions", but not the subject: it is not quoted.
    expect(quotes.some((q) => q.text.includes('Top-up Tax'))).toBe(false);
  });

  it('keeps the Markdown of the legislation from breaking the answer', () => {
    // Repealed, so that Details names it by its heading whatever is quoted.
    const tricky = passage(1, {
      repealed: true,
      status: 'repealed',
      number: '9',
      heading: 'Odd *formatting* [x]',
      textEn: `1. The first clause on transfer pricing applies to Related Parties.
- A bullet clause on transfer pricing documentation for Related Parties.
> A quoted line on transfer pricing that Markdown would indent.
| Transfer pricing | table row |
|---|---|
*An amendment note on transfer pricing was added as follows:*
**Transfer Pricing**: The rules on Related Parties [Note 4] and their transactions.
A clause on transfer pricing that mentions [12] in brackets for Related Parties.
A clause on transfer pricing with *unbalanced emphasis for Related Parties.
2) A clause on transfer pricing numbered with a parenthesis for Related Parties.`,
    });
    const answer = composeExtractiveAnswer(input('transfer pricing related parties', [tricky]));
    const quotes = expectVerbatim(answer, [tricky]);
    for (const q of quotes) {
      expect(q.text).not.toMatch(/^(?:[-+*>#|]\s|\d+[.)]\s)/);
      expect(q.text).not.toContain('|');
      expect(q.text).not.toContain('[12]');
      expect(q.text).not.toContain('[Note');
      expect((q.text.match(/\*/g) ?? []).length % 2).toBe(0);
    }
    // No line opens a quote, heading or numbered list of Markdown; a table is a table (header, rule, rows), nothing else.
    expect(answer).not.toMatch(/^\s*(?:>|\d+[.)]\s)/m);
    for (const line of answer.split('\n').filter((l) => l.startsWith('|'))) expect(line).toMatch(/^\|.*\|$/);
    expect(answer).not.toContain('amendment note');
    expect(answer).toContain(`**${CT_LAW} — Article (9): Odd formatting x** (repealed)`);
  });

  it('names non-numbered passages by their label', () => {
    const repealedPreamble = { ...preamble, repealed: true, status: 'repealed', statusNote: null };
    const answer = composeExtractiveAnswer(input('President of the United Arab Emirates Constitution', [repealedPreamble]));
    expect(answer).toContain(`**${CT_LAW} — Preamble** (repealed)`);
    expectVerbatim(answer, [repealedPreamble]);
  });
});

describe('a figure the question already knows, and the side of a Free Zone it asks about', () => {
  /** Article (2) of Cabinet Decision No. 116 of 2022: the zero-rate band, and artificial separation above it. */
  const zeroRateBand = passage(1, {
    legislationId: 11,
    slug: 'cd-116-2022',
    title: 'Cabinet Decision No. 116 of 2022 on the Taxable Income Threshold for Applying the 0% Corporate Tax Rate',
    legislation: 'Cabinet Decision',
    number: '2',
    heading: 'Taxable Income Subject to Corporate Tax at the Rate of (0%) Zero Percent',
    textEn: `1. For the purposes of paragraph (a) of Clause (1) of Article (3) of the Corporate Tax Law, the portion of the Taxable Income of a Taxable Person that does not exceed AED (375,000) three hundred and seventy-five thousand UAE dirhams shall be subject to Corporate Tax at the rate of (0%) zero percent in the Tax Period, regardless of whether the Taxable Person conducts several Businesses or Business Activities in that Tax Period.
2. Where the Authority establishes that one or more Persons have artificially separated their Business or Business Activity, and the Taxable Income attributable to their entire Business or Business Activity has been subjected to Corporate Tax at the rate of (0%) zero percent in the Tax Period on an amount exceeding AED (375,000) three hundred and seventy-five thousand UAE dirhams, this shall be considered an arrangement to obtain a Corporate Tax advantage in accordance with Clause (1) of Article (50) of the Corporate Tax Law.`,
  });

  it('answers "what rate above the zero-rate band" with the 9% rate of the mainland clause, not the 0% or the Free Zone rates', () => {
    const lawRates = { ...rates, n: 2 };
    const answer = composeExtractiveAnswer(
      input('Our mainland LLC expects annual profits well above the zero-rate band. What rate of corporate tax applies to the profit above that band?', [
        zeroRateBand,
        lawRates,
      ]),
    );
    const summary = summaryOf(answer);
    expect(summary).toMatch(/^Corporate Tax shall be imposed on Taxable Income at the following rates: \[2\]/);
    expect(summary).toContain('(b) A rate of (9%) nine percent on Taxable Income exceeding the amount specified');
    expect(summary).not.toContain('artificially separated');
    expect(summary).not.toContain('Qualifying Free Zone Person at the following rates');
  });

  it('answers a free zone company with the rates of a Qualifying Free Zone Person before the general rates', () => {
    const qualifyingIncome = passage(1, {
      legislationId: 9,
      slug: 'cd-100-2023',
      title: 'Cabinet Decision No. 100 of 2023 on Determining Qualifying Income for the Qualifying Free Zone Person',
      legislation: 'Cabinet Decision',
      number: '3',
      heading: 'Qualifying Income',
      textEn: `1. For the purposes of applying the provisions of Article (18) of the Corporate Tax Law, the Qualifying Income of a Qualifying Free Zone Person shall include the following categories of income, provided that such income is not attributable to a Domestic Permanent Establishment or a Foreign Permanent Establishment pursuant to Article (5) of this Decision, is not derived from the ownership or exploitation of immovable property pursuant to Article (6) of this Decision, and is not considered Taxable Income in accordance with Clause (2) of Article (7) of this Decision:
(a) Income derived from transactions with a Free Zone Person, except for income derived from Excluded Activities.
(b) Income derived from transactions with a Non-Free Zone Person, but only in respect of Qualifying Activities that are not Excluded Activities.
(c) Income derived from the ownership or exploitation of Qualifying Intellectual Property in accordance with Clause (1) of Article (7) of this Decision.
(d) Any other income, provided that the Qualifying Free Zone Person meets the de minimis requirements in accordance with Article (4) of this Decision.
2. For the purposes of paragraph (a) of Clause (1) of this Article, income shall be considered derived from transactions with a Free Zone Person where the Free Zone Person is the beneficial recipient of the relevant services or goods.
3. For the purposes of this Article, the term "beneficial recipient" means the Person that has the right to use and enjoy the goods or services without being under a contractual or legal obligation to supply such goods or services to another Person, and the term "goods" means physical or intangible property that has a material value in dealings, including immovable property and movable property.
4. For the purposes of determining whether a Qualifying Free Zone Person has a Domestic Permanent Establishment, the provisions of Article (14) of the Corporate Tax Law shall apply, provided that the expression "Qualifying Free Zone Person" is used instead of the expression "Non-Resident Person", and the expression "geographical areas of the State outside the Free Zones of the State" is used instead of the word "State", wherever they appear in that Article.`,
    });
    const qfzp = passage(2, {
      number: '18',
      heading: 'Qualifying Free Zone Person',
      textEn: `1. A Qualifying Free Zone Person is a Free Zone Person that meets all of the following:
(a) It maintains real and adequate substance in the State.
(b) It derives Qualifying Income as specified in a decision issued by the Cabinet at the suggestion of the Minister.
(c) It has not elected to be subject to Corporate Tax under Article (19) of this Decree-Law.
(d) It complies with the provisions of Articles (34) and (55) of this Decree-Law.
(e) It meets any other conditions as may be determined by the Minister.
2. Where a Qualifying Free Zone Person fails to meet any of the conditions set out in Clause (1) of this Article at any time during a Tax Period, it shall cease to be considered a Qualifying Free Zone Person from the beginning of that Tax Period.`,
    });
    const summary = summaryOf(composeExtractiveAnswer(input('Is a free zone company taxed at 0%?', [qualifyingIncome, qfzp, { ...rates, n: 3 }])));
    expect(summary).toMatch(/^Corporate Tax shall be imposed on a Qualifying Free Zone Person at the following rates: \[3\]/);
  });
});

describe('a consequence drafted as a rule that stops applying', () => {
  it('answers "what happens if we sell the shares?" with the clause that sets the relief aside, not the relief', () => {
    const restructuring = passage(1, {
      number: '27',
      heading: 'Business Restructuring Relief',
      textEn: `1. A Taxable Person may elect that no gain or loss is taken into account in determining its Taxable Income where the Business is transferred to another Taxable Person in exchange for shares or ownership interests in that other Taxable Person.
6. The provisions of Clause (1) of this Article shall not apply if any of the following occurs within (2) two years from the date of the transfer:
(a) The shares or other ownership interests in the transferor or transferee Taxable Person are sold, transferred or otherwise disposed of in any manner, in whole or in part, to another Person that is not a member of the Qualifying Group to which the relevant Taxable Person belongs.
(b) Any subsequent transfer or disposal is made of the Business transferred under Clause (1) of this Article, or of any independent part thereof.
7. Where Clause (6) of this Article applies, the transfer of the Business, or of any independent part thereof, shall be treated as having taken place at Market Value at the date of the transfer.`,
    });
    const question = 'We moved our business into a subsidiary for shares without any gain. If we now sell part of those shares, what happens?';
    expect(summaryOf(composeExtractiveAnswer(input(question, [restructuring])))).toMatch(
      /^The provisions of Clause \(1\) of this Article shall not apply if any of the following occurs within \(2\) two years/,
    );
  });
});

describe('the clause a provision names by its decimal number', () => {
  it('quotes the clause the leading provision relies on ("the sovereign wealth fund described in Article 1.6.1")', () => {
    const sovereign = passage(1, {
      ...TOP_UP_DOCUMENT,
      number: '1.6',
      heading: 'Sovereign Wealth Funds',
      textEn: `1.6.1 Notwithstanding Article 1.4, a sovereign wealth fund that meets the definition of a Governmental Entity is not an Ultimate Parent Entity.

1.6.2 Where the sovereign wealth fund described in Article 1.6.1 holds a direct Controlling Interest in an Entity, such Entity will be considered as the Ultimate Parent Entity of a Group provided that it:

(a) owns directly or indirectly a Controlling Interest in another Entity, or

(b) is a Main Entity located in one Jurisdiction with one or more Permanent Establishments located in other Jurisdictions provided that the Main Entity is not a part of another Group described in Articles 1.2.2 or 1.6.2(a).`,
    });
    const question =
      'A state investment fund that qualifies as a government body holds a direct controlling stake in our holding company, which controls our operating subsidiaries. Which entity is the top parent of our group for the UAE top-up tax?';
    const exempt = passage(2, {
      number: '4',
      heading: 'Exempt Person',
      textEn: ARTICLE_4_EXEMPT_PERSONS_LIST,
    });
    const summary = summaryOf(composeExtractiveAnswer(input(question, [sovereign, exempt])));
    expect(summary).toMatch(/^1\.6\.2 Where the sovereign wealth fund described in Article 1\.6\.1/);
    expect(summary).toContain('is not an Ultimate Parent Entity.');
  });
});

describe('the kind of person asking, and the clause of another article a provision states its rule by', () => {
  it("answers a freelancer with the natural person's rule and the clause it is set out in, not the juridical person's", () => {
    const base = passage(1, {
      number: '12',
      heading: 'Corporate Tax Base',
      textEn: `1. A Resident Person that is a juridical person shall be subject to Corporate Tax on its Taxable Income derived from within the State or from outside the State, in accordance with the provisions of this Decree-Law.
2. The Taxable Income of a Resident Person that is a natural person shall be the income derived by him from within the State or from outside the State, to the extent that it relates to a Business or Business Activity conducted by the natural person in the State as set out in Clause (6) of Article (11) of this Decree-Law.
3. A Non-Resident Person shall be subject to Corporate Tax on the following:
(a) The Taxable Income attributable to its Permanent Establishment in the State.
(b) State Sourced Income that is not attributable to its Permanent Establishment in the State.`,
    });
    const taxablePerson = passage(2, {
      number: '11',
      heading: 'Taxable Person',
      textEn: `1. Corporate Tax shall be imposed on a Taxable Person at the rates specified under Article (3) of this Decree-Law.
2. For the purposes of this Decree-Law, a Taxable Person shall be either a Resident Person or a Non-Resident Person.
3. A Resident Person shall be any of the following Persons:
(a) A juridical person that is incorporated, established or otherwise recognised under the applicable legislation of the State, including a Free Zone Person.
(c) A natural person who conducts a Business or Business Activity in the State.
6. The Cabinet shall, at the suggestion of the Minister and in coordination with the relevant competent authorities, issue a decision specifying the categories of Business or Business Activity conducted by a resident or non-resident natural person that shall be subject to Corporate Tax under this Decree-Law.`,
    });
    const question = 'As a freelance consultant living in the UAE, am I taxed on all my worldwide income under the corporate tax law?';
    const summary = summaryOf(composeExtractiveAnswer(input(question, [base, taxablePerson])));
    expect(summary).toMatch(/^The Taxable Income of a Resident Person that is a natural person/);
    expect(summary).toContain(
      'issue a decision specifying the categories of Business or Business Activity conducted by a resident or non-resident natural person',
    );
    expect(summary).not.toContain('A Resident Person that is a juridical person');
  });
});

describe('paragraphs of another article named for what they are', () => {
  it('reads "the categories set out in Paragraphs (f), (g), (h) and (i) of … Article (4)" as the funds Article (4) lists', () => {
    const exemptPersons = passage(2, {
      legislationId: 1,
      slug: 'fdl-47-2022',
      title: CT_LAW,
      legislation: 'Federal Decree-Law',
      number: '4',
      heading: 'Exempt Person',
      textEn: `1. The following Persons shall be exempt from Corporate Tax:
(e) A Qualifying Public Benefit Entity under Article (9) of this Decree-Law.
(f) A Qualifying Investment Fund under Article (10) of this Decree-Law.
(g) A public pension or social security fund, or a private pension or social security fund that is subject to regulatory oversight by the competent authority in the State and that meets any other conditions that may be determined by the Minister.`,
    });
    const registration = {
      ...passage(1, {
        ...FTA_EXEMPTION_DOCUMENT,
        number: '2',
        heading: 'Registration for Corporate Tax and Application for Exemption Therefrom',
        textEn: `1. A Person falling within the category set out in Paragraph (e) of Clause (1) of Article (4) of the aforementioned Federal Decree-Law No. (47) of 2022 shall register for Tax and obtain a Tax Registration Number starting from 1 October 2023.
2. A Person falling within any of the categories set out in Paragraphs (f), (g), (h) and (i) of Clause (1) of Article (4) of the aforementioned Federal Decree-Law No. (47) of 2022 shall register for Tax and obtain a Tax Registration Number starting from 1 June 2024.`,
      }),
      links: [linkTo(exemptPersons, 'refers_to')],
    };
    const answer = composeExtractiveAnswer(
      input('We manage an investment fund that we believe is exempt from corporate tax. From when do we have to register?', [registration, exemptPersons]),
    );
    const summary = summaryOf(answer);
    expect(summary, answer).toMatch(/^A Person falling within any of the categories set out in Paragraphs \(f\), \(g\), \(h\) and \(i\)/);
    expect(summary, answer).toContain('starting from 1 June 2024');
  });
});

describe('a figure left to a decision that restates the rule with it', () => {
  it('quotes the decision stating the figure when the rule and it do not fit together, before a rate schedule', () => {
    const deMinimis = passage(1, {
      legislationId: 15,
      slug: 'cd-100-2023',
      title: 'Cabinet Decision No. 100 of 2023 on Determining Qualifying Income for the Qualifying Free Zone Person',
      legislation: 'Cabinet Decision',
      status: 'active',
      number: '4',
      heading: 'De Minimis Requirements',
      textEn: `1. The de minimis requirements shall be considered met where the non-qualifying Revenue derived by the Qualifying Free Zone Person in a Tax Period does not exceed the percentage, specified by the Minister, of the total Revenue of the Qualifying Free Zone Person for that Tax Period, or the amount specified by the Minister, whichever is lower.
2. Subject to Clause (3) of this Article, the following provisions shall apply:
(a) Non-qualifying Revenue is the Revenue derived in a Tax Period from any of the following:
(1) Excluded Activities.
(2) Activities that are not Qualifying Activities, where the counterparty to the transaction is a Non-Free Zone Person.
(b) Total Revenue is the sum of the Revenue derived by the Qualifying Free Zone Person in a Tax Period.`,
    });
    const figures = passage(3, {
      legislationId: 16,
      slug: 'md-139-2023',
      title: QFZ,
      legislation: 'Ministerial Decision',
      status: 'active',
      number: '4',
      heading: 'De Minimis Requirements',
      relevance: 0.5,
      textEn:
        'For the purposes of Article (4) of Cabinet Decision No. (55) of 2023 referred to above, the de minimis requirements shall be deemed met if the non-qualifying Revenue derived by the Qualifying Free Zone Person in the Tax Period does not exceed (5%) five percent of its total Revenue in that Tax Period or AED 5,000,000 (five million dirhams), whichever is lower.',
    });
    const answer = composeExtractiveAnswer(
      input('How much non-qualifying revenue may a Qualifying Free Zone Person derive in a Tax Period?', [
        { ...deMinimis, links: [linkTo(figures, 'implemented_by')] },
        { ...rates, n: 2, articleId: 102 },
        { ...figures, links: [linkTo(deMinimis, 'implements')] },
      ]),
    );
    const summary = summaryOf(answer);
    expect(summary, answer).toMatch(/^For the purposes of Article \(4\) of Cabinet Decision No\. \(55\) of 2023/);
    expect(summary, answer).toContain(
      '(5%) five percent of its total Revenue in that Tax Period or AED 5,000,000 (five million dirhams), whichever is lower. [3]',
    );
    // The rule it fills in is not lost: it is a Key Point.
    expect(answer).toContain('The de minimis requirements shall be considered met where the non-qualifying Revenue');
  });
});

describe('a list of conditions quoted in part', () => {
  it('quotes first the conditions that bear on the question, the others marked as not quoted', () => {
    // Article (2) of Federal Tax Authority Decision No. 12 of 2023: its lead-in and first condition fill most of a Summary.
    const government = passage(1, {
      legislationId: 14,
      slug: 'fta-12-2023',
      title:
        'Federal Tax Authority Decision No. 12 of 2023 on the Conditions for Forming a Tax Group by Subsidiaries of a Government Entity for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
      legislation: 'Federal Tax Authority Decision',
      status: 'active',
      number: '2',
      heading: 'Conditions for Forming a Tax Group',
      textEn: `For the purposes of Clause (2) of Article (40) of Federal Decree-Law No. (47) of 2022 referred to above, Subsidiaries in which a Government Entity directly or indirectly owns at least (95%) ninety-five percent of the ownership interests, as provided for in Paragraphs (b), (c) and (d) of Clause (1) of Article (40) of the Corporate Tax Law, may form a Tax Group in accordance with the following conditions:
1. The conditions referred to in Clause (1) of Article (40) of Federal Decree-Law No. (47) of 2022 referred to above are met.
2. The Government Entity that is exempt under Paragraph (a) of Clause (1) of Article (4) of the Decree-Law is not a member of the Tax Group.
3. A Subsidiary of a Government Entity shall not be included in the Tax Group where that Subsidiary is an Exempt Person.
4. The Government Entity appoints one of the Subsidiaries as the representative of the Tax Group.`,
    });
    const answer = composeExtractiveAnswer(
      input('A government body wholly owns several operating companies. May they form a tax group although the government body itself is exempt?', [
        government,
      ]),
    );
    const summary = summaryOf(answer);
    expect(summary, answer).toContain(
      'The Government Entity that is exempt under Paragraph (a) of Clause (1) of Article (4) of the Decree-Law is not a member of the Tax Group.',
    );
    expect(summary, answer).not.toContain('The conditions referred to in Clause (1) of Article (40)');
    expect(summary, answer).toContain('- […] (not quoted here: 3 more items)');
  });
});

describe('a part whose best provision does not fit', () => {
  const fund = (n = 1) =>
    passage(n, {
      legislationId: 1,
      slug: 'fdl-47-2022',
      title: CT_LAW,
      legislation: 'Federal Decree-Law',
      number: '10',
      heading: 'Qualifying Investment Fund',
      relevance: 0.646,
      textEn: `1. An investment fund may apply to the Authority to be exempt from Corporate Tax as a Qualifying Investment Fund, where all of the following conditions are met:
(a) The investment fund or the manager of the investment fund is subject to regulatory oversight by a competent authority in the State, or by a competent foreign authority that is recognised for the purposes of this Article.
(b) The interests in the investment fund are traded on a Recognised Stock Exchange, or are marketed and made available sufficiently widely to investors.
(c) The main or principal purpose of the investment fund is not the avoidance of Corporate Tax.
(d) Any other conditions as may be specified in a decision issued by the Cabinet at the suggestion of the Minister.
2. For the purposes of monitoring the continued compliance of the Qualifying Investment Fund with the conditions set out in Clause (1) of this Article, the Authority may request any relevant information or records within the period it determines.`,
    });
  const exemptPersons = (n = 4) =>
    passage(n, {
      legislationId: 1,
      slug: 'fdl-47-2022',
      title: CT_LAW,
      legislation: 'Federal Decree-Law',
      number: '4',
      heading: 'Exempt Person',
      relevance: 0.511,
      textEn: ARTICLE_4_EXEMPT_PERSON,
    });
  const registration = (n = 2) => ({
    ...passage(n, {
      ...FTA_EXEMPTION_DOCUMENT,
      number: '2',
      heading: 'Registration for Corporate Tax and Application for Exemption Therefrom',
      relevance: 0.422,
      textEn: `1. A Person falling within the category set out in Paragraph (e) of Clause (1) of Article (4) of the aforementioned Federal Decree-Law No. (47) of 2022 shall register for Tax and obtain a Tax Registration Number starting from 1 October 2023.
2. A Person falling within any of the categories set out in Paragraphs (f), (g), (h) and (i) of Clause (1) of Article (4) of the aforementioned Federal Decree-Law No. (47) of 2022 shall register for Tax and obtain a Tax Registration Number starting from 1 June 2024.
3. If the Authority approves the Tax Registration application, a Person falling within any of the categories set out in Paragraphs (f), (g), (h) and (i) of Clause (1) of Article (4) of the aforementioned Federal Decree-Law No. (47) of 2022 may submit an application for exemption from Corporate Tax upon meeting the relevant exemption conditions set out in the aforementioned Federal Decree-Law No. (47) of 2022.
4. The Authority may require the Person exempted under Clauses (1) and (3) of this Article to submit an annual declaration confirming that it continues to meet the exemption conditions.`,
    }),
    links: [linkTo(exemptPersons(), 'refers_to')],
  });
  const deadline = (n = 3) =>
    passage(n, {
      ...FTA_EXEMPTION_DOCUMENT,
      number: '3',
      heading: 'Deadline for Submitting the Exemption Application and Its Effective Date',
      relevance: 0.364,
      textEn: `1. A Person falling within any of the categories referred to above in Clause (2) of Article (2) of this Decision shall submit the exemption application within (60) Business Days from the end of the Tax Period in which the Person met the exemption conditions.
2. If the Authority approves the exemption application stipulated in Clause (1) of this Article, the exemption shall apply as of the beginning of the Tax Period specified in the exemption application.
3. The Authority may determine an alternative effective date of the exemption, different from that set out in Clause (2) of this Article, where any of the following cases, or other similar cases, exist:
(a) If the Tax Period stated in the registration form is incorrect, the exemption shall apply as of the correct date.
(b) If the applicant is acquired during a Tax Period by one or more Persons falling within the categories referred to in Paragraphs (a), (b), (f) and (g) of Clause (1) of Article (4) of the aforementioned Federal Decree-Law No. (47) of 2022, the exemption shall not be granted from the start date of the Tax Period if the exemption conditions were not met at that time, and the Authority shall determine another date from which the exemption is granted, in order to ensure that the exemption date begins after all the remaining tax obligations have been fulfilled.
(c) If the Tax Period stated in the exemption application is incorrect and the Authority has received sufficient supporting information to prove that the condition was met during the subsequent Tax Period, the exemption shall apply after the date on which the conditions were met.
(d) Any other cases under a decision issued by the Cabinet on the basis of Paragraph (i) of Clause (1) of Article (4) of the aforementioned Federal Decree-Law No. (47) of 2022.`,
    });

  it('leaves the choice to the best of the rest, where the clause stating the period asked leads', () => {
    const answer = composeExtractiveAnswer(
      input(
        'We manage an investment fund that we believe is exempt from UAE corporate tax. Do we still have to register, and how long do we have to apply for the exemption?',
        [fund(), registration(), deadline(), exemptPersons()],
      ),
    );
    const summary = summaryOf(answer);
    expect(summary, answer).toContain('starting from 1 June 2024');
    expect(summary, answer).toContain('shall submit the exemption application within (60) Business Days');
  });

  it("lets the article whose heading names the figure asked lead although ranked low (its heading: 'Deadline for Submitting …')", () => {
    // Retrieval put three articles between the registration rule and the deadline's article: the deadline's clause scores
    // well below the registration article's application clause, which states no period.
    const funds = passage(3, {
      ...FTA_EXEMPTION_DOCUMENT,
      legislationId: 13,
      slug: 'cd-81-2023',
      title: 'Cabinet Decision No. 81 of 2023 on the Conditions for Qualifying Investment Funds',
      number: '2',
      heading: 'Conditions for the Exemption of an Investment Fund',
      relevance: 0.504,
      textEn:
        '1. Without prejudice to the conditions set out in Clause (1) of Article (10) of the Corporate Tax Law, an investment fund shall meet all of the following conditions to be exempt from Corporate Tax as a Qualifying Investment Fund:\n(a) The main business or business activities conducted by the investment fund are investment business activities.',
    });
    const answer = composeExtractiveAnswer(
      input('We run an investment fund we think is exempt. Must we register, and how long do we have to apply for the exemption?', [
        fund(1),
        registration(2),
        funds,
        exemptPersons(4),
        deadline(5),
      ]),
    );
    expect(summaryOf(answer), answer).toContain('shall submit the exemption application within (60) Business Days');
  });

  it('keeps the provision that states the date asked through its defined term before a later period of the same article', () => {
    // Article 8.2 of Cabinet Decision No. 142 of 2024, its clauses 8.2.1.1, 8.2.1.10, 8.2.1.11 (two definitions) and
    // 8.2.3.1: 8.2.1.10 names a date of its own and does not fit; 8.2.3.1(b) names a period ("within 36 months").
    const safeHarbours = passage(1, {
      ...TOP_UP_DOCUMENT,
      number: '8.2',
      heading: 'Safe Harbours',
      textEn: [
        CBCR_SAFE_HARBOUR,
        `8.2.1.10 Where the financial statements used to prepare the Country-by-Country Report contains assets that were valued based on purchase price allocation due to the acquisition of a Controlling Interest as a result of a business combination, the Country-by-Country Report will be considered to be prepared and filed using Qualified Financial Statements provided that:

(a) the MNE Group has not submitted a Country-by-Country Report for a Fiscal Year beginning after 31 December 2022 that was based on the Constituent Entity’s reporting package or separate financial statements without the purchase price allocation adjustments, except where the Constituent Entity was required by law or regulation to change its reporting package or separate financial statements to include purchase price allocation adjustments; and

(b) any reduction to the Constituent Entity’s income attributable to an impairment of goodwill related to transactions entered into after 30 November 2021 must be added back to the Profit (Loss) before Income Tax:

i. for purposes of applying the test in Article 8.2.1.1(c); and

ii. for purposes of applying the test in Article 8.2.1.1(b), but only if the financial accounts do not also have a reversal of deferred tax liability or recognition or increase of a deferred tax asset in respect of the impairment of goodwill.`,
        CBCR_SAFE_HARBOUR_TERMS,
        `8.2.3.1 An election made under the provisions of Article 8.2 shall not apply in circumstances where:

(a) Top-up Tax could be charged under the provisions of this Decision if the Effective Tax Rate for the UAE computed in accordance with Article 5 was below the Minimum Rate; and

(b) the Federal Tax Authority notifies the Liable Constituent Entity (or Entities) within 36 months after the filing of the Top-up Tax Return of specific facts and circumstances that may have materially affected the eligibility of the Constituent Entities located in the UAE for the relevant safe harbour and invites the Liable Constituent Entity (or Entities) to clarify within six months the effect of those facts and circumstances on the eligibility of those Constituent Entities for that safe harbour; and

(c) the Liable Constituent Entity (or Entities) fail(s) to demonstrate within the response period that those facts and circumstances did not materially affect the eligibility of the Constituent Entities for the relevant safe harbour.`,
      ].join('\n\n'),
    });
    const summary = summaryOf(
      composeExtractiveAnswer(
        input('Until when can we rely on our country-by-country report figures instead of full Pillar Two calculations for the UAE?', [safeHarbours]),
      ),
    );
    expect(summary).toContain('Fiscal Years that begin before 1 January 2027 and end before 1 July 2028');
    expect(summary).not.toContain('within 36 months');
  });
});

describe('a deadline on a day that is not a Business Day', () => {
  it('is answered by the rule on the last day of a period, not by a deadline of another duty ("falls on" is not "falling within")', () => {
    const exemptionDeadline = passage(1, {
      ...FTA_EXEMPTION_DOCUMENT,
      number: '3',
      heading: 'Deadline for Submitting the Exemption Application and Its Effective Date',
      textEn: `1. A Person falling within any of the categories referred to above in Clause (2) of Article (2) of this Decision shall submit the exemption application within (60) Business Days from the end of the Tax Period in which the Person met the exemption conditions.
2. If the Authority approves the exemption application stipulated in Clause (1) of this Article, the exemption shall apply as of the beginning of the Tax Period specified in the exemption application.`,
    });
    const periods = passage(2, {
      ...TAX_PROCEDURES_DOCUMENT,
      number: '49',
      heading: 'Calculation of Time Periods',
      textEn: `In all cases, the following rules shall be applied in calculating time periods:
1. The day of Notification, or the day of occurrence of the event by reason of which the period arose, shall not be included in the period.
2. If the last day of the period is not a Business Day, the period shall be extended to the first Business Day following it.
3. The periods and deadlines stipulated in this Decree-Law and the Tax Law shall be calculated according to the Gregorian calendar.`,
    });
    const answer = composeExtractiveAnswer(
      input('If a filing deadline falls on a weekend or public holiday, when is the filing actually due?', [exemptionDeadline, periods]),
    );
    const summary = summaryOf(answer);
    expect(summary, answer).toContain('the period shall be extended to the first Business Day following it. [2]');
  });
});

describe('"Can we …?" decided by the right the law grants the one asking', () => {
  const auditResult = () =>
    passage(1, {
      ...TAX_PROCEDURES_REGULATION_DOCUMENT,
      number: '19',
      heading: 'Result of the Tax Audit',
      textEn: `1. The Person subject to the Tax Audit shall be notified of the result of the Tax Audit within (10) ten Business Days from its completion.
2. The Person subject to the Tax Audit may view or obtain the documents, data and information on which the Authority relied in estimating the Payable Tax set out in the results of the Tax Audit, by way of a request submitted on the form specified by the Authority within (20) twenty Business Days from the date of notification of the results of the Tax Audit.
3. Subject to Clause (4) of this Article, the Authority shall provide the Person with the documents, data and information requested in accordance with Clause (2) of this Article within (10) ten Business Days from receipt of the request, as follows:
(a) A hard or electronic copy of the requested documents, data or information.
(b) An original copy of the requested documents, data or information, where such documents, data or information belong to the Person subject to the Tax Audit who submitted the request.`,
    });

  it("leads with the audited person's right to obtain the documents, not the Authority's duty that follows from it", () => {
    const answer = composeExtractiveAnswer(
      input('After an FTA audit, can we get copies of the documents the auditors used to work out the extra tax?', [auditResult()]),
    );
    expect(summaryOf(answer)).toMatch(/^The Person subject to the Tax Audit may view or obtain the documents/);
  });

  it('quotes the duty that follows with its period when none of its items fits beside it, the items marked as not quoted', () => {
    const answer = composeExtractiveAnswer(
      input('After an FTA audit, can we get copies of the documents the auditors used to work out the extra tax?', [auditResult()]),
    );
    const summary = summaryOf(answer);
    expect(summary, answer).toContain(
      'the Authority shall provide the Person with the documents, data and information requested in accordance with Clause (2) of this Article within (10) ten Business Days from receipt of the request, as follows: [1]\n- […] (not quoted here: (a), (b))',
    );
    expect(summary.split(/\s+/).length).toBeLessThanOrEqual(120);
  });

  it('never quotes a lead-in bare when its list completes what it says ("any of the following circumstances")', () => {
    const notices = passage(1, {
      slug: 'md-68-2023',
      legislationId: 9,
      title:
        'Ministerial Decision No. 68 of 2023 on the Treatment of All Businesses and Business Activities Conducted by a Government Entity as a Single Taxable Person',
      legislation: 'Ministerial Decision',
      status: 'active',
      number: '2',
      heading: 'Conditions for Treating the Businesses and Business Activities of the Federal Government as a Single Taxable Person',
      textEn: `1. For the purposes of Clause (6) of Article (5) of the Corporate Tax Law, the Businesses and Business Activities conducted by Federal Government Entities shall be treated as a single Taxable Person, provided that the following conditions are met:
(a) The application for treatment as a single Taxable Person covers all the Businesses and Business Activities conducted by the Federal Government Entities.
(b) The Businesses and Business Activities of the Federal Government Entities are conducted under a Licence issued by a Licensing Authority.
(c) The application for treatment as a single Taxable Person is submitted to the Authority only by the Representative Federal Government Entity.
2. For the purposes of Clause (1) of this Article, the Authority shall be notified of the appointment of the Representative Federal Government Entity responsible for complying with all the obligations set out in the Corporate Tax Law and this Decision.
3. An application may be submitted to the Authority to replace the Representative Federal Government Entity without interrupting the treatment as a single Taxable Person in accordance with Clause (1) of this Article.
4. Where Clause (1) of this Article applies, any new Businesses or Business Activities conducted by a Federal Government Entity that meet the conditions set out in Clause (1) of this Article shall be treated directly as part of the single Taxable Person, and the Representative Federal Government Entity shall notify the Authority thereof within (20) twenty Business Days from the date on which that event occurs.
5. Where Clause (1) of this Article applies, the Representative Federal Government Entity shall notify the Authority within (20) twenty Business Days from the date on which any of the following circumstances occurs:
(a) Any Business or Business Activity is no longer conducted by the Federal Government Entity.
(b) Any Business or Business Activity is no longer conducted under a Licence issued by a Licensing Authority.
6. The treatment as a single Taxable Person in accordance with Clause (1) of this Article shall cease in either of the following two cases:
(a) The Authority's approval of the application submitted to it by the Representative Federal Government Entity to terminate the treatment as a single Taxable Person.
(b) The conditions set out in Clause (1) of this Article are not met.`,
    });
    const answer = composeExtractiveAnswer(
      input(
        'A federal ministry included in the single government taxpayer starts a new licensed commercial activity. How long does the representative entity have to inform the FTA?',
        [notices],
      ),
    );
    expect(answer).not.toMatch(/any of the following circumstances occurs: \[1\]\n- \[…\]/);
  });
});

describe("the law's wording for a phrase of the question", () => {
  const INTEREST_DOCUMENT: Partial<NumberedPassage> = {
    legislationId: 10,
    slug: 'md-126-2023',
    title:
      'Ministerial Decision No. 126 of 2023 on the General Interest Deduction Limitation Rule for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
    legislation: 'Ministerial Decision',
    status: 'active',
  };
  const leases = () =>
    passage(1, {
      ...INTEREST_DOCUMENT,
      number: '5',
      heading: 'Finance and Non-Finance Leases',
      textEn: `1. The finance element of finance lease payments, as recorded in the accounts of the Taxable Person prepared in accordance with the Accounting Standards, shall be treated as interest for the purposes of the General Interest Deduction Limitation Rule, including both the expenditure relating to the finance cost element and the income derived therefrom.
2. The finance element of non-finance lease payments shall be treated as interest for the purposes of the General Interest Deduction Limitation Rule, including both the expenditure relating to the finance cost element and the income derived therefrom.
3. For the purposes of Clause (2) of this Article, the finance element is the share of any lease payment that is proportionate to the share of the total cost of the lease that is attributable to the total finance element.
4. For the purposes of Clause (3) of this Article, the total finance element is the total cost of the lease, less the value of the leased asset as determined on the date on which the lease was entered into, less the value of the expected depreciation of the leased asset at the end of the lease, as determined in accordance with the Accounting Standards and the accounting policy applied by the Taxable Person in the year in which the lease was entered into.
5. For the purposes of Clause (4) of this Article, the finance element shall be calculated on the basis of the values determined on the date on which the lease was entered into, unless the terms of the lease are modified, in which case those values shall be recalculated as if a new lease had been entered into on the date of that modification.`,
    });
  const islamic = () =>
    passage(2, {
      ...INTEREST_DOCUMENT,
      number: '4',
      heading: 'Islamic Financial Instruments',
      textEn:
        'The component of Islamic Financial Instruments that is equivalent to interest shall be treated as interest for the purposes of the General Interest Deduction Limitation Rule.',
    });

  it('quotes the rule on expenditure "for more than one purpose" for a car used "for client visits and for family trips"', () => {
    const nonDeductible = passage(1, {
      number: '33',
      heading: 'Non-Deductible Expenditure',
      textEn: ARTICLE_33_NON_DEDUCTIBLE,
    });
    const deductible = passage(2, {
      number: '28',
      heading: 'Deductible Expenditure',
      textEn: `1. Subject to the provisions of this Decree-Law, expenditure incurred wholly and exclusively for the purposes of the Taxable Person's Business, and which is not capital in nature, shall be deductible in the Tax Period in which the expenditure is incurred.
2. For the purposes of calculating the Taxable Income for a Tax Period, the following may not be deducted:
(a) Expenditure not incurred for the purposes of the Taxable Person's Business.
(b) Expenditure incurred in deriving Exempt Income.
(c) Losses not connected with, or not arising from, the Taxable Person's Business.
(d) Any other expenditure that may be specified by a Cabinet decision issued on the proposal of the Minister.
3. Where expenditure is incurred for more than one purpose, the following may be deducted:
(a) Any identifiable part or proportion of that expenditure, where it is incurred wholly and exclusively for the purpose of deriving Taxable Income.
(b) An appropriate proportion of any part or proportion of the expenditure that is not identifiable and that is incurred in deriving Taxable Income, determined on a fair and reasonable basis having regard to the facts and circumstances surrounding the Taxable Person's Business.`,
    });
    const answer = composeExtractiveAnswer(
      input(
        'Our company pays the fuel for a car that the owner-manager uses both for client visits and for family trips. How much of that cost can the company deduct?',
        [nonDeductible, deductible],
      ),
    );
    expect(answer).toContain('Where expenditure is incurred for more than one purpose, the following may be deducted: [2]');
  });

  describe('a contractual joint venture, which the law names an Unincorporated Partnership', () => {
    const PARTNERSHIP_DECISION: Partial<NumberedPassage> = {
      legislationId: 11,
      slug: 'md-127-2023',
      title:
        'Ministerial Decision No. 127 of 2023 on Unincorporated Partnership, Foreign Partnership and Family Foundation for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
      legislation: 'Ministerial Decision',
      status: 'active',
    };
    /** A rule that names a joint venture in passing: Article (2) of Ministerial Decision No. 97 of 2023 (the local file). */
    const localFile = () =>
      passage(1, {
        legislationId: 12,
        slug: 'md-97-2023',
        title:
          'Ministerial Decision No. 97 of 2023 on Requirements for Maintaining Transfer Pricing Documentation for the Purposes of Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
        legislation: 'Ministerial Decision',
        status: 'active',
        number: '2',
        heading: 'Conditions for Maintaining a Master File and a Local File',
        textEn: `3. The Taxable Person shall not include in the local file the transactions or arrangements with the following Related Parties and Connected Persons:
(a) Resident Persons, other than those specified in Paragraphs (b), (c) and (d) of Clause (2) of this Article.
(b) A natural person, provided that the parties to the transaction or arrangement act as if they were independent of each other.
(c) A juridical person that is considered a Related Party or a Connected Person solely by reason of being a partner in a joint venture, provided that the parties to the transaction or arrangement act as if they were independent of each other.
(d) A Permanent Establishment in the State of a Non-Resident Person whose income is subject to Corporate Tax at the same rate as that applicable to the income of the Taxable Person.`,
      });
    const notTaxable = () =>
      passage(2, {
        ...PARTNERSHIP_DECISION,
        number: '2',
        heading: 'Conditions under which an Unincorporated Partnership is Not Considered a Taxable Person in its Own Right',
        textEn:
          'For the purposes of Clause (1) of Article (16) of the Corporate Tax Law, and without prejudice to the provisions of Clause (7) of Article (16) and Article (17) of the Corporate Tax Law, an Unincorporated Partnership shall not be considered a Taxable Person in its own right, provided that it is not a juridical person.',
      });

    it('quotes the rule that an Unincorporated Partnership is not a Taxable Person in its own right', () => {
      const answer = composeExtractiveAnswer(
        input('We and another UAE company run a contractual joint venture with no separate legal entity. Is the joint venture taxed itself?', [
          localFile(),
          notTaxable(),
        ]),
      );
      expect(answer).toContain(
        'an Unincorporated Partnership shall not be considered a Taxable Person in its own right, provided that it is not a juridical person. [2]',
      );
    });

    it("credits the question's phrase where the article the law's term heads states it, and not where the question's own words head one", () => {
      const conceptsOf = (question: string, passages: NumberedPassage[]) => {
        const units = buildCandidates(passages);
        const { concepts } = measureUnits(units, passages, question);
        return (slug: string) => units.flatMap((u, i) => (u.passage.slug === slug ? concepts[i]! : []));
      };
      const joint = conceptsOf('Is a joint venture taxed itself?', [localFile(), notTaxable()]);
      expect(joint('md-127-2023')).toEqual(expect.arrayContaining(['joint', 'ventur']));
      // "Master file" is the law's own wording and heads Article (2): the article headed "Transfer Pricing Documentation"
      // is not thereby about the question's words.
      const documentation = passage(2, {
        number: '55',
        heading: 'Transfer Pricing Documentation',
        textEn: '1. The Authority may request a Taxable Person to submit Transfer Pricing documentation within (30) thirty days.',
      });
      const files = passage(1, {
        ...localFile(),
        textEn: `1. A Taxable Person that meets either of the following two conditions shall maintain a master file and a local file in accordance with Clause (2) of Article (55) of the Corporate Tax Law in the relevant Tax Period:
(a) The Taxable Person is, at any time during the relevant Tax Period, a Constituent Company of a Multinational Group with total consolidated group Revenue of AED (3,150,000,000) three billion one hundred and fifty million or more.
(b) The Revenue of the Taxable Person in the relevant Tax Period is AED (200,000,000) two hundred million or more.`,
      });
      const master = conceptsOf('What is the threshold for preparing a master file and local file?', [files, documentation]);
      expect(master('fdl-47-2022')).not.toContain('master');
    });
  });

  it('answers "Sharia-compliant Murabaha" with the rule on Islamic Financial Instruments, not a rule that shares the word "payments"', () => {
    const answer = composeExtractiveAnswer(
      input('Are the profit payments on our Sharia-compliant Murabaha facility treated as interest under the interest deduction limitation?', [
        leases(),
        islamic(),
      ]),
    );
    expect(summaryOf(answer), answer).toMatch(/^The component of Islamic Financial Instruments that is equivalent to interest shall be treated as interest/);
  });
});

describe('what the extractive answer keeps (issue 13)', () => {
  const SBR_QUESTION = 'What is the revenue threshold for Small Business Relief?';

  it('drops a sentence that shares only words with the question, not its subject (an unrelated revenue threshold)', () => {
    const answer = composeExtractiveAnswer(input(SBR_QUESTION, [sbrThreshold, sbrArticle21, pillarTwoScope]));
    expectVerbatim(answer, [sbrThreshold, sbrArticle21, pillarTwoScope]);
    expect(answer).toContain('AED (3,000,000) three million');
    expect(answer).not.toContain('EUR 750 million');
    expect(answer).not.toContain('[9]');
  });

  it('leads with the rule a derogation names when retrieval found both, even ranked below the derogation', () => {
    const derogation = passage(1, {
      ...TOP_UP_DOCUMENT,
      number: '2.2',
      textEn: `2.2 Notwithstanding Article 2.1:

(a) the Constituent Entities of the Domestic Main Group and a Domestic Minority-owned Subgroup, may appoint a Domestic Designated Filing Entity to pay the Top-up Tax on behalf of the members of their Domestic Groups;

(b) the Joint Venture and JV Subsidiaries of a Domestic JV Group may appoint a Domestic Designated Filing Entity to pay the Top-up Tax on behalf of the members of their Domestic JV Group; and`,
    });
    const neighbour = passage(2, {
      ...TOP_UP_DOCUMENT,
      number: '12.3',
      textEn:
        '12.3 Any partner, beneficiary or any other person who holds an Ownership Interest in a Constituent Entity that is not a legal person, that are created under the laws of the UAE and that is required to pay the Top-up Tax in accordance with Article 2.1 shall be jointly and severally liable to pay the Top-up Tax of that Constituent Entity to the extent of its Ownership Interests in that Entity.',
    });
    const rule = passage(3, {
      ...TOP_UP_DOCUMENT,
      number: '2.1',
      textEn: `2.1 The following Entities shall pay the Top-up Tax for a Fiscal Year:

(a) Constituent Entities located in the UAE during that Fiscal Year, including those that are members of a Minority-owned Subgroup.

(b) Joint Ventures and JV Subsidiaries located in the UAE during that Fiscal Year;`,
    });
    const question = 'Which entities must pay the Top-up Tax?';
    const answer = composeExtractiveAnswer(input(question, [derogation, neighbour, rule]));
    expect(quotesOf(answer).find((q) => q.section === 'Summary')!.n, answer).toBe(3);
    // Without the rule among the passages, the derogation is what there is to quote.
    const alone = composeExtractiveAnswer(input(question, [derogation, neighbour]));
    expect(quotesOf(alone).find((q) => q.section === 'Summary')!.n, alone).toBe(1);
  });

  it('leads with the general rule of an article before the special cases it names as its exceptions', () => {
    const limitation = passage(1, {
      ...TAX_PROCEDURES_DOCUMENT,
      number: '46',
      heading: 'Statute of Limitations',
      textEn: [
        '1. Except for the cases set out in Clauses (2) and (6) of this Article, the Authority may not conduct a Tax Audit or issue a Tax Assessment to the Taxable Person after the lapse of (5) five years from the end of the relevant Tax Period.',
        '2. The Authority may conduct a Tax Audit or issue a Tax Assessment to the Taxable Person after (5) five years from the end of the relevant Tax Period if the Taxable Person was notified of the commencement of the procedures of that Tax Audit before the expiry of the (5) five-year period, provided that the Tax Audit is completed or the Tax Assessment is issued, as the case may be, within (4) four years from the date of notification of the Tax Audit.',
        '6. In the case of Tax Evasion, the Authority may conduct a Tax Audit or issue a Tax Assessment within (15) fifteen years from the end of the Tax Period during which the Tax Evasion occurred.',
      ].join('\n'),
    });
    const summary = (question: string) => quotesOf(composeExtractiveAnswer(input(question, [limitation]))).filter((q) => q.section === 'Summary');
    expect(summary('How long does the FTA have to issue an assessment?')[0]!.text).toMatch(/^Except for the cases set out in Clauses \(2\) and \(6\)/);
    // Asked about the special case itself, the exception still answers: it is weighed down, not left out.
    expect(summary('How long does the FTA have to issue an assessment in the case of Tax Evasion?')[0]!.text).toMatch(/^In the case of Tax Evasion/);
  });

  it('decides a yes/no question by a rule, not by the definition that holds its words', () => {
    const participation = passage(1, {
      number: '23',
      heading: 'Participation Exemption',
      textEn: [
        '1. Income derived from a Participating Interest shall be exempt from Corporate Tax, subject to the conditions set out in this Article.',
        '2. A Participating Interest means an ownership interest of (5%) five percent or more in the shares or capital of a juridical person, where the Taxable Person holds it for an uninterrupted period of not less than (12) twelve months.',
      ].join('\n'),
    });
    const summary = quotesOf(composeExtractiveAnswer(input('Are capital gains on shares exempt?', [participation]))).filter((q) => q.section === 'Summary');
    expect(summary[0]!.text).toMatch(/^Income derived from a Participating Interest shall be exempt/);
    // Asked what it is, the definition answers.
    const defined = quotesOf(composeExtractiveAnswer(input('What is a Participating Interest?', [participation]))).filter((q) => q.section === 'Summary');
    expect(defined[0]!.text).toMatch(/^A Participating Interest means/);
  });

  it('decides a yes/no question stating its facts by the article’s verdict, with the conditions those facts meet after it', () => {
    // The conditions hold the question's facts (a subsidiary held for years, taxed abroad) and fill a Summary by
    // themselves; the verdict ("shall be exempt") holds none of them, and is what answers "Do we pay …?".
    const long = 'as determined in accordance with the provisions of this Decree-Law and the decisions issued in implementation thereof by the Minister';
    const participation = passage(1, {
      number: '23',
      heading: 'Participation Exemption',
      textEn: [
        '1. Income derived from a Participating Interest shall be exempt from Corporate Tax, subject to the conditions set out in this Article.',
        '2. A Participating Interest means an ownership interest of (5%) five percent or more in the shares or capital of a subsidiary juridical person, where all of the following conditions are met:',
        `(a) The Taxable Person has held the ownership interest in the subsidiary for an uninterrupted period of not less than (12) twelve months, ${long}.`,
        `(b) The subsidiary is subject to corporate tax in the foreign country where it is resident at a rate of not less than (9%) nine percent, ${long}.`,
        `(c) The dividends and profits of the subsidiary paid to the Taxable Person are not deductible for the subsidiary in its country, ${long}.`,
      ].join('\n'),
    });
    const question =
      'Do we pay corporate tax on dividends from our foreign subsidiary, which we have held for three years and which pays tax in its country at 20%?';
    const summary = summaryQuotes(question, [participation]);
    expect(summary[0], summary.join('\n')).toMatch(/^Income derived from a Participating Interest shall be exempt/);
    expect(
      summary.some((q) => q.startsWith('A Participating Interest means')),
      summary.join('\n'),
    ).toBe(true);
  });

  it('takes a verdict opening "Without prejudice to …" for the rule it states', () => {
    const connected = passage(1, {
      number: '36',
      heading: 'Payments to Connected Persons',
      textEn: [
        '1. Without prejudice to the provisions of Article (28) of this Decree-Law, payments or benefits provided by a Taxable Person to its Connected Person shall be deductible only if, and to the extent that, they correspond to the Market Value of the service, benefit or any other thing provided by the Connected Person.',
        '2. For the purposes of this Decree-Law, a Person shall be considered a Connected Person of a Taxable Person in any of the following cases:',
        '(a) Where that Person is an owner of the Taxable Person.',
        '(b) Where that Person is a director or officer of the Taxable Person.',
        '(c) Where that Person is a Related Party of any of the Persons referred to in Paragraphs (a) and (b) of Clause (2) of this Article.',
      ].join('\n'),
    });
    const summary = summaryQuotes('Are payments to a connected person such as a director deductible?', [connected]);
    expect(
      summary.some((q) => q.includes('shall be deductible only if')),
      summary.join('\n'),
    ).toBe(true);
  });

  it('quotes with a provision the clause of its article it relies on, after it, when both bear on the question', () => {
    const review = passage(1, {
      ...TAX_PROCEDURES_DOCUMENT,
      number: '28',
      textEn: `1. Without prejudice to the provisions of Article (29) of this Decree-Law, any Person may submit to the Authority a request to review the Tax Assessment issued in respect of him, or part thereof, and any Administrative Penalties related thereto.
2. The request submitted under Clause (1) of this Article shall be reasoned and shall be submitted within (40) forty Business Days from the date on which the Person was notified of the Tax Assessment and the related Administrative Penalties.
3. The Authority shall review the request submitted under Clause (1) of this Article and decide on it by a decision within (40) forty Business Days from the date of receipt of the said request, and shall notify the applicant of the decision within (5) five Business Days from the date of issuance of the decision.
4. The Person may submit a request for reconsideration, in accordance with Article (29) of this Decree-Law, of the decision issued under Clause (3) of this Article, within (40) forty Business Days from the date on which the Person was notified of the decision in accordance with Clause (3) of this Article, or from the expiry of the period within which the Authority must issue a decision on the request and notify the applicant thereof.
5. A request for review of a Tax Assessment in respect of which a request for reconsideration has been submitted may not be submitted, nor may its consideration continue.`,
    });
    const answer = composeExtractiveAnswer(input('How long do we have to contest a tax assessment with the FTA?', [review]));
    const summary = summaryOf(answer);
    const deadline = summary.indexOf('The request submitted under Clause (1) of this Article shall be reasoned');
    const right = summary.indexOf('any Person may submit to the Authority a request to review');
    expect(deadline, answer).toBeGreaterThanOrEqual(0);
    expect(right, answer).toBeGreaterThan(deadline);
  });

  it('quotes a definition without its lead-in even when an item under it is left out (no endless walk up the list)', () => {
    // Eight lines of Article 18.1 of Cabinet Decision No. 142 of 2024 (its definitions), as found by bench:compose: the
    // definition is quoted on its own, and the elision mark of its list once walked up past it forever.
    const definitions142 = passage(1, {
      ...TOP_UP_DOCUMENT,
      number: '18.1',
      textEn: `An investment will not be considered a Qualified Ownership Interest:
- **Substitute Loss Carry-forward Deferred Tax Asset**: means a deferred tax asset that derives from a:
(a) foreign tax credit provided that all of the following conditions apply:
(i) the Jurisdiction requires that foreign source income offset domestic source losses before foreign tax credits may be applied against tax imposed on foreign source income;
- **UPE Jurisdiction**: means the Jurisdiction where the Ultimate Parent Entity is located.
- **UTPR**: means the provisions of a Jurisdiction that are equivalent to Article 2.4 to Article 2.6 of the Pillar Two Model Rules.
- **UTPR Jurisdiction**: means a Jurisdiction that has a Qualified UTPR in force.
- **UTPR Top-up Tax Amount**: means the amount of Top-up Tax allocated to a UTPR Jurisdiction under the UTPR.`,
    });
    const answer = composeExtractiveAnswer(input('Can tax losses be carried forward to future tax periods?', [definitions142]));
    expect(answer).toContain('Substitute Loss Carry-forward Deferred Tax Asset');
    expectVerbatim(answer, [definitions142]);
  });

  it('prefers the sentence stating the figure for the Summary', () => {
    const answer = composeExtractiveAnswer(input('Until when does the Small Business Relief revenue threshold apply?', [sbrThreshold]));
    const summary = quotesOf(answer).filter((q) => q.section === 'Summary');
    expect(summary[0]!.text).toContain('31 December 2026');
  });

  it('answers "What is X?" from the provision that states it, not from a clause that names X in every line', () => {
    const taxGroup = passage(1, {
      slug: 'fdl-47-2022',
      number: '40',
      heading: 'Tax Group',
      textEn: `1. A Resident Person, referred to as the "Parent Company", may apply to the Authority to form a Tax Group with one or more other Resident Persons, each referred to as a "Subsidiary", where all of the following conditions are met:
(a) The Resident Persons are juridical persons.
(b) The Parent Company owns at least (95%) ninety-five percent of the share capital of the Subsidiary.
2. A Subsidiary shall leave the Tax Group in either of the following two cases:
(a) Upon the Authority's approval of an application submitted to it by the Parent Company, for the Tax Group.
(b) Where the relevant Subsidiary no longer meets the conditions for membership of the Tax Group.`,
    });
    expect(summaryQuotes('What is a Tax Group?', [taxGroup])[0]).toMatch(/^A Resident Person/);
  });

  it('answers a question asking for a defined term by its meaning from the article retrieval marks as headed by it', () => {
    const article11 = `1. Corporate Tax shall be imposed on a Taxable Person at the rates specified under this Decree-Law.
2. For the purposes of this Decree-Law, a Taxable Person shall be either a Resident Person or a Non-Resident Person.
3. A Resident Person shall be any of the following Persons:
(a) A juridical person that is incorporated, established or otherwise recognised under the applicable legislation of the State, including a Free Zone Person.
(b) A natural person who conducts a Business or Business Activity in the State.
4. A Non-Resident Person is a Person that is not considered a Resident Person under Clause (3) of this Article and to whom any of the following cases applies:
(a) It has a Permanent Establishment in the State as set out in Article (14) of this Decree-Law.
(b) It derives State Sourced Income as set out in Article (13) of this Decree-Law.
6. The Cabinet shall, at the suggestion of the Minister and in coordination with the relevant competent authorities, issue a decision specifying the categories of Business or Business Activity conducted by a resident or non-resident natural person that shall be subject to Corporate Tax under this Decree-Law.`;
    const article19 = `1. A Qualifying Free Zone Person may elect to be subject to Corporate Tax at the rates set out in Clause (1) of Article (3) of this Decree-Law.
2. The election to be subject to Corporate Tax referred to in Clause (1) of this Article shall take effect from either of the following:
(a) The beginning of the Tax Period in which the election is made.
(b) The beginning of the Tax Period following the Tax Period in which the election is made.`;
    const taxablePerson = (marked: boolean) =>
      passage(1, { slug: 'fdl-47-2022', number: '11', heading: 'Taxable Person', textEn: article11, ...(marked ? { headsAskedTerm: true } : {}) });
    const election = passage(2, { slug: 'fdl-47-2022', number: '19', heading: 'Election to be Subject to Corporate Tax', textEn: article19 });
    const question = 'Who is subject to Corporate Tax in the UAE?';
    // "Who is subject to Corporate Tax?" is the Law's definition of a Taxable Person: its article says who that is.
    const summary = summaryQuotes(question, [taxablePerson(true), election]);
    expect(summary[0]).toMatch(/^Corporate Tax shall be imposed on a Taxable Person/);
    expect(summary.join('\n')).toContain('a Taxable Person shall be either a Resident Person or a Non-Resident Person');
    expect(summary.join('\n')).not.toContain('The election to be subject to Corporate Tax');
    // Unmarked, the clause that holds the question's words led, wherever it stood.
    expect(summaryQuotes(question, [taxablePerson(false), election]).join('\n')).not.toContain('shall be either a Resident Person or a Non-Resident Person');
  });

  it('answers what a term means from its definition, and quotes no other definition of the list beside it', () => {
    const definitions = (marked: readonly string[] | undefined, textEn: string, textAr: string | null = null) =>
      passage(1, { slug: 'fdl-47-2022', number: '1', heading: 'Definitions', textEn, textAr, ...(marked ? { definesAskedTerm: marked } : {}) });
    const english = `In applying the provisions of this Decree-Law, the following words and expressions shall have the meanings assigned against each of them, unless the context requires otherwise:
- **Corporate Tax**: The tax imposed by this Decree-Law on juridical persons and Business income.
- **Top-up Tax**: The top-up tax imposed on Multinational Enterprises in accordance with this Decree-Law and the rules and controls determined by the Cabinet.
- **Taxable Income**: The income that is subject to Corporate Tax under this Decree-Law.
- **Exempt Income**: Any income exempt from Corporate Tax under this Decree-Law.`;
    const registration = passage(2, {
      slug: 'fdl-47-2022',
      number: '51',
      heading: 'Tax Registration and Deregistration',
      textEn:
        '1. Every Taxable Person shall register for Corporate Tax with the Authority in accordance with the forms, procedures and timeframe specified by the Authority.',
    });
    // "What is Corporate Tax?" keeps no word of its own once the regime's name is set aside: retrieval says which term it
    // asks the meaning of, and the definitions of "Top-up Tax" and "Taxable Income", which hold its words, answer others.
    const summary = summaryQuotes('What is Corporate Tax?', [definitions(['Corporate Tax'], english), registration]).join('\n');
    expect(summary).toMatch(/^\*\*Corporate Tax\*\*: The tax imposed by this Decree-Law/);
    expect(summary).not.toMatch(/Top-up Tax\*\*|Taxable Income\*\*|Exempt Income\*\*/);
    // The same in Arabic, from the official text.
    const arabic = `في تطبيق أحكام هذا المرسوم بقانون، يُقصد بالكلمات والعبارات التالية المعاني المبينة قرين كل منها، ما لم يقض سياق النص بغير ذلك:
ضريبة الشركات: الضريبة التي تفرض بموجب هذا المرسوم بقانون على الأشخاص الاعتباريين ودخل الأعمال.
الدخل الخاضع للضريبة: الدخل الخاضع لضريبة الشركات بموجب هذا المرسوم بقانون.
الدخل المُعفى: أي دخل مُعفى من ضريبة الشركات بموجب هذا المرسوم بقانون.`;
    const arabicSummary = summaryOf(composeExtractiveAnswer(input('ما هي ضريبة الشركات؟', [definitions(['ضريبة الشركات'], english, arabic)])));
    expect(arabicSummary).toMatch(/^ضريبة الشركات: الضريبة التي تفرض/);
    expect(arabicSummary).not.toMatch(/الدخل الخاضع للضريبة:|الدخل المُعفى:/);
    // A question naming the term in its own words finds its definition without retrieval's mark, and only it.
    const revenue = `- **Revenue**: The gross amount of income derived during a Tax Period.
- **Accounting Income**: The accounting net profit or loss for the relevant Tax Period as per the financial statements, the gross amount of income included.`;
    const revenueSummary = summaryQuotes('What is the meaning of Revenue?', [definitions(undefined, revenue)]).join('\n');
    expect(revenueSummary).toMatch(/^\*\*Revenue\*\*: The gross amount of income/);
    expect(revenueSummary).not.toContain('Accounting Income');
    // …a question asking one thing included, whose words are the whole question's ("Define Resident Person" opened with
    // the definition of a Bank, "A Person licensed in the State …", which holds more of the list's words).
    const persons = `- **Bank**: A Person licensed in the State as a bank or finance institution, or under a similar licensed activity, that is permitted to accept deposits and grant credit facilities, as defined in the applicable legislation of the State.
- **Insurance Provider**: A Person licensed in the State as a provider of insurance or reinsurance services.
- **Resident Person**: The Taxable Person specified in Clause (3) of Article (11) of this Decree-Law.`;
    const residentSummary = summaryQuotes('Define Resident Person', [definitions(undefined, persons)]).join('\n');
    expect(residentSummary).toMatch(/^\*\*Resident Person\*\*: The Taxable Person specified/);
    expect(residentSummary).not.toMatch(/Bank\*\*|Insurance Provider\*\*/);
    // A term inside the longer one the question names is not asked for: "Tax" of "Tax Difference".
    const penalties = `- **Tax**: Corporate Tax.
- **Tax Difference**: The difference between the Payable Tax as calculated and the Payable Tax as it should have been calculated.`;
    const differenceSummary = summaryQuotes('How is the Tax Difference defined for corporate tax purposes?', [definitions(undefined, penalties)]).join('\n');
    expect(differenceSummary).toMatch(/^\*\*Tax Difference\*\*: The difference/);
    expect(differenceSummary).not.toContain('**Tax**: Corporate Tax.');
  });

  it('answers "What is X?" from the article headed X, before a decision that names X in its conditions', () => {
    // The Law's article establishes the relief without repeating its name (its heading names it); the decision names it
    // in every provision, to state who is excluded and the threshold.
    const relief = passage(1, {
      slug: 'fdl-47-2022',
      number: '21',
      heading: 'Small Business Relief',
      textEn: `1. A Taxable Person that is a Resident Person may elect to be treated as not having derived any Taxable Income for a Tax Period, where all of the following conditions apply to it:
(a) The Revenue of the Taxable Person for the relevant Tax Period and for previous periods has not exceeded the threshold determined by the Minister.
(b) The Taxable Person meets all other conditions determined by the Minister.
2. Where Clause (1) of this Article applies to a Taxable Person, the following provisions of this Decree-Law shall not apply to it:
(a) Exempt Income as set out in Chapter Seven of this Decree-Law.
(b) The reliefs set out in Chapter Eight of this Decree-Law.`,
    });
    const excluded = passage(2, {
      ...SBR_DOCUMENT,
      number: '3',
      heading: 'Additional Conditions for Small Business Relief',
      textEn: `A Resident Person that elects to apply Small Business Relief must not be any of the following:
1. A Constituent Entity that is a member of a Multinational Enterprise Group.
2. A Qualifying Free Zone Person.`,
    });
    const threshold = passage(3, {
      ...SBR_DOCUMENT,
      number: '2',
      heading: 'Revenue Threshold of the Taxable Person',
      textEn: `1. For the purposes of Small Business Relief referred to in Article (21) of the Corporate Tax Law ("Small Business Relief"), the Revenue threshold of the Taxable Person for the relevant Tax Period and previous Tax Periods shall be AED (3,000,000) three million for each Tax Period.
2. A Taxable Person may not elect to apply Small Business Relief if its Revenue in any relevant or previous Tax Period exceeded the threshold set out in Clause (1) of this Decision.`,
    });
    expect(summaryQuotes('What is small business relief?', [relief, excluded, threshold])[0]).toMatch(/^A Taxable Person that is a Resident Person may elect/);
  });

  it('reads a heading as named when the question holds every word of it in its own words, "Definitions" never', () => {
    const own = (q: string) => new Set(questionStems(q));
    expect(namesHeading(own('What is a Tax Group?'), 'Tax Group')).toBe(true);
    expect(namesHeading(own('What is small business relief?'), 'Small Business Relief')).toBe(true);
    expect(namesHeading(own('What is qualifying income?'), 'De Minimis Requirements')).toBe(false);
    expect(namesHeading(own("How is the 'Tax Difference' defined for corporate tax penalty purposes?"), 'Definitions')).toBe(false);
    expect(namesHeading(own('ما تعريف الفرق الضريبي؟'), 'التعريفات')).toBe(false);
  });

  it('answers "Who …?" with the list of persons in its order, not with the one item that repeats the question’s words', () => {
    const exempt = passage(1, {
      slug: 'fdl-47-2022',
      number: '4',
      heading: 'Exempt Person',
      textEn: `1. The following Persons shall be exempt from Corporate Tax:
(a) A Government Entity.
(b) A Government Controlled Entity.
(c) A Qualifying Public Benefit Entity under Article (9) of this Decree-Law.
(d) A juridical person wholly owned and wholly controlled by an Exempt Person, where that Exempt Person is exempt and the juridical person carries out any of the following for the Exempt Person:
- Undertaking the activity of the Exempt Person, in whole or in part, as an Exempt Person would.
- Exclusively holding assets or investing funds for the benefit of the Exempt Person, being an Exempt Person.
- Exclusively carrying out activities that are ancillary to the activities carried out by the Exempt Person.`,
    });
    expect(summaryQuotes('Who is an exempt person?', [exempt]).slice(0, 4)).toEqual([
      'The following Persons shall be exempt from Corporate Tax:',
      '(a) A Government Entity.',
      '(b) A Government Controlled Entity.',
      '(c) A Qualifying Public Benefit Entity under Article (9) of this Decree-Law.',
    ]);
  });

  it('never quotes a numbered line that only ends its lead-in’s sentence without that lead-in', () => {
    const conditions = { ...sbrConditions, n: 2 };
    const qfzp = passage(1, {
      number: '18',
      heading: 'Qualifying Free Zone Person',
      textEn: `1. A Qualifying Free Zone Person is a Free Zone Person that meets all of the following: (a) it maintains adequate substance in the State; (b) it derives Qualifying Income as specified in a decision issued by the Cabinet at the suggestion of the Minister; (c) it has not elected to be subject to Corporate Tax; and (d) it meets any other conditions as may be determined by the Minister, including conditions on the Revenue of the Qualifying Free Zone Person, on the activities of the Qualifying Free Zone Person and on the records of the Qualifying Free Zone Person.`,
    });
    const answer = composeExtractiveAnswer(input('Is a Qualifying Free Zone Person taxed at 0%?', [qfzp, conditions]));
    const quotes = quotesOf(answer).map((q) => q.text);
    if (quotes.some((t) => t.endsWith('A Qualifying Free Zone Person.'))) expect(quotes).toContain(conditions.textEn.split('\n')[0]);
  });

  it('decides a general yes/no question by the rule the best article opens with, a question with facts by the clause that meets them', () => {
    const withholding = passage(1, {
      slug: 'fdl-47-2022',
      number: '45',
      heading: 'Withholding Tax',
      textEn: `1. The income set out below shall be subject to Withholding Tax at the rate of (0%) zero percent, or at any other rate specified by a Cabinet decision issued on the proposal of the Minister:
(a) The categories of State Sourced Income derived by a Non-Resident Person that are specified by the Cabinet decision referred to in this Article, to the extent that the income is not attributable to a Permanent Establishment of that Non-Resident Person in the State.
(b) Any other income specified by a Cabinet decision issued on the proposal of the Minister.
2. The Withholding Tax payable under Clause (1) of this Article shall be deducted from the gross amount of the payment and paid to the Authority in accordance with the forms, procedures and timeframe specified by the Authority.`,
    });
    const credit = passage(2, {
      slug: 'fdl-47-2022',
      number: '46',
      heading: 'Withholding Tax Credit',
      textEn: `1. Where a Person becomes a Taxable Person in a Tax Period, the Corporate Tax due under Article (3) of this Decree-Law may be reduced by the amount of the Withholding Tax Credit for the same Tax Period.
2. The maximum Withholding Tax Credit under this Decree-Law shall be the lower of the following:
(a) The amount of Withholding Tax deducted under Clause (2) of Article (45) of this Decree-Law.
(b) The amount of Corporate Tax due under this Decree-Law.`,
    });
    const lead = (question: string) => summaryQuotes(question, [withholding, credit])[0];
    expect(lead('Is there withholding tax?')).toMatch(/^The income set out below shall be subject to Withholding Tax/);
    // The same words with facts of its own ("our", a situation): the clause that meets them leads.
    expect(lead('We paid withholding tax abroad. Is there a maximum withholding tax credit for the withholding tax we paid?')).not.toMatch(
      /^The income set out below/,
    );
  });

  it('quotes the clause for the moment the question asks about: before the case or after the judgment', () => {
    const reconciliation = passage(1, {
      number: '23',
      heading: 'Reconciliation in Tax Evasion Crimes',
      textEn: `1. Before a criminal case is initiated, the Authority may reconcile in tax crimes in return for payment of the following amounts:
(a) The Payable Tax and the Administrative Penalties in full.
(b) An amount of AED (50,000) fifty thousand dirhams for each of the other crimes.
2. After a conviction judgment has been issued, the Public Prosecution may reconcile in tax crimes in return for payment of the following amounts:
(a) The Payable Tax and the Administrative Penalties in full, in addition to an amount equal to (75%) seventy-five percent of the evaded Tax.
(b) An amount of AED (200,000) two hundred thousand dirhams for each of the other crimes.`,
    });
    const lead = (question: string) => summaryQuotes(question, [reconciliation])[0];
    expect(lead('If we settle before the court rules, how much must we pay for the tax crimes?')).toContain('Before a criminal case');
    expect(lead('If we settle after the court rules, how much must we pay for the tax crimes?')).toContain('After a conviction judgment');
  });

  it('answers from when the regime applies with the provision saying so, not with what else "takes effect"', () => {
    const application = passage(1, {
      number: '69',
      heading: 'Application of the Decree-Law to Tax Periods',
      textEn: 'This Decree-Law shall apply to Tax Periods commencing on or after 1 June 2023.',
    });
    const exemption = passage(2, {
      number: '4',
      heading: 'Exempt Person',
      textEn: `1. A Government Entity shall be exempt.
2. The exemption shall take effect from the beginning of the Tax Period specified in the application.`,
    });
    const summary = summaryQuotes('When does the Corporate Tax Law take effect?', [application, exemption]);
    expect(summary[0]).toMatch(/^This Decree-Law shall apply to Tax Periods commencing on or after 1 June 2023/);
    expect(summary.join(' ')).not.toContain('shall take effect');
  });

  it('does not let "corporate tax", the name of the regime, pick the clause that names it in passing', () => {
    const extractive = passage(1, {
      number: '7',
      heading: 'Extractive Business',
      textEn: `2. Where a Person derives income from an Extractive Business and from any other Business, the income derived from the other Business shall be subject to Corporate Tax.
3. A Person shall not be considered to have derived income from any other Business where that other Business is ancillary or incidental to the Extractive Business in a Tax Period.`,
    });
    const lead = summaryQuotes('When does side income incidental to an extractive business stay outside federal corporate tax?', [extractive])[0];
    expect(lead).toMatch(/^A Person shall not be considered to have derived income/);
  });

  it('quotes the rate for the side of the threshold the question asks about: above the band, or within it', () => {
    const bands = passage(1, {
      number: '3',
      heading: 'Corporate Tax Rate',
      textEn: `1. Corporate Tax shall be imposed on Taxable Income at the rate of (0%) zero percent on the portion of Taxable Income that does not exceed AED (375,000).
2. Corporate Tax shall be imposed on Taxable Income at the rate of (9%) nine percent on the portion of Taxable Income exceeding AED (375,000).`,
    });
    const lead = (question: string) => summaryQuotes(question, [bands])[0];
    expect(lead('What rate of corporate tax applies to our taxable income above AED 375,000?')).toContain('(9%) nine percent');
    expect(lead('What rate of corporate tax applies to our taxable income below AED 375,000?')).toContain('(0%) zero percent');
  });

  it('quotes the rule for the kind of person the question asks about: a foreign company is a Non-Resident Person', () => {
    const resident = passage(1, {
      number: '3',
      heading: 'Tax Registration Timeline for Resident Juridical Persons',
      textEn: `3. A juridical person that is a Resident Person and that is incorporated, established or otherwise recognised on or after the effective date of this Decision shall submit a Tax Registration application in accordance with the following table:

| Category of juridical persons | Deadline for submitting the Tax Registration application |
|---|---|
| A Person incorporated, established or otherwise recognised under the legislation in force in the State, including a Free Zone Person. | (3) three months from the date of incorporation, establishment or recognition |
| A Person incorporated, established or otherwise recognised under the legislation of another country or foreign jurisdiction that is effectively managed and controlled in the State | (3) three months from the end of the Financial Year of the Person |`,
    });
    const nonResident = passage(2, {
      number: '4',
      heading: 'Tax Registration Timeline for Non-Resident Juridical Persons',
      textEn: NON_RESIDENT_TIMELINE,
    });
    const summary = summaryQuotes('A foreign company created a permanent establishment in the UAE. What is the registration deadline?', [
      resident,
      nonResident,
    ]).join('\n');
    expect(summary).toContain('(6) six months from the date of existence of the Permanent Establishment');
    expect(summary).not.toContain('three months from the end of the Financial Year');
  });

  it('adds what the cited article says happens when its condition is not met', () => {
    const answer = composeExtractiveAnswer(input('Must a Qualifying Free Zone Person maintain adequate substance in the State?', [qfzpArticle18, definitions]));
    const quotes = expectVerbatim(answer, [qfzpArticle18, definitions]);
    expect(quotes.filter((q) => q.section === 'Summary').map((q) => q.text)).toContain('(a) It maintains real and adequate substance in the State.');
    const consequence = quotes.find((q) => q.text.startsWith('Where a Qualifying Free Zone Person fails to meet any of the conditions'));
    expect(consequence, answer).toBeDefined();
    expect(consequence!.section).toBe('Key Points');
    expect(consequence!.n).toBe(8);
  });

  it('adds what a retrieved implementing article adds, under a label naming it, with its own citation', () => {
    const law = { ...sbrArticle21, n: 1, links: [linkTo(sbrThreshold, 'implemented_by')] };
    const decision = { ...sbrThreshold, n: 2, links: [linkTo(sbrArticle21, 'implements')] };
    const answer = composeExtractiveAnswer(input('Which Taxable Persons may elect Small Business Relief, and under what Revenue threshold?', [law, decision]));
    expectVerbatim(answer, [law, decision]);
    const lines = answer.split('\n');
    const labelled = lines.filter((l) => /^(?:- )?\*\*(?:Implementing rule|Implemented provision)/.test(l));
    expect(labelled.length, answer).toBeGreaterThan(0);
    const first = quotesOf(answer)[0]!;
    const expected =
      first.n === 1
        ? '**Implementing rule (Ministerial Decision No. 73 of 2023, Article (2)):** '
        : '**Implemented provision (Federal Decree-Law No. 47 of 2022, Article (21)):** ';
    expect(labelled[0]!.replace(/^- /, '').startsWith(expected), answer).toBe(true);
    // The threshold the question asks for leads; the Law's rule it fills in is quoted too, named for what it is.
    expect(summaryOf(answer)).toContain('AED (3,000,000) three million');
    expect(quotesOf(answer).some((q) => q.n === 1)).toBe(true);
    expect(labelled[0]).toMatch(first.n === 1 ? /\[2\]$/ : /\[1\]$/);
  });

  it('quotes no implementing article that was not retrieved (it belongs to Read Next)', () => {
    const law = { ...sbrArticle21, n: 1, links: [linkTo(sbrThreshold, 'implemented_by', false)] };
    const answer = composeExtractiveAnswer(input('Who may elect Small Business Relief?', [law]));
    expect(answer).not.toContain('Implementing rule');
    expect(answer).not.toContain('## Read Next');
  });
});

describe('ExtractiveAnalyst', () => {
  it('reports the whole answer once, with words counted and no tokens', async () => {
    const deltas: string[] = [];
    const analyst = new ExtractiveAnalyst();
    const question = 'What is the revenue threshold for Small Business Relief?';
    const result = await analyst.analyse(input(question), { onDelta: (t) => deltas.push(t) });
    expect(result.kind).toBe('extractive');
    expect(result.model).toBe('extractive');
    expect(analyst.kind).toBe('extractive');
    expect(deltas).toEqual([result.text]);
    expect(result.text).toBe(composeExtractiveAnswer(input(question)));
    expect(result.usage.inputTokens).toBe(0);
    expect(result.usage.outputTokens).toBe(0);
    expect(result.usage.outputWords).toBe(countWords(result.text));
    expect(result.usage.inputWords).toBe(countWords(question) + ALL.reduce((s, p) => s + countWords(p.textEn), 0));
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new ExtractiveAnalyst().analyse(input('rate'), { signal: controller.signal })).rejects.toThrow();
  });

  it('is the analyst when no model key is configured', () => {
    const config = { OPENAI_BASE_URL: 'https://api.openai.com/v1', OPENAI_MODEL: 'gpt-4o-mini' };
    expect(createAnalyst(config)).toBeInstanceOf(ExtractiveAnalyst);
    const model = createAnalyst({ ...config, OPENAI_API_KEY: 'sk-test' });
    expect(model).toBeInstanceOf(OpenAIAnalyst);
    expect(model.kind).toBe('model');
    expect(model.model).toBe('gpt-4o-mini');
  });

  // Its speed is measured by `npm run bench:compose` (workerd stops the clock during synchronous code).
});

describe('the extractive analyst, asked in Arabic', () => {
  const sbrArabic = passage(1, {
    ...SBR_DOCUMENT,
    number: '2',
    heading: 'Small Business Relief',
    textEn: '1. For the purposes of Small Business Relief, the Revenue threshold shall be AED 3,000,000 for each Tax Period.',
    textAr:
      '1- لأغراض تسهيلات الأعمال الصغيرة، يكون حد الإيرادات مبلغ (3.000.000) ثلاثة ملايين درهم عن كل فترة ضريبية.\n2- يجوز للشخص الخاضع للضريبة المقيم أن يختار تطبيق تسهيلات الأعمال الصغيرة.',
  });
  const englishOnly = passage(2, {
    slug: 'cd-142-2024',
    title: 'Cabinet Decision No. 142 of 2024 on the Imposition of Top-up Tax on Multinational Enterprises',
    number: '2.1',
    heading: 'Taxable Person',
    textEn:
      '1. A Constituent Entity located in the State shall pay the Top-up Tax for the Fiscal Year.\n2. The Top-up Tax shall be paid by the Designated Filing Entity on behalf of each Constituent Entity.',
    textAr: null,
  });
  const ask = (question: string, passages: NumberedPassage[]) => composeExtractiveAnswer({ question, passages, history: [], scope: 'collection' });

  it('answers in Arabic, quoting the official Arabic of the articles, with the same citations', () => {
    const answer = ask('ما هو حد الإيرادات في تسهيلات الأعمال الصغيرة؟', [sbrArabic]);
    expect(answer.startsWith(`*${EXTRACTIVE_NOTICE_AR}*`)).toBe(true);
    expect(answer).toContain('## الملخص');
    expect(answer).not.toContain('## Summary');
    // The Arabic numbering "1-" is a list marker, dropped like "1." in English.
    expect(answer).toContain('لأغراض تسهيلات الأعمال الصغيرة، يكون حد الإيرادات مبلغ (3.000.000) ثلاثة ملايين درهم عن كل فترة ضريبية. [1]');
    expect(answer).not.toContain('AED 3,000,000');
    expect(checkCitations(answer, new Set([1])).removed).toEqual([]);
  });

  it('makes room for the clause the leading provision relies on: the cases the question does not ask about give way', () => {
    // Article (39) of the Tax Procedures Law in its official Arabic: Clause (2) refuses the refund "remaining under
    // Clause (1)" — the offset. Whole, Clause (2) leaves no room for Clause (1); its cases (a) and (c) are not asked about.
    const refund = passage(1, {
      ...TAX_PROCEDURES_DOCUMENT,
      number: '39',
      heading: 'Tax Refund Procedures',
      textEn: '1. Before returning any amount relating to a particular Tax, the Authority shall offset the amount to be refunded.',
      textAr: [
        '1- على الهيئة أن تقوم بإجراء مقاصة بين المبلغ المطلوب رده مع أي ضريبة أخرى مستحقة الدفع أو غرامات إدارية غير متنازع عليها من دافع الضريبة المتقدم بطلب الاسترداد وفقاً للإقرار الضريبي أو التقييم الضريبي الصادر عن الهيئة قبل إعادة أي مبلغ خاص بضريبة معينة.',
        '2- للهيئة الامتناع عن رد أي مبلغ متبقي في البند (1) من هذه المادة في أي من الحالات الآتية:-',
        'أ- إذا تبين لها أن هناك مبالغ ضريبية أخرى متنازع عليها تتعلق بذلك الدافع الضريبة.',
        'ب- إذا كان الشخص خاضع للتدقيق الضريبي، وفي هذه الحالة، لا يجوز للهيئة الامتناع عن رد المبلغ المتبقي إلا بعد تحقق الشروط التي يُحددها قرار من مجلس إدارة الهيئة.',
        'ج- بموجب قرار من المحكمة المختصة.',
        '3- تقوم الهيئة بإعادة الضريبة بموجب هذه المادة وفقاً للإجراءات والضوابط التي تُحددها اللائحة التنفيذية.',
      ].join('\n'),
    });
    const answer = ask('هل يجوز للهيئة الاتحادية للضرائب تعليق صرف المبلغ المسترد لنا من الضريبة لأن حساباتنا تخضع حالياً للتدقيق؟', [refund]);
    const summary = summaryOf(answer);
    expect(summary, answer).toContain('خاضع للتدقيق الضريبي');
    expect(summary, answer).toContain('على الهيئة أن تقوم بإجراء مقاصة');
    expect(summary, answer).toContain('(لم يُقتبس هنا: (أ)، (ج))');
    expect(countWords(summary)).toBeLessThanOrEqual(SUMMARY_WORDS);
  });

  it('meets a question’s word where an article states its concept in the law’s words ("استحوذ" by "تغيير الملكية")', () => {
    // Article (39)'s official Arabic, and a repealed decision's conditions sharing the question's "مستثمر", "أسهم" and
    // the "عام" of "هذا العام" (this year) with the public ("العام") of a public fund.
    const lossLimits = passage(1, {
      number: '39',
      heading: 'Limitations on Tax Losses Carried Forward',
      textEn: '1. Tax Losses may be carried forward and utilised in a subsequent Tax Period where any of the following conditions are met.',
      textAr: [
        '1- يجوز ترحيل الخسائر الضريبية إلى فترة لاحقة واستخدامها وفقاً لأحكام البند (2) من المادة (37) من هذا المرسوم بقانون شريطة تحقق أي مما يأتي:-',
        'أ- أن يملك ذات الشخص أو الأشخاص بشكل مستمر نسبة (50%) خمسين بالمائة على الأقل من حصص الملكية في الخاضع للضريبة، وذلك منذ بداية الفترة الضريبية التي تم فيها تكبد الخسائر الضريبية ولغاية نهاية الفترة الضريبية التي تم فيها خصم الخسائر الضريبية، أو جزء منها، من الدخل الخاضع للضريبة عن تلك الفترة الضريبية.',
        'ب- أن يستمر الخاضع للضريبة بممارسة الأعمال أو نشاط الأعمال ذاته أو ما يشابهه بعد تغيير يزيد عن نسبة (50%) خمسين بالمائة في الملكية.',
        '2- لغايات الفقرة (ب) من البند (1) من هذه المادة، تشمل العوامل ذات الصلة التي تُحدد ما إذا كان خاضع للضريبة مستمراً بممارسة الأعمال أو نشاط الأعمال ذاته أو ما يشابهه، في حال تغيير الملكية المباشرة أو غير المباشرة، أي ما يأتي:-',
        'أ- استمرار الخاضع للضريبة في استخدام الأصول ذاتها أو أي جزء منها كما كان قبل تغيير الملكية.',
        'ب- عدم قيام الخاضع للضريبة بإجراء أي تغييرات جوهرية للهوية أو العمليات الأساسية لأعماله منذ تغيير الملكية.',
        '3- لا يسري البند (1) من هذه المادة على الخاضع للضريبة المدرجة أسهمه في سوق أسهم معتمد.',
      ].join('\n'),
    });
    const reit = passage(2, {
      slug: 'cd-81-2023',
      title: 'Cabinet Decision No. 81 of 2023 on the Conditions of a Qualifying Investment Fund',
      number: '3',
      status: 'repealed',
      repealed: true,
      textEn: 'A REIT shall meet all of the following conditions.',
      textAr: [
        'استثناءً من أحكام المادة (2) من هذا القرار، يجب على الصندوق العقاري العام المدر للدخل (REIT) ان يستوفي جميع الشروط التالية، للتقدم بطلب الى الهيئة لإعفائه من ضريبة الشركات كصندوق استثمار مؤهل:',
        '1- ان تتجاوز قيمة الأصول العقارية تحت إدارة الصندوق العقاري العام المدر للدخل (REIT) أو ملكيته، باستثناء الأراضي، مبلغ (100,000,000) مائة مليون درهم إماراتي.',
        '2- أن يكون (%20) عشرين بالمائة على الأقل من رأس مال الصندوق العقاري العام المدر للدخل (REIT) مطروحاً للتداول في سوق أسهم معتمد، أو أن يكون مملوكاً بكامله وبشكل مباشر من قبل اثنين او اكثر من المستثمرين المؤسسيين المحددين في المادة (5) من هذا القرار، على الا يكون اثنين من هؤلاء المستثمرين المؤسسيين على الأقل من الأطراف المرتبطة.',
        '3- ان يكون لدى الصندوق العقاري العام المدر للدخل (REIT) نسبة اصول عقارية متوسطة لا تقل عن (%70) سبعين بالمائة خلال السنة الميلادية المعنية.',
      ].join('\n'),
    });
    const answer = ask('استحوذ مستثمر على 70% من أسهمنا هذا العام. هل ما زال بإمكاننا الاستفادة من الخسائر التي تراكمت علينا قبل صفقة البيع؟', [
      lossLimits,
      reit,
    ]);
    const summary = answer.split('## الملخص')[1]!.split('\n## ')[0]!;
    expect(summary).toContain('تغيير الملكية');
    expect(summary).toContain('[1]');
    expect(summary).not.toContain('[2]');
  });

  it('meets an Arabic question’s concept in an English-only instrument by the statute’s English terms for it', () => {
    const lawReturns = passage(1, {
      number: '53',
      heading: 'Tax Returns',
      textEn:
        '1. Subject to Article (51) of this Decree-Law, a Taxable Person shall file a Tax Return with the Authority no later than (9) nine months from the end of the relevant Tax Period.',
      textAr:
        '1- مع مراعاة المادة (51) من هذا المرسوم بقانون، على الخاضع للضريبة تقديم الإقرار الضريبي حسب الحال، للهيئة وفقاً للنماذج والإجراءات المحددة من قِبلها خلال مدة لا تتجاوز (9) تسعة أشهر من تاريخ انتهاء الفترة الضريبية المعنية أو أي موعد آخر تُحدده الهيئة.',
    });
    const topUpReturns = passage(2, {
      slug: 'cd-142-2024',
      title: 'Cabinet Decision No. 142 of 2024 on the Imposition of Top-up Tax on Multinational Enterprises',
      number: '8.1',
      heading: 'Top-up Tax Return',
      textAr: null,
      textEn: [
        '8.1.1 Each Constituent Entity, Joint Venture and JV Subsidiary located in the UAE shall file a Top-up Tax Return with the Federal Tax Authority.',
        '8.1.2 The Top-up Tax Return shall be filed in the manner specified by the Federal Tax Authority no later than 15 months after the last day of the Reporting Fiscal Year or 18 months after the last day of the Reporting Fiscal Year that is the first Transition Year of any Constituent Entity of the MNE Group.',
      ].join('\n'),
    });
    const answer = ask(
      'سنتنا المالية تتبع السنة الميلادية، وسندخل نطاق قواعد الركيزة الثانية لأول مرة في 2025. متى يحين موعد تقديم أول إقرار للضريبة التكميلية في الإمارات؟',
      [lawReturns, topUpReturns],
    );
    const summary = answer.split('## الملخص')[1]!.split('\n## ')[0]!;
    expect(summary).toContain('no later than 15 months');
    expect(summary.indexOf('[2]')).toBeLessThan(summary.indexOf('[1]') === -1 ? Infinity : summary.indexOf('[1]'));
  });

  it('weighs the provisions of the instrument a question names by its number', () => {
    const rates = passage(1, {
      number: '3',
      heading: 'Corporate Tax Rate',
      textEn: '1. Corporate Tax shall be imposed on Taxable Income at the following rates:',
      textAr: [
        '1- تُفرض ضريبة الشركات على الدخل الخاضع للضريبة بالنسب الآتية:-',
        'أ- نسبة (0%) صفر بالمائة على الجزء من الدخل الخاضع للضريبة الذي لا يتجاوز المبلغ الذي يُحدد بموجب قرار يصدر من مجلس الوزراء بناءً على اقتراح الوزير.',
        'ب- نسبة (9%) تسعة بالمائة على الدخل الخاضع للضريبة الذي يتجاوز المبلغ الذي يُحدد بموجب قرار يصدر من مجلس الوزراء بناءً على اقتراح الوزير.',
      ].join('\n'),
    });
    const liable = passage(2, {
      slug: 'cd-142-2024',
      title: 'Cabinet Decision No. 142 of 2024 on the Imposition of Top-up Tax on Multinational Enterprises',
      number: '2.1',
      heading: 'Liability for Top-up Tax',
      textAr: null,
      textEn: [
        '2.1 The following Entities shall pay the Top-up Tax for a Fiscal Year:',
        '(a) Constituent Entities located in the UAE during that Fiscal Year, including those that are members of a Minority-owned Subgroup.',
        '(b) Joint Ventures and JV Subsidiaries located in the UAE during that Fiscal Year;',
      ].join('\n'),
    });
    // The same question naming another decision: the Decision's provisions weigh twice as much when it is the one named,
    // the Law's as much either way.
    const scores = (number: number) => {
      const passages = [rates, liable];
      const units = buildCandidates(passages, 'ar');
      const { score } = measureUnits(units, passages, `ما الكيانات الملزمة بسداد الضريبة التكميلية بموجب قرار مجلس الوزراء رقم (${number}) لسنة 2024؟`, '');
      const of = (n: number) => Math.max(...units.flatMap((u, i) => (u.passage.n === n ? [score[i]!] : [])));
      return { law: of(1), decision: of(2) };
    };
    const named = scores(142);
    const other = scores(143);
    expect(named.decision / other.decision).toBeCloseTo(2);
    expect(named.law).toBeCloseTo(other.law);
  });

  it("gives another instrument's key point by the item that earned it, or not at all", () => {
    const losses = passage(1, {
      number: '39',
      heading: 'Limitations on Carrying Forward Tax Losses',
      textEn: [
        '1. Tax Losses may be carried forward to a subsequent period, provided that either of the following is satisfied:',
        '(a) The same Person or Persons continuously own at least (50%) fifty percent of the ownership interests in the Taxable Person.',
        '(b) The Taxable Person continues to conduct the same or a similar Business following a change in ownership of more than (50%) fifty percent.',
      ].join('\n'),
    });
    const reit = passage(2, {
      legislationId: 13,
      slug: 'cd-81-2023',
      title: 'Cabinet Decision No. 81 of 2023 on the Conditions of Qualifying Investment Funds',
      number: '3',
      heading: 'Real Estate Investment Trust',
      textEn: [
        'By way of exception from the provisions of Article (2) of this Decision, a Real Estate Investment Trust shall meet all of the following conditions in addition to the conditions set out in Clause (1) of Article (10) of the Corporate Tax Law:',
        '(a) The value of the real estate assets under its management or ownership, excluding land, exceeds AED (100,000,000) one hundred million.',
        '(b) At least (20%) twenty percent of its share capital is floated on a Recognised Stock Exchange, or it is wholly owned, directly, by two or more investors that are not Related Parties, each an investor holding shares bought before the listing and none of which holds the shares of another.',
      ].join('\n'),
    });
    const answer = ask('An investor bought 70% of our shares this year. Can we still use the losses we built up before the sale?', [losses, reit]);
    // The trust's first condition says nothing of the question; the second, which held its words, did not fit beside it.
    expect(answer, answer).not.toContain('(100,000,000)');
  });

  it("answers with the Corporate Tax Law's rule where it sets the Tax Procedures Law aside, not with the general rule", () => {
    const regulation = passage(1, {
      ...TAX_PROCEDURES_DOCUMENT,
      slug: 'cd-74-2023',
      title: 'Cabinet Decision No. 74 of 2023 on the Executive Regulation of Federal Decree-Law No. 28 of 2022 on Tax Procedures',
      number: '3',
      heading: 'Record Keeping',
      textEn: [
        '1. All accounting records, commercial books and information shall be kept and retained for the following periods:',
        '(a) For a period of (5) five years following the Tax Period to which they relate, in respect of a Taxable Person.',
        '(b) For a period of (5) five years from the end of the calendar year during which the relevant document was created, in respect of all other Persons.',
      ].join('\n'),
    });
    const law = passage(2, {
      number: '56',
      heading: 'Record Keeping',
      textEn:
        '1. By way of exception from the provisions of the Tax Procedures Law, a Taxable Person shall keep, for a period of (7) seven years following the end of the Tax Period to which they relate, all records and documents that support the accuracy of the Tax Return.',
    });
    const summary = (question: string) => ask(question, [regulation, law]).split('## Summary')[1]!.split('\n## ')[0]!;
    expect(
      summary('How long must records be kept?').trim().startsWith('By way of exception from the provisions of the Tax Procedures Law'),
      summary('How long must records be kept?'),
    ).toBe(true);
    // Without the Law's rule, the Executive Regulation's answers.
    expect(ask('How long must records be kept?', [regulation]).split('## Summary')[1]!, 'general rule').toContain('(5) five years');
  });

  it('answers when a duty is done with the provision setting its period, not with the penalty for failing it', () => {
    const schedule = passage(1, {
      slug: 'cd-75-2023',
      title: 'Cabinet Decision No. 75 of 2023 on the Administrative Penalties for Violations related to the Application of Federal Decree-Law No. 47 of 2022',
      number: 'Schedule',
      heading: 'Schedule of Violations and Administrative Penalties',
      textEn: [
        '| No. | Description of the Violation | Amount of the Administrative Penalty (AED) |',
        '|---|---|---|',
        '| 4 | Failure of the Registrant to inform the Authority of any case that may require amending the information of its tax record. | (1,000) for each violation; (5,000) in the event of a repeated violation within (24) months from the date of the last violation. |',
      ].join('\n'),
    });
    const partnership = passage(2, {
      slug: 'md-127-2023',
      title: 'Ministerial Decision No. 127 of 2023 on Unincorporated Partnership, Foreign Partnership and Family Foundation',
      number: '3',
      heading: 'Treatment of an Unincorporated Partnership as a Taxable Person',
      textEn: [
        '1. The Unincorporated Partnership shall notify the Authority within (20) twenty Business Days of the occurrence of any of the following cases:',
        '(a) A partner joining the Unincorporated Partnership.',
        '(b) A partner leaving the Unincorporated Partnership.',
      ].join('\n'),
    });
    const question = 'A new partner is joining our partnership. How long do we have to inform the Authority?';
    const summary = ask(question, [schedule, partnership]).split('## Summary')[1]!.split('\n## ')[0]!;
    expect(summary.trim().startsWith('The Unincorporated Partnership shall notify the Authority'), summary).toBe(true);
    // Asked what failing costs, the schedule answers.
    const penalty = ask('What is the penalty if we fail to inform the Authority of a case that changes our tax record?', [schedule, partnership]);
    expect(penalty.split('## Summary')[1]!.split('\n## ')[0]!, penalty).toContain('(1,000)');
  });

  it('quotes the English of an instrument that has no Arabic text, and says so after each such quote', () => {
    const answer = ask('هل يدفع الكيان المكوّن في الدولة الضريبة التكميلية؟ Constituent Entity Top-up Tax', [englishOnly]);
    expect(answer).toContain('A Constituent Entity located in the State shall pay the Top-up Tax for the Fiscal Year. [2] (النص الرسمي بالإنجليزية)');
  });

  it('names a linked article’s quote in Arabic', () => {
    const law = passage(1, {
      number: '21',
      heading: 'Small Business Relief',
      textEn: '1. A Taxable Person that is a Resident Person may elect Small Business Relief where its Revenue does not exceed a threshold.',
      textAr: '1- يجوز للخاضع للضريبة المقيم أن يختار تطبيق تسهيلات الأعمال الصغيرة إذا لم تتجاوز إيراداته حد الإيرادات.',
    });
    const decision = { ...sbrArabic, n: 2 };
    const linked = [
      { ...law, links: [linkTo(decision, 'implemented_by')] },
      { ...decision, links: [linkTo(law, 'implements')] },
    ];
    const answer = ask('من يجوز له اختيار تسهيلات الأعمال الصغيرة وما هو حد الإيرادات؟', linked);
    // The other end of the delegation is named in Arabic, instruments as the official Arabic names them.
    expect(answer).toMatch(
      /^(?:- )?\*\*(?:قاعدة تنفيذية \(قرار وزاري رقم \(73\) لسنة 2023، المادة \(2\)\)|الحكم المنفَّذ \(مرسوم بقانون اتحادي رقم \(47\) لسنة 2022، المادة \(21\)\)):\*\* /m,
    );
    expect(answer).not.toMatch(/Implementing rule|Implemented provision|Ministerial Decision|Federal Decree-Law/);
  });

  it('names a document by its official Arabic title in the details of an Arabic answer', () => {
    // Repealed, so that Details names it whatever is quoted; its status said in Arabic.
    const long = passage(1, {
      ...SBR_DOCUMENT,
      repealed: true,
      status: 'repealed',
      statusNote: 'Abrogated by Ministerial Decision No. 99 of 2025.',
      titleAr: 'قرار وزاري رقم 73 لسنة 2023 في شأن تسهيلات الأعمال الصغيرة',
      number: '2',
      textEn: 'English text not quoted.',
      textAr: [
        '1- لأغراض تسهيلات الأعمال الصغيرة، يكون حد الإيرادات مبلغ ثلاثة ملايين درهم عن كل فترة ضريبية.',
        '2- يجوز للخاضع للضريبة اختيار تسهيلات الأعمال الصغيرة إذا لم تتجاوز إيراداته حد الإيرادات.',
        '3- لا تطبق تسهيلات الأعمال الصغيرة على مجموعة الشركات متعددة الجنسيات التي تتجاوز إيراداتها الحد.',
        '4- تحتسب الإيرادات لأغراض تسهيلات الأعمال الصغيرة وفق المعايير المحاسبية المعتمدة في الدولة.',
        '5- تسري تسهيلات الأعمال الصغيرة على الفترات الضريبية حتى نهاية السنة المحددة بالقرار.',
      ].join('\n'),
    });
    const answer = ask('متى تطبق تسهيلات الأعمال الصغيرة وما حد الإيرادات وكيف تحتسب الإيرادات؟', [long]);
    expect(answer).toContain('## التفاصيل');
    expect(answer).toContain('**قرار وزاري رقم 73 لسنة 2023 في شأن تسهيلات الأعمال الصغيرة — المادة (2)** (ملغى)');
    expect(answer).not.toContain(SBR_DECISION);
    expect(answer).not.toContain('Abrogated');
    // The instrument that replaced it, named the Arabic way, and whether the collection holds its text.
    const replaced = ask('متى تطبق تسهيلات الأعمال الصغيرة وما حد الإيرادات وكيف تحتسب الإيرادات؟', [
      {
        ...long,
        replacedBy: {
          legislationId: 60,
          slug: 'md-99-2025',
          title: 'Ministerial Decision No. 99 of 2025 on Small Business Relief',
          titleAr: null,
          hasText: false,
        },
      },
    ]);
    expect(replaced).toContain('(ملغى: حلّ محلّه [قرار وزاري رقم (99) لسنة 2025](/legislation/60)، ولا تتضمن هذه المجموعة نصّه بعد)');
  });

  it('prefers the sentence stating the figure the Arabic question asks for, read in the official Arabic', () => {
    const figures = passage(1, {
      ...SBR_DOCUMENT,
      number: '2',
      textEn: 'English text not quoted.',
      textAr: [
        '1- تطبق تسهيلات الأعمال الصغيرة على الخاضع للضريبة المقيم الذي لا تتجاوز إيراداته حد الإيرادات المحدد لتسهيلات الأعمال الصغيرة في هذا القرار.',
        '2- يكون حد الإيرادات مبلغ (3.000.000) ثلاثة ملايين درهم عن كل فترة ضريبية.',
      ].join('\n'),
    });
    const answer = ask('ما حد الإيرادات لتسهيلات الأعمال الصغيرة؟', [figures]);
    const summary = answer.split('## الملخص')[1]!.trim().split('\n')[0]!;
    expect(summary.startsWith('يكون حد الإيرادات مبلغ (3.000.000) ثلاثة ملايين درهم'), answer).toBe(true);
  });

  it('answers "from when" with the provision that says from when, though it shares none of the question’s words', () => {
    // As retrieved for "متى يبدأ تطبيق القانون على شركتي؟": Article (69) first, though with the lowest relevance, since it
    // shares none of the question's stems ("يبدأ" is not "تبدأ", "تطبيق" is not "يُطبق"). Before, the Summary led with a
    // Tax Group decision's clause, which holds "قانون" and "شركة".
    const commencement = passage(1, {
      number: '69',
      heading: 'Application of the Decree-Law to Tax Periods',
      headingAr: 'تطبيق المرسوم بقانون على الفترات الضريبية',
      textEn: 'This Decree-Law shall apply to Tax Periods commencing on or after 1 June 2023.',
      textAr: 'يُطبق هذا المرسوم بقانون على الفترات الضريبية التي تبدأ في أو بعد تاريخ 1 يونيو 2023.',
      relevance: 0.171,
      concepts: { matched: 2, of: 4 },
    });
    const exemption = passage(2, {
      ...FTA_EXEMPTION_DOCUMENT,
      number: '3',
      heading: 'Deadline for Submitting the Exemption Application and Its Effective Date',
      headingAr: 'مهلة تقديم طلب الإعفاء وسريانه',
      textEn: 'English text not quoted.',
      textAr: [
        '1- يجب على الشخص المشمول في أي من الفئات المشار إليها أعلاه في البند (2) من المادة (2) من هذا القرار تقديم طلب الإعفاء خلال (60) يوم عمل من نهاية الفترة الضريبية التي استوفى فيها الشخص شروط الإعفاء.',
        '2- في حال موافقة الهيئة على طلب الإعفاء المنصوص عليه في البند (1) من هذه المادة، يسري الإعفاء اعتباراً من بداية الفترة الضريبية التي تم تحديدها في طلب الإعفاء.',
        '3- يجوز للهيئة تحديد تاريخ بديل لسريان الإعفاء مغاير لما ورد في البند (2) من هذه المادة في حال توافر أي من الحالات الآتية أو حالات أخرى مماثلة:',
        'أ- إذا كانت الفترة الضريبية في نموذج التسجيل غير صحيحة، يسري الإعفاء اعتباراً من التاريخ الصحيح.',
        'ب- إذا تم الاستحواذ على مقدّم الطلب خلال فترة ضريبية من قبل شخص أو أكثر مشمولين في الفئات المشار إليها في الفقرات (أ) و(ب) و(و) و(ز) من البند (1) من المادة (4) من المرسوم بقانون اتحادي رقم (47) لسنة 2022 المشار إليه أعلاه، لن يتم منح الإعفاء من تاريخ بدء الفترة الضريبية إذا لم يتم استيفاء شروط الإعفاء في ذلك الوقت، وتحدد الهيئة تاريخاً آخر يُمنح فيه الإعفاء لضمان أن يبدأ تاريخ الإعفاء بعد أن يتم الوفاء بجميع الالتزامات الضريبية المتبقية.',
        'ج- إذا كانت الفترة الضريبية الواردة في طلب الإعفاء غير صحيحة وتلقّت الهيئة معلوماتٍ داعمة كافية لإثبات أنَّ الشرط قد تم استيفائه خلال الفترة الضريبية اللاحقة، يسري الإعفاء بعد تاريخ استيفاء الشروط.',
        'د- أي حالات أخرى بموجب قرار صادر عن مجلس الوزراء بناءً على الفقرة (ط) من البند (1) من المادة (4) من المرسوم بقانون اتحادي رقم (47) لسنة 2022 المشار إليه أعلاه.',
      ].join('\n'),
      relevance: 0.455,
      concepts: { matched: 2, of: 4 },
    });
    const taxGroup = passage(3, {
      legislationId: 7,
      slug: 'md-125-2023',
      title: 'Ministerial Decision No. 125 of 2023 on the Tax Group Provisions',
      legislation: 'Ministerial Decision',
      status: 'repealed',
      repealed: true,
      number: '6',
      heading: 'Assets, Liabilities and Financial Positions of Members of the Tax Group',
      headingAr: 'الأصول والالتزامات والمراكز المالية لأعضاء المجموعة الضريبية',
      textEn: 'English text not quoted.',
      textAr: [
        '1- لأغراض البند (1) من المادة (42) من قانون ضريبة الشركات والمادة (4) من هذا القرار، تشمل المعاملات بين الشركة الأم وكل شركة تابعة تكون عضواً في المجموعة الضريبية ما يلي:',
        'أ- المعاملات بين شركتين تابعتين أو أكثر أعضاء في ذات المجموعة الضريبية.',
        'ب- تعديلات التقييمات والمخصصات المتعلقة بالمعاملات بين عضوين أو أكثر في ذات المجموعة الضريبية.',
        '2- في حال استبعاد مكسب أو خسارة بخصوص معاملة بين أعضاء في ذات المجموعة الضريبية بموجب البند (1) من المادة (42) من قانون ضريبة الشركات، فيجب أن يشمل هذا الاستبعاد أيضاً أيّ تغيير في القيمة المحاسبية للأصول والالتزامات ذات الصلة التي قد تكون نشأت نتيجة لذلك المكسب أو تلك الخسارة.',
      ].join('\n'),
      relevance: 0.455,
      concepts: { matched: 2, of: 4 },
    });
    const answer = ask('متى يبدأ تطبيق القانون على شركتي؟', [commencement, exemption, taxGroup]);
    const summary = answer.split('## الملخص')[1]!.trim().split('\n')[0]!;
    expect(summary.startsWith('يُطبق هذا المرسوم بقانون على الفترات الضريبية التي تبدأ في أو بعد تاريخ 1 يونيو 2023.'), answer).toBe(true);
  });

  it('answers "how do I ask" with the clause that allows the request, not with the one that forbids it in a case', () => {
    const reconsideration = passage(1, {
      ...TAX_PROCEDURES_DOCUMENT,
      number: '29',
      heading: 'Request for Reconsideration',
      headingAr: 'طلب إعادة النظر',
      textEn: 'English text not quoted.',
      textAr: [
        '1- لأي شخص التقدم إلى الهيئة بطلب لإعادة النظر في أيّ قرار أو جزء منه صدر عنها بشأنه، على أن يكون الطلب مسبباً خلال (40) أربعين يوم عمل من تارخ تبليغه بالقرار.',
        '2- تقوم الهيئة بدراسة طلب إعادة النظر والبت فيه بقرار مسبب خلال (40) أربعين يوم عمل من تاريخ استلام الطلب، وتبليغ مقدم الطلب بقرارها خلال (5) خمسة أيام عمل من تاريخ صدور القرار.',
        '3- لا يجوز تقديم طلب إعادة النظر بشأن تقييم ضريبي تم تقديم طلب المراجعة للهيئة بشأنه إلا بعد صدور قرار من الهيئة أو انتهاء المهلة التي يجب على الهيئة خلالها إصدار قرار بشأن الطلب وتبليغ مقدم الطلب به، وفقاً لما ورد في المادتين (28) و(35) من هذا المرسوم بقانون.',
        '4- يتم تقديم الطلب بموجب البند (1) من هذه المادة وفقاً للنموذج والآلية التي تُحددها الهيئة.',
      ].join('\n'),
    });
    const answer = ask('كيف أطلب من الهيئة إعادة النظر في قرار؟', [reconsideration]);
    const summary = answer.split('## الملخص')[1]!.trim().split('\n')[0]!;
    expect(summary.startsWith('لأي شخص التقدم إلى الهيئة بطلب لإعادة النظر'), answer).toBe(true);
  });

  it('counts the items it leaves out in Arabic as Arabic counts them', () => {
    // Three rows too long to be quoted together: the one asked for is quoted, the other two counted ("صفان آخران").
    const long = (what: string) =>
      `${what} شريطة أن يقدم الشخص جميع المستندات المؤيدة وأن يستوفي الشروط المحددة من قبل الهيئة وفقاً للنماذج والإجراءات المعتمدة لديها وأن يحتفظ بالسجلات لمدة سبع سنوات بعد انتهاء الفترة الضريبية التي تتعلق بها تلك السجلات`;
    const deadlines = passage(1, {
      ...SBR_DOCUMENT,
      number: '3',
      textEn: 'English text not quoted.',
      textAr: [
        '1- يقدم الشخص الاعتباري المقيم طلب التسجيل الضريبي وفقاً للجدول الآتي:',
        '| فئة الأشخاص | الموعد النهائي لتقديم طلب التسجيل |',
        '|---|---|',
        `| الشخص الذي صدرت رخصته في يناير | ${long('خلال ثلاثة أشهر من تاريخ إصدار الرخصة')} |`,
        `| الشخص الذي صدرت رخصته في مارس | ${long('خلال ستة أشهر من تاريخ إصدار الرخصة')} |`,
        `| الشخص الذي صدرت رخصته في مايو | ${long('خلال تسعة أشهر من تاريخ إصدار الرخصة')} |`,
      ].join('\n'),
    });
    const answer = ask('ما الموعد النهائي لتقديم طلب التسجيل للشخص الذي صدرت رخصته في مارس؟', [deadlines]);
    const marks = [...answer.matchAll(/\(لم يُقتبس هنا: ([^)]*)\)/g)].map((m) => m[1]!);
    expect(marks.length, answer).toBeGreaterThan(0);
    // "صف آخر" for one, "صفان آخران" for two, "N صفوف أخرى" from three: never "1 صفوف أخرى" or "2 صفوف أخرى".
    for (const mark of marks) expect(mark).toMatch(/^(?:صف آخر|صفان آخران|(?:[3-9]|\d{2,}) صفوف أخرى)$/);
    expect(marks).toContain('صفان آخران');
  });

  /** The Summary's first line for an Arabic question asked of one article whose official Arabic is `clauses`, and the answer. */
  const arabicLead = (question: string, clauses: string[]) => {
    const article = passage(1, { ...SBR_DOCUMENT, number: '3', textEn: 'English text not quoted.', textAr: clauses.join('\n') });
    const answer = ask(question, [article]);
    return { lead: answer.split('## الملخص')[1]!.trim().split('\n')[0]!, answer };
  };

  it('answers a question asking the maximum with the ceiling, not with a floor on the same thing', () => {
    const { lead, answer } = arabicLead('ما الحد الأقصى للخسائر الضريبية المرحلة التي يمكن خصمها في السنة؟', [
      '1- يجب أن تبلغ الخسائر الضريبية المرحلة التي يمكن خصمها في السنة نسبة (10%) عشرة بالمائة على الأقل من الدخل الخاضع للضريبة.',
      '2- لا يجوز أن يتجاوز مبلغ الخسارة الضريبية المستخدمة لتخفيض الدخل الخاضع للضريبة نسبة (75%) خمسة وسبعين بالمائة.',
    ]);
    expect(lead, answer).toContain('(75%)');
  });

  it('reads "إلغاء التسجيل" as deregistration, not as the registration an Arabic question asks about', () => {
    // Only row 3 holds the question's "التأخر"; it is late deregistration.
    const { lead, answer } = arabicLead('ما هي غرامة التأخر في التسجيل؟', [
      '| م | بيان المخالفة | قيمة الغرامة الإدارية بالدرهم |',
      '|---|---|---|',
      '| 3 | عدم قيام المسجل بتقديم طلب إلغاء التسجيل خلال المهلة المحددة. | (1.000) عند التأخر في تقديم الطلب |',
      '| 14 | عدم قيام الخاضع للضريبة بتقديم طلب التسجيل الضريبي خلال المدة المحددة من الهيئة. | (10.000) |',
    ]);
    // Row 14 leads; row 3, if quoted at all, comes after it.
    const summary = answer.split('## الملخص')[1]!.split('## ')[0]!;
    expect(summary, lead).toContain('(10.000)');
    const late = summary.indexOf('(1.000)');
    expect(late === -1 || late > summary.indexOf('(10.000)'), summary).toBe(true);
  });

  it('reads the Arabic question’s practitioner words in the official Arabic’s own wording ("إبلاغ" the Authority is "إخطار" it)', () => {
    // Both clauses hold "الهيئة", "بيانات" and "سجل"; only the official wording of the question's "إبلاغ" tells them apart.
    const { lead, answer } = arabicLead('هل يجب علينا إبلاغ الهيئة ببيانات سجلنا؟', [
      '1- يجوز للهيئة أن تطلب من المسجل أي بيانات إضافية عن سجله.',
      '2- على المسجل إخطار الهيئة بأي تعديل في بيانات سجله الضريبي.',
    ]);
    expect(lead.startsWith('على المسجل إخطار الهيئة'), answer).toBe(true);
  });

  it('reads what an Arabic question says the Authority "intends" as the law\'s "عزم" (its intention)', () => {
    // Both clauses hold "السجلات", "مدة", "الهيئة" and "تدقيق"; the first the "حسابات" too. Only the Authority's intention, "تنوي"
    // in the question, tells them apart.
    const { lead, answer } = arabicLead('الهيئة تنوي تدقيق حساباتنا، فكم مدة يجب أن نحتفظ خلالها بالسجلات؟', [
      '1- يجب حفظ السجلات والحسابات لمدة (5) خمس سنوات، وللهيئة تدقيق الحسابات خلال هذه المدة.',
      '2- يجب حفظ السجلات لمدة (4) أربع سنوات إضافية في حال تبليغ الشخص بعزم الهيئة القيام بالتدقيق.',
    ]);
    expect(lead.startsWith('يجب حفظ السجلات لمدة (4)'), answer).toBe(true);
  });

  it('reads an Arabic question’s word without the pronoun it carries when the law never writes it so ("حصتنا", our share)', () => {
    // Both clauses hold "أرباح" and "صندوق"; only "حصة", which the question writes "حصتنا", tells them apart.
    const { lead, answer } = arabicLead('كيف تُفرض الضريبة على حصتنا من أرباح الصندوق؟', [
      '1- يجوز للهيئة أن تطلب من صندوق الاستثمار بيان أرباح الصندوق.',
      '2- يعدل دخل المستثمر ليتضمن حصة المستثمر من أرباح صندوق الاستثمار.',
    ]);
    expect(lead.startsWith('يعدل دخل المستثمر'), answer).toBe(true);
    expect(questionStems('حصتنا')).not.toEqual(questionStems('حصة'));
  });

  it('reads an Arabic question’s verb as the act the law names by its verbal noun ("ينضم شريك", "انضمام أي شريك")', () => {
    // Both clauses hold "شريك", "الائتلاف" and "الهيئة"; only "انضمام", the act of the question's "سينضم", tells them apart.
    const { lead, answer } = arabicLead('شريك جديد سينضم إلى الائتلاف، فما المطلوب تجاه الهيئة؟', [
      '1- يجوز لأي شريك في الائتلاف أن يطلب من الهيئة بيانات الائتلاف.',
      '2- على الائتلاف إخطار الهيئة عند انضمام أي شريك إليه.',
    ]);
    expect(lead.startsWith('على الائتلاف إخطار الهيئة'), answer).toBe(true);
  });

  it('answers from when the regime applies in Arabic with the provision saying so, read in its own words', () => {
    // The English wordings added for the question ("commencing on or after") do not meet the Arabic text; the question's
    // own "يبدأ تطبيق" does, and stays its words. A note that only names "ضريبة الشركات", in a passage retrieval found
    // more relevant, does not lead.
    const application = passage(1, {
      ...SBR_DOCUMENT,
      number: '69',
      textEn: 'This Decree-Law shall apply to Tax Periods commencing on or after 1 June 2023.',
      textAr: 'يبدأ تطبيق هذا المرسوم بقانون على الفترات الضريبية التي تبدأ في أو بعد تاريخ 1 يونيو 2023.',
      relevance: 0.3,
    });
    const notes = passage(2, {
      ...SBR_DOCUMENT,
      number: 'Notes',
      textEn: 'See Federal Tax Authority Decision No. 07 on the exemption from Corporate Tax.',
      textAr: 'راجع قرار الهيئة الاتحادية للضرائب رقم 07 في شأن أحكام الإعفاء من ضريبة الشركات.',
      relevance: 1,
    });
    const answer = ask('متى يبدأ تطبيق ضريبة الشركات؟', [application, notes]);
    expect(answer.split('## الملخص')[1]!.trim().startsWith('يبدأ تطبيق هذا المرسوم بقانون'), answer).toBe(true);
  });

  it('answers from when the regime applies with the Law’s own provision, though an Arabic question shares none of its words', () => {
    // "يبدأ تطبيق" meets the threshold's "ويستمر تطبيق ذلك الحد", and not the Law's "يُطبق … التي تبدأ".
    const application = passage(1, {
      number: '69',
      textEn: 'This Decree-Law shall apply to Tax Periods commencing on or after 1 June 2023.',
      textAr: 'يُطبق هذا المرسوم بقانون على الفترات الضريبية التي تبدأ في أو بعد تاريخ 1 يونيو 2023.',
      relevance: 0.3,
    });
    const threshold = passage(2, {
      ...SBR_DOCUMENT,
      number: '2',
      textEn: 'The threshold shall apply to Tax Periods commencing on or after 1 June 2023 and continue to apply to subsequent Tax Periods.',
      textAr: 'يُطبق الحد المنصوص عليه في هذه المادة على الفترات الضريبية التي تبدأ في أو بعد 1 يونيو 2023 ويستمر تطبيق ذلك الحد على الفترات الضريبية اللاحقة.',
      relevance: 1,
    });
    const answer = ask('متى يبدأ تطبيق ضريبة الشركات؟', [application, threshold]);
    expect(answer.split('## الملخص')[1]!.trim().startsWith('يُطبق هذا المرسوم بقانون'), answer).toBe(true);
  });

  it('answers "which expenses are not deductible" in Arabic from the list of what may not be deducted', () => {
    // Both clauses hold "خصم" and "النفقات"; clause (2)'s "غير القابلة" is of what cannot be identified, not deducted.
    const { lead, answer } = arabicLead('ما المصروفات غير القابلة للخصم؟', [
      '1- لا يجوز خصم أي من النفقات الآتية:',
      'أ- الغرامات والعقوبات المالية.',
      'ب- الرشوة أو أي دفعات غير مشروعة.',
      '2- يجوز خصم أي نسبة ملائمة من النفقات غير القابلة للتحديد.',
    ]);
    expect(lead.startsWith('لا يجوز خصم'), answer).toBe(true);
  });

  it('names the articles the Arabic way', () => {
    expect(passageLabelAr('21')).toBe('المادة (21)');
    expect(passageLabelAr('2.1')).toBe('المادة 2.1 من الملحق');
    expect(passageLabelAr('Preamble')).toBe('الديباجة');
  });

  it('leaves an English question as it was', () => {
    const answer = ask('What is the revenue threshold for Small Business Relief?', [sbrArabic]);
    expect(answer).toContain('## Summary');
    expect(answer).toContain('AED 3,000,000');
    expect(answer).not.toMatch(/[\u0600-\u06FF]/);
  });
});
