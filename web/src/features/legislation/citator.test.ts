import { describe, expect, it } from 'vitest';
import {
  articleCitator,
  distinctEnds,
  documentCitator,
  EMPTY_ARTICLE_CITATOR,
  endLabel,
  marksRepealed,
  referenceSpans,
  referenceTarget,
  splitAtSpans,
  type ReferenceSpan,
} from './citator.ts';
import {
  articleEdges,
  edge,
  LAW_ID,
  LAW_TITLE,
  lawArticle,
  MD_ARTICLE_2_AR,
  MD_ARTICLE_2_EN,
  MD_ID,
  mdArticle,
  repealedDoc,
  unresolved,
} from '../../../test/citator-fixtures.ts';

const span = (start: number, end: number, key: string): ReferenceSpan => ({ start, end, key, edge: edge('refers_to', lawArticle('1'), lawArticle('2')) });

describe('documentCitator / articleCitator', () => {
  it('reads a missing or partial citator as no references', () => {
    const empty = documentCitator(undefined);
    expect(empty).toEqual({ amends: [], amended_by: [], repeals: [], repealed_by: [], articles: {} });
    expect(documentCitator({ amends: [edge('amends', lawArticle('1'), lawArticle('2'))] }).repealed_by).toEqual([]);
    expect(articleCitator(empty, '21')).toBe(EMPTY_ARTICLE_CITATOR);
    const article = articleEdges({ implemented_by: [edge('implements', mdArticle('2'), lawArticle('21'))] });
    expect(articleCitator(documentCitator({ articles: { '21': article } }), '21')).toBe(article);
  });
});

describe('labels and targets', () => {
  it('names a document and article, and an article of the page being read', () => {
    expect(endLabel(lawArticle('21'))).toBe(`${LAW_TITLE}, Article (21)`);
    expect(endLabel(lawArticle('21'), LAW_ID)).toBe('This document, Article (21)');
    expect(endLabel(unresolved('Federal Law No. 7 of 2017'))).toBe('Federal Law No. 7 of 2017');
    expect(endLabel(mdArticle('4.1'))).toContain('Annex Article 4.1');
  });

  it('goes to an anchor of this page, to another document in the app, or nowhere', () => {
    expect(referenceTarget(lawArticle('21'), MD_ID)).toEqual({ kind: 'route', to: '/legislation/12#article-21' });
    expect(referenceTarget(lawArticle('21'), LAW_ID)).toEqual({ kind: 'anchor', href: '#article-21' });
    expect(referenceTarget(unresolved('Federal Law No. 7 of 2017'), LAW_ID)).toEqual({ kind: 'unresolved' });
  });

  it('marks links into repealed documents, but not within a repealed document itself', () => {
    expect(marksRepealed(repealedDoc('2'), LAW_ID)).toBe(true);
    expect(marksRepealed(repealedDoc('2'), 77)).toBe(false);
    expect(marksRepealed(lawArticle('2'), MD_ID)).toBe(false);
  });

  it('lists each document and article once', () => {
    const edges = [
      edge('refers_to', mdArticle('2'), lawArticle('21')),
      edge('refers_to', mdArticle('3'), lawArticle('21')),
      edge('refers_to', mdArticle('2'), lawArticle('21')),
      edge('refers_to', unresolved('Cabinet Decision No. 44'), lawArticle('21')),
      edge('refers_to', unresolved('Cabinet Decision No. 44'), lawArticle('21')),
    ];
    expect(distinctEnds(edges, 'from').map((e) => endLabel(e))).toEqual([
      `${mdArticle('2').title}, Article (2)`,
      `${mdArticle('3').title}, Article (3)`,
      'Cabinet Decision No. 44',
    ]);
  });
});

describe('referenceSpans', () => {
  it('keeps the outgoing references of one language, once each, in text order, without overlaps', () => {
    const en = { text: MD_ARTICLE_2_EN, language: 'en' as const };
    const law = edge('implements', mdArticle('2'), lawArticle('21'), 'Article (21) of the Corporate Tax Law', en);
    const clause = edge('refers_to', mdArticle('2'), mdArticle('2'), 'Clause (1) of this Article', en);
    const inner = edge('refers_to', mdArticle('2'), lawArticle('21'), 'Article (21)', en);
    const arabic = edge('implements', mdArticle('2'), lawArticle('21'), 'المادة (21) من قانون ضريبة الشركات', { text: MD_ARTICLE_2_AR, language: 'ar' });
    const noSpan = edge('refers_to', mdArticle('2'), lawArticle('1'));
    const article = articleEdges({ refers_to: [clause, law, inner, noSpan, arabic], implements: [law, arabic] });
    expect(referenceSpans(article, 'en').map((s) => s.edge)).toEqual([law, clause]);
    expect(referenceSpans(article, 'ar').map((s) => s.edge)).toEqual([arabic]);
  });
});

describe('splitAtSpans', () => {
  it('splits a text node that is its source slice', () => {
    const source = 'See Article (20) of this Decree-Law.';
    expect(splitAtSpans(source, source, 0, source.length, [span(4, 35, 'a')])).toEqual([
      { text: 'See ', key: null },
      { text: 'Article (20) of this Decree-Law', key: 'a' },
      { text: '.', key: null },
    ]);
  });

  it('maps offsets of a node that starts further into the source', () => {
    const source = '**Bold** then Article (3) here';
    // The text node ' then Article (3) here' stands at 8–30.
    expect(splitAtSpans(' then Article (3) here', source, 8, 30, [span(14, 25, 'x')])).toEqual([
      { text: ' then ', key: null },
      { text: 'Article (3)', key: 'x' },
      { text: ' here', key: null },
    ]);
  });

  it('links only the part of a span inside the node, and no link of bare spaces', () => {
    const source = 'Article **(20)** of it';
    // 'Article ' (0–8) and '(20)' (10–14): the span covers 0–14.
    expect(splitAtSpans('Article ', source, 0, 8, [span(0, 14, 'k')])).toEqual([{ text: 'Article ', key: 'k' }]);
    expect(splitAtSpans('(20)', source, 10, 14, [span(0, 14, 'k')])).toEqual([{ text: '(20)', key: 'k' }]);
    expect(splitAtSpans(' of it', source, 16, 22, [span(15, 17, 'k')])).toBeNull();
  });

  it('follows characters Markdown dropped (escapes, entities)', () => {
    const source = 'A \\*note\\* &amp; Article (5).';
    const value = 'A *note* & Article (5).';
    const start = source.indexOf('Article');
    expect(splitAtSpans(value, source, 0, source.length, [span(start, start + 'Article (5)'.length, 'e')])).toEqual([
      { text: 'A *note* & ', key: null },
      { text: 'Article (5)', key: 'e' },
      { text: '.', key: null },
    ]);
  });

  it('leaves a node alone when no span touches it or it cannot be mapped', () => {
    expect(splitAtSpans('abc', 'abc def', 0, 3, [span(4, 7, 'z')])).toBeNull();
    expect(splitAtSpans('xyz', 'abc', 0, 3, [span(0, 3, 'z')])).toBeNull();
  });
});
