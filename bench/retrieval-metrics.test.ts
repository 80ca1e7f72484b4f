import { describe, expect, it } from 'vitest';
import { firstGoldRank, parseQuestions, scoreRanks } from './retrieval-metrics.ts';

describe('firstGoldRank', () => {
  const retrieved = [
    { slug: 'fdl-47-2022', article: '1' },
    { slug: 'md-73-2023', article: '2' },
    { slug: 'cd-142-2024', article: '4.1' },
  ];

  it('compares article numbers as strings and takes the first gold passage', () => {
    expect(firstGoldRank([{ slug: 'md-73-2023', article: 2 }], retrieved)).toBe(2);
    expect(firstGoldRank([{ slug: 'cd-142-2024', article: '4.1' }, { slug: 'fdl-47-2022', article: 1 }], retrieved)).toBe(1);
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
