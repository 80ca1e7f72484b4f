import { describe, expect, it } from 'vitest';
import type { CitationGraphRows } from '../../src/db/repositories/citation-graph-repository.ts';
import { CitationGraph } from '../../src/services/retrieval/citation-graph.ts';

const article = (legislationId: number, slug: string, number: string, heading: string | null, status: string | null = 'In force') => ({
  legislationId,
  slug,
  title: slug,
  number,
  heading,
  status,
});

// 1: a Law; 2: a decision implementing its Article 21; 3: a repealed decision, replaced by 4;
// 5: a repealed decision the collection has no text of, replaced by 6; 7 refers to an article of 5.
const rows: Omit<CitationGraphRows, 'version'> = {
  articles: [
    article(1, 'law', '21', 'Small Business Relief'),
    article(1, 'law', '22', 'Other'),
    article(2, 'md-a', '2', 'Revenue Threshold'),
    article(3, 'md-old', '3', 'Records', 'Repealed'),
    article(4, 'md-new', '5', 'Records'),
    article(4, 'md-new', '3', 'Something else'),
    article(6, 'cd-new', '4', 'De Minimis Requirements'),
    article(7, 'md-user', '4', 'De Minimis Requirements', 'Repealed'),
  ],
  edges: [
    { kind: 'implements', fromId: 2, fromArticle: '2', toId: 1, toArticle: '21' },
    { kind: 'refers_to', fromId: 2, fromArticle: '2', toId: 1, toArticle: '21' },
    { kind: 'refers_to', fromId: 1, fromArticle: '22', toId: 1, toArticle: '21' },
    { kind: 'refers_to', fromId: 7, fromArticle: '4', toId: 5, toArticle: '4' },
  ],
  replacements: [
    { repealedId: 3, repealedNumber: '3', replacementId: 4, replacementNumber: '3', sameHeading: false },
    { repealedId: 3, repealedNumber: '3', replacementId: 4, replacementNumber: '5', sameHeading: true },
  ],
  repealedBy: [
    { repealedId: 3, replacementId: 4, slug: 'md-new', title: 'Ministerial Decision No. 4 of 2024', titleAr: null, hasText: true },
    { repealedId: 5, replacementId: 6, slug: 'md-next', title: 'Ministerial Decision No. 6 of 2025', titleAr: null, hasText: false },
  ],
};

describe('CitationGraph', () => {
  const graph = new CitationGraph(1, rows);

  it('links both ends of a delegation, implementation outranking a plain reference between the same articles', () => {
    expect(graph.neighbours('md-a#2')).toEqual([{ key: 'law#21', kind: 'implements' }]);
    expect(graph.neighbours('law#21')).toEqual(
      expect.arrayContaining([
        { key: 'md-a#2', kind: 'implemented_by' },
        { key: 'law#22', kind: 'referred_to_by' },
      ]),
    );
  });

  it('knows the instrument that replaced a repealed one, and whether the collection holds its text', () => {
    expect(graph.replacementOf(5)).toEqual({ legislationId: 6, slug: 'md-next', title: 'Ministerial Decision No. 6 of 2025', titleAr: null, hasText: false });
    expect(graph.replacementOf(3)?.hasText).toBe(true);
    expect(graph.replacementOf(1)).toBeNull();
  });

  it('leads from a repealed article to its counterpart in the replacing instrument (same heading first)', () => {
    expect(graph.neighbours('md-old#3')).toEqual([{ key: 'md-new#5', kind: 'replaced_by' }]);
  });

  it('follows a reference into a repealed instrument without text to the replacing instrument’s article of the same number', () => {
    expect(graph.neighbours('md-user#4')).toEqual([{ key: 'cd-new#4', kind: 'refers_to' }]);
    expect(graph.neighbours('cd-new#4')).toEqual([{ key: 'md-user#4', kind: 'referred_to_by' }]);
  });

  it('describes links for the analyst, marking repealed targets and those already retrieved', () => {
    expect(graph.links('cd-new#4', new Set())).toEqual([
      {
        kind: 'referred_to_by',
        legislationId: 7,
        slug: 'md-user',
        title: 'md-user',
        number: '4',
        heading: 'De Minimis Requirements',
        repealed: true,
        retrieved: false,
      },
    ]);
    expect(graph.links('md-a#2', new Set(['law#21']))[0]).toMatchObject({ kind: 'implements', slug: 'law', number: '21', retrieved: true, repealed: false });
    expect(graph.links('nowhere#1', new Set())).toEqual([]);
  });
});
