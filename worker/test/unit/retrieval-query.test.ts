import { describe, expect, it } from 'vitest';
import { arabicIndexForms, arabicLightStem, isArabicStopWord } from '../../src/services/text/arabic.ts';
import { buildMatch } from '../../src/services/retrieval/fts-query.ts';
import { matchGlossary, parseGlossary } from '../../src/services/retrieval/glossary.ts';
import { porterStem } from '../../src/services/text/porter-stemmer.ts';
import { expandNegations } from '../../src/services/text/tokenize.ts';
import { withReadings } from '../../src/services/retrieval/retriever.ts';
import { PRACTITIONER_SYNONYMS } from '../../src/services/retrieval/synonyms.ts';
import { analyseQuery, arabicConcepts, findTrigger, sameWord, WEIGHTS, type QueryPlan } from '../../src/services/retrieval/query-analysis.ts';

const ARTICLE_1 = [
  'In applying the provisions of this Decree-Law, the following words and expressions shall have the meanings assigned against each of them:',
  '',
  '- **Exempt Person**: A Person exempt from Corporate Tax under Article (4) of this Decree-Law.',
  '- **Tax Loss**: The negative Taxable Income for the relevant Tax Period, as calculated under this Decree-Law.',
  '- **Tax Group**: Two or more Taxable Persons treated as a single Taxable Person in accordance with the conditions set out in Article (40) of this Decree-Law.',
  '- **Interest**: Any amount incurred or accrued in return for the use of money or credit, including discounts, premiums and profit paid in respect of an Islamic financial instrument.',
  '- **Tax Procedures Law**: The federal law regulating tax procedures in the State.',
  '- **Withholding Tax**: Corporate Tax that is withheld from State Sourced Income in accordance with Article (45) of this Decree-Law. [Note 9]',
].join('\n');

const glossary = parseGlossary(ARTICLE_1);

const termsOf = (plan: QueryPlan, source?: string) => plan.terms.filter((t) => !source || t.source === source).map((t) => t.stems.join(' '));
/** The statute wordings the practitioner synonyms add to a question, as stems. */
const expansions = (q: string) => termsOf(analyseQuery(q, { glossary: null }), 'synonym');
/** The Arabic wordings of the practitioner concepts an Arabic question names. */
const arabicConceptWordings = (q: string) => arabicConcepts(q).flatMap((c) => c.wordings);

describe('porterStem', () => {
  // Pairs as SQLite's FTS5 porter tokenizer stems them (checked with its fts5vocab table).
  it.each([
    ['relieving', 'reliev'],
    ['reliefs', 'relief'],
    ['deregistration', 'deregistr'],
    ['generalization', 'gener'],
    ['taxable', 'taxabl'],
    ['ponies', 'poni'],
    ['caresses', 'caress'],
    ['hopeful', 'hope'],
    ['carrying', 'carri'],
    ['carried', 'carri'],
    ['losses', 'loss'],
    ['2022', '2022'],
    ['ab', 'ab'],
  ])('%s → %s', (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });
});

