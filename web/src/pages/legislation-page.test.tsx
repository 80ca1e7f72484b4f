/** The document page's not-found state for addresses that name no document (issue 15: /legislation/1.5). */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testLegislationDetail } from '../../test/fixtures.ts';
import { json, renderWithProviders } from '../../test/render-with-providers.tsx';
import { LegislationPage } from './legislation-page.tsx';

/** Answers as the Worker does: 400 for an address its id/slug pattern refuses, 404 for any other unknown one. */
function renderDocument(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/legislation/:id" element={<LegislationPage />} />
    </Routes>,
    {
      route: path,
      fetch: (url) => {
        if (!url.startsWith('/api/legislation/')) return undefined;
        const id = decodeURIComponent(url.slice('/api/legislation/'.length));
        return /^(\d{1,12}|[a-z0-9-]{1,80})$/.test(id)
          ? json({ error: 'Legislation not found' }, 404)
          : json({ error: 'id must be a legislation id or slug' }, 400);
      },
    },
  );
}

async function expectNotFound() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Document not found' })).toBeTruthy();
  expect(screen.getByText('No Corporate Tax document has this address.')).toBeTruthy();
  expect(screen.queryByText(/could not be loaded/)).toBeNull();
  expect(screen.queryByText(/must be/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to legislation search' }).getAttribute('href')).toBe('/');
}

describe('LegislationPage: addresses that name no document', () => {
  it.each([
    '/legislation/1.5',
    '/legislation/1,5',
    '/legislation/2%20',
    '/legislation/Cabinet%20Decision',
    '/legislation/%C3%A9',
    `/legislation/${'a'.repeat(81)}`,
  ])('%s shows the not-found state, not a validation message', async (path) => {
    const { fetchMock } = renderDocument(path);
    await expectNotFound();
    // An address that is neither a record id nor a slug is not sent to the API at all.
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/legislation/'))).toBe(false);
  });

  // Ids and corpus slugs (/legislation/md-73-2023) are asked for; unknown ones answer 404.
  it.each(['/legislation/0', '/legislation/999999', '/legislation/1234567890123', '/legislation/no-such-slug', '/legislation/-3'])(
    '%s (well-formed, unknown) shows the same not-found state',
    async (path) => {
      const { fetchMock } = renderDocument(path);
      await expectNotFound();
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/legislation/'))).toBe(true);
    },
  );

  it('shows the server error for other failures', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/legislation/:id" element={<LegislationPage />} />
      </Routes>,
      { route: '/legislation/12', fetch: (url) => (url === '/api/legislation/12' ? json({ error: 'Service temporarily unavailable' }, 503) : undefined) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The document could not be loaded' })).toBeTruthy();
  });
});

/** The page of one document, as the API sends it. */
function renderLoaded(doc: ReturnType<typeof testLegislationDetail>) {
  return renderWithProviders(
    <Routes>
      <Route path="/legislation/:id" element={<LegislationPage />} />
    </Routes>,
    { route: `/legislation/${doc.id}`, fetch: (url) => (url === `/api/legislation/${doc.id}` ? json(doc) : undefined) },
  );
}

describe('LegislationPage: what a reader sees of a document', () => {
  it('shows words but no internal figures (estimated tokens, context cost)', async () => {
    const doc = testLegislationDetail(12, 'Ministerial Decision No. 73 of 2023', [{ number: '1', heading: 'Definitions', text_en: 'Definitions.' }], {
      slug: 'md-73-2023',
      number: '73',
      issue_date_actual: '2023-03-30',
      word_count: 1234,
      estimated_tokens: 1605,
      context_cost: 0.000642,
      text_language: 'en',
    });
    renderLoaded(doc);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ministerial Decision No. 73 of 2023' })).toBeTruthy();
    expect(screen.getByText('Words')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.queryByText('Estimated tokens')).toBeNull();
    expect(screen.queryByText('Context cost')).toBeNull();
    expect(screen.queryByText('1,605')).toBeNull();
    expect(screen.getByRole('button', { name: 'AI Assistant' })).toBeTruthy();
  });

  it('a document without text offers its official source, and no AI Assistant (issue 27 item 6)', async () => {
    const doc = testLegislationDetail(31, 'Ministerial Decision No. 229 of 2025', [], {
      slug: 'md-229-2025',
      has_text: false,
      word_count: 0,
      text_language: null,
      source_file: 'https://mof.gov.ae/md-229-2025.pdf',
    });
    renderLoaded(doc);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ministerial Decision No. 229 of 2025' })).toBeTruthy();
    expect(screen.getAllByText('Text not yet available').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'AI Assistant' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Official source ↗' }).getAttribute('href')).toBe('https://mof.gov.ae/md-229-2025.pdf');
  });
});

describe('LegislationPage in the Arabic interface (issue 17 item 5)', () => {
  const arabicDoc = () => {
    const doc = testLegislationDetail(
      12,
      'Ministerial Decision No. 73 of 2023 on Small Business Relief',
      [
        { number: '1', heading: 'Definitions', text_en: 'Definitions.' },
        { number: '2', heading: 'Revenue Threshold of the Taxable Person', text_en: 'The Revenue threshold shall be AED (3,000,000).' },
      ],
      {
        title_ar: 'قرار وزاري رقم (73) لسنة 2023 بشأن تسهيلات الأعمال الصغيرة',
        status: 'amended',
        status_note: 'Amended by Ministerial Decision No. 99 of 2099.',
        chapter: 'III - Rates, Reliefs and Free Zones',
        issue_date_actual: '2023-03-30',
        word_count: 1234,
        summary: 'Sets the revenue threshold for Small Business Relief.',
      },
    );
    doc.articles[1] = { ...doc.articles[1]!, heading_ar: 'حد إيرادات الخاضع للضريبة', text_ar: 'يكون حد إيرادات الخاضع للضريبة مبلغ (3.000.000) درهم.' };
    return doc;
  };

  function renderArabic(doc: ReturnType<typeof arabicDoc>, numerals: 'latn' | 'arab' = 'arab') {
    return renderWithProviders(
      <Routes>
        <Route path="/legislation/:id" element={<LegislationPage />} />
      </Routes>,
      { route: '/legislation/12', language: 'ar', numerals, fetch: (url) => (url === '/api/legislation/12' ? json(doc) : undefined) },
    );
  }

  it('leads with the Arabic title and the official Arabic text of each article, the English after it', async () => {
    renderArabic(arabicDoc());
    expect(await screen.findByRole('heading', { level: 1, name: 'قرار وزاري رقم (73) لسنة 2023 بشأن تسهيلات الأعمال الصغيرة' })).toBeTruthy();
    const english = screen.getByText('Ministerial Decision No. 73 of 2023 on Small Business Relief');
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('قرار وزاري')).toBeTruthy();
    expect(screen.getByText('معدّل')).toBeTruthy();
    expect(screen.getByText('عُدِّل هذا التشريع.')).toBeTruthy();
    expect(screen.getByText('Amended by Ministerial Decision No. 99 of 2099.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('النص الإنجليزي ترجمة غير رسمية.')).toBeTruthy();

    // Article 2 has the official Arabic: it comes first and names the section; the English follows, marked as English.
    const article = screen.getByRole('region', { name: 'المادة (٢): حد إيرادات الخاضع للضريبة' });
    expect(article.id).toBe('article-2');
    const blocks = [...article.querySelectorAll(':scope > div > div')];
    expect(blocks.map((b) => [b.getAttribute('lang'), b.getAttribute('dir')])).toEqual([
      ['ar', 'rtl'],
      ['en', 'ltr'],
    ]);
    expect(within(article).getByRole('link', { name: 'المادة (٢): حد إيرادات الخاضع للضريبة' }).getAttribute('href')).toBe('#article-2');
    // Article 1 has no Arabic text: its English alone, anchor unchanged.
    const first = screen.getByRole('region', { name: 'Article (1): Definitions' });
    expect(first.id).toBe('article-1');

    const toc = screen.getByRole('navigation', { name: 'جدول المحتويات' });
    // (jsdom's accessible names put a space around the heading's span; the text itself has none.)
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('href'), a.textContent]),
    ).toEqual([
      ['#article-1', 'المادة (١): Definitions'],
      ['#article-2', 'المادة (٢): حد إيرادات الخاضع للضريبة'],
    ]);
    expect(within(toc).getByText('Definitions').getAttribute('lang')).toBe('en');
    expect(within(toc).getByText('المحتويات')).toBeTruthy();
  });

  it('shows the metadata in Arabic with Arabic dates and the chosen digits', async () => {
    renderArabic(arabicDoc());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('تاريخ الإصدار')).toBeTruthy();
    expect(screen.getByText('٣٠ مارس ٢٠٢٣')).toBeTruthy();
    expect(screen.getByText('تاريخ السريان')).toBeTruthy();
    expect(screen.getByText('غير محدد')).toBeTruthy();
    expect(screen.getByText('عدد الكلمات')).toBeTruthy();
    expect(screen.getByText('١٬٢٣٤')).toBeTruthy();
    expect(screen.getByText('III - Rates, Reliefs and Free Zones').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { name: 'الملخص' })).toBeTruthy();
    expect(screen.getByText('Sets the revenue threshold for Small Business Relief.').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: '→ البحث في التشريعات' }).getAttribute('href')).toBe('/');
  });

  it('shows the Arabic of the summary and key points where the record has it, as Arabic; the English interface keeps the English', async () => {
    const doc = {
      ...arabicDoc(),
      key_points: ['Revenue threshold: AED 3,000,000 (Art. 2(1)).'],
      summary_ar: 'يحدد حد الإيرادات لتسهيلات الأعمال الصغيرة.',
      key_points_ar: ['حد الإيرادات: 3,000,000 درهم (المادة 2(1)).'],
    };
    const { unmount } = renderArabic(doc);
    await screen.findByRole('heading', { level: 1 });
    const summary = screen.getByText('يحدد حد الإيرادات لتسهيلات الأعمال الصغيرة.');
    expect(summary.getAttribute('lang')).toBeNull();
    expect(screen.getByText('حد الإيرادات: 3,000,000 درهم (المادة 2(1)).').closest('ul')!.getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Sets the revenue threshold for Small Business Relief.')).toBeNull();
    expect(screen.getByText('الملخص والنقاط الرئيسية أدوات تحريرية أُعدّت لهذه المنصة، وليست جزءاً من القانون.')).toBeTruthy();
    unmount();

    renderLoaded(doc);
    expect(await screen.findByText('Sets the revenue threshold for Small Business Relief.')).toBeTruthy();
    expect(screen.getByText('Revenue threshold: AED 3,000,000 (Art. 2(1)).')).toBeTruthy();
    expect(screen.queryByText('يحدد حد الإيرادات لتسهيلات الأعمال الصغيرة.')).toBeNull();
  });

  it('keeps Western digits when chosen, and shows the English title alone where there is no Arabic one', async () => {
    renderArabic({ ...arabicDoc(), title_ar: null }, 'latn');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Ministerial Decision No. 73 of 2023 on Small Business Relief' });
    expect(h1.querySelector('[lang="en"][dir="ltr"]')).toBeTruthy();
    expect(screen.getByText('30 مارس 2023')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'المادة (2): حد إيرادات الخاضع للضريبة' })).toBeTruthy();
  });

  // Issue 27 item 7: chapter names as the official Arabic words them (Articles 4–6 of ar/fdl-28-2022.md), not in English.
  const PART_2 = 'الباب الثاني: الالتزامات الضريبية';
  const ARABIC_HEADINGS: Record<string, string> = { '4': 'مسك السجلات', '5': 'اللغة', '6': 'التسجيل الضريبي وإلغائه وتعديل بياناته' };
  const chapteredDoc = () => {
    const doc = testLegislationDetail(
      7,
      'Federal Decree-Law No. 28 of 2022 on Tax Procedures',
      [
        { number: '4', heading: 'Record Keeping', text_en: 'Records.' },
        { number: '5', heading: 'Language', text_en: 'Language.' },
        { number: '6', heading: 'Tax Registration, Deregistration and Amendment of Registration Data', text_en: 'Registration.' },
      ],
      { title_ar: 'مرسوم بقانون اتحادي رقم (28) لسنة 2022 في شأن الإجراءات الضريبية' },
    );
    const chapters: Array<[string, string]> = [
      [
        'Chapter 2: Tax Obligations — Section 1: Keeping Accounting Records and Commercial Books',
        `${PART_2} — الفصل الأول: مسك السجلات المحاسبية والدفاتر التجارية`,
      ],
      [
        'Chapter 2: Tax Obligations — Section 1: Keeping Accounting Records and Commercial Books',
        `${PART_2} — الفصل الأول: مسك السجلات المحاسبية والدفاتر التجارية`,
      ],
      ['Chapter 2: Tax Obligations — Section 2: Tax Registration', `${PART_2} — الفصل الثاني: التسجيل الضريبي`],
    ];
    doc.articles = doc.articles.map((a, i) => ({
      ...a,
      chapter: chapters[i]![0],
      chapter_ar: chapters[i]![1],
      heading_ar: ARABIC_HEADINGS[a.number]!,
      text_ar: `نص المادة ${a.number}.`,
    }));
    return doc;
  };

  it('names the chapters as the official Arabic does, in the contents and over the articles', async () => {
    renderArabic(chapteredDoc());
    await screen.findByRole('heading', { level: 1 });
    const toc = screen.getByRole('navigation', { name: 'جدول المحتويات' });
    const section1 = `${PART_2} — الفصل الأول: مسك السجلات المحاسبية والدفاتر التجارية`;
    const section2 = `${PART_2} — الفصل الثاني: التسجيل الضريبي`;
    // One heading per chapter in the contents, read as Arabic; no English chapter name anywhere on the page.
    expect(
      within(toc)
        .getAllByText(/^الباب/)
        .map((e) => [e.textContent, e.getAttribute('lang')]),
    ).toEqual([
      [section1, 'ar'],
      [section2, 'ar'],
    ]);
    expect(screen.queryByText(/Chapter 2: Tax Obligations/)).toBeNull();
    // Over the first article of each chapter only.
    const article = (n: string) => screen.getByRole('region', { name: `المادة (${'٠١٢٣٤٥٦٧٨٩'[Number(n)]}): ${ARABIC_HEADINGS[n]}` });
    expect(within(article('4')).getByText(section1).getAttribute('lang')).toBe('ar');
    expect(within(article('5')).queryByText(/^الباب/)).toBeNull();
    expect(within(article('6')).getByText(section2)).toBeTruthy();
  });

  it('shows the English chapter name, marked English, only where the text has no Arabic chapter; the English interface keeps the English', async () => {
    // An instrument whose official text is English (cd-142-2024): its chapters exist in English alone.
    const official = testLegislationDetail(9, 'Cabinet Decision No. 142 of 2024', [{ number: '1.1', heading: 'Scope', text_en: 'Applies.' }], {
      text_language: 'en',
    });
    official.articles[0] = { ...official.articles[0]!, chapter: 'Annex — Chapter 1: Scope of Application' };
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path="/legislation/:id" element={<LegislationPage />} />
      </Routes>,
      { route: '/legislation/9', language: 'ar', fetch: (url) => (url === '/api/legislation/9' ? json(official) : undefined) },
    );
    await screen.findByRole('heading', { level: 1 });
    const names = screen.getAllByText('Annex — Chapter 1: Scope of Application');
    expect(names).toHaveLength(2);
    for (const name of names) expect([name.getAttribute('lang'), name.getAttribute('dir')]).toEqual(['en', 'ltr']);
    unmount();

    renderLoaded(chapteredDoc());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Chapter 2: Tax Obligations — Section 2: Tax Registration')).toHaveLength(2);
    expect(screen.queryByText(/الباب الثاني/)).toBeNull();
  });

  it('says a missing document is not found, in Arabic', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/legislation/:id" element={<LegislationPage />} />
      </Routes>,
      { route: '/legislation/1.5', language: 'ar' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'لم يُعثر على التشريع' })).toBeTruthy();
    expect(screen.getByText('لا يوجد تشريع لضريبة الشركات بهذا العنوان.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى البحث في التشريعات' }).getAttribute('href')).toBe('/');
  });
});

describe('LegislationPage in English keeps its order', () => {
  it('shows the English text first and the Arabic beside it', async () => {
    const doc = testLegislationDetail(12, 'Ministerial Decision No. 73 of 2023', [{ number: '2', heading: 'Revenue Threshold', text_en: 'Threshold.' }]);
    doc.articles[0] = { ...doc.articles[0]!, heading_ar: 'حد الإيرادات', text_ar: 'الحد.' };
    renderLoaded(doc);
    const article = await screen.findByRole('region', { name: 'Article (2): Revenue Threshold' });
    const blocks = [...article.querySelectorAll(':scope > div > div')];
    expect(blocks.map((b) => b.getAttribute('lang'))).toEqual(['en', 'ar']);
    expect(blocks[0]!.hasAttribute('dir')).toBe(false);
    expect(screen.getByText(/The official Arabic text, shown beside it, prevails\./)).toBeTruthy();
  });
});
