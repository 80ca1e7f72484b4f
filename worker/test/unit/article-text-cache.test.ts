import { describe, expect, it } from 'vitest';
import { ArticleTextCache } from '../../src/services/retrieval/article-text-cache.ts';

describe('ArticleTextCache', () => {
  it('holds texts for one version and forgets them all when the version changes', () => {
    const cache = new ArticleTextCache(100, 10);
    expect(cache.sync(7)).toBe(false);
    cache.put(1, 'one');
    expect(cache.sync(7)).toBe(true);
    expect(cache.get(1)).toBe('one');
    expect(cache.sync(8)).toBe(false);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.known()).toEqual([]);
  });

  it('keeps within its character budget, least recently used out first, and names the most recent as known', () => {
    const cache = new ArticleTextCache(10, 2);
    cache.sync(1);
    cache.put(1, 'aaaa');
    cache.put(2, 'bbbb');
    cache.get(1);
    cache.put(3, 'cccc');
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBe('aaaa');
    expect(cache.known()).toEqual([1, 3]);
    cache.put(4, 'x'.repeat(11));
    expect(cache.get(4)).toBeUndefined();
  });
});