describe('analyseQuery', () => {
  it('keeps informative words only, folded and stemmed like the index', () => {
    const plan = analyseQuery('Can we still use the LOSSES of our UAE company?', { glossary: null });
    expect(termsOf(plan, 'query')).toEqual(['loss', 'compani']);
    expect(plan.concepts.map((c) => c.word)).toEqual(['losses', 'company']);
  });

  it('reads American spellings as the British the texts write, whose stems differ', () => {
    // Porter stems "recognized" to "recogn" and the texts' "recognised" to "recognis": as typed, they never meet.
    const plan = analyseQuery('When are UNREALIZED gains Recognized?', { glossary: null });
    expect(termsOf(plan, 'query')).toEqual(expect.arrayContaining(['unrealis', 'recognis']));
    expect(termsOf(plan, 'query')).not.toContain('recogn');
  });

  it('adds the statute wording of practitioner phrases, weighted below the question’s own words', () => {
    const plan = analyseQuery('Does thin cap apply to our SBR election?', { glossary: null });
    const synonyms = plan.terms.filter((t) => t.source === 'synonym');
    expect(synonyms.map((t) => t.stems.join(' '))).toEqual(expect.arrayContaining(['gener interest deduct limit rule', 'small busi relief']));
    expect(synonyms.every((t) => t.weight === WEIGHTS.synonym)).toBe(true);
    // The expansion stands for the words that triggered it (coverage credit).
    const cap = plan.concepts.findIndex((c) => c.word === 'cap');
    expect(synonyms.find((t) => t.stems[0] === 'gener')!.concepts).toContain(cap);
  });

  it('reads "taxed at 0%" and "taxed at 9%" as the rates they name, whose figures alone match nothing', () => {
    expect(termsOf(analyseQuery('Is a free zone company taxed at 0%?', { glossary: null }), 'synonym')).toContain('zero percent');
    expect(termsOf(analyseQuery('Is all our profit taxed at 9%?', { glossary: null }), 'synonym')).toContain('corpor tax rate');
  });

  it('reads getting onto or off a list as an amendment of the schedule "by way of addition or deletion"', () => {
    const added = termsOf(analyseQuery('How can a new charity get added to the list of exempt public benefit entities?', { glossary: null }), 'synonym');
    expect(added).toEqual(expect.arrayContaining(['schedul', 'amend', 'addit or delet']));
    expect(termsOf(analyseQuery('Which entities are listed as public benefit entities?', { glossary: null }), 'synonym')).not.toContain('amend');
  });

  it('reads a member\'s share of what a vehicle earns as the law\'s "distributive share"', () => {
    const share = termsOf(analyseQuery("How is our share of the fund's profits taxed?", { glossary: null }), 'synonym');
    expect(share).toEqual(expect.arrayContaining(['distribut share', 'in proport to it ownership interest']));
    // In Arabic, the law's own wordings of it are what the official text is searched for.
    expect(arabicConceptWordings('كيف تُفرض الضريبة على حصتنا من أرباح الصندوق؟')).toEqual(expect.arrayContaining(['الحصة الموزعة', 'حصة ملكيته']));
    // The statute's "profit shares" (dividends) is no member's share.
    expect(termsOf(analyseQuery('Are profit shares from a subsidiary exempt?', { glossary: null }), 'synonym')).not.toContain('distribut share');
  });

  it('reads losses carried forward as the law says it: deducted from the Taxable Income of subsequent Tax Periods', () => {
    expect(termsOf(analyseQuery('Can tax losses be carried forward?', { glossary: null }), 'synonym')).toContain('taxabl incom of subsequ tax period');
    // Only losses: unused net interest expenditure is "carried forward and deducted in the following ten Tax Periods".
    expect(termsOf(analyseQuery('How long can unused net interest expenditure be carried forward?', { glossary: null }), 'synonym')).not.toContain(
      'taxabl incom of subsequ tax period',
    );
  });

  it("reads the Authority collecting one member's tax from the others as their joint and several liability", () => {
    const q = 'If the group company we nominated to pay the top-up tax does not pay, can the FTA collect it from our other UAE companies?';
    expect(termsOf(analyseQuery(q, { glossary: null }), 'synonym')).toContain('jointli and sever liabl');
    expect(arabicConcepts('فهل يحق للهيئة تحصيل المبلغ من شركاتنا الأخرى في الدولة؟').flatMap((c) => c.english)).toContain('jointly and severally liable');
  });

  it('reads a deadline on a weekend or a holiday as the Tax Procedures Law\'s "last day of the period" that is not a Business Day', () => {
    expect(termsOf(analyseQuery('If a filing deadline falls on a weekend or public holiday, when is it due?', { glossary: null }), 'synonym')).toContain(
      'last dai of the period',
    );
    expect(arabicConcepts('إذا صادف آخر موعد للتقديم عطلة رسمية').flatMap((c) => c.english)).toContain('last day of the period');
  });

  it('reads companies exchanging assets ("تتبادلان مبنى مقابل محفظة") as the exchange of assets', () => {
    expect(arabicConcepts('شركتان من شركات مجموعتنا تتبادلان مبنى مقابل محفظة من الذمم المدينة').flatMap((c) => c.english)).toContain(
      'in the form of another asset',
    );
  });

  it('reads parties "related" to each other ("ذواتا علاقة") as Related Parties', () => {
    expect(arabicConcepts('هل الشركتان ذواتا علاقة ببعضهما؟').flatMap((c) => c.english)).toContain('related parties');
  });

  it('reads "subject to corporate tax" as asking who is a Taxable Person', () => {
    expect(termsOf(analyseQuery('Are foreign companies subject to UAE corporate tax?', { glossary: null }), 'synonym')).toContain('taxabl person');
  });

  it('reads whether an arrangement is taxed itself as the Law\'s "Taxable Person in its own right"', () => {
    expect(termsOf(analyseQuery('Is the joint venture itself taxed?', { glossary: null }), 'synonym')).toContain('taxabl person in it own right');
    expect(termsOf(analyseQuery('Is a partnership taxed separately from its partners?', { glossary: null }), 'synonym')).toContain(
      'taxabl person in it own right',
    );
    expect(termsOf(analyseQuery('Is the fund taxed on its income?', { glossary: null }), 'synonym')).not.toContain('taxabl person in it own right');
  });

  it('reads the Authority named in full in Arabic as "الهيئة" (its English names are how its decisions are titled)', () => {
    const arabic = analyseQuery('هل يجوز للهيئة الاتحادية للضرائب تعليق صرف المبلغ المسترد؟', { glossary: null });
    expect(arabic.terms.filter((t) => t.source === 'query').map((t) => t.stems[0])).not.toContain('ضرائب');
    expect(termsOf(analyseQuery('Can the Federal Tax Authority hold back our refund?', { glossary: null }), 'query')).toContain('feder');
  });

  it('reads who holds a fund\'s units as its investor (the heading "Investor Income")', () => {
    expect(termsOf(analyseQuery('We are unitholders of a local fund. Is our income taxed?', { glossary: null }), 'synonym')).toContain('investor');
    expect(termsOf(analyseQuery('Our company holds units in a real estate fund.', { glossary: null }), 'synonym')).toContain('investor');
  });

  it('reads a personal and business use as the Law\'s expenditure "incurred for more than one purpose"', () => {
    // The expansion used to be a wording no text of the collection holds.
    expect(termsOf(analyseQuery('Can we deduct a car used for personal and business purposes?', { glossary: null }), 'synonym')).toContain(
      'more than on purpos',
    );
    // …also when the private side is named by what it is.
    expect(termsOf(analyseQuery('The owner uses the car both for client visits and for family trips.', { glossary: null }), 'synonym')).toContain(
      'more than on purpos',
    );
  });

  it('reads sales that "don\'t qualify" as the law\'s non-qualifying Revenue, in every form of the negation', () => {
    for (const q of ["Our free zone company has sales that don't qualify.", 'Some of our income does not qualify.', "What if a sale doesn't qualify?"]) {
      expect(termsOf(analyseQuery(q, { glossary: null }), 'synonym'), q).toContain('non qualifi revenu');
    }
  });

  it('drops the words that only ask whether something exists or can be done ("available", "possible")', () => {
    expect(termsOf(analyseQuery('Is a foreign tax credit available?', { glossary: null }), 'query')).toEqual(['foreign', 'tax', 'credit']);
  });

  it('knows whether a question is about the Top-up Tax on multinational groups (regimes.ts)', () => {
    const outside = (q: string, history?: string[]) => analyseQuery(q, { glossary: null, history }).outsideRegime;
    expect(outside('Is the joint venture itself taxed?')).toBe(true);
    expect(outside('Does our MNE group pay the UAE top-up tax?')).toBe(false);
    expect(outside('Until when can we rely on our country-by-country report figures?')).toBe(false);
    expect(outside('هل تخضع الكيانات المكونة للضريبة التكميلية؟')).toBe(false);
    // A term only the regime's instruments define names it too (regime-terms.ts), singular or plural; a term the Law
    // shares with it ("Permanent Establishment") does not.
    expect(outside('How is the Substance-based Income Exclusion calculated?')).toBe(false);
    expect(outside('What are excluded entities?')).toBe(false);
    expect(outside('When does a foreign company have a permanent establishment?')).toBe(true);
    // So does a practitioner wording whose statute wordings are all the regime's ("الكيانات المستبعدة": Excluded Entity),
    // not one whose wordings only include one of them ("financial year" adds the regime's "fiscal year" among others).
    expect(outside('ما هي الكيانات المستبعدة؟')).toBe(false);
    expect(outside('What are the safe harbours?')).toBe(false);
    expect(outside('Can a business choose its financial year?')).toBe(true);
    // An instrument named by number, or an earlier question about the regime, is reason enough to read it.
    expect(outside('Which entities must register under Cabinet Decision No. 142 of 2024?')).toBe(false);
    expect(outside('And what about a joint venture?', ['Which entities pay the Pillar Two top-up tax?'])).toBe(false);
  });

  it('reads a company as the juridical person the Law names, unless a longer wording names another concept', () => {
    expect(expansions('When is a company resident in the UAE?')).toContain('jurid person');
    expect(expansions('Can an LLC form a tax group?')).toContain('jurid person');
    // The "company" of a sister company is the relationship; of a free zone company, the Free Zone Person.
    expect(expansions('Can we move a division into a sister company?')).not.toContain('jurid person');
    expect(expansions('Can we move a division into a sister company?')).toContain('relat parti');
    expect(expansions('Do free zone companies need to register?')).not.toContain('jurid person');
    // A word of an entry that is not generic still counts inside another's wording: a pension fund is also a fund.
    expect(expansions('Is an exempt pension fund taxed?')).toEqual(expect.arrayContaining(['privat pension fund', 'invest fund']));
  });

  it('reads a question asking when a rule starts to apply as asking for the provisions that say so', () => {
    for (const q of [
      'From when does corporate tax apply to my business?',
      'When does the law start to apply to my company?',
      'متى يبدأ تطبيق القانون على شركتي؟',
    ])
      expect(expansions(q)).toEqual(expect.arrayContaining(['tax period commenc on or after', 'entri into forc']));
    // Only a question naming it asks for the first Tax Period (the transitional rules).
    expect(expansions('From when does corporate tax apply to my business?')).not.toContain('first tax period');
    expect(expansions('What is our first tax period?')).toContain('first tax period');
    expect(expansions('When is the return due?')).not.toContain('entri into forc');
  });

  it('reads how long the Authority may still audit as its limitation period, and needing an auditor as audited statements', () => {
    for (const q of ['How long does the FTA have to audit?', 'How far back can the FTA audit our returns?']) expect(expansions(q)).toContain('statut of limit');
    expect(expansions('How long do we have to file the return?')).not.toContain('statut of limit');
    expect(expansions('Do I need an auditor for financial statements?')).toContain('audit financi statement');
  });

  it('reads when to register as asking for the Authority’s registration timelines', () => {
    for (const q of ['What is the deadline for corporate tax registration?', 'When must we register for corporate tax?'])
      expect(expansions(q)).toContain('tax registr timelin');
    expect(expansions('How do I register for corporate tax?')).not.toContain('tax registr timelin');
  });

  it('reads choosing or changing the financial year as a change of Tax Period, with words in between', () => {
    for (const q of ['Can a business choose its financial year?', 'Can we change our financial year end?', 'May we use a different financial year?'])
      expect(expansions(q)).toContain('chang in tax period');
    expect(expansions('When does our financial year end?')).not.toContain('chang in tax period');
  });

  it('reads "paid" as paying: the Law heads its article "Payment of Corporate Tax"', () => {
    expect(termsOf(analyseQuery('When must corporate tax be paid?', { glossary: null }), 'synonym')).toContain('payment');
  });

  it('matches multi-word practitioner phrases with a few words in between', () => {
    expect(findTrigger(['cancel', 'it', 'corpor', 'tax', 'registr'], ['cancel', 'registr'])).toEqual([0, 4]);
    expect(findTrigger(['cancel', 'a', 'b', 'c', 'd', 'registr'], ['cancel', 'registr'])).toBeNull();
    const plan = analyseQuery('How long do we have to cancel our corporate tax registration after liquidation?', { glossary: null });
    expect(termsOf(plan, 'synonym')).toEqual(expect.arrayContaining(['tax deregistr']));
  });

  it('reads a possessive with the noun right after it: "my investment in shares" is not "my share" of a partnership', () => {
    expect(findTrigger(['my', 'investment', 'in', 'shares'], ['my', 'shares'])).toBeNull();
    expect(findTrigger(['my', 'shares', 'of', 'profit'], ['my', 'shares'])).toEqual([0, 1]);
    expect(expansions('Will I be subject to Corporate Tax on my investment in shares?')).not.toContain('distribut share');
    expect(expansions('How is my share of the partnership profit taxed?')).toContain('distribut share');
  });

  it('meets a trigger naming an act with the verb that names the doing: "reconsider" is asking for reconsideration', () => {
    expect(sameWord('reconsider', 'reconsideration')).toBe(true);
    expect(sameWord('merged', 'merger')).toBe(true);
    expect(sameWord('reconsideration', 'reconsider')).toBe(false);
    expect(termsOf(analyseQuery('How do I ask the FTA to reconsider a decision?', { glossary: null }), 'synonym')).toContain('reconsider');
  });

  it('matches a trigger word for word (or its plural), never by a shared stem', () => {
    expect(sameWord('loans', 'loan')).toBe(true);
    expect(sameWord('taxes', 'tax')).toBe(true);
    expect(sameWord('receivables', 'receiver')).toBe(false);
    expect(sameWord('finance', 'financing')).toBe(false);
    expect(sameWord('book', 'books')).toBe(false);
    // 'upe' stems to 'up': a top-up question is not about the ultimate parent entity.
    expect(expansions('How is the domestic top-up tax computed?')).not.toContain('ultim parent entiti');
    expect(expansions('Who is the UPE of our group?')).toContain('ultim parent entiti');
    // "book value" is not "the books" (record keeping); "receivables" is not a "receiver"; the Ministry of Finance is not financing.
    expect(expansions('We transferred the division at book value.')).not.toContain('record keep');
    expect(expansions('How long must we keep our books?')).toContain('record keep');
    expect(expansions('Are trade receivables written off deductible?')).not.toContain('legal repres');
    expect(expansions('Which decisions has the Ministry of Finance issued?')).not.toContain('financi liabil');
    expect(expansions('Is interest on our bank financing deductible?')).toContain('financi liabil');
  });

  it('adds defined terms the question names, and those whose definition it paraphrases', () => {
    const named = analyseQuery('Is a tax group taxed as one person?', { glossary });
    expect(named.glossaryHits.map((h) => [h.entry.term, h.via])).toContainEqual(['Tax Group', 'term']);
    const described = analyseQuery('What if our taxable income for the period is negative?', { glossary });
    expect(described.glossaryHits.map((h) => [h.entry.term, h.via])).toContainEqual(['Tax Loss', 'definition']);
    expect(termsOf(described, 'glossary')).toContain('tax loss');
    // A term only of words most definitions use is no signal.
    const generic = parseGlossary(
      [
        'Corporate Tax: The tax imposed.',
        'Alpha: Corporate Tax on alpha.',
        'Beta: Corporate Tax on beta.',
        'Gamma: Corporate Tax on gamma.',
        'Delta: Corporate Tax on delta.',
      ]
        .map((l) => `- **${l.replace(':', '**:')}`)
        .join('\n'),
    );
    expect(generic.common).toEqual(new Set(['corpor', 'tax']));
    expect(analyseQuery('What is the corporate tax on a person?', { glossary: generic }).glossaryHits).toEqual([]);
  });

  it('reads the articles a definition points at', () => {
    expect(glossary.entries.find((e) => e.term === 'Tax Group')!.articles).toEqual(['40']);
    expect(glossary.entries.find((e) => e.term === 'Withholding Tax')!.articles).toEqual(['45']);
    // "[Note 9]" and the definition's own words are not part of what it is about.
    expect(glossary.entries.find((e) => e.term === 'Withholding Tax')!.definitionStems).not.toContain('note');
  });

  it('reads a term a question asks for by its genus and difference, all of the question and no more', () => {
    const law = parseGlossary(
      [
        '- **Person**: Any natural person or juridical person.',
        '- **Exempt Person**: A Person exempt from Corporate Tax under Article (4) of this Decree-Law.',
        '- **Taxable Person**: A Person that is subject to Corporate Tax in the State under this Decree-Law.',
        '- **Taxable Income**: The income that is subject to Corporate Tax under this Decree-Law.',
        '- **Exempt Income**: Any income exempt from Corporate Tax under this Decree-Law.',
        '- **Qualifying Free Zone Person**: A Free Zone Person that meets the conditions set out in Article (18) of this Decree-Law and is subject to Corporate Tax under Clause (2) of Article (3) of this Decree-Law.',
      ].join('\n'),
    );
    expect(law.entries.find((e) => e.term === 'Taxable Person')!.genus).toEqual({ head: 'person', difference: ['subject', 'corpor', 'tax'] });
    // Where the Law governs the term is not what sets it apart; a long difference is a rule, not a name.
    expect(law.entries.find((e) => e.term === 'Exempt Person')!.genus).toEqual({ head: 'person', difference: ['exempt', 'corpor', 'tax'] });
    expect(law.entries.find((e) => e.term === 'Qualifying Free Zone Person')!.genus).toBeNull();
    const meant = (q: string) => analyseQuery(q, { glossary: law }).glossaryHits.flatMap((h) => (h.via === 'meaning' ? [h.entry.term] : []));
    expect(meant('Who is subject to Corporate Tax in the UAE?')).toEqual(['Taxable Person']);
    expect(meant('Who is exempt from corporate tax?')).toEqual(['Exempt Person']);
    expect(meant('Which persons are exempt from Corporate Tax?')).toEqual(['Exempt Person']);
    expect(meant('What income is exempt from Corporate Tax?')).toEqual(['Exempt Income']);
    expect(meant('What income is subject to Corporate Tax?')).toEqual(['Taxable Income']);
    // A kind of person the definition does not name, or an act it does not state, is another question.
    expect(meant('Are foreign companies subject to Corporate Tax?')).toEqual([]);
    expect(meant('Who is subject to Corporate Tax on rental income?')).toEqual([]);
    expect(meant('Who has to pay Corporate Tax?')).toEqual([]);
    // Named by its meaning, the term counts as the question's own words, and points at the article its definition names.
    expect(termsOf(analyseQuery('Who is subject to Corporate Tax?', { glossary: law }))).toContain('taxabl person');
    expect(analyseQuery('Who is exempt from corporate tax?', { glossary: law }).glossaryHits.find((h) => h.via === 'meaning')!.entry.articles).toEqual(['4']);
  });

  it('does not evoke a term from one shared common word', () => {
    const hits = matchGlossary(glossary, ['the', 'tax', 'period'], new Set(['tax', 'period']));
    expect(hits.map((h) => h.entry.term)).not.toContain('Tax Loss');
  });

  it('tells a general question (the rule asked, no facts of its own) from one that states its situation', () => {
    const general = (q: string) => analyseQuery(q, { glossary: null, synonyms: true }).general;
    expect(general('When is the return due?')).toBe(true);
    expect(general('متى يجب تقديم الإقرار الضريبي؟')).toBe(true);
    expect(general('We are a free zone company. When is our return due?')).toBe(false);
    expect(general('When is the return due under Cabinet Decision No. 75 of 2023?')).toBe(false);
    expect(general('Is a company with revenue of AED 2 million eligible?')).toBe(false);
    expect(general('When must a resident juridical person with a licence issued in March register for corporate tax?')).toBe(false);
    // About the asker's own case, or a follow-up read with the question before it.
    expect(general('Are we exempt?')).toBe(false);
    expect(general('نحن جمعية خيرية غير ربحية، هل نحن معفون من الضريبة؟')).toBe(false);
    expect(general('هل شركتنا معفاة؟')).toBe(false);
    expect(analyseQuery('And for banks?', { glossary: null, synonyms: true, history: ['Is interest deductible?'] }).general).toBe(false);
  });

  it('adds earlier questions of a follow-up at fading weights, without concepts', () => {
    const plan = analyseQuery('And for banks?', { glossary: null, history: ['What is the interest deduction cap?', 'Does it apply to insurers?'] });
    const history = plan.terms.filter((t) => t.source === 'history');
    expect(history.find((t) => t.stems[0] === 'insur')!.weight).toBe(WEIGHTS.history[0]);
    expect(history.find((t) => t.stems[0] === 'interest')!.weight).toBe(WEIGHTS.history[1]);
    expect(history.every((t) => t.concepts.length === 0)).toBe(true);
  });

  it('recognises named instruments, articles and intents', () => {
    const plan = analyseQuery('What does "Tax Difference" mean under Cabinet Decision No. 75 of 2023, Article 1?', { glossary: null });
    expect(plan.documentRefs).toEqual([{ number: '75', year: 2023 }]);
    expect(plan.articleRefs).toEqual(['1']);
    expect(plan.asksDefinition).toBe(true);
    expect(analyseQuery('When does the decision come into force?', { glossary: null }).asksCommencement).toBe(true);
    expect(analyseQuery('Article 54 of the Corporate Tax Law', { glossary: null }).namesCorporateTaxLaw).toBe(true);
  });

  it('tells an article the question is about from one cited as the basis of what it asks', () => {
    const refs = (q: string) => {
      const p = analyseQuery(q, { glossary: null });
      return { cited: p.articleRefs, basis: p.basisArticleRefs, other: p.namesOtherInstrument };
    };
    expect(refs('What does Article 50 of the Corporate Tax Law provide?')).toEqual({ cited: ['50'], basis: [], other: false });
    expect(refs('Which persons must keep audited financial statements under Article 54(2) of the Corporate Tax Law?')).toEqual({
      cited: ['54'],
      basis: ['54'],
      other: false,
    });
    expect(refs('Who is exempt pursuant to Clause (1) of Article (4)?').basis).toEqual(['4']);
    expect(refs('ما فئات الخاضعين للضريبة بموجب البند (2) من المادة (54) من قانون ضريبة الشركات؟').basis).toEqual(['54']);
    expect(refs('ماذا تنص المادة (٥٠) من قانون ضريبة الشركات؟')).toEqual({ cited: ['50'], basis: [], other: false });
    // Cited as the subject once is enough; another instrument named by its kind.
    expect(refs('Does Article 27 apply to a transfer under Article 27?').basis).toEqual([]);
    expect(refs('What does Article 2 of the Cabinet Decision on Qualifying Income say?').other).toBe(true);
  });

  it('recognises the same intents asked in Arabic, spelling variants and particles included', () => {
    const intents = (q: string) => {
      const p = analyseQuery(q, { glossary: null });
      return { duration: p.asksDuration, amount: p.asksAmount, commencement: p.asksCommencement, definition: p.asksDefinition };
    };
    const none = { duration: false, amount: false, commencement: false, definition: false };
    // "كم" with a unit of time asks how long; otherwise how much.
    expect(intents('في غضون كم شهراً يجب تقديم الإقرار؟')).toEqual({ ...none, duration: true });
    expect(intents('كم تبلغ الغرامة على التأخير؟')).toEqual({ ...none, amount: true });
    expect(intents('ما هي المُهلة المتاحة للاعتراض؟')).toEqual({ ...none, duration: true });
    expect(intents('ما آخر موعد لتقديم الطلب؟')).toEqual({ ...none, duration: true });
    expect(intents('ما الحد الأقصى للخصم؟')).toEqual({ ...none, amount: true });
    expect(intents('ما نسبة الضريبة على الدخل الخاضع؟')).toEqual({ ...none, amount: true });
    expect(intents('متى يدخل القرار حيز التنفيذ؟')).toEqual({ ...none, commencement: true });
    expect(intents('ما المقصود بالشخص المؤهل؟')).toEqual({ ...none, definition: true });
    // Words that only contain those letters are not the intent: "حكم" is not "كم", "المدير" not "المدة".
    expect(intents('هل يخضع حكم المحكمة للضريبة؟')).toEqual(none);
    expect(intents('هل المدير مسؤول عن التسجيل؟')).toEqual(none);
  });

  it('reduces Arabic words to light stems and looks them up in their prefixed forms', () => {
    expect(arabicLightStem('والضريبه')).toBe('ضريب');
    expect(arabicLightStem('الايرادات')).toBe('ايراد');
    // The plural of a word in -iyya meets its singular.
    expect(arabicLightStem('الجمعيات')).toBe(arabicLightStem('جمعيه'));
    expect(arabicLightStem('العمليات')).toBe(arabicLightStem('عمليه'));
    // Long stems are also looked up as prefixes (their endings); short ones with their endings spelled out.
    expect(arabicIndexForms('ايراد')).toEqual(expect.arrayContaining(['ايراد', 'الايراد', 'بالايراد']));
    expect(arabicIndexForms('شرك')).toEqual(expect.arrayContaining(['شرك', 'الشركات', 'للشركه']));
    // A preposition joined to "ما" or "من" is a function word, as its parts are: "أكثر مما هو مستحق" is about what is due.
    for (const w of ['مما', 'عما', 'ممن', 'فيما']) expect(isArabicStopWord(w)).toBe(true);
    expect(analyseQuery('سددنا أكثر مما هو مستحق', { glossary: null }).terms.map((t) => t.stems[0])).not.toContain('مما');
    // "Under" (بموجب) is a function word, as in English: "بموجب رخصة" is about the licence.
    expect(isArabicStopWord('بموجب')).toBe(true);
    // The tens are no plurals of the units: ninety is not nine, fifty not five ("(95%) خمسة وتسعين بالمائة" and "تسعة بالمائة").
    expect(arabicLightStem('وتسعين')).not.toBe(arabicLightStem('تسعه'));
    expect(arabicLightStem('خمسين')).not.toBe(arabicLightStem('خمسه'));
    expect(arabicLightStem('وتسعين')).toBe(arabicLightStem('تسعون'));
    const plan = analyseQuery('حد الإيرادات في الضريبة', { glossary: null });
    expect(plan.hasArabic).toBe(true);
    expect(plan.terms.filter((t) => t.arabic).map((t) => t.stems[0])).toEqual(['حد', 'ايراد', 'ضريب']);
  });

  it('gives the Arabic wordings of the practitioner concepts an Arabic question names, the official term among them', () => {
    // "لإبلاغ" (to inform) names the notification concept: the official Arabic says "إخطار" as often.
    expect(arabicConceptWordings('ما المهلة المتاحة لإبلاغ الهيئة؟')).toEqual(expect.arrayContaining(['إخطار', 'إبلاغ', 'المهلة']));
    expect(arabicConceptWordings('What is the deadline to notify the Authority?')).toEqual([]);
    expect(arabicConceptWordings('هل الأرض كروية؟')).toEqual([]);
  });

  it("reads a wording in the question's words without the pronoun the law never writes on them", () => {
    // "شركتنا في المنطقة الحرة" (our company in the free zone) is a "شركة في المنطقة الحرة".
    expect(arabicConceptWordings('شركتنا في المنطقة الحرة تحقق مبلغاً بسيطاً')).toContain('شركة في المنطقة الحرة');
    expect(arabicConceptWordings('شركة في المنطقة الحرة')).toContain('شركة في المنطقة الحرة');
    // Retrieval's own terms are not widened: the English statute wordings come only from the words as written.
    expect(expansions('شركتنا في المنطقة الحرة تحقق مبلغاً بسيطاً')).not.toContain('free zone person');
  });

  it('reads the everyday Arabic as the English: the individual, control, and selling shares', () => {
    // The singular names a natural person, as "individual" does in English.
    expect(expansions('هل يخضع الفرد لضريبة الشركات؟')).toContain('natur person');
    // The official Arabic says "التحكم"; a practitioner says "السيطرة".
    expect(expansions('ما المقصود بالسيطرة؟')).toContain('control');
    expect(arabicConceptWordings('ما المقصود بالسيطرة؟')).toContain('التحكم');
    expect(expansions('We sold our shares in a subsidiary last year. Is the gain taxed?')).toContain('particip exempt');
    // "المبلغ المسترد" (the amount refunded) is a refund, as "الاسترداد" is.
    expect(expansions('هل يجوز للهيئة تعليق صرف المبلغ المسترد لنا؟')).toContain('refund');
    // Kept in the UAE by events: the temporary and exceptional situation, whose examples include travel restrictions.
    expect(expansions('Our director was stranded in Dubai because flights were grounded.')).toContain('temporari and except situat');
    // Someone buying into the asker's company is a change in its ownership (the limit on carrying losses forward).
    expect(expansions('An investor bought 70% of our shares this year. Can we still use our losses?')).toContain('chang in ownership');
    expect(expansions('We bought 70% of the shares of a supplier.')).not.toContain('chang in ownership');
    // To apply for something is to submit an application for it; a rule that applies to a person is not.
    expect(expansions('How long do we have to apply for the exemption?')).toContain('applic');
    expect(expansions('Does the exemption apply to a pension fund?')).not.toContain('applic');
    // Swapping one asset for another is the law's exchange of assets.
    expect(expansions('Two group companies are swapping a building for receivables.')).toContain('exchang of asset');
    expect(expansions('موظف لدينا عالق في الإمارات بسبب إغلاق المطارات')).toContain('temporari and except situat');
    // A loss, an acquisition, a pension plan: as their English entries read the bare words.
    expect(expansions('هل ما زال بإمكاننا الاستفادة من الخسائر التي تراكمت علينا؟')).toContain('tax loss');
    expect(expansions('استحوذ مستثمر على 70% من أسهمنا')).toContain('chang in ownership');
    expect(expansions('نساهم في خطة تقاعد خاصة لموظفينا')).toContain('privat pension fund');
    // Paying "على أقساط" is paying in instalments, the official Arabic's "تقسيط".
    expect(expansions('هل يمكن دفع المبلغ الإضافي على أقساط؟')).toContain('instal');
    expect(arabicConceptWordings('هل يمكن دفع المبلغ الإضافي على أقساط؟')).toContain('التقسيط');
    // Dividends name the participation exemption by its statute term, as in English: its Arabic wordings come too.
    expect(arabicConceptWordings('هل ندفع ضريبة الشركات على توزيعات الأرباح؟')).toEqual(expect.arrayContaining(['توزيعات الأرباح', 'إعفاء المشاركة']));
    expect(arabicConceptWordings('هل ندفع ضريبة الشركات على بيع أسهمنا؟')).not.toContain('التقسيط');
    // Each concept says which of the question's words named it, and its English statute terms.
    const ownership = arabicConcepts('استحوذ مستثمر على 70% من أسهمنا').find((c) => c.wordings.includes('تغيير الملكية'));
    expect(ownership).toMatchObject({ namedBy: ['استحوذ'], english: expect.arrayContaining(['change in ownership']) });
    // Letting property out, as the landlord says it ("أؤجر الشقق", I rent out the flats), is real estate investment.
    expect(expansions('أؤجر الشقق التي أملكها في دبي')).toContain('real estat invest');
    expect(expansions('يزيد إيراد الإيجار على مليون درهم')).toContain('real estat invest');
  });

  it('reads a question asking from when the regime applies, naming nothing else, as about the regime', () => {
    const plan = analyseQuery('When does the Corporate Tax Law take effect?', { glossary: null });
    expect(plan.asksRegimeStart).toBe(true);
    // The words it asks with are not what it is about: every election "shall take effect from …".
    expect(termsOf(plan, 'query')).toEqual(['corpor', 'tax', 'law']);
    expect(analyseQuery('متى يبدأ تطبيق ضريبة الشركات؟', { glossary: null }).asksRegimeStart).toBe(true);
    expect(analyseQuery('When will corporate tax be introduced in the UAE?', { glossary: null }).asksRegimeStart).toBe(true);
    // Something else that takes effect, or no question of time, is not.
    const election = analyseQuery('When does an election to be a Qualifying Free Zone Person take effect?', { glossary: null });
    expect(election.asksRegimeStart).toBe(false);
    expect(termsOf(election, 'query')).toContain('effect');
    expect(analyseQuery('What is the corporate tax law?', { glossary: null }).asksRegimeStart).toBe(false);
  });

  it('reads the regime\'s subjects at large ("businesses", "companies") and the date it applies from as asking from when it applies', () => {
    for (const q of [
      'What is the date from which UAE businesses will become subject to Corporate Tax?',
      'From when are businesses subject to corporate tax?',
      'When does corporate tax start applying to companies?',
      'When will the UAE corporate tax regime become effective?',
    ])
      expect(analyseQuery(q, { glossary: null }).asksRegimeStart).toBe(true);
    // What it names in passing is not what it is about: "regime" is a word of the Top-up Tax decision only.
    expect(termsOf(analyseQuery('When will the UAE corporate tax regime become effective?', { glossary: null }), 'query')).toEqual(['corpor', 'tax']);
    // A person of one kind is not the regime's subjects at large: when a natural person is subject is a threshold.
    expect(analyseQuery('When does a natural person become subject to corporate tax?', { glossary: null }).asksRegimeStart).toBe(false);
  });

  it('does not read a wording whose light stem is a common word into every question that uses the word', () => {
    // "العملة" (currency) shares its light stem with "عمل" (work), "عمليات" (operations) and "صاحب عمل" (employer).
    expect(expansions('ما مقدار مساهماتنا كصاحب عمل التي يمكن خصمها؟')).not.toContain('exchang rate');
    expect(expansions('دخل جانبي مرتبط بعمليات الاستكشاف والإنتاج')).not.toContain('exchang rate');
    expect(expansions('هل يجوز لنا التنقل بين أسعار تحويل العملات؟')).toContain('exchang rate');
    // "دفعات الربح" are payments of profit, not instalments; "التعدين" (mining) shares its stem with "تعد" (is considered).
    expect(expansions('هل تُعامل دفعات الربح على تسهيل المرابحة معاملة الفائدة؟')).not.toContain('instal');
    expect(expansions('هل تعد هذه الشركة مقيمة؟')).not.toContain('extract busi');
    expect(expansions('شركة تعمل في أنشطة التعدين')).toContain('extract busi');
  });

  it('reads income "from all over the world" as the tax base of a Resident Person, in Arabic as in English', () => {
    expect(expansions('هل أخضع للضريبة على كامل دخلي من جميع أنحاء العالم؟')).toEqual(expect.arrayContaining(expansions('Am I taxed on my worldwide income?')));
    expect(expansions('هل تخضع الشركة للضريبة في جميع الأحوال؟')).not.toContain('corpor tax base');
  });

  it('reads a refund held back as one the Authority "may refrain from refunding", in English and in Arabic', () => {
    expect(expansions('Can the FTA hold back our tax refund because we are being audited?')).toContain('refrain from refund');
    expect(expansions('هل يجوز للهيئة تعليق صرف المبلغ المسترد لنا؟')).toContain('refrain from refund');
    // Not any payment held back.
    expect(expansions('Can we hold back part of the payment to our supplier?')).not.toContain('refrain from refund');
  });

  it('reads a negated verb written short as the law writes it out: "don\'t qualify" is "not qualifying"', () => {
    expect(expandNegations("We can't, won't, don't; it doesn't, isn't")).toBe('We can not, will not, do not; it does not, is not');
    expect(expansions("Our free zone company earns a little from sales that don't qualify.")).toContain('de minimi requir');
    expect(expansions('Our free zone company earns a little from sales that qualify.')).not.toContain('de minimi requir');
  });

  it("does not take the regime's name closing a question asking what something is for what it is about", () => {
    const concepts = (q: string) => analyseQuery(q, { glossary: null }).concepts.map((c) => c.stem);
    expect(concepts('What is the tax period for corporate tax?')).toEqual(['tax', 'period']);
    expect(concepts('ما هي الفترة الضريبية لضريبة الشركات؟')).not.toContain('شرك');
    // Registering for corporate tax is the law's own phrase; and "related to corporate tax" is part of what is asked.
    expect(concepts('Who must register for corporate tax?')).toContain('corpor');
    expect(concepts('ما تعريف «الفارق الضريبي» لأغراض الغرامات الإدارية المتعلقة بضريبة الشركات؟')).toContain('شرك');
  });

  it('does not take the word a question asks the kind of its answer with for what it is about', () => {
    const own = (q: string) => termsOf(analyseQuery(q, { glossary: null }), 'query');
    expect(own('What percentage of entertainment expenses can be deducted?')).not.toContain('percentag');
    expect(own('What percentage of entertainment expenses can be deducted?')).toContain('entertain');
    expect(own('ما نسبة مصروفات الترفيه التي يمكن خصمها؟')).not.toContain('نسب');
    expect(own('ما سعر ضريبة الاستقطاع على المدفوعات لغير المقيمين؟')).not.toContain('سعر');
    // Where the rate is what the question is about, or the word is not the one it asks with, it stays.
    expect(own('Which rate applies to the percentage of income above the band?')).toContain('percentag');
    expect(own('شركتنا تتوقع أرباحاً. ما النسبة الضريبية المطبقة؟')).toContain('نسب');
  });

  it('reads a foreign bank or insurer as a Non-Resident Person, as a foreign company is', () => {
    expect(expansions('Is a UAE branch of a foreign bank taxed on its worldwide income?')).toContain('non resid person');
    // And its worldwide income is a question about the Corporate Tax Base (Article (12) of the Law).
    expect(expansions('Is a UAE branch of a foreign bank taxed on its worldwide income?')).toContain('corpor tax base');
  });

  it('reads a practitioner’s words as the law says them: selling, pension funds, side income, incorporated abroad, failing', () => {
    // "the transfer, sale or other disposal of the Participating Interest": the question's verb, the law's noun.
    expect(expansions('Are capital gains on selling shares in a foreign subsidiary taxable?')).toContain('sale');
    expect(expansions('We sold our building last year. How is the gain taxed?')).toContain('dispos');
    expect(expansions('هل تعفى صناديق التقاعد من ضريبة الشركات؟')).toContain('privat pension fund');
    // A business beside the main one is the law's "ancillary or incidental" (Articles (7) and (8) of the Law).
    expect(expansions('When does that side income stay outside corporate tax?')).toContain('ancillari or incident');
    expect(expansions('متى يبقى الدخل الجانبي خارج نطاق الضريبة؟')).toContain('ancillari or incident');
    // A company set up abroad is resident only where effectively managed and controlled in the State (Article (11)(3)(b)).
    expect(expansions('When is a company incorporated abroad resident in the UAE?')).toContain('effect manag and control');
    expect(expansions('متى تعتبر الشركة المؤسسة في الخارج مقيمة في الدولة؟')).toContain('anoth countri or a foreign jurisdict');
    expect(expansions('متى تعتبر الشركة مقيمة في الدولة؟')).toContain('resid person');
    // A violation as the Schedule of Violations names it ("Failure of the Registrant to submit …").
    expect(expansions('What is the penalty for failing to register on time?')).toContain('failur');
  });

  it('reads the Arabic a practitioner uses for the terms of the Top-up Tax decision, which has no official Arabic', () => {
    expect(expansions('كيف يحسب معدل الضريبة الفعلي لأغراض الضريبة التكميلية؟')).toContain('effect tax rate');
    expect(expansions('ما هو استبعاد الدخل القائم على الجوهر؟')).toContain('substanc base incom exclus');
    expect(expansions('كيف تعامل المشاريع المشتركة؟')).toContain('joint ventur');
    expect(expansions('ما هي الضرائب المشمولة؟')).toContain('cover tax');
  });

  it('reads a country-by-country report in the singular as in the plural', () => {
    expect(expansions('إلى متى يمكننا الاعتماد على أرقام التقرير على أساس كل دولة على حدة؟')).toContain('countri by countri report');
  });
});

