/**
 * findReferences on English sentences copied from the corpus (en/<slug>.md): what each names,
 * which document and article it resolves to, and whether it implements a Law's article.
 */
import { describe, expect, it } from 'vitest';
import { articles, edges, finder } from './citator-catalog.ts';

const find = finder('en');

describe('findReferences: articles of another instrument', () => {
  it('md-73-2023 Article 2 implements Article 21 of the Corporate Tax Law', () => {
    const text =
      '1. For the purposes of Small Business Relief referred to in Article (21) of the Corporate Tax Law ("Small Business Relief"), the Revenue threshold of the Taxable Person for the relevant Tax Period and previous Tax Periods shall be AED (3,000,000) three million for each Tax Period.\n' +
      '2. The threshold set out in Clause (1) of this Article shall apply to Tax Periods starting on or after 1 June 2023, and shall continue to apply only to subsequent Tax Periods that end on or before 31 December 2026.';
    const refs = find('md-73-2023', text, { articleNumbers: articles(7) });
    expect(refs).toEqual([
      {
        kind: 'implements',
        language: 'en',
        start: text.indexOf('Article (21)'),
        end: text.indexOf(' ("Small'),
        text: 'Article (21) of the Corporate Tax Law',
        targetSlug: 'fdl-47-2022',
        targetArticle: '21',
        instrumentText: 'the Corporate Tax Law',
      },
    ]);
  });

  it('cd-100-2023 Article 3 implements Article 18 ("For the purposes of applying the provisions of …"); "in addition to" refers', () => {
    const text =
      '1. For the purposes of applying the provisions of Article (18) of the Corporate Tax Law, the Qualifying Income of a Qualifying Free Zone Person shall include the following categories of income.\n' +
      '2. In addition to the conditions set out in Clause (1) of Article (18) of the Corporate Tax Law, the Qualifying Free Zone Person shall meet both of the following conditions.';
    expect(edges(find('cd-100-2023', text))).toEqual(['implements fdl-47-2022#18', 'refers_to fdl-47-2022#18']);
  });

  it('a clause reference targets its article, and the span covers the clause and the instrument', () => {
    const text =
      'this shall be considered an arrangement to obtain a Corporate Tax advantage in accordance with Clause (1) of Article (50) of the Corporate Tax Law.';
    const [ref] = find('md-73-2023', text);
    expect(ref).toMatchObject({
      kind: 'implements',
      targetSlug: 'fdl-47-2022',
      targetArticle: '50',
      text: 'Clause (1) of Article (50) of the Corporate Tax Law',
    });
    expect(text.slice(ref!.start, ref!.end)).toBe(ref!.text);
  });

  it('"the Decree-Law" in a decision is the Law its title serves: the Tax Procedures Law for its Executive Regulation (cd-74-2023)', () => {
    const text =
      '2. The information is retained or stored in the form of a scanned or electronic image, a copy of which can be extracted within the period determined by the Authority in accordance with the provisions of Article (48) of the Decree-Law, and which is easily readable whenever the Authority requests so.';
    expect(edges(find('cd-74-2023', text))).toEqual(['implements fdl-28-2022#48']);
  });

  it('"the Decree-Law" in an FTA decision for the purposes of the Corporate Tax Law is that Law (fta-12-2023)', () => {
    const text = '2. The Government Entity that is exempt under Paragraph (a) of Clause (1) of Article (4) of the Decree-Law is not a member of the Tax Group.';
    expect(edges(find('fta-12-2023', text))).toEqual(['refers_to fdl-47-2022#4']);
  });

  it('numbered Laws resolve by type, number and year; "as provided for in" only refers', () => {
    const text =
      'For the purposes of Clause (2) of Article (40) of Federal Decree-Law No. (47) of 2022 referred to above, Subsidiaries in which a Government Entity directly or indirectly owns at least (95%) ninety-five percent of the ownership interests, as provided for in Paragraphs (b), (c) and (d) of Clause (1) of Article (40) of the Corporate Tax Law, may form a Tax Group in accordance with the following conditions:';
    const refs = find('fta-12-2023', text);
    expect(edges(refs)).toEqual(['implements fdl-47-2022#40', 'refers_to fdl-47-2022#40']);
    expect(refs[0]!.instrumentText).toBe('Federal Decree-Law No. (47) of 2022');
    expect(refs[1]!.text).toBe('Paragraphs (b), (c) and (d) of Clause (1) of Article (40) of the Corporate Tax Law');
  });

  it('"the Tax Procedures Law" is the Decree-Law whose title is on Tax Procedures (cd-75-2023 Schedule)', () => {
    const text = 'Failure to submit a Voluntary Disclosure in accordance with Clauses (1) and (2) of Article (10) of the Tax Procedures Law';
    expect(edges(find('cd-75-2023', text))).toEqual(['implements fdl-28-2022#10']);
  });

  it("a Ministerial Decision filling in a Cabinet Decision's article implements it (md-139-2023: the de minimis figures)", () => {
    // Article (4) of the Cabinet Decision leaves "the percentage, specified by the Minister, … or the amount specified by
    // the Minister" to this decision.
    const text =
      'For the purposes of Article (4) of Cabinet Decision No. (55) of 2023 referred to above, the de minimis requirements shall be deemed met if the non-qualifying Revenue derived by the Qualifying Free Zone Person in the Tax Period does not exceed (5%) five percent of its total Revenue in that Tax Period or AED 5,000,000 (five million dirhams), whichever is lower.';
    expect(edges(find('md-139-2023', text))).toEqual(['implements cd-55-2023#4']);
  });

  it('a decision never implements one of its own rank or below: "in accordance with" another Ministerial Decision refers to it', () => {
    const text =
      'The Taxable Person shall prepare the financial statements in accordance with Article (2) of Ministerial Decision No. (82) of 2023 on the Determination of Categories of Taxable Persons Required to Prepare and Maintain Audited Financial Statements.';
    expect(edges(find('md-139-2023', text))).toEqual(['refers_to md-82-2023#2']);
    expect(edges(find('cd-100-2023', 'For the purposes of Article (4) of Cabinet Decision No. (55) of 2023, the following shall apply.'))).toEqual([
      'refers_to cd-55-2023#4',
    ]);
  });

  it('a Law never implements: "in accordance with … Article (20) of this Decree-Law" in fdl-47-2022 refers to itself', () => {
    const text =
      '- **Accounting Income**: The accounting net profit or loss for the relevant Tax Period as per the financial statements prepared in accordance with the provisions of Article (20) of this Decree-Law.';
    const refs = find('fdl-47-2022', text, { articleNumbers: articles(70) });
    expect(refs).toMatchObject([
      { kind: 'refers_to', targetSlug: 'fdl-47-2022', targetArticle: '20', instrumentText: null, text: 'Article (20) of this Decree-Law' },
    ]);
  });

  it('dated and ordinal forms: "Article One of Federal Decree-Law No. 60 dated 02/10/2023 AD"', () => {
    const text =
      '*A new definition was added to the definitions in Article One pursuant to Clause (1) of Article One of Federal Decree-Law No. 60 dated 02/10/2023 AD, as follows:*';
    const refs = find('fdl-47-2022', text, { articleNumbers: articles(70) });
    expect(edges(refs)).toEqual(['refers_to fdl-47-2022#1', 'refers_to fdl-60-2023#1']);
    expect(refs[1]!.text).toBe('Clause (1) of Article One of Federal Decree-Law No. 60 dated 02/10/2023 AD');
  });

  it('"thereof" is the instrument named before, not one inside its title; its articles stand for it (fdl-47-2022 Note 32)', () => {
    const text =
      '[Note 32] For the purposes of Paragraph (i) of Clause (2) of Article 20 above, see Ministerial Decision No. 120 dated 16/05/2023 on the Adjustments under the Transitional Rules for the Purposes of Federal Decree-Law No. (47) of 2022 on the Taxation of Corporations and Businesses, in particular Articles 2, 3 and 4 thereof; hence this note.';
    const refs = find('fdl-47-2022', text, { articleNumbers: articles(70) });
    expect(edges(refs)).toEqual(['refers_to fdl-47-2022#20', 'refers_to md-120-2023#2', 'refers_to md-120-2023#3', 'refers_to md-120-2023#4']);
    expect(refs[1]!.text).toBe('Articles 2, 3 and 4 thereof');
    expect(refs[1]!.instrumentText).toBe('Ministerial Decision No. 120 dated 16/05/2023');
  });

  it('a note quoting another instrument leaves out the references inside the quotation (fdl-47-2022 Note 11)', () => {
    const text =
      '[Note 11] Article 3 of Federal Decree-Law No. 60 dated 02/10/2023 provides as follows: "By way of exception from the provision of Article Four of this Decree-Law (which provided for the publication of the said Federal Decree-Law No. 60/2023 in the Official Gazette and for its entry into force on the day following the date of its publication), the provisions on Top-up Tax set out in Clause (2) of Article One of this Decree-Law (which provided for the addition of Clause 3 to Article 3 above) shall apply from the date specified by a Cabinet decision issued on the proposal of the Minister, and that decision shall be published in the Official Gazette"; hence this note.';
    expect(edges(find('fdl-47-2022', text, { articleNumbers: articles(70), article: 'Notes' }))).toEqual(['refers_to fdl-60-2023#3']);
  });

  it('an instrument the parser cannot identify stays unresolved with its name (cd-142-2024 Annex)', () => {
    const text =
      '4.3.3 In relation to Articles 4.3.2(c) and (d) of the Pillar Two Model Rules, an amount of Covered Taxes on Passive Income may be allocated to the Constituent Entity-owner located in the UAE in accordance with the following provisions:';
    expect(find('cd-142-2024', text, { articleNumbers: ['1', '2', '3', '4.3'], article: '4.3' })).toMatchObject([
      {
        kind: 'refers_to',
        targetSlug: null,
        targetArticle: '4.3.2',
        instrumentText: 'the Pillar Two Model Rules',
        text: 'Articles 4.3.2(c) and (d) of the Pillar Two Model Rules',
      },
    ]);
  });
});

