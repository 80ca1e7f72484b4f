/** The multi-document search panel against a fake streamed API (spec §2, §4 "Search panel", §5, §8 "Search"). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentRequiredDetails } from '../../../../../schema/api/billing.ts';
import { READ_NEXT_HEADING, RESEARCH_MESSAGES, type Citation, type MultiDocumentSearchResponse } from '../../../../../schema/api/research.ts';
import { json, renderWithProviders, type FetchHandler } from '../../../../test/render-with-providers.tsx';
import { paymentRequiredMessage } from '../../../shared/payment-required.ts';
import { openSseResponse, sseResponse } from '../../../../test/sse.ts';
import { MultiDocumentSearchPanel } from './multi-document-search-panel.tsx';

const CT_LAW = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';
const TP_DECISION = 'Ministerial Decision No. 97 of 2023 on Transfer Pricing Documentation';

function citation(n: number, overrides: Partial<Citation> = {}): Citation {
  return {
    n,
    legislation_id: 12,
    slug: null,
    title: CT_LAW,
    legislation: 'Federal Decree-Law',
    status: 'Active',
    repealed: false,
    article: '34',
    heading: "Arm's Length Principle",
    article_label: 'Article (34)',
    url: '/legislation/12#article-34',
    text: `${CT_LAW}, Article (34): Arm's Length Principle`,
    ...overrides,
  };
}

function result(overrides: Partial<MultiDocumentSearchResponse> = {}): MultiDocumentSearchResponse {
  const citations = [
    citation(1),
    citation(2, {
      legislation_id: 40,
      title: 'Old Cabinet Resolution on Transfer Pricing Adjustments',
      status: 'Repealed',
      repealed: true,
      article: '3',
      heading: null,
      article_label: 'Article (3)',
      url: '/legislation/40#article-3',
      text: 'Old Cabinet Resolution on Transfer Pricing Adjustments, Article (3)',
    }),
    // The same article cited twice under one number: listed once.
    citation(1),
  ];
  return {
    success: true,
    response: 'Related party transactions must meet the arm’s length standard [1]. An older rule no longer applies [2].',
    conversation_title: 'Transfer pricing for related parties',
    documents_analyzed: 48,
    professional_citations: citations.map((c) => c.text),
    source_documents: [CT_LAW],
    citations,
    removed_citations: [],
    analyst: 'extractive',
    model: 'extractive',
    chatId: 77,
    word_count: 20,
    ...overrides,
  };
}

const documents = [
  { id: 12, title: CT_LAW },
  { id: 55, title: TP_DECISION },
];

const SEARCH_URL = '/api/multi-document-search/stream';
const bodyOf = (fetchMock: ReturnType<typeof vi.fn>, i = 0) => {
  const calls = fetchMock.mock.calls.filter(([url]) => url === SEARCH_URL);
  return JSON.parse((calls[i]![1] as RequestInit).body as string) as Record<string, unknown>;
};

/** Stands in for the billing prompt the page puts in. */
const paymentPrompt = (details: PaymentRequiredDetails) => (
  <div role="alert">
    <p>{paymentRequiredMessage(details)}</p>
    <p>reason: {details.reason}</p>
  </div>
);

function renderPanel(handler: FetchHandler) {
  const onOpen = vi.fn();
  const rendered = renderWithProviders(<MultiDocumentSearchPanel documents={documents} onOpenDocumentChat={onOpen} paymentPrompt={paymentPrompt} />, {
    fetch: handler,
  });
  return { ...rendered, onOpen };
}

const input = () => screen.getByRole('textbox');

