import { describe, expect, it } from 'vitest';
import { allGoldShares, allGoldWithin, firstGoldRank, halfOf, parseQuestions, scoreRanks } from './retrieval-metrics.ts';

describe('firstGoldRank', () => {
  const retrieved = [
    { slug: 'fdl-47-2022', article: '1' },
    { slug: 'md-73-2023', article: '2' },
    { slug: 'cd-142-2024', article: '4.1' },
  ];

  it('compares article numbers as strings and takes the first gold passage', () => {
    expect(firstGoldRank([{ slug: 'md-73-2023', article: 2 }], retrieved)).toBe(2);
    expect(
      firstGoldRank(
        [
          { slug: 'cd-142-2024', article: '4.1' },
          { slug: 'fdl-47-2022', article: 1 },
        ],
        retrieved,
      ),
    ).toBe(1);
  });

  it('is null when no gold passage was retrieved, and does not match the same number in another document', () => {
    expect(firstGoldRank([{ slug: 'md-73-2023', article: 1 }], retrieved)).toBeNull();
    expect(firstGoldRank([{ slug: 'fdl-47-2022', article: '4.1' }], retrieved)).toBeNull();
  });
});

describe('scoreRanks', () => {
  it('computes recall at 1, 5 and 10 and MRR', () => {
    expect(scoreRanks([1, 3, 7, null])).toEqual({ n: 4, 'recall@1': 0.25, 'recall@5': 0.5, 'recall@10': 0.75, mrr: 0.369 });
  });
});

describe('parseQuestions', () => {
  it('reads JSONL and names a bad line', () => {
    expect(parseQuestions('{"id":"a","question":"q?","gold":[{"slug":"s","article":1}]}\n\n')).toHaveLength(1);
    expect(() => parseQuestions('{"id":"a","question":"q?","gold":[]}')).toThrow('line 1');
  });
});

describe('allGoldWithin and allGoldShares', () => {
  const retrieved = [
    { slug: 'fdl-47-2022', article: '21' },
    { slug: 'md-73-2023', article: '3' },
  ];

  it('tells apart every gold document from every gold article in the top k', () => {
    expect(
      allGoldWithin(
        [
          { slug: 'fdl-47-2022', article: 21 },
          { slug: 'md-73-2023', article: 2 },
        ],
        retrieved,
      ),
    ).toEqual({ documents: true, articles: false });
    expect(
      allGoldWithin(
        [
          { slug: 'fdl-47-2022', article: '21' },
          { slug: 'md-73-2023', article: 3 },
        ],
        retrieved,
      ),
    ).toEqual({ documents: true, articles: true });
    expect(allGoldWithin([{ slug: 'md-73-2023', article: 3 }], retrieved, 1)).toEqual({ documents: false, articles: false });
  });

  it('counts only questions with several gold articles', () => {
    const one = { gold: [{ slug: 'a', article: 1 }], coverage: { documents: false, articles: false } };
    const both = {
      gold: [
        { slug: 'a', article: 1 },
        { slug: 'b', article: 2 },
      ],
      coverage: { documents: true, articles: true },
    };
    const docsOnly = {
      gold: [
        { slug: 'a', article: 1 },
        { slug: 'b', article: 2 },
      ],
      coverage: { documents: true, articles: false },
    };
    expect(allGoldShares([one, both, docsOnly])).toEqual({ n_multi_gold: 2, all_gold_documents_at10: 1, all_gold_articles_at10: 0.5 });
  });
});

describe('halfOf', () => {
  it('splits ids into two stable halves of about equal size', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `q-${i}`);
    const a = ids.filter((id) => halfOf(id) === 'A').length;
    expect(a).toBeGreaterThan(160);
    expect(a).toBeLessThan(240);
    expect(halfOf('cd-100-2023-q3')).toBe(halfOf('cd-100-2023-q3'));
  });
});
