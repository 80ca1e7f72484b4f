/** What a published snapshot holds, and the plain-text preview that link previews show. */
import { describe, expect, it } from 'vitest';
import { EXTRACTIVE_NOTICE } from '../../../schema/api/research.ts';
import { buildSnapshot, plainText, previewDescription } from '../../src/services/shares/snapshot.ts';

const snapshot = (answer: string) =>
  buildSnapshot({ title: 'T', createdAt: '2026-11-23T00:00:00.000Z', messages: [{ role: 'assistant', content: answer, citations: null }] });

describe('buildSnapshot', () => {
  it('keeps questions and answers in order, drops empty and processing messages, and reads stored citations defensively', () => {
    const s = buildSnapshot({
      title: 'T',
      createdAt: 'c',
      messages: [
        { role: 'user', content: 'Q1', citations: null },
        { role: 'assistant', content: '  ', citations: null },
        { role: 'assistant', content: 'Processing your question...', citations: null },
        { role: 'assistant', content: 'A1 [1]', citations: '[{"n":1,"legislation_id":2,"url":"/legislation/2#article-3","article":"3","title":"Law"}]' },
        { role: 'assistant', content: 'A2', citations: 'not json' },
      ],
    });
    expect(s.messages.map((m) => [m.role, m.content, m.citations.length])).toEqual([
      ['user', 'Q1', 0],
      ['assistant', 'A1 [1]', 1],
      ['assistant', 'A2', 0],
    ]);
  });
});

describe('previewDescription', () => {
  it('is the opening of the answer as plain text, without the notice, section names, markers or Markdown', () => {
    const answer = `*${EXTRACTIVE_NOTICE}*\n\n## Summary\n\nA **Taxable Person** shall [register](/x) within the period [1, 2].\n\n## Key Points\n\n- Penalties apply [3].`;
    expect(previewDescription(snapshot(answer))).toBe('A Taxable Person shall register within the period. Penalties apply.');
  });

  it('cuts a long answer at a word, with an ellipsis, within 200 characters', () => {
    const text = previewDescription(snapshot('word '.repeat(100)));
    expect(text.length).toBeLessThanOrEqual(201);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('leaves plain text alone', () => {
    expect(plainText('Article (21): Small Business Relief')).toBe('Article (21): Small Business Relief');
  });
});