describe('MultiDocumentSearchPanel', () => {
  it('disables Launch AI Analysis while the trimmed question is empty', async () => {
    renderPanel(() => undefined);
    expect(input().getAttribute('placeholder')).toBe('What are the transfer pricing rules for related party transactions?');
    const submit = screen.getByRole('button', { name: 'Launch AI Analysis' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(input(), '   ');
    expect(submit.disabled).toBe(true);
    await userEvent.type(input(), 'Who is a Qualifying Free Zone Person?');
    expect(submit.disabled).toBe(false);
  });

  it('shows the pending state with the stage and the streamed answer, then the result', async () => {
    const stream = openSseResponse();
    const { fetchMock, onOpen } = renderPanel((url) => (url === SEARCH_URL ? stream.response : undefined));
    await userEvent.type(input(), '  transfer pricing rules  ');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));

    const pendingButton = (await screen.findByRole('button', { name: 'Analyzing all documents with AI...' })) as HTMLButtonElement;
    expect(pendingButton.disabled).toBe(true);
    expect(bodyOf(fetchMock)).toEqual({ query: 'transfer pricing rules' });
    expect(fetchMock.mock.calls.find(([url]) => url === SEARCH_URL)![1]).toMatchObject({ method: 'POST', credentials: 'include' });

    await act(async () => stream.push({ type: 'stage', stage: 'retrieving', label: 'Finding the relevant articles...' }));
    expect(await screen.findByText('Finding the relevant articles...')).toBeTruthy();
    await act(async () => stream.push({ type: 'delta', text: 'Related party transactions ' }));
    expect((await screen.findByRole('region', { name: 'Answer so far' })).textContent).toContain('Related party transactions');

    await act(async () => {
      stream.push({ type: 'done', result: result() });
      stream.close();
    });

    const banner = await screen.findByRole('heading', { name: 'Transfer pricing for related parties' });
    await waitFor(() => expect(document.activeElement).toBe(banner));
    expect(screen.getByText('48 documents analyzed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Answer so far' })).toBeNull();

    const analysis = screen.getByRole('region', { name: 'AI Legal Analysis' });
    expect(
      within(analysis)
        .getByRole('link', { name: `Citation 1: ${CT_LAW}, Article (34)` })
        .getAttribute('href'),
    ).toBe('/legislation/12#article-34');
    expect(within(analysis).getByRole('link', { name: /^Citation 2: .* \(repealed\)$/ })).toBeTruthy();

    const list = screen.getByRole('region', { name: 'Professional Legal Citations' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(CT_LAW)).toBeTruthy();
    expect(within(items[0]!).getByText("Article (34): Arm's Length Principle")).toBeTruthy();
    expect(within(items[0]!).getByText('Professional Legal Citation')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Open article' }).getAttribute('href')).toBe('/legislation/12#article-34');
    expect(within(items[1]!).getByText('Repealed')).toBeTruthy();
    expect(within(items[1]!).getByText('Status: Repealed')).toBeTruthy();

    // Item 1 contains a known title; item 2 falls back on the phrase 'transfer pricing' to a title containing it.
    const chatButtons = within(list).getAllByRole('button', { name: 'Chat with this document' });
    expect(chatButtons).toHaveLength(2);
    await userEvent.click(chatButtons[0]!);
    expect(onOpen).toHaveBeenLastCalledWith(12);
    await userEvent.click(chatButtons[1]!);
    expect(onOpen).toHaveBeenLastCalledWith(55);

    expect(screen.getByRole('button', { name: 'New Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '← Back to Previous Results' })).toBeNull();
  });

  it('falls back to AI Analysis Complete, 55 documents and No response available; no badge without professional citations', async () => {
    renderPanel((url) =>
      url === SEARCH_URL
        ? sseResponse([{ type: 'done', result: result({ conversation_title: '', documents_analyzed: 0, response: '', professional_citations: [] }) }])
        : undefined,
    );
    await userEvent.type(input(), 'anything');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    expect(await screen.findByRole('heading', { name: 'AI Analysis Complete' })).toBeTruthy();
    expect(screen.getByText('55 documents analyzed')).toBeTruthy();
    expect(screen.getByText('No response available')).toBeTruthy();
    expect(screen.queryByText('Professional Legal Citation')).toBeNull();
  });

  it('renders the Read Next section as plain in-app links, not as citations', async () => {
    const response = [
      '## Summary',
      '',
      'Related party transactions must meet the arm’s length standard [1].',
      '',
      `## ${READ_NEXT_HEADING}`,
      '',
      '- [Ministerial Decision No. 97 of 2023, Article (2): Transfer Pricing Documentation](/legislation/55#article-2) — implements Article (34) of Federal Decree-Law No. 47 of 2022',
    ].join('\n');
    renderPanel((url) => (url === SEARCH_URL ? sseResponse([{ type: 'done', result: result({ response, citations: [citation(1)] }) }]) : undefined));
    await userEvent.type(input(), 'transfer pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    const analysis = await screen.findByRole('region', { name: 'AI Legal Analysis' });
    expect(within(analysis).getByRole('heading', { name: READ_NEXT_HEADING })).toBeTruthy();
    const link = within(analysis).getByRole('link', { name: 'Ministerial Decision No. 97 of 2023, Article (2): Transfer Pricing Documentation' });
    expect(link.getAttribute('href')).toBe('/legislation/55#article-2');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.hasAttribute('data-citation')).toBe(false);
    expect(
      within(analysis)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('data-citation')),
    ).toHaveLength(1);
  });

  it('shows nothing-relevant as the neutral No matching provisions state: no green banner, no document count, no citations', async () => {
    const noMatch = result({
      response: RESEARCH_MESSAGES.noPassages,
      conversation_title: 'best pizza recipe in Dubai',
      documents_analyzed: 0,
      professional_citations: [],
      source_documents: [],
      citations: [],
      no_match: true,
    });
    renderPanel((url) => (url === SEARCH_URL ? sseResponse([{ type: 'done', result: noMatch }]) : undefined));
    await userEvent.type(input(), 'best pizza recipe in Dubai');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));

    const heading = await screen.findByRole('heading', { name: 'No matching provisions' });
    // Focus lands on the outcome, as it does on the banner it replaces.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const box = heading.parentElement!;
    expect(box.className).toContain('slate');
    expect(box.className).not.toContain('emerald');
    expect(within(box).getByText(RESEARCH_MESSAGES.noPassages)).toBeTruthy();
    expect(screen.queryByText(/documents? analyzed/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'best pizza recipe in Dubai' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'AI Analysis Complete' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'AI Legal Analysis' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Professional Legal Citations' })).toBeNull();

    // The way on stays open: rephrase as a follow-up, or start over.
    expect(screen.getByRole('button', { name: 'Ask Follow-up' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New Search' }));
    expect(screen.queryByRole('heading', { name: 'No matching provisions' })).toBeNull();
  });

  it('asks follow-ups with the history and the session of the first answer; Back returns to the results', async () => {
    let call = 0;
    const { fetchMock } = renderPanel((url) => {
      if (url !== SEARCH_URL) return undefined;
      call += 1;
      return sseResponse([{ type: 'done', result: call === 1 ? result() : result({ conversation_title: 'Follow-up answer', response: 'More detail [1].' }) }]);
    });
    await userEvent.type(input(), 'first question');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    await screen.findByRole('heading', { name: 'Transfer pricing for related parties' });

    await userEvent.click(screen.getByRole('button', { name: 'Ask Follow-up' }));
    expect(input().getAttribute('placeholder')).toBe('Ask a follow-up question to dive deeper...');
    expect((input() as HTMLTextAreaElement).value).toBe('');
    // Focus moves in an effect after the follow-up form renders: waited for, as the other focus moves are.
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect((screen.getByRole('button', { name: 'Ask Follow-up Question' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('region', { name: 'AI Legal Analysis' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '← Back to Previous Results' }));
    expect(screen.getByRole('region', { name: 'AI Legal Analysis' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '← Back to Previous Results' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ask Follow-up' }));
    await userEvent.type(input(), ' and for free zones? ');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Follow-up Question' }));
    expect(await screen.findByRole('heading', { name: 'Follow-up answer' })).toBeTruthy();
    expect(bodyOf(fetchMock, 1)).toEqual({
      query: 'and for free zones?',
      conversationHistory: [
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: result().response },
      ],
      sessionId: 'chat-77',
    });

    // New Search clears the result and the history: the next question is a fresh one.
    await userEvent.click(screen.getByRole('button', { name: 'New Search' }));
    expect(screen.queryByRole('region', { name: 'AI Legal Analysis' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Launch AI Analysis' })).toBeTruthy();
    await userEvent.type(input(), 'fresh');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    await screen.findByRole('heading', { name: 'Follow-up answer' });
    expect(bodyOf(fetchMock, 2)).toEqual({ query: 'fresh' });
  });

  it('shows Search Failed with the spec texts on a 500, a 401 and a failed stream', async () => {
    let answer: () => Response = () => json({ error: 'boom' }, 500);
    renderPanel((url) => (url === SEARCH_URL ? answer() : undefined));
    await userEvent.type(input(), 'question');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    let alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Search Failed' })).toBeTruthy();
    expect(within(alert).getByText('Search failed')).toBeTruthy();

    answer = () => json({ error: 'Please log in to use the AI search feature', code: 'LOGIN_REQUIRED' }, 401);
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Please log in to use the AI search feature'));
    expect(screen.getByRole('alert').textContent).not.toContain('Search failed');

    answer = () => sseResponse([{ type: 'error', status: 422, body: { error: 'No article of the collection matches this question.' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No article of the collection matches this question.'));
    alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Search failed');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'An unexpected error occurred. Please try again with a different question or contact support if the issue persists.',
      ),
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    // The question stays for another try.
    expect((input() as HTMLTextAreaElement).value).toBe('question');
  });

  // The page puts in the billing feature's prompt (its set-up dialog: pages/ai-search-page.test.tsx).
  it('shows the billing prompt on a 403 WORD_LIMIT_EXCEEDED, with the refusal details', async () => {
    renderPanel((url) =>
      url === SEARCH_URL
        ? json(
            {
              error: 'Payment required to continue chatting. Please set up payment method for simple per-chat billing.',
              code: 'WORD_LIMIT_EXCEEDED',
              details: { currentUsage: 3, wordLimit: 3, plan: 'free', reason: 'no_payment_method' },
            },
            403,
          )
        : undefined,
    );
    await userEvent.type(input(), 'question');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain('Payment required to continue chatting. Please set up payment method for simple per-chat billing.');
    expect(prompt.textContent).toContain('reason: no_payment_method');
    // Not the generic failure box.
    expect(screen.queryByRole('heading', { name: 'Search Failed' })).toBeNull();
    // The question stays for another try once a card is on file.
    expect((input() as HTMLTextAreaElement).value).toBe('question');
  });

  it('gives the billing prompt an unpaid invoice as the reason', async () => {
    renderPanel((url) =>
      url === SEARCH_URL
        ? json(
            {
              error: 'Your last invoice could not be paid.',
              code: 'WORD_LIMIT_EXCEEDED',
              details: { currentUsage: 9, wordLimit: 3, plan: 'usage_based', reason: 'invoice_failed' },
            },
            403,
          )
        : undefined,
    );
    await userEvent.type(input(), 'question');
    await userEvent.click(screen.getByRole('button', { name: 'Launch AI Analysis' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain('reason: invoice_failed');
  });
});

describe('MultiDocumentSearchPanel in Arabic (issue 17 item 5)', () => {
  function renderArabic(handler: FetchHandler) {
    return renderWithProviders(<MultiDocumentSearchPanel documents={documents} onOpenDocumentChat={vi.fn()} paymentPrompt={paymentPrompt} />, {
      fetch: handler,
      language: 'ar',
      numerals: 'arab',
    });
  }

  it('speaks Arabic from the question to the citations, with Arabic-Indic digits and the official article labels', async () => {
    const stream = openSseResponse();
    renderArabic((url) => (url === SEARCH_URL ? stream.response : undefined));
    expect(screen.getByRole('textbox', { name: 'سؤالك البحثي' }).getAttribute('placeholder')).toBe(
      'ما قواعد تسعير المعاملات الخاصة بالمعاملات مع الأطراف المرتبطة؟',
    );
    expect(screen.getByText('اضغط Enter لبدء التحليل، وShift+Enter لسطر جديد.')).toBeTruthy();
    await userEvent.type(input(), 'ما هي قواعد تسعير المعاملات؟');
    await userEvent.click(screen.getByRole('button', { name: 'بدء التحليل بالذكاء الاصطناعي' }));
    expect(await screen.findByRole('button', { name: 'جارٍ تحليل جميع المستندات بالذكاء الاصطناعي...' })).toBeTruthy();

    // The server's English stage label is said in Arabic by its code.
    await act(async () => stream.push({ type: 'stage', stage: 'checking', label: 'Checking every citation...' }));
    expect(await screen.findByText('جارٍ التحقق من كل استشهاد...')).toBeTruthy();
    expect(screen.queryByText('Checking every citation...')).toBeNull();
    await act(async () => stream.push({ type: 'delta', text: 'يجب أن ' }));
    expect(await screen.findByRole('region', { name: 'الإجابة حتى الآن' })).toBeTruthy();

    // An answer to an Arabic question names a document that has an official Arabic title by it.
    const TITLE_AR = 'قرار مجلس الوزراء القديم في شأن تعديلات تسعير المعاملات';
    const answer = result({ removed_citations: [5, 6, 7] });
    // …and an article that has an official Arabic heading by it (issue 27).
    answer.citations = answer.citations.map((c) => (c.n === 2 ? { ...c, title_ar: TITLE_AR, heading: 'Adjustments', heading_ar: 'التعديلات' } : c));
    await act(async () => {
      stream.push({ type: 'done', result: answer });
      stream.close();
    });
    await screen.findByRole('heading', { name: 'Transfer pricing for related parties' });
    expect(screen.getByText('تم تحليل ٤٨ مستنداً')).toBeTruthy();
    expect(screen.getByText('حُذفت من هذه الإجابة ٣ استشهادات لا تشير إلى أي من المواد المسترجعة.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'التحليل القانوني بالذكاء الاصطناعي' })).toBeTruthy();

    const list = screen.getByRole('region', { name: 'الاستشهادات القانونية المهنية' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('١');
    // The English title keeps its own direction; the article is named as the official Arabic names it.
    const title = within(items[0]!).getByText(CT_LAW);
    expect(title.getAttribute('lang')).toBe('en');
    expect(title.getAttribute('dir')).toBe('ltr');
    expect(items[0]!.textContent).toContain("المادة (٣٤): Arm's Length Principle");
    expect(within(items[0]!).getByText('الحالة: ساري')).toBeTruthy();
    expect(within(items[1]!).getByText('الحالة: ملغى')).toBeTruthy();
    expect(within(items[1]!).getByText('ملغى')).toBeTruthy();
    const titleAr = within(items[1]!).getByText(TITLE_AR);
    expect(titleAr.getAttribute('lang')).toBeNull();
    expect(within(items[1]!).queryByText('Old Cabinet Resolution on Transfer Pricing Adjustments')).toBeNull();
    expect(items[1]!.textContent).toContain('المادة (٣): التعديلات');
    expect(items[1]!.textContent).not.toContain('Adjustments');
    const analysis = screen.getByRole('region', { name: 'التحليل القانوني بالذكاء الاصطناعي' });
    expect(
      within(analysis)
        .getByRole('link', { name: `المرجع 2: ${TITLE_AR}، المادة (٣) (ملغى)` })
        .getAttribute('href'),
    ).toBe('/legislation/40#article-3');
    expect(within(analysis).getByRole('link', { name: `المرجع 1: ${CT_LAW}، المادة (٣٤)` })).toBeTruthy();
    expect(within(items[0]!).getByText('استشهاد قانوني مهني')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'فتح المادة' })).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: 'المحادثة حول هذا المستند' })).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'طرح سؤال متابعة' }));
    expect(screen.getByRole('textbox', { name: 'سؤال المتابعة' }).getAttribute('placeholder')).toBe('اطرح سؤال متابعة للتعمق أكثر...');
    expect(screen.getByText('متابعةً لسؤال:')).toBeTruthy();
    expect(screen.getByRole('button', { name: '→ العودة إلى النتائج السابقة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بحث جديد' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة تعيين' })).toBeTruthy();
  });

  it('shows failures in Arabic, and a known server text in its Arabic form', async () => {
    let answer: () => Response = () => json({ error: 'Please log in to use the AI search feature', code: 'LOGIN_REQUIRED' }, 401);
    renderArabic((url) => (url === SEARCH_URL ? answer() : undefined));
    await userEvent.type(input(), 'سؤال');
    await userEvent.click(screen.getByRole('button', { name: 'بدء التحليل بالذكاء الاصطناعي' }));
    let alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'تعذّر البحث' })).toBeTruthy();
    expect(alert.textContent).toContain('يُرجى تسجيل الدخول لاستخدام ميزة البحث بالذكاء الاصطناعي');

    answer = () => json({ error: RESEARCH_MESSAGES.verifyEmail, code: 'EMAIL_NOT_VERIFIED' }, 403);
    await userEvent.click(screen.getByRole('button', { name: 'بدء التحليل بالذكاء الاصطناعي' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('يُرجى تأكيد عنوان بريدك الإلكتروني'));
    alert = screen.getByRole('alert');
    expect(alert.textContent).not.toContain('Please verify');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(screen.getByRole('button', { name: 'بدء التحليل بالذكاء الاصطناعي' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('حدث خطأ غير متوقع'));
    warn.mockRestore();
  });

  it('shows the no-match state under an Arabic heading', async () => {
    const noMatch = result({ response: RESEARCH_MESSAGES.noPassagesAr, documents_analyzed: 0, professional_citations: [], citations: [], no_match: true });
    renderArabic((url) => (url === SEARCH_URL ? sseResponse([{ type: 'done', result: noMatch }]) : undefined));
    await userEvent.type(input(), 'أفضل مطعم في دبي');
    await userEvent.click(screen.getByRole('button', { name: 'بدء التحليل بالذكاء الاصطناعي' }));
    expect(await screen.findByRole('heading', { name: 'لا توجد أحكام مطابقة' })).toBeTruthy();
    expect(screen.getByText(RESEARCH_MESSAGES.noPassagesAr)).toBeTruthy();
    expect(screen.getByText('السؤال:')).toBeTruthy();
  });
});