describe('the synonym list read against a question', () => {
  // analyseQuery asks findTrigger only about the wordings a word of the question can start (sameWordStarts): each
  // wording must still be met by a question that is the wording, in the plural, or with a verb form for its noun.
  const englishFolded = (w: string) => w.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const entries = PRACTITIONER_SYNONYMS.filter((e) => e.add.length && e.when.some((w) => englishFolded(w).length));
  const adds = (question: string, entry: (typeof entries)[number]) => {
    // Every term of the plan: an addition the question's own words already hold is kept as theirs.
    const wanted = englishFolded(entry.add[0]!).map(porterStem).join(' ');
    return termsOf(analyseQuery(question, { glossary: null })).includes(wanted);
  };

  it('meets every wording of every entry, as written and with its first word in the plural', () => {
    const missed: string[] = [];
    for (const entry of entries)
      for (const wording of entry.when) {
        const words = englishFolded(wording);
        if (!words.length || /\d/.test(words[0]!)) continue;
        if (!adds(wording, entry)) missed.push(wording);
        if (!adds([`${words[0]}s`, ...words.slice(1)].join(' '), entry)) missed.push(`${wording} (plural)`);
      }
    expect(missed).toEqual([]);
  });

  it('meets a wording naming an act by the verb a question uses', () => {
    // "merger" is listed as a noun only; "disposal of shares" likewise.
    expect(expansions('We merged with our sister company: is there a relief?')).toContain('busi restructur relief');
    expect(expansions('Is a gain taxed when we dispose of shares?')).toContain('particip interest');
  });
});

