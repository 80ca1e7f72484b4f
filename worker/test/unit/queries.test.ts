import { describe, expect, it } from 'vitest';
import { parseKeyword } from '../../src/services/search/keyword-query.ts';
import { parsePassageQuery } from '../../src/services/search/passage-query.ts';

describe('parseKeyword', () => {
  it('uses the trigram index for three characters or more, quoting the phrase', () => {
    expect(parseKeyword('  Small   "Business" ')).toEqual({
      kind: 'index',
      folded: 'small "business"',
      variants: ['small "business"'],
      locate: { spellings: ['small "business"'], apostrophes: [] },
      ftsQuery: '"small ""business"""',
    });
  });
  it('reads two characters as a pair and scans for one, escaping LIKE wildcards', () => {
    // A pair's records come from the trigram vocabulary (its characters literal); its articles from a scan of the listed documents.
    const only = (s: string) => ({ spellings: [s], apostrophes: [] });
    expect(parseKeyword('A%')).toEqual({ kind: 'pair', folded: 'a%', variants: ['a%'], locate: only('a%'), likePatterns: ['%a\\%%'] });
    expect(parseKeyword(' _ ')).toEqual({ kind: 'scan', folded: '_', variants: ['_'], locate: only('_'), likePatterns: ['%\\_%'] });
  });
  it('reads a keyword typed in quotes as the phrase inside them', () => {
    for (const quoted of ['"Tax Group"', '“Tax Group”', '„Tax Group“', '«Tax Group»', "'Tax Group'", '‘Tax Group’', '" Tax  Group "']) {
      expect(parseKeyword(quoted)).toEqual(parseKeyword('Tax Group'));
    }
    // Not one pair of quotes around the whole keyword: the quotation marks are searched for as typed.
    expect(parseKeyword('"Tax Group').folded).toBe('"tax group');
    expect(parseKeyword('the "Tax Group"').folded).toBe('the "tax group"');
    expect(parseKeyword('""').folded).toBe('""');
    expect(parseKeyword('" "').folded).toBe('" "');
  });
  it('looks for a cited number with and without its parentheses, and knows the one article a keyword names', () => {
    expect(parseKeyword('Article 50')).toMatchObject({
      variants: ['article 50', 'article (50)'],
      locate: { spellings: ['article 50', 'article (50)'], apostrophes: [] },
      ftsQuery: '"article 50" OR "article (50)"',
      article: '50',
    });
    expect(parseKeyword('article(50)')).toMatchObject({ variants: ['article(50)', 'article 50', 'article (50)'], article: '50' });
    expect(parseKeyword('المادة (50)')).toMatchObject({ variants: ['الماده (50)', 'الماده 50'], article: '50' });
    expect(parseKeyword('Annex Article 3.2')).toMatchObject({ article: '3.2' });
    // Every cited number alike; a phrase around a citation names no one article.
    const phrase = parseKeyword('Clause (1) of Article 50');
    expect(phrase.variants).toEqual(['clause (1) of article 50', 'clause 1 of article 50', 'clause (1) of article (50)']);
    expect(phrase).not.toHaveProperty('article');
    // Not a citation: a word that only ends like one, or a number that runs on.
    expect(parseKeyword('particle 5').variants).toEqual(['particle 5']);
    expect(parseKeyword('article 5a').variants).toEqual(['article 5a']);
  });
  it('reads an abbreviated citation as the texts write it out', () => {
    expect(parseKeyword('Art. 50')).toMatchObject({ variants: ['art. 50', 'article 50', 'article (50)'], article: '50' });
    expect(parseKeyword('art(50)')).toMatchObject({ variants: ['art(50)', 'article 50', 'article (50)'], article: '50' });
    expect(parseKeyword('Para. 2 of Art. 50').variants).toEqual(['para. 2 of art. 50', 'paragraph 2 of article 50', 'paragraph (2) of article (50)']);
    // An instrument's number likewise: the texts write "Decree-Law No. (47)", "رقم (47)", the titles mostly bare.
    expect(parseKeyword('Decree-Law No 47').variants).toEqual(['decree-law no 47', 'decree-law no. 47', 'decree-law no. (47)']);
    expect(parseKeyword('رقم (47) لسنة 2022').variants).toEqual(['رقم (47) لسنه 2022', 'رقم 47 لسنه 2022']);
    // Only before a number, and only as a word.
    expect(parseKeyword('art of the deal').variants).toEqual(['art of the deal']);
    expect(parseKeyword('smart 5').variants).toEqual(['smart 5']);
    expect(parseKeyword('nano 5').variants).toEqual(['nano 5']);
  });
  it('looks for an amount however its thousands are written, and leaves years and decimals as typed', () => {
    expect(parseKeyword('AED 375000').variants).toEqual(['aed 375000', 'aed 375,000', 'aed 375.000']);
    // Grouped as the texts group it (the English by commas, the Arabic by dots), never plain: no text writes it so.
    expect(parseKeyword('375.000').variants).toEqual(['375.000', '375,000']);
    // As an Arabic reader types it: Arabic-Indic digits and separator.
    expect(parseKeyword('٣٧٥٬٠٠٠').variants).toEqual(['375,000', '375.000']);
    // Every amount of the keyword alike, beside every citation.
    expect(parseKeyword('1,000,000 and 3000000').variants).toEqual(['1,000,000 and 3000000', '1,000,000 and 3,000,000', '1.000.000 and 3.000.000']);
    expect(parseKeyword('Article 5 AED 10,000').locate.spellings).toEqual([
      'article 5 aed 10,000',
      'article 5 aed 10.000',
      'article (5) aed 10,000',
      'article (5) aed 10.000',
    ]);
    // Four plain digits are a year, as the texts write years.
    expect(parseKeyword('2023').variants).toEqual(['2023']);
    expect(parseKeyword('2,022').variants).toEqual(['2,022', '2.022']);
    // Decimals, and numbers inside longer ones, as typed.
    for (const typed of ['1.5', '0.375', '10,5', '1,234.56', '12345.6']) expect(parseKeyword(typed).variants, typed).toEqual([typed]);
  });
  it("reads the texts' hyphenated words typed with spaces", () => {
    expect(parseKeyword('Non Resident Person').variants).toEqual(['non resident person', 'non-resident person']);
    expect(parseKeyword('top-up tax').variants).toEqual(['top-up tax']);
    // With its endings, every such word alike, beside cited numbers.
    expect(parseKeyword('non residents under decree law no. 47').variants).toEqual([
      'non residents under decree law no. 47',
      'non-residents under decree-law no. 47',
      'non residents under decree law no. (47)',
      'non-residents under decree-law no. (47)',
    ]);
    // Only the texts' words, and only from the start of a word.
    expect(parseKeyword('free zone').variants).toEqual(['free zone']);
    expect(parseKeyword('stop up').variants).toEqual(['stop up']);
  });
  it('reads a word the texts spell the British way typed the American way', () => {
    expect(parseKeyword('Unrealized gains').variants).toEqual(['unrealized gains', 'unrealised gains']);
    expect(parseKeyword('recognized in the Financial Statements').variants).toEqual([
      'recognized in the financial statements',
      'recognised in the financial statements',
    ]);
    // Whole words only; a British keyword as typed.
    expect(parseKeyword('laboratory').variants).toEqual(['laboratory']);
    expect(parseKeyword('labour').variants).toEqual(['labour']);
  });
  it('looks for an apostrophe in each of its spellings, whichever the keyword was typed with', () => {
    const expected = {
      kind: 'index',
      folded: "arm's length",
      variants: ["arm's length", 'arm’s length', 'arm‘s length'],
      // Where it occurs: one spelling, in a text whose typographic apostrophes are read as '.
      locate: { spellings: ["arm's length"], apostrophes: ['’', '‘'] },
      ftsQuery: `"arm's length" OR "arm’s length" OR "arm‘s length"`,
    };
    expect(parseKeyword("Arm's Length")).toEqual(expected);
    expect(parseKeyword('Arm’s Length')).toEqual(expected);
    // A text keeps to one apostrophe: every apostrophe of the keyword is spelled alike in each variant.
    expect(parseKeyword("Entity's Group's").variants).toEqual(["entity's group's", 'entity’s group’s', 'entity‘s group‘s']);
    expect(parseKeyword("'s")).toEqual({
      kind: 'pair',
      folded: "'s",
      variants: ["'s", '’s', '‘s'],
      locate: { spellings: ["'s"], apostrophes: ['’', '‘'] },
      likePatterns: ["%'s%", '%’s%', '%‘s%'],
    });
    expect(parseKeyword("Article 5's").locate).toEqual({ spellings: ["article 5's", "article (5)'s"], apostrophes: ['’', '‘'] });
  });
});

describe('parsePassageQuery', () => {
  it('drops stop words, folds, de-duplicates and quotes every term', () => {
    expect(parsePassageQuery('What is the Revenue threshold for the REVENUE test?')).toEqual({
      terms: ['revenue', 'threshold', 'test'],
      match: '"revenue" OR "threshold" OR "test"',
    });
  });
  it('keeps stop words when nothing else is left', () => {
    expect(parsePassageQuery('what is it').terms).toEqual(['what', 'is', 'it']);
  });
  it('reads FTS syntax as words and normalises Arabic', () => {
    expect(parsePassageQuery('NEAR(tax* -relief)').match).toBe('"near" OR "tax" OR "relief"');
    expect(parsePassageQuery('الإيرادات').terms).toEqual(['الايرادات']);
  });
  it('returns no match for a query without words', () => {
    expect(parsePassageQuery('?!').match).toBeNull();
  });
});