describe('findReferences: lists, ranges and coordinated references', () => {
  it('a list gives one reference per article, all with the span of the whole list (fta-3-2024)', () => {
    const text =
      'For the purposes of Clause (1) of Article (51) of Federal Decree-Law No. (47) of 2022 referred to above, any Taxable Person shall submit a Tax Registration application in accordance with the timelines referred to in Articles (3), (4) and (5) of this Decision.';
    const refs = find('fta-3-2024', text, { articleNumbers: articles(8) });
    expect(edges(refs)).toEqual(['implements fdl-47-2022#51', 'refers_to fta-3-2024#3', 'refers_to fta-3-2024#4', 'refers_to fta-3-2024#5']);
    const list = refs.slice(1);
    expect(new Set(list.map((r) => r.text))).toEqual(new Set(['Articles (3), (4) and (5) of this Decision']));
    expect(new Set(list.map((r) => r.start)).size).toBe(1);
  });

  it('"Articles (46) and (47) of this Decree-Law"', () => {
    const refs = find('fdl-47-2022', '(h) The available tax credits claimed under Articles (46) and (47) of this Decree-Law.', {
      articleNumbers: articles(70),
    });
    expect(edges(refs)).toEqual(['refers_to fdl-47-2022#46', 'refers_to fdl-47-2022#47']);
  });

  it('a range names every article in it ("Articles 3 to 5")', () => {
    expect(edges(find('fta-3-2024', 'The Persons referred to in Articles 3 to 5 of this Decision.', { articleNumbers: articles(8) }))).toEqual([
      'refers_to fta-3-2024#3',
      'refers_to fta-3-2024#4',
      'refers_to fta-3-2024#5',
    ]);
  });

  it('paragraph numbers of the annex target their article: "Articles 3.1.1 to 3.1.4" → 3.1 (cd-142-2024)', () => {
    const text = '3.1.5 Articles 3.1.1 to 3.1.4 shall apply separately to a:';
    const known = ['1', '2', '3', '3.1', '3.2'];
    expect(edges(find('cd-142-2024', text, { articleNumbers: known, article: '3.2' }))).toEqual(['refers_to cd-142-2024#3.1']);
    // Within Article 3.1 itself they are its own paragraphs, like "Clause (2) of this Article".
    expect(find('cd-142-2024', text, { articleNumbers: known, article: '3.1' })).toEqual([]);
  });

  it('paragraph letters after a number are not a range: "Article 7.1.1 (a) to (c)" (cd-142-2024)', () => {
    const text = 'i. in respect of an Ultimate Parent Entity that is a Flow-through Entity, a holder described in Article 7.1.1 (a) to (c); and';
    expect(find('cd-142-2024', text, { articleNumbers: ['7.1', '8.2'], article: '8.2' })).toMatchObject([{ targetArticle: '7.1', text: 'Article 7.1.1 (a)' }]);
  });

  it('inside the annex "Articles 3 to 7" are its chapters, not the decision\'s articles; "Article 8.2" is an article', () => {
    const text =
      '5.6.2 The Effective Tax Rate and Top-up Tax of a Minority-Owned Constituent Entity that is not a member of a Minority-Owned Subgroup is computed on an entity basis in accordance with Articles 3 to 7, and Article 8.2.';
    const refs = find('cd-142-2024', text, { articleNumbers: ['1', '2', '3', '3.1', '5.6', '8.1', '8.2'], article: '5.6' });
    expect(edges(refs)).toEqual(['refers_to cd-142-2024#8.2']);
  });

  it('coordinated references share the instrument named after the last of them (cd-75-2023 definitions)', () => {
    const text =
      '- **Declaration**: A declaration submitted in accordance with Clauses (5) and (6) of Article (53) or Clause (1) of Article (55) of the Corporate Tax Law.';
    const refs = find('cd-75-2023', text);
    expect(edges(refs)).toEqual(['implements fdl-47-2022#53', 'implements fdl-47-2022#55']);
    expect(refs[0]!.text).toBe('Clauses (5) and (6) of Article (53) or Clause (1) of Article (55) of the Corporate Tax Law');
    expect(refs[1]!.text).toBe('Clause (1) of Article (55) of the Corporate Tax Law');
  });
});