describe('the verbs of an Arabic verbal noun', () => {
  it('are terms of the noun’s concept: the question asks about "التسجيل", the law says who "يسجّل"', () => {
    const plan = analyseQuery('هل يتعين على وزارة اتحادية التسجيل لدى الهيئة؟', { glossary: null });
    const noun = plan.terms.find((t) => t.source === 'query' && t.stems[0] === 'تسجيل')!;
    const verbs = plan.terms.filter((t) => t.stems[0] === 'يسجل' || t.stems[0] === 'تسجل');
    expect(verbs).toHaveLength(2);
    for (const v of verbs) {
      expect(v.arabic).toBe(true);
      expect(v.concepts).toEqual(noun.concepts);
      expect(v.weight).toBeLessThan(noun.weight);
    }
    // A plain noun names no verb.
    expect(analyseQuery('ما هو الدخل الخاضع للضريبة؟', { glossary: null }).terms.some((t) => t.stems[0] === 'يدخل')).toBe(false);
  });
});

describe('readings of an Arabic word', () => {
  it('are terms of the same concept, kept where the word as written is in far fewer articles than the reading, and the reading in few', () => {
    const plan = analyseQuery('كم سنة يجب أن نحتفظ بسجلاتنا في شركتنا؟', { glossary: null });
    const readings = plan.terms.filter((t) => t.reading);
    expect(readings.map((t) => t.stems[0])).toEqual(expect.arrayContaining(['سجل', 'شرك']));
    const written = (stem: string) => plan.terms.find((t) => !t.reading && t.source === 'query' && t.stems[0] === stem)!;
    const records = readings.find((t) => t.stems[0] === 'سجل')!;
    expect(records.concepts).toEqual(written('سجلاتنا').concepts);
    // 100 articles: "سجلاتنا" is in none, "سجل" in 20; "شركتنا" in none, "شرك" in 60 (every "ضريبة الشركات").
    const df = new Map([
      ['سجلاتنا', 0],
      ['سجل', 20],
      ['شركتنا', 0],
      ['شرك', 60],
    ]);
    const kept = withReadings(plan, (t) => df.get(t.stems[0]!) ?? 5, 100).terms.filter((t) => t.reading);
    expect(kept.map((t) => t.stems[0])).toEqual(['سجل']);
    // Where the word as written is in a good share of the articles the reading is in, it is the question's word as it
    // stands; where it is in a few ("اعتراضاً" in the odd article, "اعتراض" in many), the reading still counts.
    df.set('سجلاتنا', 10);
    expect(withReadings(plan, (t) => df.get(t.stems[0]!) ?? 5, 100).terms.some((t) => t.reading)).toBe(false);
    df.set('سجلاتنا', 2);
    expect(
      withReadings(plan, (t) => df.get(t.stems[0]!) ?? 5, 100)
        .terms.filter((t) => t.reading)
        .map((t) => t.stems[0]),
    ).toEqual(['سجل']);
    // An English question has none.
    expect(analyseQuery('How long must we keep our records?', { glossary: null }).terms.some((t) => t.reading)).toBe(false);
  });
});

describe('buildMatch', () => {
  it('quotes every word so that no input is read as FTS5 syntax', () => {
    const plan = analyseQuery('relief" OR NEAR(tax* AND -', { glossary: null });
    const match = buildMatch(plan.terms)!;
    expect(match).toBe('"relief" OR "near" OR "tax"');
  });

  it('keeps phrases and looks Arabic stems up as prefixes when long enough', () => {
    const plan = analyseQuery('free zone company الايرادات', { glossary: null });
    const match = buildMatch(plan.terms)!;
    expect(match).toContain('"free zone person"');
    expect(match).toContain('"الايراد"*');
    expect(buildMatch([])).toBeNull();
  });
});
