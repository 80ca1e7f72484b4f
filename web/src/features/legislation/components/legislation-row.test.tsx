import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  RECORDS_WITH_MATCHES,
  type LegislationListItem,
  type LegislationListResponse,
  type LegislationSummary,
} from '../../../../../schema/api/legislation.ts';
import { testListItem } from '../../../../test/fixtures.ts';
import { json, renderWithProviders, testUser } from '../../../../test/render-with-providers.tsx';
import { LegislationResults, ResultsCount } from './legislation-results.tsx';
import { LegislationRow } from './legislation-row.tsx';

const record = testListItem({
  source_file: 'https://elaws.moj.gov.ae/laws/ref/S-AL1_2_54846',
  summary: 'Implements Small Business Relief.',
  matches: {
    total: 5,
    articles: [
      {
        number: '2',
        heading: 'Revenue Threshold of the Taxable Person',
        anchor: 'article-2',
        snippet: [
          { text: 'For the purposes of ', hit: false },
          { text: 'Small Business Relief', hit: true },
          { text: ' <img src=x onerror=alert(1)>', hit: false },
        ],
      },
    ],
  },
});

/** The row's details: key points come from the record's overview, loaded on expand. */
const overview: LegislationSummary = { ...record, key_points: ['Revenue threshold: AED 3,000,000 (Art. 2(1)).'], key_points_ar: [] };

/** One row in its table. */
function renderRecord(item: LegislationListItem, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <table>
      <tbody>
        <LegislationRow record={item} />
      </tbody>
    </table>,
    options,
  );
}

function renderRow() {
  return renderRecord(record, { fetch: (url) => (url === '/api/legislation/7/overview' ? json(overview) : undefined) });
}