describe('findReferences: whole instruments', () => {
  it('a numbered instrument outside the collection stays unresolved with its name (md-73-2023 Preamble)', () => {
    const text =
      '- Federal Decree-Law No. (47) of 2022 on the Taxation of Corporations and Businesses;\n- Cabinet Decision No. (22) of 2016 on the Unified Definition of Small and Medium Projects and Enterprises; and\n- Cabinet Decision No. (44) of 2020 on Organising the Reports Submitted by Multinational Companies,';
    const refs = find('md-73-2023', text);
    expect(edges(refs)).toEqual(['refers_to fdl-47-2022#', 'refers_to ?Cabinet Decision No. (22) of 2016#', 'refers_to ?Cabinet Decision No. (44) of 2020#']);
    expect(refs.every((r) => text.slice(r.start, r.end) === r.text)).toBe(true);
  });

  it('without its year a number names the instrument only when it is the document itself (md-73-2023 Article 3)', () => {
    expect(
      edges(
        find(
          'md-73-2023',
          '1. A Constituent Entity that is a member of a Multinational Enterprise Group, as defined in Cabinet Decision No. (44) referred to above.',
        ),
      ),
    ).toEqual(['refers_to ?Cabinet Decision No. (44)#']);
    expect(find('md-73-2023', 'Ministerial Decision No. 73\n\nIssued on 03/04/2023 AD')).toEqual([]);
  });

  it('instruments inside the title of another are part of its name (fdl-47-2022 Note 15)', () => {
    const text =
      '[Note 15] For the purposes of this Paragraph, see Article 2 of Ministerial Decision No. 105 dated 04/05/2023 on the Determination of the Conditions under which a Person may Continue to be Deemed an Exempt Person, or Cease to be Deemed an Exempt Person from a Different Date, for the Purposes of Federal Decree-Law No. (47) of 2022 on the Taxation of Corporations and Businesses; hence this note.';
    expect(edges(find('fdl-47-2022', text, { articleNumbers: articles(70) }))).toEqual(['refers_to md-105-2023#2']);
  });

  it('a name being defined is not a reference; the Law it defines is (md-73-2023 Article 1)', () => {
    const text =
      'The words and expressions used in this Decision shall have the meanings assigned to them in Federal Decree-Law No. (47) of 2022 referred to above (the "Corporate Tax Law").';
    expect(edges(find('md-73-2023', text))).toEqual(['refers_to fdl-47-2022#']);
  });

  it('"the Executive Regulation" of a Law is the decision titled so; of a Law it cannot name it stays unresolved (fdl-28-2022)', () => {
    expect(edges(find('fdl-28-2022', 'in accordance with the controls specified by the Executive Regulation.'))).toEqual(['refers_to cd-74-2023#']);
    const note =
      'Clause 3 of the same Article provides that the Executive Regulation of this repealed Federal Law, as amended, and any other decisions issued in implementation thereof shall continue to apply';
    expect(edges(find('fdl-28-2022', note))).toEqual(['refers_to ?the Executive Regulation#']);
  });

  it('"this Decision" alone names the document itself and makes no reference', () => {
    expect(find('md-73-2023', 'This Decision shall be published and shall come into force (15) fifteen days after the date of its publication.')).toEqual([]);
  });
});

