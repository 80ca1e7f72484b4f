import { describe, expect, it } from 'vitest';
import { documentCountLabel, fullTextCountLabel } from './document-count.ts';

describe('documentCountLabel', () => {
  it('shows the live count exactly, as the list counts it (issue 27 item 6: the pages agree with the collection)', () => {
    expect(documentCountLabel({ records: 59, withText: 34 })).toBe('59');
    expect(documentCountLabel({ records: 1200, withText: 3 })).toBe('1,200');
  });

  it('falls back to 55+ while the count is unavailable', () => {
    expect(documentCountLabel(undefined)).toBe('55+');
    expect(documentCountLabel(null)).toBe('55+');
    expect(documentCountLabel({ records: 0, withText: 0 })).toBe('55+');
    expect(documentCountLabel({ records: Number.NaN, withText: 0 })).toBe('55+');
  });
});

describe('fullTextCountLabel', () => {
  it('gives the count of documents with full text, and nothing while the counts are unavailable', () => {
    expect(fullTextCountLabel({ records: 59, withText: 34 })).toBe('34');
    expect(fullTextCountLabel({ records: 59, withText: 0 })).toBe('0');
    expect(fullTextCountLabel(undefined)).toBeNull();
    expect(fullTextCountLabel({ records: 0, withText: 0 })).toBeNull();
    expect(fullTextCountLabel({ records: 5, withText: 9 })).toBeNull();
  });
});
