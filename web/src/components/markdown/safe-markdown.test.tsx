/** Citation markers of AI answers become in-app links; raw HTML and code stay inert. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { SafeMarkdown, type MarkdownCitation } from './safe-markdown.tsx';

const citations: MarkdownCitation[] = [
  { n: 1, url: '/legislation/12#article-21', title: 'Federal Decree-Law No. 47 of 2022', article_label: 'Article (21)' },
  { n: 2, url: '/legislation/30#article-4', title: 'Cabinet Decision No. 55 of 2023', article_label: 'Article (4)', repealed: true },
];

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

function renderAnswer(text: string, cites: MarkdownCitation[] | null = citations, options?: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <div data-testid="answer">
            <SafeMarkdown citations={cites ?? undefined}>{text}</SafeMarkdown>
          </div>
        }
      />
      <Route path="/legislation/:id" element={<Where />} />
    </Routes>,
    options,
  );
}

describe('SafeMarkdown citations', () => {
  it('links [n] and [1, 2] markers with accessible names and navigates in the app', async () => {
    renderAnswer('Small businesses may elect relief [1]. Both apply [1, 2].');
    const answer = screen.getByTestId('answer');
    const first = within(answer).getAllByRole('link', { name: 'Citation 1: Federal Decree-Law No. 47 of 2022, Article (21)' });
    expect(first).toHaveLength(2);
    expect(first[0]!.getAttribute('href')).toBe('/legislation/12#article-21');
    expect(first[0]!.textContent).toBe('[1]');
    expect(within(answer).getByRole('link', { name: 'Citation 2: Cabinet Decision No. 55 of 2023, Article (4) (repealed)' })).toBeTruthy();
    expect(answer.textContent).toBe('Small businesses may elect relief [1]. Both apply [1][2].');

    await userEvent.click(first[0]!);
    expect(screen.getByTestId('where').textContent).toBe('/legislation/12#article-21');
  });

  it('names a marker in Arabic by the official Arabic title when the answer came with one, and the article as the Arabic names it', () => {
    const arabic: MarkdownCitation[] = [
      { ...citations[0]!, article: '21', title_ar: 'مرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال' },
      // An answer saved before the Arabic titles: the English title, still with the Arabic article label.
      { ...citations[1]!, article: '4' },
    ];
    renderAnswer('يكون حد الإيرادات ثلاثة ملايين درهم [1] [2]', arabic, { language: 'ar', numerals: 'arab' });
    const answer = screen.getByTestId('answer');
    expect(
      within(answer).getByRole('link', { name: 'المرجع 1: مرسوم بقانون اتحادي رقم (47) لسنة 2022 في شأن الضريبة على الشركات والأعمال، المادة (٢١)' }),
    ).toBeTruthy();
    expect(within(answer).getByRole('link', { name: 'المرجع 2: Cabinet Decision No. 55 of 2023، المادة (٤) (ملغى)' })).toBeTruthy();
  });

  it('leaves code, real links and unknown numbers alone', () => {
    renderAnswer('Code `arr[1]` and\n\n```\nx[2]\n```\n\nA [link [1]](https://example.com) and [9] unknown, [1, 9] mixed.');
    const answer = screen.getByTestId('answer');
    expect(answer.querySelector('code')?.textContent).toBe('arr[1]');
    expect(answer.querySelector('pre')?.textContent?.trim()).toBe('x[2]');
    const links = within(answer).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com', '/legislation/12#article-21']);
    expect(answer.textContent).toContain('[9] unknown, [1][9] mixed.');
  });

  it('navigates in the app for an in-app link of an answer (Read Next), not a page load', async () => {
    renderAnswer('## Read Next\n\n- [Ministerial Decision No. 73 of 2023, Article (2)](/legislation/40#article-2)', null);
    const link = within(screen.getByTestId('answer')).getByRole('link', { name: 'Ministerial Decision No. 73 of 2023, Article (2)' });
    expect(link.getAttribute('target')).toBeNull();
    await userEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/legislation/40#article-2');
  });

  it('renders no raw HTML and no unsafe link protocols from an answer', () => {
    renderAnswer('Answer <img src=x onerror="alert(1)"> <script>alert(2)</script> <b>bold</b> [bad](javascript:alert(3)) [1]');
    const answer = screen.getByTestId('answer');
    expect(answer.querySelector('img, script, b')).toBeNull();
    const bad = within(answer).getByText('bad');
    expect(bad.getAttribute('href') ?? '').not.toContain('javascript');
    expect(within(answer).getByRole('link', { name: /^Citation 1:/ })).toBeTruthy();
  });

  it('shows where an outside link goes and opens it in a new tab without referrer or endorsement', () => {
    renderAnswer(
      'See [the FTA guide](https://www.tax.gov.ae/en/guide) and [https://mof.gov.ae](https://evil.example/phish) and [proto](//evil.example/x).',
      null,
    );
    const answer = screen.getByTestId('answer');
    const links = within(answer).getAllByRole('link');
    expect(links).toHaveLength(3);
    const [guide, disguised, protocolRelative] = links as [HTMLElement, HTMLElement, HTMLElement];
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
    expect(guide.textContent).toBe('the FTA guide (tax.gov.ae)');
    expect(guide.getAttribute('aria-label')).toBe('the FTA guide, opens tax.gov.ae in a new tab');
    // Link text that names another site cannot hide the real destination.
    expect(disguised.textContent).toBe('https://mof.gov.ae (evil.example)');
    expect(protocolRelative.getAttribute('data-destination')).toBe('evil.example');
  });

  it('does not repeat the domain of a bare web address', () => {
    renderAnswer('Source: https://tax.gov.ae/en/legislation', null);
    const link = within(screen.getByTestId('answer')).getByRole('link');
    expect(link.textContent).toBe('https://tax.gov.ae/en/legislation');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('without citations the text is unchanged', () => {
    renderAnswer('Plain [1] text.', null);
    expect(within(screen.getByTestId('answer')).queryByRole('link')).toBeNull();
  });
});

describe('direction', () => {
  it('lets every block take the direction of its own text, so an Arabic answer reads right to left', () => {
    renderAnswer('## الملخص\n\nيكون حد الإيرادات ثلاثة ملايين درهم [1]\n\n- بند أول\n\n> اقتباس\n\nAn English paragraph.');
    const answer = screen.getByTestId('answer');
    for (const selector of ['h2', 'p', 'ul', 'li', 'blockquote']) {
      const blocks = answer.querySelectorAll(selector);
      expect(blocks.length, selector).toBeGreaterThan(0);
      for (const block of blocks) expect(block.getAttribute('dir'), selector).toBe('auto');
    }
    // The citation inside an Arabic paragraph stays a link to its article.
    expect(
      within(answer)
        .getByRole('link', { name: /^Citation 1: / })
        .getAttribute('href'),
    ).toBe('/legislation/12#article-21');
  });
});
