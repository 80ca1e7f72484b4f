/** The keyword search tab in the Arabic interface (issue 17 item 5); the English one is covered by e2e/keyword-search.spec.ts. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LegislationListResponse } from '../../../../../schema/api/legislation.ts';
import { testListItem } from '../../../../test/fixtures.ts';
import { json, renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { KeywordSearchTab } from './keyword-search-tab.tsx';

const record = testListItem({
  title_ar: 'قرار وزاري رقم (73) لسنة 2023 بشأن تسهيلات الأعمال الصغيرة',
  matches: {
    total: 1,
    articles: [
      {
        number: '1',
        heading: null,
        anchor: 'article-1',
        snippet: [
          { text: 'لأغراض ', hit: false },
          { text: 'تسهيلات الأعمال الصغيرة', hit: true },
        ],
      },
    ],
  },
});

const choices = {
  records: [
    { status: 'active', chapter: 'III - Rates, Reliefs and Free Zones', legislation: 'Ministerial Decision', tax_category: 'Corporate Tax' },
    { status: 'repealed', chapter: 'I - General', legislation: 'Cabinet Decision', tax_category: 'Corporate Tax' },
  ],
};

function renderTab(route: string, list: (url: string) => LegislationListResponse, language: 'ar' | 'en' = 'ar') {
  return renderWithProviders(<KeywordSearchTab />, {
    route,
    language,
    numerals: 'arab',
    fetch: (url) => (url === '/api/field-choices' ? json(choices) : url.startsWith('/api/legislation?') ? json(list(url)) : undefined),
  });
}

describe('KeywordSearchTab in Arabic', () => {
  it('searches with an Arabic keyword and shows the results, counts and filters in Arabic', async () => {
    const keyword = 'تسهيلات الأعمال الصغيرة';
    const { container } = renderTab(`/?q=${encodeURIComponent(keyword)}`, (url) =>
      new URL(url, 'http://x').searchParams.get('limit') === '0'
        ? { records: [], total: 59, total_with_text: 34, total_records: 59, total_records_with_text: 34 }
        : { records: [record], total: 1, total_with_text: 1, total_records: 59, total_records_with_text: 34, search: keyword },
    );
    expect(await screen.findByText('يُعرض ١ من نتيجة واحدة، بعد التصفية من إجمالي ٥٩ سجلاً')).toBeTruthy();
    expect(screen.getByText('· ١ منها بنصها الكامل', { exact: false })).toBeTruthy();
    expect(screen.getByText('تصفّح جميع تشريعات ضريبة الشركات، وعددها ٥٩')).toBeTruthy();
    // How many of them the collection holds the text of (issue 27 item 6), in Arabic and its digits.
    expect(await screen.findByText('(٣٤ منها بنصها الكامل)', { exact: false })).toBeTruthy();
    const input = screen.getByRole('searchbox', { name: 'الكلمة المفتاحية' });
    expect((input as HTMLInputElement).value).toBe(keyword);
    expect(input.getAttribute('placeholder')).toContain('الشخص المؤهل القائم في المنطقة الحرة');
    expect(screen.getByRole('link', { name: record.title_ar! })).toBeTruthy();
    expect(container.querySelector('mark')?.textContent).toBe(keyword);

    const status = screen.getByRole('combobox', { name: 'الحالة' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'جميع الحالات'],
      ['active', 'ساري'],
      ['repealed', 'ملغى'],
    ]);
    const type = screen.getByRole('combobox', { name: 'النوع' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['جميع الأنواع', 'قرار مجلس الوزراء', 'قرار وزاري']);
    expect(
      within(screen.getByRole('combobox', { name: 'الترتيب' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['التاريخ', 'العنوان', 'الفصل']);
  });

  it('invites a first search in Arabic', () => {
    renderTab('/', () => ({ records: [], total: 59, total_with_text: 59, total_records: 59, total_records_with_text: 59 }));
    expect(screen.getByText('ابدأ بالبحث أو التصفية')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'عرض جميع التشريعات' })).toBeTruthy();
  });

  it('asks for the rows’ Arabic summaries in Arabic only', async () => {
    const asked: string[] = [];
    const list = (url: string) => {
      asked.push(url);
      return {
        records: [{ ...record, summary: 'Sets the threshold.', summary_ar: 'يحدد حد الإيرادات.' }],
        total: 1,
        total_with_text: 1,
        total_records: 1,
        total_records_with_text: 1,
      };
    };
    const { unmount } = renderTab('/?all=1', list);
    expect(await screen.findByText('يحدد حد الإيرادات.')).toBeTruthy();
    // The rows' request (the count of all records, limit=0, has no rows to carry them).
    const rows = asked.map((url) => new URL(url, 'http://x').searchParams).filter((p) => p.get('limit') !== '0');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((p) => p.get('lang') === 'ar')).toBe(true);
    unmount();
    asked.length = 0;
    renderTab('/?all=1', list, 'en');
    expect(await screen.findByText('Sets the threshold.')).toBeTruthy();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.some((url) => url.includes('lang='))).toBe(false);
  });

  it('says Load More with the remaining count', async () => {
    const records = Array.from({ length: 100 }, (_, i) => ({ ...record, id: i + 1, matches: undefined }));
    renderTab('/?all=1', () => ({ records, total: 130, total_with_text: 130, total_records: 130, total_records_with_text: 130 }));
    // By its text, not its role: a role query computes the accessibility of all 100 rows on every poll, which took
    // seconds on a loaded machine. The text is the button's whole accessible name.
    const label = await screen.findByText('تحميل المزيد (يتبقى ٣٠)');
    expect(label.closest('button')?.textContent).toBe('تحميل المزيد (يتبقى ٣٠)');
  });

  it('names the terms the texts write for an abbreviation, each a search of its own', async () => {
    const spelled_out = { abbreviation: 'QFZP', terms: ['Qualifying Free Zone Person', 'الشخص المؤهل القائم في المنطقة الحرة'] };
    const empty = { records: [], total: 0, total_with_text: 0, total_records: 59, total_records_with_text: 34 };
    renderTab('/?q=QFZP', (url) => {
      const q = new URL(url, 'http://x').searchParams.get('search');
      return q === 'QFZP' ? { ...empty, search: q, spelled_out } : { ...empty, ...(q ? { search: q } : {}) };
    });
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('تكتب التشريعات QFZP كاملاً. ابحث عن:');
    expect(screen.getByText('لم يُعثر على تشريعات تطابق معايير البحث')).toBeTruthy();
    // The reader's language first.
    expect(
      within(note)
        .getAllByRole('button')
        .map((b) => b.getAttribute('lang')),
    ).toEqual(['ar', 'en']);
    const arabic = within(note).getByRole('button', { name: 'الشخص المؤهل القائم في المنطقة الحرة' });
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(within(note).getByRole('button', { name: 'Qualifying Free Zone Person' }).getAttribute('lang')).toBe('en');
    await userEvent.click(arabic);
    const input = screen.getByRole('searchbox', { name: 'الكلمة المفتاحية' }) as HTMLInputElement;
    expect(input.value).toBe('الشخص المؤهل القائم في المنطقة الحرة');
    // The new keyword is searched and the note, which was about the abbreviation, goes.
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });
});
