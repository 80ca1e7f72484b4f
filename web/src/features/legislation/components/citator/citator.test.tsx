/** The citator on the document page: references linked in the article texts, the lists under articles, the header relations. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ArticleCitator, DocumentCitator } from '../../../../../../schema/api/citator.ts';
import { renderWithProviders } from '../../../../../test/render-with-providers.tsx';
import { documentCitator } from '../../citator.ts';
import { ArticleReferences } from './article-references.tsx';
import { DocumentRelations } from './document-relations.tsx';
import { ReferencedText } from './referenced-text.tsx';
import {
  articleEdges,
  edge,
  LAW_ID,
  LAW_TITLE,
  lawArticle,
  MD_ARTICLE_2_AR,
  MD_ARTICLE_2_EN,
  MD_ID,
  MD_TITLE,
  mdArticle,
  repealedDoc,
  unresolved,
} from '../../../../../test/citator-fixtures.ts';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

function renderAt(ui: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<div data-testid="here">{ui}</div>} />
      <Route path="/legislation/:id" element={<Where />} />
    </Routes>,
  );
}

function renderText(text: string, references: ArticleCitator, language: 'en' | 'ar' = 'en', documentId = MD_ID) {
  renderAt(
    <ReferencedText language={language} references={references} documentId={documentId}>
      {text}
    </ReferencedText>,
  );
  return screen.getByTestId('here');
}

const en = (text: string) => ({ text, language: 'en' as const });

describe('references in an article text', () => {
  it('links the words of an English reference to the article they name, in the app', async () => {
    const law = edge('implements', mdArticle('2'), lawArticle('21'), 'Article (21) of the Corporate Tax Law', en(MD_ARTICLE_2_EN));
    const here = renderText(MD_ARTICLE_2_EN, articleEdges({ refers_to: [law], implements: [law] }));
    const link = within(here).getByRole('link', { name: 'Article (21) of the Corporate Tax Law' });
    expect(link.getAttribute('href')).toBe('/legislation/12#article-21');
    expect(within(here).getAllByRole('link')).toHaveLength(1);
    // The text reads as before, its list intact.
    expect(here.querySelectorAll('li')).toHaveLength(2);
    expect(here.textContent).toContain(
      'For the purposes of Small Business Relief referred to in Article (21) of the Corporate Tax Law ("Small Business Relief")',
    );

    await userEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/legislation/12#article-21');
  });

  it('links an Arabic reference in the official Arabic text', () => {
    const words = 'المادة (21) من قانون ضريبة الشركات';
    const law = edge('implements', mdArticle('2'), lawArticle('21'), words, { text: MD_ARTICLE_2_AR, language: 'ar' });
    const english = edge('implements', mdArticle('2'), lawArticle('21'), 'Article (21)', en(MD_ARTICLE_2_EN));
    const here = renderText(MD_ARTICLE_2_AR, articleEdges({ implements: [law, english] }), 'ar');
    const link = within(here).getByRole('link', { name: words });
    expect(link.getAttribute('href')).toBe('/legislation/12#article-21');
    // The English span's offsets are not applied to the Arabic text.
    expect(within(here).getAllByRole('link')).toHaveLength(1);
  });

  it('links a reference within the same document to its anchor on the page', () => {
    const text = 'Subject to Article (20) of this Decree-Law, a Person may elect.';
    const own = edge('refers_to', lawArticle('21'), lawArticle('20'), 'Article (20) of this Decree-Law', en(text));
    const here = renderText(text, articleEdges({ refers_to: [own] }), 'en', LAW_ID);
    expect(within(here).getByRole('link', { name: 'Article (20) of this Decree-Law' }).getAttribute('href')).toBe('#article-20');
  });

  it('keeps an unresolved reference as plain words titled with the instrument', () => {
    const text = 'As defined in Federal Law No. (7) of 2017 on Tax Procedures.';
    const outside = edge(
      'refers_to',
      mdArticle('1'),
      unresolved('Federal Law No. 7 of 2017 on Tax Procedures'),
      'Federal Law No. (7) of 2017 on Tax Procedures',
      en(text),
    );
    const here = renderText(text, articleEdges({ refers_to: [outside] }));
    expect(within(here).queryByRole('link')).toBeNull();
    const words = within(here).getByTitle('Not in the collection: Federal Law No. 7 of 2017 on Tax Procedures');
    expect(words.textContent).toBe('Federal Law No. (7) of 2017 on Tax Procedures');
    expect(here.textContent).toBe(text);
  });

  it('marks a link into a repealed document', () => {
    const text = 'The activities listed in Article (2) of Ministerial Decision No. 139 of 2023 qualify.';
    const words = 'Article (2) of Ministerial Decision No. 139 of 2023';
    const old = edge('refers_to', mdArticle('3'), repealedDoc('2'), words, en(text));
    const here = renderText(text, articleEdges({ refers_to: [old] }));
    const link = within(here).getByRole('link', { name: `${words} (repealed)` });
    expect(link.getAttribute('href')).toBe('/legislation/77#article-2');
  });

  it('does not break Markdown when spans cross emphasis, code or a table', () => {
    const text = [
      'A **Qualifying Free Zone Person** under Article **(18)** of this Decree-Law and `Article (19)` stay.',
      '',
      '| Rate | Basis |',
      '| --- | --- |',
      '| 9% | Article (3) of this Decree-Law |',
    ].join('\n');
    const across = edge('refers_to', lawArticle('21'), lawArticle('18'), 'Article **(18)** of this Decree-Law', en(text));
    const inCode = edge('refers_to', lawArticle('21'), lawArticle('19'), 'Article (19)', en(text));
    const inTable = edge('refers_to', lawArticle('21'), lawArticle('3'), 'Article (3) of this Decree-Law', en(text));
    // A span whose offsets run past the text, and one that covers the emphasis markers alone.
    const broken = {
      ...edge('refers_to', lawArticle('21'), lawArticle('1')),
      span: { language: 'en' as const, start: text.length - 2, end: text.length + 50 },
    };
    const here = renderText(text, articleEdges({ refers_to: [across, inCode, inTable, broken] }), 'en', MD_ID);

    // The emphasis survives and each part of the crossing span links to Article (18).
    const strong = here.querySelectorAll('strong');
    expect([...strong].map((s) => s.textContent)).toEqual(['Qualifying Free Zone Person', '(18)']);
    const to18 = within(here)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href') === '/legislation/12#article-18');
    expect(to18.map((a) => a.textContent)).toEqual(['Article ', '(18)', ' of this Decree-Law']);
    // Code stays code; the table keeps its cells, the reference in it linked.
    expect(here.querySelector('code')?.textContent).toBe('Article (19)');
    expect(here.querySelector('code a')).toBeNull();
    const cell = here.querySelectorAll('td')[1]!;
    expect(within(cell).getByRole('link', { name: 'Article (3) of this Decree-Law' }).getAttribute('href')).toBe('/legislation/12#article-3');
    expect(here.textContent).toContain('A Qualifying Free Zone Person under Article (18) of this Decree-Law and Article (19) stay.');
    expect(here.querySelector('script, img')).toBeNull();
  });

  it('renders the text unchanged without references', () => {
    const here = renderText('Plain **text**.', articleEdges({}));
    expect(here.querySelector('strong')?.textContent).toBe('text');
    expect(within(here).queryByRole('link')).toBeNull();
  });
});

describe('lists under an article', () => {
  it('lists what refers to, implements and is implemented by an article, with statuses', () => {
    const references = articleEdges({
      referred_to_by: [edge('refers_to', lawArticle('22'), lawArticle('21')), edge('refers_to', repealedDoc('4'), lawArticle('21'))],
      implemented_by: [edge('implements', mdArticle('2'), lawArticle('21')), edge('implements', mdArticle('2'), lawArticle('21'))],
      implements: [edge('implements', lawArticle('21'), unresolved('Cabinet Decision No. 44 of 2020'))],
    });
    renderAt(<ArticleReferences references={references} documentId={LAW_ID} />);

    const implemented = screen.getByRole('list', { name: 'Implemented by' });
    const md = within(implemented).getByRole('link', { name: `${MD_TITLE}, Article (2)` });
    expect(md.getAttribute('href')).toBe('/legislation/40#article-2');
    expect(within(implemented).getAllByRole('listitem')).toHaveLength(1);
    expect(within(implemented).getByText('Active')).toBeTruthy();

    const referredBy = screen.getByRole('list', { name: 'Referred to by' });
    expect(within(referredBy).getByRole('link', { name: 'This document, Article (22)' }).getAttribute('href')).toBe('#article-22');
    expect(
      within(referredBy).getByRole('link', { name: /Ministerial Decision No\. 139 of 2023 Regarding Qualifying Activities, Article \(4\) \(repealed\)$/ }),
    ).toBeTruthy();

    const implementsList = screen.getByRole('list', { name: 'Implements' });
    expect(within(implementsList).queryByRole('link')).toBeNull();
    expect(within(implementsList).getByTitle('Not in the collection: Cabinet Decision No. 44 of 2020').textContent).toBe('Cabinet Decision No. 44 of 2020');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Referred to by', 'Implemented by', 'Implements']);
  });

  it('shows the first five of a long list and the rest on request (all of it in print)', async () => {
    const referred_to_by = Array.from({ length: 8 }, (_, i) => edge('refers_to', mdArticle(String(i + 1)), lawArticle('21')));
    renderAt(<ArticleReferences references={articleEdges({ referred_to_by })} documentId={LAW_ID} />);
    const list = screen.getByRole('list', { name: 'Referred to by' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.filter((li) => li.classList.contains('hidden'))).toHaveLength(3);
    expect(items[7]!.className).toContain('print:block');
    const toggle = screen.getByRole('button', { name: 'Show all 8' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Show fewer');
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('hidden')),
    ).toHaveLength(0);
  });

  it('renders nothing for an article without references', () => {
    renderAt(<ArticleReferences references={articleEdges({})} documentId={LAW_ID} />);
    expect(screen.getByTestId('here').textContent).toBe('');
  });
});

describe('document header relations', () => {
  it('lists what amended or repealed a document and what it amends or repeals', () => {
    const fdl60 = end60();
    const citator: DocumentCitator = documentCitator({
      amended_by: [edge('amends', fdl60, lawArticle('21')), edge('amends', unresolved('Federal Decree-Law No. 12 of 2099'), lawArticle('21'))],
      repeals: [edge('repeals', lawArticle('21'), repealedDoc(null))],
    });
    renderAt(<DocumentRelations citator={citator} documentId={LAW_ID} />);
    const region = screen.getByRole('region', { name: 'Amendments and repeals' });
    const amendedBy = within(region).getByRole('list', { name: 'Amended by' });
    expect(within(amendedBy).getByRole('link', { name: fdl60.title }).getAttribute('href')).toBe('/legislation/3');
    expect(within(amendedBy).getByTitle('Not in the collection: Federal Decree-Law No. 12 of 2099')).toBeTruthy();
    expect(within(amendedBy).queryAllByRole('link')).toHaveLength(1);
    const repeals = within(region).getByRole('list', { name: 'Repeals' });
    expect(
      within(repeals)
        .getByRole('link', { name: /Ministerial Decision No\. 139 of 2023 Regarding Qualifying Activities \(repealed\)$/ })
        .getAttribute('href'),
    ).toBe('/legislation/77');
    expect(within(region).queryByRole('list', { name: 'Repealed by' })).toBeNull();
    expect(within(region).queryByRole('list', { name: 'Amends' })).toBeNull();
  });

  it('is absent when the document has no such relations', () => {
    renderAt(<DocumentRelations citator={documentCitator(undefined)} documentId={LAW_ID} />);
    expect(screen.queryByRole('region', { name: 'Amendments and repeals' })).toBeNull();
  });
});

function end60() {
  return {
    ...lawArticle('1'),
    legislation_id: 3,
    slug: 'fdl-60-2023',
    title: `Federal Decree-Law No. 60 of 2023 Amending ${LAW_TITLE}`,
    status: 'active',
    article: null,
    url: '/legislation/3',
  };
}

describe('the citator in the Arabic interface (issue 17 item 5)', () => {
  function renderArabic(ui: ReactElement) {
    return renderWithProviders(ui, { language: 'ar', numerals: 'arab' });
  }

  it('lists an article’s references under Arabic headings, articles named as the official Arabic names them', async () => {
    const references = articleEdges({
      referred_to_by: [
        edge('refers_to', lawArticle('22'), lawArticle('21')),
        ...Array.from({ length: 6 }, (_, i) => edge('refers_to', mdArticle(String(i + 1)), lawArticle('21'))),
      ],
      implemented_by: [edge('implements', repealedDoc('4'), lawArticle('21'))],
      implements: [edge('implements', lawArticle('21'), unresolved('Cabinet Decision No. 44 of 2020'))],
    });
    renderArabic(<ArticleReferences references={references} documentId={LAW_ID} />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['وردت الإشارة إليها في', 'نُفِّذت بموجب', 'تُنفِّذ']);

    const referredBy = screen.getByRole('list', { name: 'وردت الإشارة إليها في' });
    const own = within(referredBy).getAllByRole('link')[0]!;
    expect(own.textContent).toBe('المادة (٢٢) من هذا التشريع');
    expect(own.getAttribute('href')).toBe('#article-22');
    const md = within(referredBy).getAllByRole('link')[1]!;
    expect(md.textContent).toBe(`المادة (١) من ${MD_TITLE}`);
    expect(md.querySelector('[lang="en"][dir="ltr"]')?.textContent).toBe(MD_TITLE);
    expect(within(referredBy).getAllByText('ساري').length).toBeGreaterThan(0);

    const repealed = within(screen.getByRole('list', { name: 'نُفِّذت بموجب' })).getByRole('link');
    expect(repealed.textContent).toContain('ملغى');
    expect(repealed.textContent).toContain('(ملغى)');

    const implementsList = screen.getByRole('list', { name: 'تُنفِّذ' });
    expect(within(implementsList).getByTitle('غير مدرج في المجموعة: Cabinet Decision No. 44 of 2020')).toBeTruthy();
    expect(within(implementsList).getByText('(غير مدرج في المجموعة)')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'عرض الكل (٧)' });
    await userEvent.click(toggle);
    expect(toggle.textContent).toBe('عرض عدد أقل');
  });

  it('titles the document relations in Arabic', () => {
    const citator: DocumentCitator = documentCitator({
      amended_by: [
        edge(
          'amends',
          { ...lawArticle('1'), legislation_id: 3, title: 'Federal Decree-Law No. 60 of 2023', status: 'active', article: null, url: '/legislation/3' },
          lawArticle('21'),
        ),
      ],
      repeals: [edge('repeals', lawArticle('21'), repealedDoc(null))],
    });
    renderArabic(<DocumentRelations citator={citator} documentId={LAW_ID} />);
    const region = screen.getByRole('region', { name: 'التعديلات والإلغاءات' });
    expect(within(within(region).getByRole('list', { name: 'عُدِّل بموجب' })).getByRole('link').textContent).toBe('Federal Decree-Law No. 60 of 2023');
    expect(within(region).getByRole('list', { name: 'يُلغي' })).toBeTruthy();
  });
});