describe('LegislationRow', () => {
  it('links each matching article to its anchor and marks the keyword', () => {
    const { container } = renderRow();
    const link = screen.getByRole('link', { name: 'Article (2): Revenue Threshold of the Taxable Person' });
    expect(link.getAttribute('href')).toBe('/legislation/7#article-2');
    expect(container.querySelector('mark')?.textContent).toBe('Small Business Relief');
    expect(screen.getByText('and 4 more matching passages in this document')).toBeTruthy();
  });

  it('renders snippet text as text, never as HTML', () => {
    const { container } = renderRow();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('shows summary, key points and the official source on request', async () => {
    renderRow();
    const toggle = screen.getByRole('button', { name: 'Show summary & key points' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(details).findByText('Revenue threshold: AED 3,000,000 (Art. 2(1)).')).toBeTruthy();
    expect(
      within(details)
        .getByRole('link', { name: /Official source/ })
        .getAttribute('href'),
    ).toBe(record.source_file);
  });

  it('styles the status per spec', () => {
    const { container } = renderRow();
    expect(container.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('active');
  });
});

describe('LegislationResults', () => {
  it('loads the matching articles of the rows the list sent without them, one request per chunk of rows', async () => {
    // 30 rows: the first 25 came with their matches, the last 5 did not.
    const records = Array.from({ length: 30 }, (_, i): LegislationListItem => {
      const id = 100 + i;
      return { ...record, id, title: `Decision ${id}`, ...(i < RECORDS_WITH_MATCHES ? {} : { matches: undefined }) };
    });
    const data: LegislationListResponse = {
      records,
      total: 30,
      total_with_text: 30,
      total_records: 59,
      total_records_with_text: 59,
      search: 'Small Business Relief',
    };
    const later = records.slice(RECORDS_WITH_MATCHES).map((r) => r.id);
    const { fetchMock } = renderWithProviders(<LegislationResults data={data} />, {
      fetch: (url) =>
        url.startsWith('/api/legislation/matches?')
          ? json({
              matches: Object.fromEntries(
                later.map((id) => [
                  id,
                  {
                    total: 1,
                    articles: [
                      { number: '21', heading: 'Small Business Relief', anchor: 'article-21', snippet: [{ text: 'Small Business Relief', hit: true }] },
                    ],
                  },
                ]),
              ),
            })
          : undefined,
    });
    const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
    expect(within(row('Decision 129')).getByText('Finding the matching articles…')).toBeTruthy();
    expect(await within(row('Decision 129')).findByRole('link', { name: 'Article (21): Small Business Relief' })).toBeTruthy();
    expect(within(row('Decision 125')).getByRole('link', { name: 'Article (21): Small Business Relief' }).getAttribute('href')).toBe(
      '/legislation/125#article-21',
    );
    // The first rows keep the matches the list sent.
    expect(within(row('Decision 100')).getByRole('link', { name: 'Article (2): Revenue Threshold of the Taxable Person' })).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/legislation/matches'));
    expect(calls).toEqual([`/api/legislation/matches?search=Small+Business+Relief&ids=${later.join('%2C')}`]);
  });
});

describe('LegislationRow in the Arabic interface (issue 17 item 5)', () => {
  function renderArabicRow(over: Partial<LegislationListItem> = {}, numerals: 'latn' | 'arab' = 'arab') {
    return renderWithProviders(
      <table>
        <tbody>
          <LegislationRow record={{ ...record, ...over }} />
        </tbody>
      </table>,
      { language: 'ar', numerals, fetch: (url) => (url === '/api/legislation/7/overview' ? json(overview) : undefined) },
    );
  }

  it('leads with the official Arabic title, the English under it, and shows type, status, date and counts in Arabic', () => {
    const { container } = renderArabicRow({ title_ar: 'قرار وزاري رقم (73) لسنة 2023 بشأن تسهيلات الأعمال الصغيرة' });
    const title = screen.getByRole('link', { name: 'قرار وزاري رقم (73) لسنة 2023 بشأن تسهيلات الأعمال الصغيرة' });
    expect(title.getAttribute('href')).toBe('/legislation/7');
    const english = screen.getByText(record.title);
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('قرار وزاري')).toBeTruthy();
    expect(screen.getByText('ساري')).toBeTruthy();
    expect(screen.getByText('صدر في ٣ أبريل ٢٠٢٣')).toBeTruthy();
    expect(screen.getByText('٨٧١ كلمة')).toBeTruthy();
    expect(screen.getByText('و٤ مواضع أخرى مطابقة في هذا التشريع')).toBeTruthy();
    // The matching article by its Arabic label, the anchor unchanged, the keyword still marked.
    const match = screen.getByRole('link', { name: 'المادة (٢): Revenue Threshold of the Taxable Person' });
    expect(match.getAttribute('href')).toBe('/legislation/7#article-2');
    expect(container.querySelector('mark')?.textContent).toBe('Small Business Relief');
    expect(screen.getByRole('list', { name: 'المواد المطابقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'المساعد الذكي' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'فتح التشريع' })).toBeTruthy();
  });

  it('shows the English title where the record has no Arabic one, and highlights an Arabic keyword', () => {
    const { container } = renderArabicRow(
      {
        matches: {
          total: 1,
          articles: [
            {
              number: '2',
              heading: null,
              anchor: 'article-2',
              snippet: [
                { text: 'لأغراض ', hit: false },
                { text: 'تسهيلات الأعمال الصغيرة', hit: true },
              ],
            },
          ],
        },
      },
      'latn',
    );
    const title = screen.getByRole('link', { name: record.title });
    expect(title.querySelector('[lang="en"][dir="ltr"]')?.textContent).toBe(record.title);
    expect(screen.getByText('871 كلمة')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'المادة (2)' }).getAttribute('href')).toBe('/legislation/7#article-2');
    expect(container.querySelector('mark')?.textContent).toBe('تسهيلات الأعمال الصغيرة');
    expect(container.querySelector('mark')?.closest('p')?.getAttribute('dir')).toBe('auto');
  });

  it('opens the details in Arabic, the editorial English marked as English', async () => {
    renderArabicRow();
    await userEvent.click(screen.getByRole('button', { name: 'عرض الملخص والنقاط الرئيسية' }));
    expect(screen.getByRole('button', { name: 'إخفاء التفاصيل' })).toBeTruthy();
    expect(screen.getByText('الملخص')).toBeTruthy();
    const point = await screen.findByText('Revenue threshold: AED 3,000,000 (Art. 2(1)).');
    expect(point.closest('ul')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'المصدر الرسمي ↗' })).toBeTruthy();
  });

  it('shows the Arabic of the summary and key points where the record has it', async () => {
    const summaryAr = 'يحدد حد الإيرادات لتسهيلات الأعمال الصغيرة.';
    const pointAr = 'حد الإيرادات: 3,000,000 درهم (المادة 2(1)).';
    renderWithProviders(
      <table>
        <tbody>
          <LegislationRow record={{ ...record, summary: 'Sets the threshold.', summary_ar: summaryAr }} />
        </tbody>
      </table>,
      { language: 'ar', fetch: (url) => (url === '/api/legislation/7/overview' ? json({ ...overview, key_points_ar: [pointAr] }) : undefined) },
    );
    // Under the title, and in the details.
    expect(screen.getByText(summaryAr).getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Sets the threshold.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'عرض الملخص والنقاط الرئيسية' }));
    expect(screen.getByText(summaryAr)).toBeTruthy();
    expect((await screen.findByText(pointAr)).closest('ul')?.getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Revenue threshold: AED 3,000,000 (Art. 2(1)).')).toBeNull();
  });
});

describe('ResultsCount and the results table in Arabic', () => {
  it('counts with Arabic plural forms and Arabic-Indic digits', () => {
    const data: LegislationListResponse = {
      records: [record, { ...record, id: 8 }, { ...record, id: 9 }],
      total: 12,
      total_with_text: 12,
      total_records: 59,
      total_records_with_text: 59,
    };
    renderWithProviders(
      <>
        <ResultsCount data={data} />
        <LegislationResults data={data} />
      </>,
      { language: 'ar', numerals: 'arab' },
    );
    expect(screen.getByText('يُعرض ٣ من ١٢ نتيجة، بعد التصفية من إجمالي ٥٩ سجلاً')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['العنوان والمحتوى', 'التفاصيل', 'الإجراءات']);
  });

  it('keeps the English count unchanged', () => {
    const data: LegislationListResponse = { records: [record], total: 12, total_with_text: 12, total_records: 59, total_records_with_text: 59 };
    renderWithProviders(<ResultsCount data={data} />);
    expect(screen.getByText('Showing 1 of 12 filtered from 59 total records')).toBeTruthy();
  });

  it('says how many of the filtered records have full text (issue 27 item 6)', () => {
    const data: LegislationListResponse = { records: [record], total: 6, total_with_text: 4, total_records: 59, total_records_with_text: 34 };
    renderWithProviders(<ResultsCount data={data} />);
    expect(screen.getByText('Showing 1 of 6 filtered from 59 total records')).toBeTruthy();
    expect(screen.getByText('· 4 of them with full text', { exact: false })).toBeTruthy();
  });
});

describe('A record without text (issue 27 item 6)', () => {
  const textless = testListItem({
    id: 31,
    slug: 'md-229-2025',
    title: 'Ministerial Decision No. 229 of 2025 Regarding Qualifying Activities and Excluded Activities',
    has_text: false,
    word_count: 0,
    text_language: null,
    source_file: 'https://mof.gov.ae/md-229-2025.pdf',
  });

  it('is marked as such, offers its official source instead of the AI Assistant, signed out and signed in', async () => {
    for (const user of [null, testUser()]) {
      const { unmount } = renderRecord(textless, { user });
      const row = screen.getByRole('row');
      expect(within(row).getByText('Text not yet available')).toBeTruthy();
      expect(row.textContent).toContain("The collection holds this document's details, not its text");
      expect(within(row).queryByRole('button', { name: 'AI Assistant' })).toBeNull();
      const source = within(row).getByRole('link', { name: 'Official source ↗' });
      expect(source.getAttribute('href')).toBe('https://mof.gov.ae/md-229-2025.pdf');
      expect(source.getAttribute('target')).toBe('_blank');
      unmount();
    }
  });

  it('without an official source: says the text is not available, and shows no AI Assistant and no source link', () => {
    renderRecord({ ...textless, source_file: null });
    const row = screen.getByRole('row');
    expect(within(row).getByText('Text not yet available')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'AI Assistant' })).toBeNull();
    expect(within(row).queryByRole('link', { name: /Official source/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Open document' })).toBeTruthy();
  });

  it('a record with text keeps its AI Assistant button and no mark', () => {
    renderRecord(testListItem({ source_file: 'https://elaws.moj.gov.ae/x' }));
    const row = screen.getByRole('row');
    expect(within(row).getByRole('button', { name: 'AI Assistant' })).toBeTruthy();
    expect(within(row).queryByText('Text not yet available')).toBeNull();
    expect(within(row).getByText('871 words')).toBeTruthy();
  });

  it('in Arabic: the mark and the source link in Arabic', () => {
    renderRecord(textless, { language: 'ar' });
    const row = screen.getByRole('row');
    expect(within(row).getByText('النص غير متاح بعد')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'المصدر الرسمي ↗' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'المساعد الذكي' })).toBeNull();
  });
});