describe('findReferences: what is not a reference', () => {
  it('clauses of the same article, amounts, percentages and dates are not references', () => {
    const text =
      '3. A Taxable Person may not elect to apply Small Business Relief if its Revenue in any relevant or previous Tax Period exceeded the threshold set out in Clause (1) of this Article, AED (3,000,000), (5%) five percent, 31 December 2026, Issue No. 749, p. 105.';
    expect(find('md-73-2023', text, { articleNumbers: articles(7) })).toEqual([]);
  });

  it('an article of this document that does not exist is dropped', () => {
    expect(find('md-73-2023', 'set out in Clause (1) of Article (2) of this Decision', { articleNumbers: ['1'] })).toEqual([]);
    expect(edges(find('md-73-2023', 'set out in Clause (1) of Article (2) of this Decision', { articleNumbers: ['1', '2'] }))).toEqual([
      'refers_to md-73-2023#2',
    ]);
  });

  it('"pursuant to" in an editorial note only refers (cd-85-2022 Note 2)', () => {
    const text =
      '[Note 2] This Federal Law was repealed pursuant to Clause (1) of Article 55 of Federal Decree-Law No. 28 dated 30/09/2022 on Tax Procedures (which, pursuant to Article 57 thereof, is in force as of 1 March 2023).';
    expect(edges(find('cd-85-2022', text))).toEqual(['refers_to fdl-28-2022#55', 'refers_to fdl-28-2022#57']);
  });

  it('editorial notes implement nothing, even "for the purposes of" a Law\'s article (constructed from the notes\' wording)', () => {
    const text =
      '[Note 20] For the purposes of Paragraph (c) of Clause (4) of Article (11) of the Corporate Tax Law, see Clause (1) of Article 2 of this Decision; hence this note.';
    expect(edges(find('cd-56-2023', text, { articleNumbers: articles(7) }))).toEqual(['refers_to fdl-47-2022#11', 'refers_to cd-56-2023#2']);
  });
});
