import { describe, expect, it } from 'vitest';
import { parseKeyword } from '../../src/services/search/keyword-query.ts';
import { parsePassageQuery } from '../../src/services/search/passage-query.ts';

describe('parseKeyword', () => {
  it('uses the trigram index for three characters or more, quoting the phrase', () => {
    expect(parseKeyword('  Small   "Business" ')).toEqual({ kind: 'index', folded: 'small "business"', ftsPhrase: '"small ""business"""' });
  });
  it('reads two characters as a pair and scans for one, escaping LIKE wildcards', () => {
    // A pair's records come from the trigram vocabulary (its characters literal); its articles from a scan of the listed documents.
    expect(parseKeyword('A%')).toEqual({ kind: 'pair', folded: 'a%', likePattern: '%a\\%%' });
    expect(parseKeyword(' _ ')).toEqual({ kind: 'scan', folded: '_', likePattern: '%\\_%' });
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
