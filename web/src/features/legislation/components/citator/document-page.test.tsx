/** The citator mounted on the document page: header relations, linked references and lists, and an API without a citator. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DocumentCitator } from '../../../../../../schema/api/citator.ts';
import type { LegislationDetail } from '../../../../../../schema/api/legislation.ts';
import { testLegislationDetail } from '../../../../../test/fixtures.ts';
import { json, renderWithProviders } from '../../../../../test/render-with-providers.tsx';
import { LegislationPage } from '../../../../pages/legislation-page.tsx';
import { documentCitator } from '../../citator.ts';
import {
  articleEdges,
  edge,
  LAW_ID,
  LAW_TITLE,
  lawArticle,
  MD_ARTICLE_2_EN,
  MD_ID,
  MD_TITLE,
  mdArticle,
  unresolved,
} from '../../../../../test/citator-fixtures.ts';

function detail(id: number, title: string, articles: Array<{ number: string; text_en: string }>, citator?: DocumentCitator): LegislationDetail {
  // Until the worker sends it, the API omits the citator.
  return testLegislationDetail(id, title, articles, citator ? { citator } : {});
}

const en = { text: MD_ARTICLE_2_EN, language: 'en' as const };
const implementsLaw = edge('implements', mdArticle('2'), lawArticle('21'), 'Article (21) of the Corporate Tax Law', en);
const clause = edge('refers_to', mdArticle('2'), mdArticle('1'), 'Clause (1) of this Article', en);
const md73 = detail(
  MD_ID,
  MD_TITLE,
  [
    { number: '1', text_en: 'Definitions.' },
    { number: '2', text_en: MD_ARTICLE_2_EN },
  ],
  documentCitator({
    amended_by: [edge('amends', unresolved('Ministerial Decision No. 99 of 2099'), mdArticle('2'))],
    articles: { '2': articleEdges({ refers_to: [implementsLaw, clause], implements: [implementsLaw] }) },
  }),
);
const law = detail(LAW_ID, LAW_TITLE, [{ number: '21', text_en: 'Small Business Relief.' }]);

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/legislation/:id" element={<LegislationPage />} />
    </Routes>,
    { route, fetch: (url) => (url === `/api/legislation/${MD_ID}` ? json(md73) : url === `/api/legislation/${LAW_ID}` ? json(law) : undefined) },
  );
}

describe('the document page with its citator', () => {
  it('shows the header relations, the references in the text and the lists, and opens a referenced article', async () => {
    renderPage(`/legislation/${MD_ID}`);
    const article = await screen.findByRole('region', { name: 'Article (2)' });
    const inText = within(article).getByRole('link', { name: 'Article (21) of the Corporate Tax Law' });
    expect(inText.getAttribute('href')).toBe('/legislation/12#article-21');
    expect(within(article).getByRole('link', { name: 'Clause (1) of this Article' }).getAttribute('href')).toBe('#article-1');
    const implementsList = within(article).getByRole('list', { name: 'Implements' });
    expect(
      within(implementsList)
        .getByRole('link', { name: `${LAW_TITLE}, Article (21)` })
        .getAttribute('href'),
    ).toBe('/legislation/12#article-21');

    const relations = screen.getByRole('region', { name: 'Amendments and repeals' });
    expect(within(relations).getByTitle('Not in the collection: Ministerial Decision No. 99 of 2099')).toBeTruthy();

    await userEvent.click(inText);
    expect(await screen.findByRole('heading', { level: 1, name: LAW_TITLE })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Article (21)' })).toBeTruthy();
  });

  it('reads a document without a citator as one without references', async () => {
    renderPage(`/legislation/${LAW_ID}`);
    const article = await screen.findByRole('region', { name: 'Article (21)' });
    expect(within(article).queryByRole('link', { name: /Corporate Tax Law/ })).toBeNull();
    expect(within(article).queryByRole('list')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Amendments and repeals' })).toBeNull();
  });
});
