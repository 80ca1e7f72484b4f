import { describe, expect, it } from 'vitest';
import { scoreAnswer, section } from './answer-metrics.ts';

const answer = `*Notice.*

## Summary

The threshold is AED 3,000,000. [1]

## Key Points

- Relief must be elected. [2]
- An unrelated rate applies. [3]

## Details

**MD 73/2023 — Article (2)**
- The threshold is AED 3,000,000. [1]`;

const citations = [
  { n: 1, slug: 'md-73-2023', article: '2' },
  { n: 2, slug: 'fdl-47-2022', article: '21' },
  { n: 3, slug: 'cd-116-2022', article: '3' },
];

describe('scoreAnswer', () => {
  it('reads the Summary, the share of cited sentences from gold articles, and the length', () => {
    const s = scoreAnswer(answer, citations, [
      { slug: 'md-73-2023', article: 2 },
      { slug: 'fdl-47-2022', article: 21 },
    ]);
    expect(s.summaryCitesGold).toBe(true);
    expect(s.goldSentenceShare).toBe(0.75);
    expect(s.words).toBeGreaterThan(20);
  });

  it('reads the Summary of an Arabic answer (headed الملخص)', () => {
    const arabic = answer.replace('## Summary', '## الملخص');
    expect(scoreAnswer(arabic, citations, [{ slug: 'md-73-2023', article: 2 }]).summaryCitesGold).toBe(true);
  });

  it('says when the Summary misses the gold articles', () => {
    expect(scoreAnswer(answer, citations, [{ slug: 'cd-116-2022', article: 3 }]).summaryCitesGold).toBe(false);
  });

  it('finds a section up to the next heading', () => {
    expect(section(answer, 'Summary').trim()).toBe('The threshold is AED 3,000,000. [1]');
    expect(section(answer, 'Missing')).toBe('');
  });
});
